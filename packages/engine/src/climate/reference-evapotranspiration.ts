import { diurnalTemperatureRangeCelsius } from './daily-temperature.ts';

// Two reference evapotranspirations from monthly mean temperatures: Hargreaves–Samani for the UNEP
// aridity index (aridity.ts: the flood-variability classes), Thornthwaite for the Thornthwaite Moisture
// Index (the AS 2870 climatic zones of soil movement), each the one its rule was defined with.

const daysInMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const midMonthDayOfYear = [15, 46, 74, 105, 135, 166, 196, 227, 258, 288, 319, 349] as const;

/** Solar declination (rad) on a day of the year, δ = 0.409·sin(2πJ/365 − 1.39) (FAO-56 eq. 24). */
function solarDeclinationRadians(dayOfYear: number): number {
  return 0.409 * Math.sin((2 * Math.PI * dayOfYear) / 365 - 1.39);
}

/** Solar constant (MJ m⁻² min⁻¹), FAO-56. */
const solarConstant = 0.082;
/** Latent heat conversion: 1 MJ m⁻² day⁻¹ evaporates 0.408 mm (FAO-56 eq. 20). */
const millimetresPerMegajoule = 0.408;

/**
 * Extraterrestrial radiation (MJ m⁻² day⁻¹) at a latitude on a day of the year (FAO-56 eq. 21):
 * Ra = (24·60/π)·G_sc·d_r·[ω_s·sin φ·sin δ + cos φ·cos δ·sin ω_s], d_r = 1 + 0.033·cos(2πJ/365)
 * (eq. 23), δ = 0.409·sin(2πJ/365 − 1.39) (eq. 24), ω_s = arccos(−tan φ·tan δ) (eq. 25).
 */
function extraterrestrialRadiationMegajoules(latitudeDegrees: number, dayOfYear: number): number {
  const latitude = (latitudeDegrees * Math.PI) / 180;
  const inverseDistance = 1 + 0.033 * Math.cos((2 * Math.PI * dayOfYear) / 365);
  const declination = solarDeclinationRadians(dayOfYear);
  const cosine = Math.min(1, Math.max(-1, -Math.tan(latitude) * Math.tan(declination)));
  const sunsetHourAngle = Math.acos(cosine);
  return (
    ((24 * 60) / Math.PI) *
    solarConstant *
    inverseDistance *
    (sunsetHourAngle * Math.sin(latitude) * Math.sin(declination) +
      Math.cos(latitude) * Math.cos(declination) * Math.sin(sunsetHourAngle))
  );
}

/**
 * Annual reference evapotranspiration (mm/yr) by Hargreaves & Samani (1985), the temperature-only
 * method FAO-56 recommends where radiation, humidity and wind are missing (eq. 52):
 *   ET₀ = 0.0023·(T_mean + 17.8)·(T_max − T_min)^0.5·Ra, Ra in mm/day,
 * summed over the months at their mid-month day, with the stated 10 °C diurnal range for
 * T_max − T_min (no Tmin/Tmax climatology is embedded). Unlike Thornthwaite (1948), which
 * underestimates evaporative demand in warm dry climates, it keeps Dallas, Madrid and Denver out of
 * the 'humid' class.
 */
export function hargreavesAnnualEvapotranspirationMillimetres(
  monthlyMeanTemperatureCelsius: readonly number[],
  latitudeDegrees: number,
): number {
  return monthlyMeanTemperatureCelsius.reduce((total, temperature, month) => {
    const radiationMillimetres =
      millimetresPerMegajoule *
      extraterrestrialRadiationMegajoules(latitudeDegrees, midMonthDayOfYear[month]!);
    const daily =
      0.0023 *
      Math.max(0, temperature + 17.8) *
      Math.sqrt(diurnalTemperatureRangeCelsius) *
      Math.max(0, radiationMillimetres);
    return total + daily * daysInMonth[month]!;
  }, 0);
}

/**
 * Day length (hours) at a latitude on a day of the year: sunset hour angle ω = arccos(−tan φ·tan δ) (eq. 25), N = 24ω/π (eq. 34).
 */
function dayLengthHours(latitudeDegrees: number, dayOfYear: number): number {
  const latitude = (latitudeDegrees * Math.PI) / 180;
  const declination = solarDeclinationRadians(dayOfYear);
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
