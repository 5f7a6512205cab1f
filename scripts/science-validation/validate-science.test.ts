// Smoke test: the whole chain (hazard data → catalogue → engine → verdicts) at three real places.
// It checks the table's mechanics, not the science: the ×3 ratio is printed, never asserted here.
import { loadHazardData } from '@hazardscope/hazard-data';
import { describe, expect, it } from 'vitest';
import { realSiteAnalyser } from './analyse-real-site.ts';
import { loadCountyBoundaries } from './county-boundaries.ts';
import { countyMeanAnalyser } from './county-mean.ts';
import { formatValidation } from './format-validation.ts';
import { loadScienceReferences } from './science-references.ts';
import { referenceEvidence } from './science-references.ts';
import { atSitesLine, summaryLines, tallyByHazard, validateScience } from './validate-science.ts';

describe('validateScience at three real places', () => {
  const table = loadScienceReferences();
  const siteIds = new Set(['dallas', 'singapore', 'south-pole']);
  const smallTable = {
    sites: table.sites.filter((site) => siteIds.has(site.id)),
    references: table.references.filter((reference) => siteIds.has(reference.site)),
  };
  const rows = validateScience(smallTable, realSiteAnalyser());

  it('judges every reference of those places once, grouped by site', () => {
    expect(rows.map((row) => row.reference.id).sort()).toEqual(
      smallTable.references.map((reference) => reference.id).sort(),
    );
    const siteOrder = rows.map((row) => row.site.id).filter((id, i, all) => all[i - 1] !== id);
    expect(new Set(siteOrder).size).toBe(siteOrder.length);
  });
  it('counts independent quantitative and qualitative references apart, and no circular one', () => {
    const ofKind = (kind: string) =>
      rows.filter((row) => referenceEvidence(row.reference) === kind);
    const quantitative = ofKind('independentQuantitative');
    const within = quantitative.filter((row) => row.judgement.within).length;
    const [quantitativeLine, qualitativeLine] = summaryLines(rows);
    expect(quantitativeLine).toBe(
      `${within} of ${quantitative.length} independent quantitative references within ×3`,
    );
    expect(qualitativeLine).toMatch(
      new RegExp(`^\\d+ of ${ofKind('qualitative').length} qualitative references as expected`),
    );
    const tallies = tallyByHazard(rows);
    const tallied = tallies.reduce(
      (sum, tally) => sum + tally.quantitativeTotal + tally.qualitativeTotal + tally.circular,
      0,
    );
    expect(tallied).toBe(rows.length);
    // Dallas's code wind is read from the engine's own ASCE 7 table: shown, never counted.
    expect(ofKind('circular').map((row) => row.reference.id)).toContain('dallas-code-wind');
  });
  it('reads an engine value or a reason for each reference', () => {
    for (const row of rows) {
      if (row.observation.kind === 'value')
        expect(Number.isFinite(row.observation.value)).toBe(true);
      else expect(row.observation.reason.length).toBeGreaterThan(0);
    }
  });
  it('ends the printed table with the quantitative line, then the qualitative one', () => {
    const lines = formatValidation(rows);
    expect(lines.at(-2)).toMatch(/^\d+ of \d+ independent quantitative references within ×3$/);
    expect(lines.at(-1)).toMatch(
      /^\d+ of \d+ qualitative references as expected \(\d+ of them only 'exposed \/ not exposed'\)$/,
    );
    expect(lines.filter((line) => line.endsWith('references within ×3'))).toHaveLength(1);
  });
  it('filters by hazard and by site name', () => {
    const heat = validateScience(smallTable, realSiteAnalyser(), { hazard: 'heat' });
    expect(heat.every((row) => row.reference.hazard === 'heat')).toBe(true);
    const pole = validateScience(smallTable, realSiteAnalyser(), { site: 'Pole' });
    expect(pole.length).toBeGreaterThan(0);
    expect(pole.every((row) => row.site.id === 'south-pole')).toBe(true);
  });
});

describe('validateScience with county means', () => {
  const table = loadScienceReferences();
  const dallasTable = {
    sites: table.sites.filter((site) => site.id === 'dallas'),
    references: table.references.filter((reference) => reference.site === 'dallas'),
  };
  const hazardData = loadHazardData();
  const analyse = realSiteAnalyser(hazardData);
  // Five points a county keep the test fast; the script samples up to 400 (county-mean.ts).
  const countyMeans = countyMeanAnalyser(analyse, loadCountyBoundaries(), hazardData.urbanAreas, {
    gridSpacingDegrees: 0.02,
    maximumPoints: 5,
  });
  const rows = validateScience(dallasTable, analyse, {}, countyMeans);

  it("judges the county's rows by its mean and keeps the site's value beside it", () => {
    const countyRows = rows.filter((row) => row.county !== undefined);
    expect(countyRows.map((row) => row.reference.id).sort()).toEqual(
      dallasTable.references
        .filter((reference) => reference.countyFips !== undefined)
        .map((reference) => reference.id)
        .sort(),
    );
    for (const row of countyRows) {
      expect(row.county?.mean).toMatchObject({ countyFips: '48113', urban: true, points: 5 });
      expect(row.observation).toEqual(row.county?.mean.observation);
    }
    const atSite = validateScience(dallasTable, analyse);
    expect(atSite.every((row) => row.county === undefined)).toBe(true);
    for (const row of countyRows)
      expect(row.county?.siteObservation).toEqual(
        atSite.find((candidate) => candidate.reference.id === row.reference.id)?.observation,
      );
  });
  it('prints the count at the sites before the two closing lines, which keep their format', () => {
    const lines = formatValidation(rows);
    expect(lines.at(-3)).toBe(atSitesLine(rows));
    expect(lines.at(-3)).toMatch(
      /^With the site's value in place of the county mean \(\d+ area-mean rows\): \d+ of \d+ independent quantitative references within ×3$/,
    );
    expect(lines.at(-2)).toMatch(/^\d+ of \d+ independent quantitative references within ×3$/);
    expect(lines.filter((line) => line.includes('county mean of Dallas (48113)')).length).toBe(
      rows.filter((row) => row.county !== undefined).length,
    );
  });
});
