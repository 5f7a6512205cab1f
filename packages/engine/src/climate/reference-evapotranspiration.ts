import { diurnalTemperatureRangeCelsius } from './daily-temperature.ts';

const daysInMonth = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const midMonthDayOfYear = [15, 46, 74, 105, 135, 166, 196, 227, 258, 288, 319, 349] as const;

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
  const declination = 0.409 * Math.sin((2 * Math.PI * dayOfYear) / 365 - 1.39);
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
