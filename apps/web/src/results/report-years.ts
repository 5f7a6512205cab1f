/** Years the ratings pies and vulnerability views show (SPEC.md §9: start year, 2050 and 2100). */
import { maximumToDateFromYear } from '@hazardscope/contracts';

/** The analysis years start where the maximum-to-date series does (SPEC.md §9: 2020 to 2100). */
export const analysisStartYear = maximumToDateFromYear;
export const snapshotYears = [analysisStartYear, 2050, 2100] as const;
