import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, formatPlainDecimal, formatThousands } from './format.ts';

describe('formatPercent', () => {
  it('prints VAR with two significant figures', () => {
    expect(formatPercent(0.0023)).toBe('0.23 %');
    expect(formatPercent(0.00234)).toBe('0.23 %');
    expect(formatPercent(0.012)).toBe('1.2 %');
    expect(formatPercent(0.153)).toBe('15 %');
    expect(formatPercent(0.000012)).toBe('0.0012 %');
    expect(formatPercent(1)).toBe('100 %');
  });
  it('prints zero plainly and can drop the space', () => {
    expect(formatPercent(0)).toBe('0 %');
    expect(formatPercent(0.002, { space: false })).toBe('0.20%');
  });
});

describe('formatMoney', () => {
  it('adds thousands separators and the currency', () => {
    expect(formatMoney(315000)).toBe('USD $315,000');
    expect(formatMoney(1035)).toBe('USD $1,035');
    expect(formatThousands(1000000)).toBe('1,000,000');
  });
});

describe('formatPlainDecimal', () => {
  it('writes small and large numbers out in full, without an exponent', () => {
    expect(formatPlainDecimal(2.34e-7)).toBe('0.000000234');
    expect(formatPlainDecimal(-2.5e-9)).toBe('-0.0000000025');
    expect(formatPlainDecimal(1e21)).toBe('1000000000000000000000');
    expect(formatPlainDecimal(220000)).toBe('220000');
    expect(formatPlainDecimal(0)).toBe('0');
    expect(formatPlainDecimal(-0)).toBe('0');
  });

  it('keeps 15 significant digits, dropping the noise of the 16th and 17th', () => {
    expect(formatPlainDecimal(0.1 + 0.2)).toBe('0.3');
    expect(formatPlainDecimal(0.0006917799999999999)).toBe('0.00069178');
    expect(formatPlainDecimal(1 / 3)).toBe('0.333333333333333');
    expect(formatPlainDecimal(0.0010256274559842238)).toBe('0.00102562745598422');
  });

  it('writes what rounding to 15 significant digits writes, for numbers of every size', () => {
    const intl = new Intl.NumberFormat('en-US', {
      useGrouping: false,
      maximumSignificantDigits: 15,
    });
    // A fixed pseudo-random walk over magnitudes 1e-12 … 1e22 and fractions of 1 to 17 digits.
    let seed = 20261129;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let sample = 0; sample < 20_000; sample += 1) {
      const magnitude = 10 ** Math.floor(next() * 34 - 12);
      const digits = 1 + Math.floor(next() * 17);
      const value = Number((next() * magnitude).toPrecision(digits)) * (next() < 0.2 ? -1 : 1);
      expect(formatPlainDecimal(value)).toBe(intl.format(value === 0 ? 0 : value));
    }
    expect(formatPlainDecimal(1500)).toBe('1500');
    expect(formatPlainDecimal(0.0025858120000000003)).toBe('0.002585812');
  });

  it('rounds a 16th digit of 5 up, carrying through nines and the decimal point, as Intl does', () => {
    const intl = new Intl.NumberFormat('en-US', {
      useGrouping: false,
      maximumSignificantDigits: 15,
    });
    // Written as text: several are the shortest form of a double, not the literal a linter accepts.
    const values = [
      '0.9999999999999999',
      '-0.9999999999999999',
      '9.999999999999999',
      '999999999999999.9',
      '9999999999999995',
      '1475198195071517.5',
      '-3255141779433536.5',
      '0.12345678901234565',
      '-0.00012345678901234549',
      '123456789012345680000',
      '4.0000000000000036',
      '0.30000000000000004',
    ].map(Number);
    for (const value of values) expect(formatPlainDecimal(value)).toBe(intl.format(value));
  });

  it('refuses a number that is not finite', () => {
    expect(() => formatPlainDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => formatPlainDecimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
