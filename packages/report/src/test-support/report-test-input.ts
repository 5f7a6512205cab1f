import { getArchetype, defaultFieldValues, materialsById } from '@hazardscope/catalogue';
import {
  climateScenarios,
  hazardKeys,
  type AnalysisResult,
  type EngineAsset,
  type HazardKey,
  type ScenarioRange,
} from '@hazardscope/contracts';
import { sampleProfile } from '@hazardscope/engine';
import type { ReportInput } from '../report-input.ts';

/** A Simple House with three of its elements, the others 'Not Included' (materials from the catalogue). */
function testAsset(): EngineAsset {
  const element = (
    name: string,
    group: string,
    proportion: number,
    exposure: HazardKey[],
    materialId: string,
  ) => {
    const material = materialsById[materialId];
    if (material === undefined) throw new Error(`no material ${materialId}`);
    return {
      name,
      group,
      proportion,
      exposure,
      heightAboveFloorMetres: 0,
      material: {
        id: material.id,
        name: material.name,
        failure_coefficients: material.failure_coefficients,
      },
    };
  };
  return {
    name: 'Test house',
    address: '1 Test Street, Zürich',
    archetype: { acronym: 'SH', name: 'Simple House', service: 'Building' },
    design: {
      heightAboveGround: 0.3,
      windThreshold: 0.002,
      heatThreshold: null,
      fireProtection: 'none',
      foundationDesign: 'normal',
      buildYear: 1996,
      lifetime: 50,
      replacementCost: 220000,
      assetLifeEnd: 2100,
      elevation: null,
    },
    elements: [
      element('Roof covering', 'Roof', 0.4, ['wind', 'heat', 'forest_fire'], 'steel_roof_sheeting'),
      element(
        'External walls',
        'Envelope',
        0.35,
        ['wind', 'flood_surfacewater', 'forest_fire'],
        'fibre_cement_cladding',
      ),
      element('Electrical', 'Services', 0.25, ['heat', 'flood_surfacewater'], 'electrical_wiring'),
    ],
  };
}

/**
 * An analysis of the test house at Zürich (47.37689° N, 8.54169° E): the engine's sample profile
 * with the site facts filled in and coastal inundation 'Not Calculated', as a real far-inland
 * analysis reports it.
 */
export function testAnalysis(): AnalysisResult {
  const asset = testAsset();
  const profile = sampleProfile({ latitude: 47.376887, longitude: 8.541694 }, asset, {
    // Inundation is not computed far inland: its metadata below gives the reason.
    hazards: hazardKeys.filter((hazard) => hazard !== 'inundation'),
  });
  return {
    ...profile,
    site: {
      elevationMetres: 408.26,
      elevationDataset: 'ETOPO5 20′ (embedded)',
      elevationSource: 'embedded',
      distanceToCoastKilometres: 330.4,
      region: { acronym: 'WCE', name: 'West&Central-Europe' },
    },
    metadata: {
      ...profile.metadata,
      inundation: {
        description: 'Coastal flooding by storm surge, waves and tide on a rising sea.',
        no_calc_reason: 'Site more than 10 km from the coast',
      },
      flood_riverine: {
        description: 'Flooding from rivers overtopping their banks.',
        flood_defence_return_period: 100,
      },
      heat: {
        description: 'Extreme heat.',
        threshold_temperature: 33.5,
        historical: {
          description: 'annual maximum daily temperature TXx (°C)',
          source: 'Beyer et al. 2020',
        },
      },
      soil_movement: {
        description: 'Shrink–swell soil movement.',
        failure_no_calc_reason:
          'No published rate at which soil movement makes a building unusable',
      },
    },
    warnings: ['DEBUG: internal note', 'Fire weather is the mean FWI of one year (2017).'],
  };
}

/** A report input around `testAnalysis`, with the archetype's defaults as current values. */
export function testReportInput(overrides: Partial<ReportInput> = {}): ReportInput {
  const archetype = getArchetype('SH');
  if (archetype === undefined) throw new Error('the catalogue has no SH');
  return {
    analysis: testAnalysis(),
    archetype,
    currentFieldValues: defaultFieldValues(archetype),
    materialsById,
    preparedFor: 'owner@example.com',
    createdAt: new Date('2026-03-07T23:30:00Z'),
    revisionLabel: 'Revision 2',
    sample: false,
    names: {
      productName: 'Hazardscope',
      providerShortName: 'Hazardscope',
      supportEmail: 'support@hazardscope.local',
      publicUrl: 'https://hazardscope.example',
    },
    locatorMap: undefined,
    siteMap: undefined,
    ...overrides,
  };
}

/** The test analysis as a purchased result shows it: not marked as the sample. */
export function testRealAnalysis(): AnalysisResult {
  const analysis = testAnalysis();
  return { ...analysis, properties: { ...analysis.properties, sample: false } };
}

/**
 * A scenario range around an analysis for the report's tests: its series scaled by 0.8 at the low
 * end and 1.25 at the high end, and a comparison in 2030, 2050 and 2100 that rises with emissions.
 * Test data only; the engine computes the real one.
 */
export function testScenarioRange(analysis: AnalysisResult): ScenarioRange {
  const scaled = (factor: number) => ({
    totalRisk: analysis.properties.totalRisk.map((value) => value * factor),
    riskHazards: analysis.properties.riskHazards.map((series) =>
      series.map((value) => value * factor),
    ),
    combinedFailure: analysis.summary.combinedFailure.map((value) => value * factor),
  });
  const years = [2030, 2050, 2100];
  return {
    climateScenario: analysis.inputs.scenario.climateScenario,
    lower: scaled(0.8),
    upper: scaled(1.25),
    comparison: {
      years,
      totalRiskByScenario: Object.fromEntries(
        climateScenarios.map((scenario, index) => [
          scenario,
          years.map((_, yearIndex) => 0.001 * (index + 1) * (yearIndex + 1)),
        ]),
      ) as ScenarioRange['comparison']['totalRiskByScenario'],
    },
  };
}
