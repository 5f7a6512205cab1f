import { hazardKeys, type HazardKey } from '@hazardscope/contracts';

/**
 * The stored form of one asset's yearly VAR, little-endian, per year from the first analysis year:
 * the total VAR and the scenario band's lower and upper total VAR as float64, then the nine
 * hazards' VAR in `hazardKeys` order as int32 fractions × 1e9. The engine rounds every hazard's
 * fraction to 1e-9 (contracts' roundFraction), so that integer is exact; the total is their sum as
 * the engine adds it (0.0025858120000000003), kept as the double it is. Both read back as the
 * engine's doubles, bit for bit, in 60 bytes a year instead of 96 as doubles. A hazard the engine
 * could not calculate at the site is stored as −1 in every year (a VAR is never negative), so that
 * its 0 is read back as 'Not Calculated', not as no risk; values stored before the mark read as
 * calculated.
 */
const doubles = 3;

/**
 * The first year of the stored yearly values: every portfolio asset runs with the engine's default
 * scenario window, 1990–2100 (riskRequestSchema sets no other).
 */
export const portfolioFirstYear = 1990;

/** A calendar year's position in the stored values. */
export const storedYearIndex = (year: number) => year - portfolioFirstYear;

const bytesPerYear = doubles * 8 + hazardKeys.length * 4;
const fractionScale = 1e9;
/** The stored integer of a hazard not calculated at the site. */
const notCalculatedMark = -1;

export interface AssetYearlyValues {
  totalRisk: readonly number[];
  /** [year][hazard], hazards in `hazardKeys` order. */
  riskHazards: readonly (readonly number[])[];
  lower: readonly number[];
  upper: readonly number[];
  /** The hazards not calculated at the site (the engine's `notCalculated`). */
  notCalculated: readonly HazardKey[];
}

export function encodeAssetValues(values: AssetYearlyValues): Uint8Array {
  const years = values.totalRisk.length;
  const notCalculated = hazardKeys.map((hazard) => values.notCalculated.includes(hazard));
  const bytes = new Uint8Array(years * bytesPerYear);
  const view = new DataView(bytes.buffer);
  for (let year = 0; year < years; year += 1) {
    const base = year * bytesPerYear;
    view.setFloat64(base, values.totalRisk[year] ?? 0, true);
    view.setFloat64(base + 8, values.lower[year] ?? 0, true);
    view.setFloat64(base + 16, values.upper[year] ?? 0, true);
    const hazards = values.riskHazards[year] ?? [];
    for (let hazard = 0; hazard < hazardKeys.length; hazard += 1) {
      view.setInt32(
        base + doubles * 8 + hazard * 4,
        notCalculated[hazard]
          ? notCalculatedMark
          : Math.round((hazards[hazard] ?? 0) * fractionScale),
        true,
      );
    }
  }
  return bytes;
}

/** A reader of the stored values, by year index (0 is the first analysis year). */
export function readAssetValues(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    years: bytes.byteLength / bytesPerYear,
    total: (year: number) => view.getFloat64(year * bytesPerYear, true),
    lower: (year: number) => view.getFloat64(year * bytesPerYear + 8, true),
    upper: (year: number) => view.getFloat64(year * bytesPerYear + 16, true),
    /** The hazard's VAR (0 where it was not calculated: see `notCalculated`). */
    hazard: (year: number, hazardIndex: number) =>
      Math.max(0, view.getInt32(year * bytesPerYear + doubles * 8 + hazardIndex * 4, true)) /
      fractionScale,
    /** The hazard's VAR as stored: the fraction × 1e9, an integer (billionths); 0 where not calculated. */
    hazardBillionths: (year: number, hazardIndex: number) =>
      Math.max(0, view.getInt32(year * bytesPerYear + doubles * 8 + hazardIndex * 4, true)),
    /** Whether the engine could not calculate the hazard at the site. */
    notCalculated: (hazardIndex: number) =>
      bytes.byteLength > 0 &&
      view.getInt32(doubles * 8 + hazardIndex * 4, true) === notCalculatedMark,
  };
}
export type AssetValuesReader = ReturnType<typeof readAssetValues>;

/**
 * The SQL that reads one year's total VAR out of a stored values column, as the double it is, bit
 * for bit: the database's own columns for sorting and filtering the assets table by VAR
 * (schema.ts's generated columns), so that writing a chunk stays one insert of the values.
 * PostgreSQL cannot cast 8 bytes to a double, so the expression assembles the little-endian IEEE
 * 754 binary64 of `readAssetValues(…).total(year)` from its bytes: sign, 11-bit exponent e and
 * 52-bit fraction f give (2^52 + f) × 2^(e − 1075) for a normal number and f × 2^−1074 for a
 * subnormal one; every factor is exact in double precision, so the product is the stored double.
 */
export function storedTotalValueAtRiskSql(column: string, year: number): string {
  const offset = storedYearIndex(year) * bytesPerYear;
  const bits = `(${Array.from(
    { length: 8 },
    (_, byte) => `(get_byte(${column}, ${offset + byte})::bigint << ${byte * 8})`,
  ).join(' | ')})`;
  const exponent = `((${bits} >> 52) & 2047)`;
  const fraction = `(${bits} & 4503599627370495)`;
  const magnitude = `(case when ${exponent} = 0 then ${fraction}::float8 * power(2::float8, -1074) else (4503599627370496 + ${fraction})::float8 * power(2::float8, ${exponent} - 1075) end)`;
  return `(case when ${bits} < 0 then -${magnitude} else ${magnitude} end)`;
}
