import { describe, expect, it } from 'vitest';
import { exampleSite } from '../test-support/example-site.ts';
import { modelInput } from '../test-support/model-input.ts';
import {
  catchmentAreaClassIndex,
  defaultDischargeCoefficientOfVariation,
  dischargeVariability,
} from './flood-variability.ts';
import floodVariabilityTable from './flood-variability.json' with { type: 'json' };
import { riverineFloodModel } from './riverine-flood.ts';

// Brisbane-like monthly temperatures (°C) at 27.5° S: Hargreaves PET about 1,500 mm/yr.
const subtropical = [25.5, 25.2, 24.1, 21.7, 18.8, 16.2, 15.4, 16.5, 19.1, 21.5, 23.3, 24.7];

describe('catchmentAreaClassIndex', () => {
  it('puts an area in the last class whose lower bound it reaches', () => {
    const bounds = [0, 1_000, 10_000, 100_000];
    expect(catchmentAreaClassIndex(50, bounds)).toBe(0);
    expect(catchmentAreaClassIndex(1_000, bounds)).toBe(1);
    expect(catchmentAreaClassIndex(99_999, bounds)).toBe(2);
    expect(catchmentAreaClassIndex(3_700_000, bounds)).toBe(3);
  });
});

describe('dischargeVariability', () => {
  it('takes the median Cv of the observed gauges of the site’s climate and size class', () => {
    const humidLarge = dischargeVariability(1500, subtropical, -27.5, 200_000);
    const row = floodVariabilityTable.classes.find(
      (entry) => entry.aridityClass === 'humid' && entry.areaClassIndex === 3,
    );
    expect(humidLarge.observed).toBe(true);
    expect(humidLarge.coefficientOfVariation).toBe(row?.medianCoefficientOfVariation);
    expect(humidLarge.description).toContain(`median of ${row?.gauges} Brazilian gauges`);
  });
  it('varies more in drier climates and less in bigger catchments, as the gauges do', () => {
    const humidSmall = dischargeVariability(1500, subtropical, -27.5, 500);
    const humidLarge = dischargeVariability(1500, subtropical, -27.5, 200_000);
    const semiAridMedium = dischargeVariability(500, subtropical, -27.5, 5_000);
    expect(humidLarge.coefficientOfVariation).toBeLessThan(humidSmall.coefficientOfVariation);
    expect(semiAridMedium.coefficientOfVariation).toBeGreaterThan(
      humidSmall.coefficientOfVariation,
    );
  });
  it('keeps the default 0.5, and says why, where a class has too few gauges or no climate', () => {
    // Arid (P/PET about 0.1): no Brazilian gauge in the table.
    const arid = dischargeVariability(150, subtropical, -27.5, 5_000);
    expect(arid.observed).toBe(false);
    expect(arid.coefficientOfVariation).toBe(defaultDischargeCoefficientOfVariation);
    expect(arid.description).toMatch(/assumed: 0 observed gauges in the class arid/);
    const unknown = dischargeVariability(null, subtropical, -27.5, 5_000);
    expect(unknown.coefficientOfVariation).toBe(defaultDischargeCoefficientOfVariation);
    expect(unknown.description).toMatch(/annual precipitation at the site is unknown/);
  });
  it('uses only classes with at least the table’s minimum of gauges', () => {
    for (const row of floodVariabilityTable.classes) {
      if (row.gauges >= floodVariabilityTable.minimumGauges)
        expect(row.medianCoefficientOfVariation).not.toBeNull();
    }
  });
});

describe('riverine flood frequency with the observed spread', () => {
  it('names the Cv, its class and its gauges in the context and the warnings', () => {
    const assessment = riverineFloodModel(modelInput({ site: exampleSite() }));
    const item = assessment.contextItems.find((entry) => entry.name.startsWith('Spread of annual'));
    expect(item?.description).toMatch(/Brazilian gauges in the class humid/);
    expect(assessment.warnings.join(' ')).toMatch(/Using Brazilian gauges elsewhere assumes/);
  });
  it('says the spread is ASSUMED where the default is used', () => {
    const site = exampleSite();
    site.climate.annualPrecipitationMillimetres = 150;
    const assessment = riverineFloodModel(modelInput({ site }));
    expect(assessment.warnings.join(' ')).toMatch(
      /Riverine flood frequency ASSUMES the spread of annual floods: Cv 0\.5 \(assumed/,
    );
  });
});
