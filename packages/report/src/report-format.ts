import {
  designChoiceIndex,
  formatMoney,
  formatThousands,
  type DesignFieldDefinition,
  type DesignFieldValue,
} from '@hazardscope/contracts';

/** The cover date as DD/MM/YYYY, read in UTC so a report is reproducible. */
export function formatReportDate(date: Date): string {
  const day = String(date.getUTCDate()).padStart(2, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${day}/${month}/${date.getUTCFullYear()}`;
}

/**
 * A design threshold given as an annual exceedance probability, shown as '1 in N' with N the
 * rounded inverse (0.002 → '1 in 500'); null means the local regulations apply.
 */
export function oneInYearsText(annualProbability: number | null): string {
  if (annualProbability === null || !(annualProbability > 0)) return 'From regulations';
  return `1 in ${formatThousands(Math.round(1 / annualProbability))}`;
}

/** Reals are shown rounded to 3 decimals, integers whole. */
function formatNumber(field: DesignFieldDefinition, value: number): string {
  if (field.type === 'integer') {
    return field.disableThousandsGrouping ? String(Math.round(value)) : formatThousands(value);
  }
  return String(Number(value.toFixed(3)));
}

/**
 * One design value as the settings table prints it: a choice by its label, a threshold as '1 in N',
 * money with its currency, an empty value by what it means for that field.
 */
export function formatDesignValue(
  field: DesignFieldDefinition,
  value: DesignFieldValue | undefined,
): string {
  if (field.machineName === 'windThreshold' || field.machineName === 'heatThreshold') {
    return oneInYearsText(typeof value === 'number' ? value : null);
  }
  if (value === undefined) return '–';
  if (value === null) {
    return field.machineName === 'elevation' ? 'From the elevation data' : 'From regulations';
  }
  const choiceIndex = designChoiceIndex(field, value);
  const choiceLabel =
    choiceIndex === undefined ? undefined : field.allowedValueLabels?.[choiceIndex];
  if (choiceLabel !== undefined) return choiceLabel;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value;
  if (field.machineName === 'replacementCost' || field.machineName === 'marketValue') {
    return formatMoney(value);
  }
  return formatNumber(field, value);
}

/** Coordinates to 5 decimals in the report. */
export const formatReportCoordinate = (degrees: number) => degrees.toFixed(5);

/** Elevation to 1 decimal, in metres. */
export const formatReportElevation = (metres: number) => `${metres.toFixed(1)} m`;
