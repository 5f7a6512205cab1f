import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { netPresentValue, paybackYear } from './adaptation/net-present-value.ts';
import { expectedAnnualValue, trapezoidWeights } from './expected-annual-value.ts';
import { gumbelFrequencyFactor, gumbelReducedVariate } from './statistics/gumbel.ts';
import {
  standardNormalCumulative,
  standardNormalQuantile,
} from './statistics/normal-distribution.ts';

// Property tests (fast-check) of the arithmetic every hazard shares: the trapezoid expected annual
// value, the NPV rule of the adaptation planner and the distributions behind the return levels.
// fast-check generates the inputs, shrinks a failure to its smallest case and prints the seed.

/** Exceedance probabilities as a curve has them: strictly decreasing, within (0, 1]. */
const exceedanceProbabilities = fc
  .uniqueArray(fc.double({ min: 1e-6, max: 1, noNaN: true }), { minLength: 1, maxLength: 12 })
  .map((values) => [...values].sort((first, second) => second - first));

/** A curve's probabilities with one damage fraction in [0, 1] per point. */
const curveWithResponses = exceedanceProbabilities.chain((probabilities) =>
  fc.record({
    probabilities: fc.constant(probabilities),
    responses: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), {
      minLength: probabilities.length,
      maxLength: probabilities.length,
    }),
  }),
);

const closeTo = (actual: number, expected: number, scale = 1) =>
  Math.abs(actual - expected) <= 1e-9 * Math.max(1, Math.abs(scale));

describe('expected annual value (trapezoid rule)', () => {
  it('lies between 0 and the most frequent probability times the largest response', () => {
    fc.assert(
      fc.property(curveWithResponses, ({ probabilities, responses }) => {
        const value = expectedAnnualValue(probabilities, responses);
        const bound = probabilities[0]! * Math.max(...responses);
        return value >= 0 && value <= bound + 1e-12;
      }),
    );
  });

  it('never falls when any response rises', () => {
    fc.assert(
      fc.property(
        curveWithResponses,
        fc.nat(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ probabilities, responses }, position, rise) => {
          const index = position % responses.length;
          const raised = responses.map((response, each) =>
            each === index ? Math.min(1, response + rise) : response,
          );
          return (
            expectedAnnualValue(probabilities, raised) >=
            expectedAnnualValue(probabilities, responses) - 1e-15
          );
        },
      ),
    );
  });

  it('equals the weighted sum of its trapezoid weights, which add up to the first probability', () => {
    fc.assert(
      fc.property(curveWithResponses, ({ probabilities, responses }) => {
        const weights = trapezoidWeights(probabilities);
        const weighted = responses.reduce(
          (sum, response, index) => sum + weights[index]! * response,
          0,
        );
        const weightTotal = weights.reduce((sum, weight) => sum + weight, 0);
        return (
          weights.every((weight) => weight >= 0) &&
          closeTo(weighted, expectedAnnualValue(probabilities, responses)) &&
          closeTo(weightTotal, probabilities[0]!)
        );
      }),
    );
  });

  it('is the probability of damage itself for a response of 1 everywhere (total loss)', () => {
    fc.assert(
      fc.property(exceedanceProbabilities, (probabilities) =>
        closeTo(
          expectedAnnualValue(
            probabilities,
            probabilities.map(() => 1),
          ),
          probabilities[0]!,
        ),
      ),
    );
  });
});

const settings = fc.record({
  scenarioStartYear: fc.constant(2020),
  currentYear: fc.integer({ min: 2020, max: 2070 }),
  termYears: fc.integer({ min: 1, max: 40 }),
  discountRate: fc.double({ min: 0, max: 0.2, noNaN: true }),
});
const yearlyAmounts = fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), {
  minLength: 81,
  maxLength: 81,
});

describe('net present value of premiums plus CAPEX', () => {
  it('is additive in the yearly amounts and never negative for amounts that are not', () => {
    fc.assert(
      fc.property(settings, yearlyAmounts, yearlyAmounts, (window, first, second) => {
        const of = (amounts: readonly number[]) =>
          netPresentValue({ ...window, yearlyAmounts: amounts });
        const sum = first.map((amount, index) => amount + second[index]!);
        return of(first) >= 0 && closeTo(of(sum), of(first) + of(second), of(sum));
      }),
    );
  });

  it('falls as the discount rate rises', () => {
    fc.assert(
      fc.property(
        settings,
        yearlyAmounts,
        fc.double({ min: 0, max: 0.1, noNaN: true }),
        (window, amounts, increase) =>
          netPresentValue({
            ...window,
            discountRate: window.discountRate + increase,
            yearlyAmounts: amounts,
          }) <=
          netPresentValue({ ...window, yearlyAmounts: amounts }) * (1 + 1e-12),
      ),
    );
  });

  it('counts CAPEX only inside the window, discounted by its position', () => {
    fc.assert(
      fc.property(
        settings,
        fc.integer({ min: 2000, max: 2120 }),
        fc.double({ min: 1, max: 1e7, noNaN: true }),
        (window, year, amount) => {
          const value = netPresentValue({
            ...window,
            yearlyAmounts: [],
            capitalExpenditures: [{ year, amount }],
          });
          const position = year - window.currentYear + 1;
          const inside = position >= 1 && position <= window.termYears;
          const expected = inside ? amount / Math.pow(1 + window.discountRate, position) : 0;
          return closeTo(value, expected, amount);
        },
      ),
    );
  });

  it('never pays back a pathway that saves nothing', () => {
    fc.assert(
      fc.property(
        settings,
        yearlyAmounts,
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        fc.double({ min: 1, max: 1e7, noNaN: true }),
        (window, baseline, extra, capex) =>
          paybackYear({
            ...window,
            baselinePremiums: baseline,
            pathwayPremiums: baseline.map((premium) => premium + extra),
            capitalExpenditures: [{ year: window.currentYear, amount: capex }],
          }) === undefined,
      ),
    );
  });
});

describe('distributions behind the return levels', () => {
  it('Gumbel: the reduced variate and the frequency factor rise with the return period', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1.01, max: 1e5, noNaN: true }),
        fc.double({ min: 1.001, max: 10, noNaN: true }),
        (period, factor) =>
          gumbelReducedVariate(period * factor) > gumbelReducedVariate(period) &&
          gumbelFrequencyFactor(period * factor) > gumbelFrequencyFactor(period),
      ),
    );
  });

  it('the standard normal quantile inverts the cumulative distribution', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1 - 1e-6, noNaN: true }), (probability) => {
        const z = standardNormalQuantile(probability);
        return Math.abs(standardNormalCumulative(z) - probability) < 1e-6;
      }),
    );
  });

  it('the standard normal cumulative distribution rises within [0, 1]', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -30, max: 30, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        (z, step) => {
          const low = standardNormalCumulative(z);
          const high = standardNormalCumulative(z + step);
          return low >= 0 && high <= 1 && high >= low - 1e-15;
        },
      ),
    );
  });

  it('fast-check finds a counter-example when one exists (the harness can fail)', () => {
    expect(() =>
      fc.assert(fc.property(exceedanceProbabilities, (probabilities) => probabilities[0]! < 0.5)),
    ).toThrow(/Property failed/);
  });
});
