import {
  hazardKeys,
  scenarioSchema,
  type EngineAsset,
  type SiteHazardContext,
} from '@hazardscope/contracts';
import { describe, expect, it } from 'vitest';
import { analyseAsset } from './analyse-asset.ts';
import { hazardRiskSeries } from './hazard-risk-series.ts';
import { warmingCelsiusForYear } from './climate/warming-path.ts';
import { extremeHeatModel } from './hazards/extreme-heat.ts';
import { hazardModels } from './hazards/hazard-models.ts';
import { expectedAnnualFailure } from './expected-annual-value.ts';
import { equipmentMaximumRatedAmbientCelsius } from './vulnerability/functional-failure.ts';
import { prepareElements } from './prepare-elements.ts';
import { randomAsset, randomSite, seededRandom } from './test-support/random-context.ts';

// The engine's invariants (bounds, monotonicity, determinism) checked over seeded random sites and assets (property tests).
const caseCount = 120;
const cases: { site: SiteHazardContext; asset: EngineAsset }[] = [];
const random = seededRandom(20261121);
for (let index = 0; index < caseCount; index += 1)
  cases.push({ site: randomSite(random), asset: randomAsset(random) });

const years = Array.from({ length: 111 }, (_, index) => 1990 + index);
const scenario = scenarioSchema.parse({});
const warmingByYear = years.map((year) => warmingCelsiusForYear(year));
const index = (key: (typeof hazardKeys)[number]) => hazardKeys.indexOf(key);

function assess(site: SiteHazardContext, asset: EngineAsset, key: (typeof hazardKeys)[number]) {
  return hazardModels[key]({ site, design: asset.design, scenario, years, warmingByYear });
}

function hazardSeries(
  site: SiteHazardContext,
  asset: EngineAsset,
  key: (typeof hazardKeys)[number],
) {
  return analyseAsset(site, asset).properties.riskHazards.map((byHazard) => byHazard[index(key)]!);
}

