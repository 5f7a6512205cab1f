import type { SiteHazardContext } from '@hazardscope/contracts';
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

const brazil: SiteHazardContext['jurisdiction'] = {
  country: { alpha2: 'BR', alpha3: 'BRA', name: 'Brazil' },
  subdivision: null,
  distanceKilometres: 0,
};
const australia: SiteHazardContext['jurisdiction'] = {
  country: { alpha2: 'AU', alpha3: 'AUS', name: 'Australia' },
  subdivision: { code: 'AU-QLD', scheme: 'ISO 3166-2', name: 'Queensland', fips: null },
  distanceKilometres: 0,
};
const unitedStates: SiteHazardContext['jurisdiction'] = {
  country: { alpha2: 'US', alpha3: 'USA', name: 'United States of America' },
  subdivision: { code: 'US-TN', scheme: 'ISO 3166-2', name: 'Tennessee', fips: '47' },
  distanceKilometres: 0,
};
const [australianTable] = floodVariabilityTable.regionalTables;
const unitedStatesTable = floodVariabilityTable.regionalTables.find((table) =>
  table.countryAlpha2Codes.includes('US'),
);

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
    const humidLarge = dischargeVariability(1500, subtropical, -27.5, 200_000, brazil);
    const row = floodVariabilityTable.classes.find(
      (entry) => entry.aridityClass === 'humid' && entry.areaClassIndex === 3,
    );
    expect(humidLarge.observed).toBe(true);
    expect(humidLarge.coefficientOfVariation).toBe(row?.medianCoefficientOfVariation);
    expect(humidLarge.description).toContain(`median of ${row?.gauges} Brazilian gauges`);
  });
  it('varies more in drier climates and less in bigger catchments, as the gauges do', () => {
    const humidSmall = dischargeVariability(1500, subtropical, -27.5, 500, brazil);
    const humidLarge = dischargeVariability(1500, subtropical, -27.5, 200_000, brazil);
    const semiAridMedium = dischargeVariability(500, subtropical, -27.5, 5_000, brazil);
    expect(humidLarge.coefficientOfVariation).toBeLessThan(humidSmall.coefficientOfVariation);
    expect(semiAridMedium.coefficientOfVariation).toBeGreaterThan(
      humidSmall.coefficientOfVariation,
    );
  });
  it('keeps the default 0.5, and says why, where a class has too few gauges or no climate', () => {
    // Arid (P/PET about 0.1): no Brazilian gauge in the table.
    const arid = dischargeVariability(150, subtropical, -27.5, 5_000, brazil);
    expect(arid.observed).toBe(false);
    expect(arid.coefficientOfVariation).toBe(defaultDischargeCoefficientOfVariation);
    expect(arid.description).toMatch(/assumed: 0 observed gauges in the class arid/);
    const unknown = dischargeVariability(null, subtropical, -27.5, 5_000, brazil);
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

describe('dischargeVariability in a country with its own gauges (Australia)', () => {
  const humidRow = (areaClassIndex: number) =>
    australianTable?.classes.find(
      (entry) => entry.aridityClass === 'humid' && entry.areaClassIndex === areaClassIndex,
    );
  it('takes the Australian class where it has at least the minimum of gauges', () => {
    const row = humidRow(1);
    expect(row?.gauges).toBeGreaterThanOrEqual(floodVariabilityTable.minimumGauges);
    const variability = dischargeVariability(1500, subtropical, -27.5, 5_000, australia);
    expect(variability.gaugeNetwork).toBe('Australian');
    expect(variability.coefficientOfVariation).toBe(row?.medianCoefficientOfVariation);
    expect(variability.description).toContain(`median of ${row?.gauges} Australian gauges`);
    // The same class outside Australia keeps the Brazilian gauges.
    const inBrazil = dischargeVariability(1500, subtropical, -27.5, 5_000, brazil);
    expect(inBrazil.gaugeNetwork).toBe('Brazilian');
    expect(inBrazil.coefficientOfVariation).not.toBe(variability.coefficientOfVariation);
  });
  it('scales the Brazilian class by the Australian ratio, and says why, where the Australian class has too few gauges', () => {
    const row = humidRow(2);
    expect(row?.gauges).toBeLessThan(floodVariabilityTable.minimumGauges);
    const inAustralia = dischargeVariability(1500, subtropical, -27.5, 20_000, australia);
    const inBrazil = dischargeVariability(1500, subtropical, -27.5, 20_000, brazil);
    // The ratio of the medians in the nearest usable Australian humid class (1,000–10,000 km²).
    const australianNear = humidRow(1)?.medianCoefficientOfVariation ?? Number.NaN;
    const brazilianNear = dischargeVariability(1500, subtropical, -27.5, 5_000, brazil);
    const ratio = australianNear / brazilianNear.coefficientOfVariation;
    expect(ratio).toBeGreaterThan(1);
    expect(inAustralia.gaugeNetwork).toBe('Australian');
    expect(inAustralia.coefficientOfVariation).toBeCloseTo(
      inBrazil.coefficientOfVariation * ratio,
      2,
    );
    expect(inAustralia.description).toContain(`× ${ratio.toFixed(2)}, the ratio of the Australian`);
    expect(inAustralia.description).toContain(
      `the Australian table has ${row?.gauges} observed gauge`,
    );
  });
  it('keeps the Brazilian class where Australia has no usable class of the site’s climate', () => {
    // An arid climate (200 mm a year): no Australian class of that aridity has 10 gauges.
    const inAustralia = dischargeVariability(200, subtropical, -27.5, 5_000, australia);
    const inBrazil = dischargeVariability(200, subtropical, -27.5, 5_000, brazil);
    expect(inAustralia.coefficientOfVariation).toBe(inBrazil.coefficientOfVariation);
    expect(inAustralia.description).not.toContain('the ratio of the Australian');
  });
});

describe('dischargeVariability in the United States', () => {
  it('takes the United States class of its own gauges, not the Australian or the Brazilian one', () => {
    const row = unitedStatesTable?.classes.find(
      (entry) => entry.aridityClass === 'humid' && entry.areaClassIndex === 1,
    );
    expect(row?.gauges).toBeGreaterThanOrEqual(floodVariabilityTable.minimumGauges);
    const inUnitedStates = dischargeVariability(1500, subtropical, 36, 5_000, unitedStates);
    expect(inUnitedStates.gaugeNetwork).toBe('United States');
    expect(inUnitedStates.coefficientOfVariation).toBe(row?.medianCoefficientOfVariation);
    expect(inUnitedStates.description).toContain(`median of ${row?.gauges} United States gauges`);
    expect(dischargeVariability(1500, subtropical, 36, 5_000, brazil).gaugeNetwork).toBe(
      'Brazilian',
    );
  });
});

describe('riverine flood frequency with the observed spread', () => {
  it('names the Cv, its class and its gauges in the context and the warnings', () => {
    const assessment = riverineFloodModel(modelInput({ site: exampleSite() }));
    const item = assessment.contextItems.find((entry) => entry.name.startsWith('Spread of annual'));
    expect(item?.description).toMatch(/Brazilian gauges in the class humid/);
    // The example site is in Australia, in a class of few Australian gauges: the Brazilian class
    // carried over by the Australian ratio.
    expect(assessment.warnings.join(' ')).toMatch(/by the same factor at every size/);
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
