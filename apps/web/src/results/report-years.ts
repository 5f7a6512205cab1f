/** Years the ratings pies and vulnerability views show (start year, 2050 and 2100). */
import { maximumToDateFromYear } from '@hazardscope/contracts';

/** The analysis years start where the maximum-to-date series does (2020 to 2100). */
const analysisStartYear = maximumToDateFromYear;
export const snapshotYears = [analysisStartYear, 2050, 2100] as const;
