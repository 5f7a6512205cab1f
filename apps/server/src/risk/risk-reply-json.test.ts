import { describe, expect, it } from 'vitest';
import { runRiskAnalysis } from '@hazardscope/analysis';
import { catalogue } from '@hazardscope/catalogue';
import { riskRequestSchema } from '@hazardscope/contracts';
import { sampleProfile } from '@hazardscope/engine';
import { loadHazardData } from '@hazardscope/hazard-data';
import { sampleAsShown } from '../analyses/result-as-shown.ts';
import { sampleJsonBytes } from './risk-reply-json.ts';

const hazardData = loadHazardData();
const analysed = (body: object) =>
  runRiskAnalysis(riskRequestSchema.parse(body), {
    catalogue,
    hazardData,
    now: new Date('2026-06-01T00:00:00Z'),
  }).analysis;

describe('the sample profile as JSON', () => {
  const house = analysed({
    archetype: { acronym: 'SH' },
    asset: { latitude: 51.5, longitude: -0.12 },
  });
  const office = analysed({
    archetype: { acronym: 'SO' },
    asset: { latitude: -33.87, longitude: 151.21, fields: { buildYear: 1975 } },
  });

  it('is JSON.stringify’s text, written anew or with cached series, for any place, name and design', () => {
    const samples = [
      sampleAsShown(house),
      sampleAsShown(office),
      // The same design elsewhere, under another name: the series come from the cache.
      sampleProfile(
        { latitude: 40.7, longitude: -74 },
        { ...house.inputs.asset, name: 'Brick house "A" \\ 2', address: 'Brooklyn, NY' },
        house.inputs.scenario,
      ),
      // Another scenario, and another design of the same archetype: series of their own.
      sampleProfile({ latitude: 51.5, longitude: -0.12 }, house.inputs.asset, {
        ...house.inputs.scenario,
        hazards: house.inputs.scenario.hazards.filter((hazard) => hazard !== 'cyclone_wind'),
      }),
      sampleProfile(
        { latitude: 51.5, longitude: -0.12 },
        {
          ...house.inputs.asset,
          design: { ...house.inputs.asset.design, assetLifeEnd: 2060 },
        },
        house.inputs.scenario,
      ),
      sampleAsShown(house),
    ];
    for (const sample of samples)
      expect(sampleJsonBytes(sample).toString('utf8')).toBe(JSON.stringify(sample));
  });

  it('keeps a name that looks like the stand-in for a series as the text it is', () => {
    const sample = sampleProfile(
      { latitude: 51.5, longitude: -0.12 },
      { ...house.inputs.asset, name: '\\u0000:totalRisk "riskHazards"' },
      house.inputs.scenario,
    );
    expect(JSON.parse(sampleJsonBytes(sample).toString('utf8'))).toEqual(
      JSON.parse(JSON.stringify(sample)),
    );
  });
});
