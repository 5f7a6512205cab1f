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

/**
 * The currency of an asset's money values (replacement cost, market value, adaptation costs): the
 * product takes and shows them in US dollars, and an analysis carries no currency of its own. The
 * report's price has its own currency (the server's PURCHASE_CURRENCY).
 */
export const assetValueCurrency = 'USD';

/** Money with thousands separators and the currency: 315000 → 'USD $315,000'. */
export function formatMoney(amount: number, currency: string = assetValueCurrency): string {
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

/**
 * Significant digits a double holds reliably: every decimal of 15 significant digits comes back
 * unchanged from an IEEE 754 double (binary64, DBL_DIG = 15); a 16th or 17th digit is binary noise.
 */
const reliableSignificantDigits = 15;

const plainDecimalFormat = new Intl.NumberFormat('en-US', {
  useGrouping: false,
  maximumSignificantDigits: reliableSignificantDigits,
});

/**
 * A number for a data file a spreadsheet opens: at most 15 significant digits, written out without
 * an exponent or separators — 2.34e-7 → '0.000000234', 1e21 → '1000000000000000000000',
 * 0.1 + 0.2 → '0.3'. A spreadsheet reads '2.34e-7' as text in some locales. Not for a number that
 * is not finite: a data file has no way to write it.
 */
export function formatPlainDecimal(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
  // -0 is written as 0.
  if (value === 0) return '0';
  // Fast path, the same text: JavaScript's shortest round-trip form when it has no exponent and
  // at most 15 significant digits is what rounding to 15 digits writes (a large export formats
  // millions of numbers; Intl takes microseconds for each).
  const shortest = String(value);
  if (!shortest.includes('e') && significantDigits(shortest) <= reliableSignificantDigits)
    return shortest;
  return plainDecimalFormat.format(value);
}

/** Significant digits of a number written without exponent: '-0.00120' → 3, '1500' → 4. */
function significantDigits(text: string): number {
  const digits = text.replace(/[-.]/g, '').replace(/^0+/, '');
  // Trailing zeros of a whole number are not significant for rounding ('1500' rounds as 15).
  return (text.includes('.') ? digits : digits.replace(/0+$/, '')).length;
}
