/**
 * Number formats shared by the screens, the charts and the PDF: VAR% with two
 * significant figures (0.23 %), money with thousands separators and the currency, years without
 * separators.
 */

/** A fraction as a percentage with two significant figures: 0.0023 → '0.23 %', 0 → '0 %'. */
export function formatPercent(fraction: number, options: { space?: boolean } = {}): string {
  const separator = options.space === false ? '' : ' ';
  if (!Number.isFinite(fraction)) return `–${separator}%`;
  const percent = fraction * 100;
  if (percent === 0) return `0${separator}%`;
  const rounded = Number(percent.toPrecision(2));
  // Avoid exponent notation for very small values: 0.0000012 % → '0.0000012 %'.
  const decimals = Math.max(0, 1 - Math.floor(Math.log10(Math.abs(rounded))));
  return `${rounded.toFixed(Math.min(decimals, 12))}${separator}%`;
}

/**
 * Whole numbers with thousands separators, en-US. One formatter for the process: the same output as
 * `toLocaleString('en-US')`, which builds a new formatter (tens of microseconds) at every call.
 */
const thousandsFormat = new Intl.NumberFormat('en-US');

/** Money with thousands separators and the currency: 315000 → 'USD $315,000'. */
export function formatMoney(amount: number, currency = 'USD'): string {
  const whole = thousandsFormat.format(Math.round(amount));
  return `${currency} $${whole}`;
}

/** A whole number with thousands separators: 1000000 → '1,000,000'. */
export function formatThousands(value: number): string {
  return thousandsFormat.format(Math.round(value));
}

/** Rounds to `decimals` places and prints without exponent (coordinates: 6 on screen, 5 in the report). */
export function formatFixed(value: number, decimals: number): string {
  return value.toFixed(decimals);
}
