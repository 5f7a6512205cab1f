import { z } from 'zod';
import type { DesignFieldValues } from './archetype.ts';
import {
  annualExceedanceProbabilityOf,
  designReturnPeriodsYears,
  returnPeriodYearsOf,
} from './return-period.ts';

/**
 * The heat and wind design thresholds as an adaptation run sends them: nested
 * `thresholds.heat.return_frequency` and `thresholds.wind.return_frequency`, each the design
 * event's return period in years (50 for '1 in 50 years') or null for 'From regulations'. The
 * design fields hold the same thresholds as annual exceedance probabilities (heatThreshold,
 * windThreshold); `return-period.ts` owns the conversion.
 */

export const thresholdHazards = ['heat', 'wind'] as const;
export type ThresholdHazard = (typeof thresholdHazards)[number];

/** The design field that holds each threshold as an annual exceedance probability. */
export const thresholdFieldNames: Readonly<Record<ThresholdHazard, string>> = {
  heat: 'heatThreshold',
  wind: 'windThreshold',
};

const offeredYears = designReturnPeriodsYears.join(', ');

const returnFrequencySchema = (hazard: ThresholdHazard) => {
  const message = `thresholds.${hazard}.return_frequency must be a design return period in years (one of ${offeredYears}; 50 means 1 in 50 years), or null for From regulations.`;
  return z
    .number({ error: message })
    .refine((years) => (designReturnPeriodsYears as readonly number[]).includes(years), message)
    .nullable();
};

export const designThresholdsSchema = z.strictObject({
  heat: z.strictObject({ return_frequency: returnFrequencySchema('heat') }).optional(),
  wind: z.strictObject({ return_frequency: returnFrequencySchema('wind') }).optional(),
});
export type DesignThresholds = z.infer<typeof designThresholdsSchema>;

/**
 * Design values with the thresholds taken out and nested as return frequencies: what an
 * adaptation run sends. A threshold value that is not a probability in (0, 1) or null stays in the
 * fields, where the server's field check names it.
 */
export function nestDesignThresholds(fields: DesignFieldValues): {
  fields: DesignFieldValues;
  thresholds?: DesignThresholds;
} {
  const remaining: DesignFieldValues = { ...fields };
  const thresholds: DesignThresholds = {};
  for (const hazard of thresholdHazards) {
    const fieldName = thresholdFieldNames[hazard];
    if (!(fieldName in remaining)) continue;
    const probability = remaining[fieldName];
    if (probability === null) {
      thresholds[hazard] = { return_frequency: null };
    } else if (typeof probability === 'number' && probability > 0 && probability < 1) {
      thresholds[hazard] = { return_frequency: returnPeriodYearsOf(probability) };
    } else {
      continue;
    }
    delete remaining[fieldName];
  }
  return Object.keys(thresholds).length === 0
    ? { fields: remaining }
    : { fields: remaining, thresholds };
}

/** The design values with nested thresholds put back as the annual probabilities the engine reads. */
export function flattenDesignThresholds(
  fields: DesignFieldValues,
  thresholds: DesignThresholds | undefined,
): DesignFieldValues {
  const flattened: DesignFieldValues = { ...fields };
  for (const hazard of thresholdHazards) {
    const threshold = thresholds?.[hazard];
    if (threshold === undefined) continue;
    flattened[thresholdFieldNames[hazard]] =
      threshold.return_frequency === null
        ? null
        : annualExceedanceProbabilityOf(threshold.return_frequency);
  }
  return flattened;
}

/**
 * An option may still give a threshold flat, as fields.heatThreshold or fields.windThreshold (an
 * annual probability: the form scripts written before the nested form use, and saved options keep);
 * giving one threshold both ways is refused, since the two could disagree.
 */
export function refuseThresholdsGivenTwice(
  option: { fields: DesignFieldValues; thresholds?: DesignThresholds | undefined },
  context: z.RefinementCtx,
): void {
  for (const hazard of thresholdHazards) {
    const fieldName = thresholdFieldNames[hazard];
    if (option.thresholds?.[hazard] !== undefined && fieldName in option.fields) {
      context.addIssue({
        code: 'custom',
        path: ['thresholds', hazard, 'return_frequency'],
        message: `Give the ${hazard} threshold once: as thresholds.${hazard}.return_frequency (years) or as fields.${fieldName} (annual probability), not both.`,
      });
    }
  }
}
