import { describe, expect, it } from 'vitest';
import { engineAssetSchema, elementMaterialSchema, scenarioSchema } from './engine-input.ts';

describe('scenarioSchema', () => {
  it('fills the product defaults: 1990–2100, SSP5-8.5, all nine hazards, heat-stress constants, wave setup 15 cm', () => {
    const scenario = scenarioSchema.parse({});
    expect(scenario).toMatchObject({
      startYear: 1990,
      endYear: 2100,
      climateScenario: 'ssp585',
      climateBound: 'central',
      heatStressArchConst: 0.3,
      heatStressLinearConst: 0.001,
      heatStressHourProb: 0.1,
      heatStressHourConst: 5.5,
      waveSetupCentimetres: 15,
    });
    expect(scenario.hazards).toHaveLength(9);
  });
  it('reads the name stored before scenarios could be chosen as ssp585, and refuses an unknown one', () => {
    expect(scenarioSchema.parse({ climateScenario: 'SSP5-8.5' }).climateScenario).toBe('ssp585');
    expect(scenarioSchema.parse({ climateScenario: 'ssp245' }).climateScenario).toBe('ssp245');
    const refused = scenarioSchema.safeParse({ climateScenario: 'rcp45' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toContain('ssp126, ssp245, ssp370, ssp585');
  });
  it('reads a scenario stored under the old name of the wave set-up (waveSetup, cm) with the same value', () => {
    const stored = scenarioSchema.parse({ waveSetup: 15 });
    expect(stored.waveSetupCentimetres).toBe(15);
    expect(stored).not.toHaveProperty('waveSetup');
  });
  it('rejects an unknown hazard key', () => {
    expect(scenarioSchema.safeParse({ hazards: ['earthquake'] }).success).toBe(false);
  });
});

describe('elementMaterialSchema', () => {
  it('accepts coefficients in [0, 4] for some hazards and rejects larger ones', () => {
    expect(
      elementMaterialSchema.safeParse({
        id: 'm',
        name: 'Brick',
        failure_coefficients: { wind: 0.5, heat: 4 },
      }).success,
    ).toBe(true);
    expect(
      elementMaterialSchema.safeParse({
        id: 'm',
        name: 'Brick',
        failure_coefficients: { wind: 4.5 },
      }).success,
    ).toBe(false);
  });
});

describe('engineAssetSchema', () => {
  it("needs design thresholds as annual probabilities or null for 'From regulations'", () => {
    const asset = {
      name: 'House',
      address: 'Somewhere',
      archetype: { acronym: 'SH', name: 'Simple House', service: 'Building' },
      design: {
        heightAboveGround: 0.3,
        windThreshold: 0.02,
        heatThreshold: null,
        fireProtection: 'none',
        foundationDesign: 'normal',
        buildYear: 1996,
        lifetime: 50,
        replacementCost: 315000,
        assetLifeEnd: 2100,
        elevation: null,
      },
      elements: [
        {
          name: 'Roof',
          group: 'Envelope',
          proportion: 1,
          exposure: ['wind'],
          heightAboveFloorMetres: 3,
          material: { id: 'tile', name: 'Tile', failure_coefficients: { wind: 1 } },
        },
      ],
    };
    expect(engineAssetSchema.safeParse(asset).success).toBe(true);
    expect(
      engineAssetSchema.safeParse({ ...asset, design: { ...asset.design, windThreshold: 50 } })
        .success,
    ).toBe(false);
  });
});
