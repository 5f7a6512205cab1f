/** First year of the maximum-to-date series ('Max VAR% and failure probability are tracked from 2020'). */
export const maximumToDateFromYear = 2020;

/** Running maximum of a yearly series from `fromYear`; null before it. */
export function runningMaximumFrom(
  values: readonly number[],
  startYear: number,
  fromYear: number = maximumToDateFromYear,
): (number | null)[] {
  let maximum = 0;
  return values.map((value, index) => {
    if (startYear + index < fromYear) return null;
    maximum = Math.max(maximum, value);
    return maximum;
  });
}
