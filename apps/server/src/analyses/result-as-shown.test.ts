import { describe, expect, it } from 'vitest';
import { runRiskAnalysis } from '@hazardscope/analysis';
import { catalogue } from '@hazardscope/catalogue';
import { hazardKeys, riskRequestSchema } from '@hazardscope/contracts';
import { loadHazardData } from '@hazardscope/hazard-data';
import { sampleReportInput } from '../reports/sample-report.ts';
import { sampleAsShown } from './result-as-shown.ts';

const hazardData = loadHazardData();
const now = new Date('2026-06-01T00:00:00Z');
/** A Simple House in central Brisbane: the sample report's example asset. */
const brisbaneHouse = runRiskAnalysis(
  riskRequestSchema.parse({
    archetype: { acronym: 'SH' },
    asset: {
      latitude: -27.4698,
      longitude: 153.0251,
      address: 'Brisbane City QLD 4000, Australia',
    },
  }),
  { catalogue, hazardData, now },
).analysis;
const notCalculated = hazardKeys.filter(
  (hazard) => brisbaneHouse.metadata[hazard]?.no_calc_reason !== undefined,
);

describe('the sample profile shown in place of a result', () => {
  it("leaves out, with the real reason, what the site's data cannot calculate", () => {
    // The premise: the site has a hazard its data cannot calculate.
    expect(notCalculated.length).toBeGreaterThan(0);
    const sample = sampleAsShown(brisbaneHouse);
    for (const hazard of notCalculated) {
      const index = hazardKeys.indexOf(hazard);
      expect(sample.metadata[hazard]?.no_calc_reason).toBe(
        brisbaneHouse.metadata[hazard]?.no_calc_reason,
      );
      expect(sample.properties.riskHazards.every((byHazard) => byHazard[index] === 0)).toBe(true);
    }
    // The calculated hazards keep the sample's values, and its warning.
    const calculatedIndex = hazardKeys.findIndex((hazard) => !notCalculated.includes(hazard));
    expect(sample.properties.riskHazards.at(-1)?.[calculatedIndex]).toBeGreaterThan(0);
    expect(sample.properties.sample).toBe(true);
  });

  it('is the sample report’s for the same asset', () => {
    const report = sampleReportInput({
      catalogue,
      hazardData,
      now,
      names: {
        productName: 'Hazardscope',
        providerShortName: 'Hazardscope',
        supportEmail: 'support@example.org',
        publicUrl: 'https://hazardscope.example',
      },
    });
    const sample = sampleAsShown(brisbaneHouse);
    expect(report.analysis.properties.totalRisk).toEqual(sample.properties.totalRisk);
    expect(report.analysis.properties.riskHazards).toEqual(sample.properties.riskHazards);
  });
});
