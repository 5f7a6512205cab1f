// Relations between the emissions scenarios at real places, end to end (hazard data → catalogue →
// engine): more emissions, more heat risk; the low end of a scenario's range never above its central
// run and the high end never below, for the hazards that grow with warming and sea level.
import { hazardKeys, type ClimateScenario } from '@hazardscope/contracts';
import { analyseAsset, analyseScenarioRange } from '@hazardscope/engine';
import { describe, expect, it } from 'vitest';
import { realSiteAnalyser } from '../science-validation/analyse-real-site.ts';
import { realSites } from './real-sites.ts';

const analyse = realSiteAnalyser();
const heat = hazardKeys.indexOf('heat');
const inundation = hazardKeys.indexOf('inundation');
const index2100 = 2100 - 1990;

describe('emissions scenarios at real places', () => {
  it('Phoenix (heat-exposed): heat and total VAR in 2100 rise with emissions', () => {
    const runs = (['ssp126', 'ssp245', 'ssp370', 'ssp585'] as ClimateScenario[]).map(
      (scenario) => analyse(realSites.phoenix, undefined, scenario).analysis.properties,
    );
    const heatIn2100 = runs.map((run) => run.riskHazards[index2100]![heat]!);
    const totalIn2100 = runs.map((run) => run.totalRisk[index2100]!);
    expect(heatIn2100[0]!).toBeGreaterThan(0);
    for (let index = 1; index < runs.length; index += 1) {
      expect(heatIn2100[index]!).toBeGreaterThanOrEqual(heatIn2100[index - 1]!);
      expect(totalIn2100[index]!).toBeGreaterThanOrEqual(totalIn2100[index - 1]!);
    }
    expect(heatIn2100[3]!).toBeGreaterThan(heatIn2100[0]!);
  });

  it('keeps low ≤ central ≤ high every year for heat (Phoenix) and coastal inundation (Miami)', () => {
    for (const [place, hazard] of [
      [realSites.phoenix, heat],
      [realSites.miami, inundation],
    ] as const) {
      for (const scenario of ['ssp126', 'ssp585'] as ClimateScenario[]) {
        const { site, analysis } = analyse(place, undefined, scenario);
        const at = (climateBound: 'low' | 'high') =>
          analyseAsset(site, analysis.inputs.asset, { ...analysis.inputs.scenario, climateBound })
            .properties.riskHazards;
        const low = at('low');
        const high = at('high');
        analysis.properties.riskHazards.forEach((byHazard, year) => {
          expect(low[year]![hazard]!).toBeLessThanOrEqual(byHazard[hazard]! + 1e-15);
          expect(high[year]![hazard]!).toBeGreaterThanOrEqual(byHazard[hazard]! - 1e-15);
        });
        expect(high[index2100]![hazard]!).toBeGreaterThan(low[index2100]![hazard]!);
      }
    }
  });

  it('the stored range brackets the central run and compares the four scenarios', () => {
    const { site, analysis } = analyse(realSites.phoenix, undefined, 'ssp245');
    const range = analyseScenarioRange(site, analysis.inputs.asset, analysis);
    expect(range.climateScenario).toBe('ssp245');
    analysis.properties.totalRisk.forEach((total, year) => {
      expect(range.lower.totalRisk[year]!).toBeLessThanOrEqual(total);
      expect(range.upper.totalRisk[year]!).toBeGreaterThanOrEqual(total);
    });
    expect(range.comparison.years).toEqual([2030, 2050, 2100]);
    expect(range.comparison.totalRiskByScenario.ssp245).toEqual(
      [2030, 2050, 2100].map((year) => analysis.properties.totalRisk[year - 1990]!),
    );
    const in2100 = (scenario: ClimateScenario) =>
      range.comparison.totalRiskByScenario[scenario][2]!;
    expect(in2100('ssp126')).toBeLessThanOrEqual(in2100('ssp245'));
    expect(in2100('ssp245')).toBeLessThanOrEqual(in2100('ssp585'));
  });
});
