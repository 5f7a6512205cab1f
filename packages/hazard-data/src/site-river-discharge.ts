import { z } from 'zod';

/**
 * Mean discharge against catchment area and annual precipitation, fitted by the data build to the
 * GRDC station catalogue: log10 Q̄ = intercept + areaExponent·log10 A + precipitationExponent·log10 P
 * (Q̄ m³/s, A km², P mm/yr). Only these coefficients are shipped, never a station record.
 */
export const dischargeRelationSchema = z.object({
  intercept: z.number(),
  areaExponent: z.number(),
  precipitationExponent: z.number(),
  residualStandardDeviationLog10: z.number().positive(),
  coefficientOfDetermination: z.number(),
  stations: z.number().int().positive(),
});
export type DischargeRelation = z.infer<typeof dischargeRelationSchema>;

/** Long-term mean discharge (m³/s) of a catchment of `areaSquareKilometres` under `precipitationMillimetres` a year. */
export function meanDischargeCubicMetresPerSecond(
  relation: DischargeRelation,
  areaSquareKilometres: number,
  precipitationMillimetres: number,
): number {
  return Math.pow(
    10,
    relation.intercept +
      relation.areaExponent * Math.log10(areaSquareKilometres) +
      relation.precipitationExponent * Math.log10(precipitationMillimetres),
  );
}
