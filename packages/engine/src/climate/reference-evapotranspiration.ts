const daysInMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const midMonthDayOfYear = [15, 46, 74, 105, 135, 166, 196, 227, 258, 288, 319, 349] as const;

/**
 * Day length (hours) at a latitude on a day of the year: declination δ = 0.409·sin(2πJ/365 − 1.39)
 * (FAO-56 eq. 24), sunset hour angle ω = arccos(−tan φ·tan δ) (eq. 25), N = 24ω/π (eq. 34).
 */
function dayLengthHours(latitudeDegrees: number, dayOfYear: number): number {
  const latitude = (latitudeDegrees * Math.PI) / 180;
  const declination = 0.409 * Math.sin((2 * Math.PI * dayOfYear) / 365 - 1.39);
  const cosine = Math.min(1, Math.max(-1, -Math.tan(latitude) * Math.tan(declination)));
  return (24 * Math.acos(cosine)) / Math.PI;
}

/**
 * Annual potential evapotranspiration (mm/yr) by Thornthwaite (1948), the PET the Thornthwaite
 * Moisture Index is defined with:
 *   PET_m = 16·(L_m/12)·(N_m/30)·(10·T_m/I)^a  for 0 < T_m < 26.5 °C,
 *   I = Σ (T_m/5)^1.514, a = 6.75e-7·I³ − 7.71e-5·I² + 1.792e-2·I + 0.49239,
 * and from 26.5 °C PET_m = (−415.85 + 32.24·T − 0.43·T²)·(L/12)·(N/30) (Willmott, Rowe & Mintz
 * 1985); L_m the mid-month day length (h), N_m the days in the month. Months at or below 0 °C
 * give 0. It reads lower than radiation-based methods in warm dry climates; the moisture index
 * and the footing-code zones built on it (AS 2870) use it all the same.
 */
export function thornthwaiteAnnualEvapotranspirationMillimetres(
  monthlyMeanTemperatureCelsius: readonly number[],
  latitudeDegrees: number,
): number {
  const heatIndex = monthlyMeanTemperatureCelsius.reduce(
    (sum, temperature) => (temperature > 0 ? sum + Math.pow(temperature / 5, 1.514) : sum),
    0,
  );
  if (heatIndex === 0) return 0;
  const exponent =
    6.75e-7 * heatIndex ** 3 - 7.71e-5 * heatIndex ** 2 + 1.792e-2 * heatIndex + 0.49239;
  return monthlyMeanTemperatureCelsius.reduce((total, temperature, month) => {
    if (temperature <= 0) return total;
    const correction =
      (dayLengthHours(latitudeDegrees, midMonthDayOfYear[month]!) / 12) *
      (daysInMonth[month]! / 30);
    const unadjusted =
      temperature < 26.5
        ? 16 * Math.pow((10 * temperature) / heatIndex, exponent)
        : -415.85 + 32.24 * temperature - 0.43 * temperature * temperature;
    return total + unadjusted * correction;
  }, 0);
}
