import {
  ratingColours,
  ratingThresholds,
  uninsurableColour,
  uninsurableValueAtRiskFraction,
} from '@hazardscope/contracts';

/** The VAR reference lines (rating bounds 0.2 % and 1 %, and 10 %), in percent, with labels and hues. */
export const valueAtRiskReferenceLines = [
  {
    percent: ratingThresholds.moderateFromValueAtRiskFraction * 100,
    label: 'Moderate Risk (B)',
    colour: ratingColours.B,
  },
  {
    percent: ratingThresholds.highFromValueAtRiskFraction * 100,
    label: 'High Risk (C)',
    colour: ratingColours.C,
  },
  {
    percent: uninsurableValueAtRiskFraction * 100,
    label: 'Likely uninsurable',
    colour: uninsurableColour,
  },
] as const;

/**
 * The y-axis maximum (%) for a VAR chart: the data's maximum with 15 % headroom, at least the 0.2 %
 * line, rounded up to a tidy value. Reference lines above it are left out, so a 10 % line never
 * flattens a profile that stays below 1 %; the legend text says which lines apply.
 */
export function valueAtRiskAxisMaximumPercent(dataMaximumPercent: number): number {
  const wanted = Math.max(dataMaximumPercent * 1.15, valueAtRiskReferenceLines[0].percent * 1.25);
  return niceCeiling(wanted);
}

/** The smallest 1, 2, 2.5 or 5 × 10^k not below `value`. */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const exponent = Math.floor(Math.log10(value));
  const base = 10 ** exponent;
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * base >= value - 1e-12) return Number((step * base).toPrecision(12));
  }
  return 10 * base;
}