describe('engine invariants over generated sites', () => {
  it('gives exceedance curves whose intensity never falls as the probability falls', () => {
    const violations: string[] = [];
    for (const { site, asset } of cases) {
      for (const key of hazardKeys) {
        const assessment = assess(site, asset, key);
        assessment.curves.forEach((curve, yearIndex) => {
          curve.exceedanceProbabilities.forEach((probability, point) => {
            const ordered =
              point === 0 ||
              (probability <= curve.exceedanceProbabilities[point - 1]! &&
                curve.intensities[point]! >= curve.intensities[point - 1]!);
            if (!(
              probability >= 0 &&
              probability <= 1 &&
              ordered &&
              Number.isFinite(curve.intensities[point])
            )) {
              violations.push(`${key} year ${years[yearIndex]} point ${point}`);
            }
          });
        });
      }
    }
    expect(violations).toEqual([]);
  });

  it('keeps damage fractions and failure probabilities of every element within [0, 1]', () => {
    const violations: string[] = [];
    for (const { site, asset } of cases) {
      const elements = prepareElements(asset.elements, asset.design);
      hazardKeys.forEach((key, hazardPosition) => {
        const assessment = assess(site, asset, key);
        for (const element of elements) {
          const vulnerability = assessment.vulnerability(
            element,
            element.coefficients[hazardPosition]!,
          );
          for (const curve of assessment.curves) {
            for (const intensity of curve.intensities) {
              const damage = vulnerability.damageFraction(intensity);
              const failure = vulnerability.failureProbability(intensity);
              if (!(damage >= 0 && damage <= 1 && failure >= 0 && failure <= 1)) {
                violations.push(`${key} ${element.name} at ${intensity}`);
              }
            }
          }
        }
      });
    }
    expect(violations).toEqual([]);
  });

  it('keeps VAR and failure probability of every hazard in [0, 1] in every year, and total VAR ≤ 1', () => {
    const violations: string[] = [];
    for (const { site, asset } of cases) {
      const result = analyseAsset(site, asset);
      result.properties.riskHazards.forEach((byHazard, yearIndex) => {
        byHazard.forEach((value, hazardPosition) => {
          const failure = result.properties.failureHazards[yearIndex]![hazardPosition]!;
          if (!(value >= 0 && value <= 1 && failure >= 0 && failure <= 1)) {
            violations.push(`${hazardKeys[hazardPosition]} year ${years[yearIndex]}`);
          }
        });
        const total = result.properties.totalRisk[yearIndex]!;
        if (!(total >= 0 && total <= 1)) violations.push(`total year ${years[yearIndex]}`);
      });
    }
    expect(violations).toEqual([]);
  });

  it('never raises flood risk when the floor is raised', () => {
    for (const { site, asset } of cases.slice(0, 60)) {
      const raised = {
        ...asset,
        design: { ...asset.design, heightAboveGround: asset.design.heightAboveGround + 0.5 },
      };
      for (const key of ['flood_riverine', 'inundation', 'flood_surfacewater'] as const) {
        const before = hazardSeries(site, asset, key);
        const after = hazardSeries(site, raised, key);
        expect(after.filter((value, yearIndex) => value > before[yearIndex]! + 1e-15)).toEqual([]);
      }
    }
  });

  it('never raises wind or cyclone risk with a higher design wind threshold', () => {
    for (const { site, asset } of cases.slice(0, 60)) {
      const weaker = { ...asset, design: { ...asset.design, windThreshold: 1 / 20 } };
      const stronger = { ...asset, design: { ...asset.design, windThreshold: 1 / 1000 } };
      for (const key of ['wind', 'cyclone_wind'] as const) {
        const weakRisk = hazardSeries(site, weaker, key);
        expect(
          hazardSeries(site, stronger, key).filter(
            (value, yearIndex) => value > weakRisk[yearIndex]! + 1e-15,
          ),
        ).toEqual([]);
      }
    }
  });

  it('never raises fire risk with fire protection', () => {
    for (const { site, asset } of cases.slice(0, 60)) {
      const risks = (['none', 'heatEmber', 'flame'] as const).map((fireProtection) =>
        hazardSeries(
          site,
          { ...asset, design: { ...asset.design, fireProtection } },
          'forest_fire',
        ),
      );
      const [none, heatEmber, flame] = risks as [number[], number[], number[]];
      expect(heatEmber.filter((value, yearIndex) => value > none[yearIndex]! + 1e-15)).toEqual([]);
      expect(flame.filter((value, yearIndex) => value > heatEmber[yearIndex]! + 1e-15)).toEqual([]);
    }
  });

  it('never lowers heat risk with more warming', () => {
    for (const { site, asset } of cases.slice(0, 60)) {
      const elements = prepareElements(asset.elements, asset.design);
      const heatIndex = index('heat');
      const base = { site, design: asset.design, scenario, years, warmingByYear };
      const warmer = { ...base, warmingByYear: warmingByYear.map((warming) => warming + 0.5) };
      const baseRisk = hazardRiskSeries(extremeHeatModel(base), elements, heatIndex).valueAtRisk;
      const warmerRisk = hazardRiskSeries(
        extremeHeatModel(warmer),
        elements,
        heatIndex,
      ).valueAtRisk;
      expect(warmerRisk.filter((value, yearIndex) => value < baseRisk[yearIndex]! - 1e-15)).toEqual(
        [],
      );
    }
  });

  it('gives zero inundation 500 km inland', () => {
    for (const { site, asset } of cases.slice(0, 30)) {
      const inland = { ...site, terrain: { ...site.terrain, distanceToCoastKilometres: 500 } };
      const result = analyseAsset(inland, asset);
      expect(
        result.properties.riskHazards.every((byHazard) => byHazard[index('inundation')] === 0),
      ).toBe(true);
      expect(result.metadata.inundation.no_calc_reason).toBe('Site more than 50 km from the coast');
    }
  });

  it('gives identical outputs for identical inputs', () => {
    for (const { site, asset } of cases.slice(0, 10)) {
      expect(JSON.stringify(analyseAsset(site, asset))).toBe(
        JSON.stringify(
          analyseAsset(JSON.parse(JSON.stringify(site)), JSON.parse(JSON.stringify(asset))),
        ),
      );
    }
  });
});

