import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, formatThousands } from './format.ts';

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
