import { z } from 'zod';
import type { SiteHazardContext } from '@hazardscope/contracts';
import type { HazardDataStore } from './load-hazard-data.ts';
import { layerIds } from './manifest.ts';
import { nearestPoint, pointValue } from './point-table.ts';
import type { SiteNotes } from './site-notes.ts';

/**
 * The broad climate classes (from Köppen–Geiger) that GSDR-IDF gives each gauge, in the order of
 * the codes of the gauge table's `climateClassCode` column.
 */
export const extremeRainfallGaugeClimateClasses = [
  'Alpine & subarctic',
  'Arid cold',
  'Arid hot',
  'Humid continental',
  'Humid subtropical',
  'Mediterranean',
  'Oceanic',
  'Tropical',
] as const;

/**
 * A GSDR-IDF station id ('US_005282', 'ISD_006384') as two numbers a float32 column holds exactly:
 * the letters before the underscore read as a base-36 number, and the digits after it.
 */
export function encodeGaugeStationId(stationId: string): { prefix: number; number: number } {
  const match = /^([A-Z]{2,3})_(\d{6})$/.exec(stationId);
  if (match?.[1] === undefined || match[2] === undefined)
    throw new Error(`unexpected GSDR-IDF station id ${stationId}`);
  return { prefix: Number.parseInt(match[1], 36), number: Number(match[2]) };
}

export function decodeGaugeStationId(prefix: number, number: number): string {
  return `${prefix.toString(36).toUpperCase()}_${String(number).padStart(6, '0')}`;
}

/**
 * How far a site takes its extreme-rainfall baseline from the nearest GSDR-IDF gauge: 100 km. The
 * dataset's own portal (the GSDR-IDF Shiny application of Green, Guerreiro & Fowler 2026) shows a
 * gauge's curve for a place less than 100 km away as that place's, warns between 100 and 200 km and
 * shows no curve beyond 200 km; the stricter of its two limits is kept.
 */
export const extremeRainfallGaugeTransferKilometres = 100;

/** The nearest GSDR-IDF gauge within `extremeRainfallGaugeTransferKilometres`, or null. */
export function siteExtremeRainfallGauge(
  store: HazardDataStore,
  latitude: number,
  longitude: number,
  notes: SiteNotes,
): SiteHazardContext['climate']['extremeRainfallGauge'] {
  const table = store.extremeRainfallGauges;
  const nearest = nearestPoint(table, latitude, longitude, extremeRainfallGaugeTransferKilometres);
  if (nearest === null) return null;
  notes.datasetIds.add(layerIds.extremeRainfallGauges);
  const value = (column: string) => pointValue(table, column, nearest.point);
  const climateClass = extremeRainfallGaugeClimateClasses[value('climateClassCode')];
  if (climateClass === undefined) throw new Error('GSDR-IDF gauge without a climate class');
  return {
    stationId: decodeGaugeStationId(value('stationPrefix'), value('stationNumber')),
    distanceKilometres: Math.round(nearest.distanceKilometres * 10) / 10,
    climateClass,
    recordLengthYears: Math.round(value('recordLengthYears') * 10) / 10,
    firstYear: value('firstYear'),
    lastYear: value('lastYear'),
    // The index as published, to 0.1 mm (float32 holds 117.9 as 117.9000015).
    meanAnnualMaximumMillimetres: Math.round(value('indexMillimetres') * 10) / 10,
    locationMillimetres: value('locationMillimetres'),
    scaleMillimetres: value('scaleMillimetres'),
    shape: value('shape'),
  };
}

/**
 * Mean annual maximum 24-hour rainfall against climate, fitted by the data build to the GSDR-IDF
 * gauges: ln R̄ = intercept + precipitationExponent·ln P + temperatureCoefficientPerCelsius·T₁₀
 * (R̄ mm, sliding 24-hour windows as the gauges' index; P annual precipitation mm, T₁₀ warmest-quarter
 * mean temperature °C, Beyer et al. 2020 at the gauge's 1° cell). Only these coefficients and fit
 * statistics are shipped, no gauge record.
 */
export const extremeRainfallRelationSchema = z.object({
  intercept: z.number(),
  precipitationExponent: z.number(),
  temperatureCoefficientPerCelsius: z.number(),
  residualStandardDeviationLog: z.number().positive(),
  coefficientOfDetermination: z.number(),
  leaveOneCountryOutRootMeanSquareLog: z.number().positive(),
  gauges: z.number().int().positive(),
  countries: z.number().int().positive(),
  annualPrecipitationRangeMillimetres: z.tuple([z.number(), z.number()]),
  warmestQuarterTemperatureRangeCelsius: z.tuple([z.number(), z.number()]),
});
export type ExtremeRainfallRelation = z.infer<typeof extremeRainfallRelationSchema>;

/**
 * The site's mean annual maximum 24-hour rainfall from the GSDR-IDF relation, for where no gauge is
 * near; null where the annual precipitation is unknown (open sea, Antarctica).
 */
export function siteExtremeRainfallEstimate(
  relation: ExtremeRainfallRelation,
  annualPrecipitationMillimetres: number | null,
  warmestQuarterMeanTemperatureCelsius: number,
  notes: SiteNotes,
): SiteHazardContext['climate']['extremeRainfallEstimate'] {
  if (annualPrecipitationMillimetres === null || !(annualPrecipitationMillimetres > 0)) return null;
  notes.datasetIds.add(layerIds.extremeRainfallRelation);
  const [driest, wettest] = relation.annualPrecipitationRangeMillimetres;
  const [coolest, warmest] = relation.warmestQuarterTemperatureRangeCelsius;
  const meanAnnualMaximumMillimetres = Math.exp(
    relation.intercept +
      relation.precipitationExponent * Math.log(annualPrecipitationMillimetres) +
      relation.temperatureCoefficientPerCelsius * warmestQuarterMeanTemperatureCelsius,
  );
  return {
    meanAnnualMaximumMillimetres: Math.round(meanAnnualMaximumMillimetres * 10) / 10,
    scatterFactor: Math.round(Math.exp(relation.residualStandardDeviationLog) * 100) / 100,
    unseenCountryScatterFactor:
      Math.round(Math.exp(relation.leaveOneCountryOutRootMeanSquareLog) * 100) / 100,
    gauges: relation.gauges,
    countries: relation.countries,
    withinFittedRange:
      annualPrecipitationMillimetres >= driest &&
      annualPrecipitationMillimetres <= wettest &&
      warmestQuarterMeanTemperatureCelsius >= coolest &&
      warmestQuarterMeanTemperatureCelsius <= warmest,
  };
}
