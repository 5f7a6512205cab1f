/** The cover date as DD/MM/YYYY, read in UTC so a report is reproducible. */
export function formatReportDate(date: Date): string {
  const day = String(date.getUTCDate()).padStart(2, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${day}/${month}/${date.getUTCFullYear()}`;
}

/** Coordinates to 5 decimals in the report. */
export const formatReportCoordinate = (degrees: number) => degrees.toFixed(5);
