/**
 * Standard normal cumulative distribution Φ(z) by the Zelen & Severo (1964) rational approximation
 * (Abramowitz & Stegun 26.2.17), absolute error below 7.5e-8.
 */
export function standardNormalCumulative(z: number): number {
  if (z > 8) return 1;
  if (z < -8) return 0;
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const polynomial =
    t *
    (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  const upperTail = density * polynomial;
  return z >= 0 ? 1 - upperTail : upperTail;
}

/**
 * Standard normal quantile Φ⁻¹(p) by Acklam's (2003) rational approximation, relative error
 * below 1.2e-9 on (0, 1).
 */
export function standardNormalQuantile(probability: number): number {
  if (probability <= 0) return -Infinity;
  if (probability >= 1) return Infinity;
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972,
    -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734,
    4.374664141464968, 2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const lowerBreak = 0.02425;
  const [a0, a1, a2, a3, a4, a5] = a as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = b as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4, c5] = c as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = d as [number, number, number, number];
  if (probability < lowerBreak || probability > 1 - lowerBreak) {
    const tail = probability < lowerBreak ? probability : 1 - probability;
    const q = Math.sqrt(-2 * Math.log(tail));
    const value =
      (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) /
      ((((d0 * q + d1) * q + d2) * q + d3) * q + 1);
    return probability < lowerBreak ? value : -value;
  }
  const q = probability - 0.5;
  const r = q * q;
  return (
    ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) /
    (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1)
  );
}
