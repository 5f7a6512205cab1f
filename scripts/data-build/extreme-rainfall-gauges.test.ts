import { describe, expect, it } from 'vitest';
import { fitRainfallRelation, type RainfallRelationGauge } from './extreme-rainfall-gauges.ts';

describe('fitRainfallRelation', () => {
  // Gauges on ln R = −1.5 + 0.7 ln P + 0.05 T exactly, in three countries.
  const gauges: RainfallRelationGauge[] = [];
  for (const country of ['AA', 'BB', 'CC'])
    for (const precipitation of [300, 800, 2000])
      for (const temperature of [12, 20, 28])
        gauges.push({
          country,
          annualPrecipitationMillimetres: precipitation * (country === 'BB' ? 1.1 : 1),
          warmestQuarterMeanTemperatureCelsius: temperature + (country === 'CC' ? 1 : 0),
          meanAnnualMaximumMillimetres: Math.exp(
            -1.5 +
              0.7 * Math.log(precipitation * (country === 'BB' ? 1.1 : 1)) +
              0.05 * (temperature + (country === 'CC' ? 1 : 0)),
          ),
        });

  it('recovers the coefficients, with no scatter on a country left out', () => {
    const fit = fitRainfallRelation(gauges);
    expect(fit.coefficients[0]).toBeCloseTo(-1.5, 9);
    expect(fit.coefficients[1]).toBeCloseTo(0.7, 9);
    expect(fit.coefficients[2]).toBeCloseTo(0.05, 9);
    expect(fit.leaveOneCountryOutRootMeanSquare).toBeLessThan(1e-9);
    expect(fit.precipitationRange[0]).toBe(300);
    expect(fit.precipitationRange[1]).toBeCloseTo(2200, 9);
    expect(fit.temperatureRange).toEqual([12, 29]);
  });

  it('scores a country that departs from the others on the others’ fit', () => {
    // Country CC's rain is twice what the relation gives: predicted from AA and BB, it is off by ln 2.
    const doubled = gauges.map((gauge) =>
      gauge.country === 'CC'
        ? { ...gauge, meanAnnualMaximumMillimetres: 2 * gauge.meanAnnualMaximumMillimetres }
        : gauge,
    );
    const fit = fitRainfallRelation(doubled);
    // A third of the gauges off by ln 2 from the others' fit; AA and BB are fitted off CC too.
    expect(fit.leaveOneCountryOutRootMeanSquare).toBeGreaterThan(Math.log(2) / Math.sqrt(3));
  });
});
