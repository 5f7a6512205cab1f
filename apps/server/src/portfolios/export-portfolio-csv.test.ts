import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { hazardKeys } from '@hazardscope/contracts';
import { exportCsvCast } from '@hazardscope/report/inputs';
import { portfolioAssetCsvLines, portfolioAssetFixedCells } from './export-portfolio-csv.ts';
import type { PortfolioAssetRow } from './portfolio-asset-view.ts';
import { encodeAssetValues, readAssetValues } from './portfolio-values.ts';

/** A deterministic generator of test values (Park–Miller). */
function randomNumbers(seed: number) {
  let state = seed;
  return () => (state = (state * 16807) % 2147483647) / 2147483647;
}

function assetRow(index: number, random: () => number, overrides: Partial<PortfolioAssetRow>) {
  const years = 111;
  // Hazard VARs in billionths, as the engine rounds them, and their sum as it adds them.
  const riskHazards = Array.from({ length: years }, () =>
    hazardKeys.map(() =>
      random() < 0.3 ? 0 : Math.round(random() * 10 ** (1 + random() * 8)) / 1e9,
    ),
  );
  const totalRisk = riskHazards.map((byHazard) => byHazard.reduce((sum, value) => sum + value, 0));
  const valueAtRisk = Buffer.from(
    encodeAssetValues({
      totalRisk,
      riskHazards,
      lower: totalRisk.map((total) => total * (1 - random() / 3)),
      upper: totalRisk.map((total) => Math.min(1, total * (1 + random() / 3))),
      // Some sites where coastal flooding could not be calculated: their column reads so.
      notCalculated: index % 5 === 0 ? ['inundation'] : [],
    }),
  );
  return {
    index,
    line: index + 2,
    reference: `P-${index}`,
    address: null,
    latitude: -33.8679 + random(),
    longitude: 151.2073 - random(),
    assetType: 'SH',
    value: Math.round(random() * 1e7),
    valueAtRisk,
    currentRating: 'A',
    endOfLifeRating: 'B',
    country: 'AU',
    region: 'New South Wales',
    failureReason: null,
    written: true,
    ...overrides,
  } satisfies PortfolioAssetRow;
}

/** The lines as csv-stringify writes the rows (the export's cells before it wrote lines itself). */
function stringifiedLines(asset: PortfolioAssetRow): string {
  const fixed = portfolioAssetFixedCells(asset);
  if (asset.valueAtRisk === null)
    return stringify([[...fixed, ...Array<string>(13).fill(''), asset.failureReason ?? '']], {
      cast: exportCsvCast,
    });
  const values = readAssetValues(asset.valueAtRisk);
  const rows = Array.from({ length: values.years }, (_, year) => [
    ...fixed,
    1990 + year,
    values.total(year),
    ...hazardKeys.map((_, hazard) =>
      values.notCalculated(hazard) ? 'Not Calculated' : values.hazard(year, hazard),
    ),
    values.lower(year),
    values.upper(year),
    '',
  ]);
  return stringify(rows, { cast: exportCsvCast });
}

describe('portfolioAssetCsvLines', () => {
  it('writes the bytes csv-stringify writes for the same cells', () => {
    const random = randomNumbers(11);
    const assets = [
      ...Array.from({ length: 40 }, (_, index) => assetRow(index, random, {})),
      assetRow(40, random, { reference: '=HYPERLINK("x")', region: 'Île-de-France, "Paris"' }),
      assetRow(41, random, { reference: null, country: null, region: null }),
      assetRow(42, random, {
        valueAtRisk: null,
        failureReason: 'The point lies at sea, 12.0 km from the shoreline.',
      }),
      assetRow(43, random, { reference: '-12', assetType: 'line\nbreak' }),
    ];
    for (const asset of assets) expect(portfolioAssetCsvLines(asset)).toBe(stringifiedLines(asset));
  });
});
