/** Years the ratings pies and vulnerability views show (SPEC.md §9: start year, 2050 and 2100). */
export const analysisStartYear = 2020;
export const snapshotYears = [analysisStartYear, 2050, 2100] as const;
