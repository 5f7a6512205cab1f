// Smoke test: the whole chain (hazard data → catalogue → engine → verdicts) at three real places.
// It checks the table's mechanics, not the science: the ×3 ratio is printed, never asserted here.
import { describe, expect, it } from 'vitest';
import { realSiteAnalyser } from './analyse-real-site.ts';
import { formatValidation } from './format-validation.ts';
import { loadScienceReferences } from './science-references.ts';
import { summaryLine, tallyByHazard, validateScience } from './validate-science.ts';

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
  it('counts every reference in M and only agreeing ones in N', () => {
    const within = rows.filter((row) => row.judgement.within).length;
    expect(summaryLine(rows)).toBe(`${within} of ${rows.length} references within ×3`);
    const tallied = tallyByHazard(rows).reduce((sum, tally) => sum + tally.total, 0);
    expect(tallied).toBe(rows.length);
  });
  it('reads an engine value or a reason for each reference', () => {
    for (const row of rows) {
      if (row.observation.kind === 'value')
        expect(Number.isFinite(row.observation.value)).toBe(true);
      else expect(row.observation.reason.length).toBeGreaterThan(0);
    }
  });
  it('ends the printed table with exactly one summary line', () => {
    const lines = formatValidation(rows);
    expect(lines.at(-1)).toMatch(/^\d+ of \d+ references within ×3$/);
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
