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
  // JavaScript's shortest round-trip form, when it has no exponent, rounded to 15 significant
  // digits half away from zero: the text Intl writes (ICU rounds the same shortest digits, in the
  // same mode), without Intl's microseconds a number (a large export formats tens of millions).
  const shortest = String(value);
  if (shortest.includes('e')) return plainDecimalFormat.format(value);
  return roundedDecimalText(shortest, reliableSignificantDigits);
}

const zeroCode = 48;
const nineCode = 57;

/**
 * A decimal text without exponent ('-0.0025858120000000003', '1500') rounded to `digits`
 * significant digits, half away from zero, without trailing fractional zeros: '-0.002585812'.
 * The text itself when it has no more digits than that (the common case: no allocation).
 */
function roundedDecimalText(text: string, digits: number): string {
  let first = -1;
  let significant = 0;
  let cut = -1;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < zeroCode || code > nineCode) continue;
    if (first < 0) {
      if (code === zeroCode) continue;
      first = index;
    }
    significant += 1;
    if (significant === digits + 1) {
      cut = index;
      break;
    }
  }
  if (cut < 0) return text;
  const point = text.indexOf('.');
  // The kept digits, rounded up from the last when the first dropped digit is 5 or more.
  let kept = text.slice(0, cut);
  if (text.charCodeAt(cut) >= zeroCode + 5) {
    let index = kept.length - 1;
    while (index >= 0 && (kept[index] === '9' || kept[index] === '.')) index -= 1;
    const nines = kept.slice(index + 1).replace(/9/g, '0');
    kept =
      index < 0 || kept[index] === '-'
        ? `${kept.slice(0, index + 1)}1${nines}`
        : `${kept.slice(0, index)}${String.fromCharCode(kept.charCodeAt(index) + 1)}${nines}`;
  }
  // Dropped digits before the point become zeros; after it, they and trailing zeros go.
  if (point < 0 || cut < point) {
    const wholeLength = (point < 0 ? text.length : point) + kept.length - cut;
    return kept.padEnd(wholeLength, '0');
  }
  let end = kept.length;
  while (kept.charCodeAt(end - 1) === zeroCode) end -= 1;
  if (kept.charCodeAt(end - 1) === 46) end -= 1;
  return kept.slice(0, end);
}
