import type { SiteHazardContext } from '@hazardscope/contracts';
import { describe, expect, it } from 'vitest';
import { exampleSite } from '../test-support/example-site.ts';
import { modelInput } from '../test-support/model-input.ts';
import { bankfullDepthMetres, riverineFloodModel } from './riverine-flood.ts';

function siteWithRiver(river: Partial<NonNullable<SiteHazardContext['riverFlood']['river']>>) {
  const site = exampleSite();
  const base = site.riverFlood.river;
  if (base === null) throw new Error('example site has a river');
  site.riverFlood.river = { ...base, ...river };
  return site;
}

describe('bankfullDepthMetres', () => {
  it('follows the Moody & Troutman global relation d = 0.27·Q^0.39', () => {
    // Rhine at Cologne, GRDC mean 2085 m³/s: 0.27·2085^0.39 = 5.3 m.
    expect(bankfullDepthMetres(2085)).toBeCloseTo(5.33, 1);
    expect(bankfullDepthMetres(10)).toBeCloseTo(0.66, 2);
  });
});

describe('riverineFloodModel', () => {
  it('names the one search radius when no river is found, and says why when the discharge is unknown', () => {
    const site = exampleSite();
    site.riverFlood = { distanceToRiverKilometres: null, river: null };
    expect(riverineFloodModel(modelInput({ site })).noCalcReason).toBe(
      'No river within 50 km of the site, mapped or derived from the elevation grid',
    );
    site.riverFlood = { distanceToRiverKilometres: 3, river: null };
    expect(riverineFloodModel(modelInput({ site })).noCalcReason).toMatch(
      /^No annual precipitation at the site/,
    );
  });

  it('keeps floods up to the 100-year protection off a site at river level and floods it by the excess beyond', () => {
    const site = siteWithRiver({
      heightAboveRiverMetres: 0,
      meanDischargeCubicMetresPerSecond: 100,
    });
    site.change.riverDischarge100Year = null;
    const curve = riverineFloodModel(modelInput({ site })).curves[0]!;
    for (const depth of curve.intensities.slice(0, 6)) expect(depth).toBeCloseTo(0, 12);
    // Q_T/Q₂ = (1 + 0.5·K_T)/(1 + 0.5·(−0.164)): 100 years 2.797, 1000 years 3.779 (Gumbel K).
    const stage = (relative: number) => bankfullDepthMetres(100) * (Math.pow(relative, 0.6) - 1);
    expect(curve.intensities[8]).toBeCloseTo(stage(3.779) - stage(2.797), 1);
  });

  it('floods deeper beside a bigger river', () => {
    const small = siteWithRiver({
      heightAboveRiverMetres: 0,
      meanDischargeCubicMetresPerSecond: 20,
    });
    const large = siteWithRiver({
      heightAboveRiverMetres: 0,
      meanDischargeCubicMetresPerSecond: 2000,
    });
    const depth = (site: SiteHazardContext) =>
      riverineFloodModel(modelInput({ site })).curves[0]!.intensities[8]!;
    expect(depth(large)).toBeGreaterThan(2 * depth(small));
  });

  it('protects a site higher than the 100-year stage by its height instead', () => {
    const low = siteWithRiver({
      heightAboveRiverMetres: 3,
      meanDischargeCubicMetresPerSecond: 500,
    });
    const high = siteWithRiver({
      heightAboveRiverMetres: 3.5,
      meanDischargeCubicMetresPerSecond: 500,
    });
    const lowDepth = riverineFloodModel(modelInput({ site: low })).curves[0]!.intensities[8]!;
    const highDepth = riverineFloodModel(modelInput({ site: high })).curves[0]!.intensities[8]!;
    expect(lowDepth - highDepth).toBeCloseTo(0.5, 9);
  });

  it('gives a site far above its river no flood at all', () => {
    const saddle = siteWithRiver({ heightAboveRiverMetres: 1000 });
    for (const curve of riverineFloodModel(modelInput({ site: saddle })).curves)
      for (const depth of curve.intensities) expect(depth).toBe(0);
  });

  it('deepens floods where the AR6 100-year discharge rises', () => {
    const site = siteWithRiver({ heightAboveRiverMetres: 0 });
    const curves = riverineFloodModel(modelInput({ site })).curves;
    expect(curves[2]!.intensities[6]!).toBeGreaterThan(curves[0]!.intensities[6]!);
  });

  it('says prominently, also at a zero, when the elevation grid cannot resolve the site above the river', () => {
    const site = siteWithRiver({ heightAboveRiverMetres: 40, heightResolved: false });
    const assessment = riverineFloodModel(modelInput({ site }));
    expect(assessment.curves[0]!.intensities.every((depth) => depth === 0)).toBe(true);
    expect(assessment.warnings[0]).toMatch(/Ground elevation \(m\).*Settings tab/);
  });

  it('states the assumed 100-year protection as the flood defence return period and a warning', () => {
    const assessment = riverineFloodModel(modelInput());
    expect(assessment.extraMetadata?.flood_defence_return_period).toBe(100);
    expect(assessment.warnings.some((warning) => warning.includes('ASSUMES'))).toBe(true);
  });
});
