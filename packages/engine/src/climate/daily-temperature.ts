/**
 * How daily temperatures spread about a monthly mean, for rules that need daily values where only
 * monthly means are embedded (no Tmin/Tmax or daily climatology is available).
 */

/**
 * Diurnal temperature range (°C): 10 °C, the order of the global land mean (≈ 9–12 °C in CRU and
 * GHCN, Vose et al. 2005, GRL 32:L23822). Humid tropics and maritime coasts have less (5–8 °C),
 * deserts more (13–18 °C).
 */
export const diurnalTemperatureRangeCelsius = 10;

/**
 * Day-to-day standard deviation of the daily mean temperature about the monthly mean (°C): 3 °C,
 * the order of mid-latitude winter values in station records (2–4 °C), stated.
 */
export const dailyMeanStandardDeviationCelsius = 3;
