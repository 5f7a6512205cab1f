import { hargreavesAnnualEvapotranspirationMillimetres } from './reference-evapotranspiration.ts';

/** UNEP (1997) aridity classes of AI = P/PET. */
export type AridityClass = 'hyper-arid' | 'arid' | 'semi-arid' | 'dry sub-humid' | 'humid';

/** The UNEP (1997, World Atlas of Desertification) class of an aridity index P/PET. */
export function aridityClass(aridityIndex: number): AridityClass {
  if (aridityIndex < 0.05) return 'hyper-arid';
  if (aridityIndex < 0.2) return 'arid';
  if (aridityIndex < 0.5) return 'semi-arid';
  if (aridityIndex < 0.65) return 'dry sub-humid';
  return 'humid';
}

/**
 * Aridity index AI = P/PET at a place: annual precipitation (mm/yr) over the Hargreaves–Samani
 * reference evapotranspiration from its monthly mean temperatures (°C) and latitude. NaN where the
 * precipitation is unknown, Infinity where the evapotranspiration is 0 (frozen all year).
 */
export function aridityIndex(
  annualPrecipitationMillimetres: number | null,
  monthlyMeanTemperatureCelsius: readonly number[],
  latitudeDegrees: number,
): number {
  if (annualPrecipitationMillimetres === null) return Number.NaN;
  const evapotranspiration = hargreavesAnnualEvapotranspirationMillimetres(
    monthlyMeanTemperatureCelsius,
    latitudeDegrees,
  );
  return evapotranspiration > 0 ? annualPrecipitationMillimetres / evapotranspiration : Infinity;
}
