import { z } from 'zod';

export const ratingSchema = z.enum(['A', 'B', 'C']);
export type Rating = z.infer<typeof ratingSchema>;

/** Rating thresholds on VAR as a fraction of replacement cost (0.2 % and 1 %). */
export const ratingThresholds = {
  moderateFromValueAtRiskFraction: 0.002,
  highFromValueAtRiskFraction: 0.01,
} as const;

/** Chart reference line for 'Likely uninsurable' (10 %). */
export const uninsurableValueAtRiskFraction = 0.1;

export const ratingLabels: Record<Rating, string> = {
  A: 'Low',
  B: 'Moderate',
  C: 'High',
};

/** VAR% below 0.2 is A, 0.2 up to below 1 is B, 1 and above is C. */
export function ratingForValueAtRisk(valueAtRiskFraction: number): Rating {
  if (valueAtRiskFraction < ratingThresholds.moderateFromValueAtRiskFraction) return 'A';
  if (valueAtRiskFraction < ratingThresholds.highFromValueAtRiskFraction) return 'B';
  return 'C';
}