describe('failure probability invariants over generated sites', () => {
  const failureOf = (
    site: SiteHazardContext,
    asset: EngineAsset,
    key: (typeof hazardKeys)[number],
  ) => analyseAsset(site, asset).properties.failureHazards.map((byHazard) => byHazard[index(key)]!);

  it('never lowers an element’s failure probability as the intensity rises', () => {
    const violations: string[] = [];
    for (const { site, asset } of cases.slice(0, 60)) {
      const elements = prepareElements(asset.elements, asset.design);
      hazardKeys.forEach((key, hazardPosition) => {
        const assessment = assess(site, asset, key);
        const intensities = assessment.curves
          .flatMap((curve) => curve.intensities)
          .sort((left, right) => left - right);
        for (const element of elements) {
          const vulnerability = assessment.vulnerability(
            element,
            element.coefficients[hazardPosition]!,
          );
          let previous = 0;
          for (const intensity of intensities) {
            const failure = vulnerability.failureProbability(intensity);
            if (failure < previous - 1e-15)
              violations.push(`${key} ${element.name} at ${intensity}`);
            previous = failure;
          }
        }
      });
    }
    expect(violations).toEqual([]);
  });

  it('never counts wear as failure: freeze–thaw and soil movement add to VAR only', () => {
    for (const { site, asset } of cases) {
      const result = analyseAsset(site, asset);
      for (const key of ['freeze-thaw', 'soil_movement'] as const) {
        expect(
          result.properties.failureHazards.every((byHazard) => byHazard[index(key)] === 0),
        ).toBe(true);
      }
    }
  });

  it('keeps flood failure at or below the annual probability of water over the floor', () => {
    for (const { site, asset } of cases.slice(0, 60)) {
      for (const key of ['flood_riverine', 'inundation', 'flood_surfacewater'] as const) {
        const assessment = assess(site, asset, key);
        const failure = failureOf(site, asset, key);
        assessment.curves.forEach((curve, yearIndex) => {
          const waterOverFloor = expectedAnnualFailure(curve, (depth) =>
            depth > asset.design.heightAboveGround ? 1 : 0,
          );
          expect(failure[yearIndex]!).toBeLessThanOrEqual(waterOverFloor + 1e-6);
        });
      }
    }
  });

  it('keeps heat failure at or below the annual probability of a day above the 40 °C equipment rating', () => {
    for (const { site, asset } of cases.slice(0, 60)) {
      const assessment = assess(site, asset, 'heat');
      const failure = failureOf(site, asset, 'heat');
      assessment.curves.forEach((curve, yearIndex) => {
        const aboveRating = expectedAnnualFailure(curve, (temperature) =>
          temperature > equipmentMaximumRatedAmbientCelsius ? 1 : 0,
        );
        expect(failure[yearIndex]!).toBeLessThanOrEqual(aboveRating + 1e-6);
      });
    }
  });

  it('does not change failure when damage to elements not critical to function changes', () => {
    for (const { site, asset } of cases.slice(0, 30)) {
      const fragileFitOut = {
        ...asset,
        elements: asset.elements.map((element) =>
          element.criticalToFunction === false
            ? {
                ...element,
                material: {
                  ...element.material,
                  failure_coefficients: Object.fromEntries(hazardKeys.map((key) => [key, 4])),
                },
              }
            : element,
        ),
      };
      expect(analyseAsset(site, fragileFitOut).properties.failureHazards).toEqual(
        analyseAsset(site, asset).properties.failureHazards,
      );
    }
  });
});
