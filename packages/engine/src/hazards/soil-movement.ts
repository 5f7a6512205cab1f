import { changeAlongPath } from '../climate/warming-response.ts';
import { thornthwaiteAnnualEvapotranspirationMillimetres } from '../climate/thornthwaite-evapotranspiration.ts';
import { returnPeriodsYears, standardExceedanceProbabilities } from '../return-periods.ts';
import {
  standardNormalCumulative,
  standardNormalQuantile,
} from '../statistics/normal-distribution.ts';
import {
  notComputed,
  replacedWhenFailed,
  scaledByCoefficient,
  type HazardModel,
} from './hazard-model.ts';

const intensityMeasure = 'dry-year soil-moisture deficit (standard deviations below the mean)';

/**
 * Interannual coefficient of variation of total soil moisture (%), used to turn the AR6 soil-moisture
 * change in % into a shift in standard deviations: Δz = −ΔSM/CV. A stated round value; the AR6
 * regional tables give mean changes of −5…−15 % where the same regions show −0.5…−1.5 σ (Table 11.SM).
 */
export const soilMoistureCoefficientOfVariationPercent = 10;

/**
 * Return period (years) of the dry year at which half of reference foundations on fully susceptible
 * ground are damaged: 500. Chosen so that a humid-climate site loses of the order of 0.01–0.05 % of
 * its value a year to subsidence at present, the order of UK insured subsidence losses (a few
 * hundred million pounds a year against a housing rebuild value of several trillion).
 */
export const soilMovementMedianCapacityReturnPeriodYears = 500;

/**
 * Share of an element's value a shrink–swell movement costs to repair (stated): 0.15. Subsidence is
 * repaired (crack stitching, partial underpinning, drains), not rebuilt: UK subsidence claims average
 * of the order of £8 000–10 000 (ABI) against £60 000–100 000 of foundations, walls, linings and
 * drains in a typical house. With it a Simple House in London loses about 0.02 % of its value a
 * year, the order of UK insured subsidence losses (£0.2–0.5 billion a year against a domestic
 * rebuild value of about £2 trillion).
 */
export const soilMovementRepairShare = 0.15;

/** Lognormal-style dispersion of the soil-movement fragility, in standard deviations of deficit (HAZUS-type β). */
export const soilMovementFragilityDispersion = 0.5;

/** UNEP (1997) aridity classes of AI = P/PET. */
export type AridityClass = 'hyper-arid' | 'arid' | 'semi-arid' | 'dry sub-humid' | 'humid';

export function aridityClass(aridityIndex: number): AridityClass {
  if (aridityIndex < 0.05) return 'hyper-arid';
  if (aridityIndex < 0.2) return 'arid';
  if (aridityIndex < 0.5) return 'semi-arid';
  if (aridityIndex < 0.65) return 'dry sub-humid';
  return 'humid';
}

/**
 * Shrink–swell susceptibility (0–1) by aridity class: highest where clays dry and rewet every
 * season (semi-arid and dry sub-humid climates, home of the expansive vertisols; FAO World Reference
 * Base), half in humid climates (dry summers only in drought years) and arid ones (little
 * rewetting), a quarter in hyper-arid ones. A stated screening rule: no soil-clay map is embedded.
 */
const susceptibilityByAridity: Record<AridityClass, number> = {
  'hyper-arid': 0.25,
  arid: 0.5,
  'semi-arid': 1,
  'dry sub-humid': 1,
  humid: 0.5,
};

/** BIOME4 classes without shrink–swell soils: tundra (frost heave is a different hazard), barren, ice. */
const nonSusceptibleBiomes = new Set([22, 23, 24, 25, 26, 27, 28]);

/**
 * Soil movement (shrink–swell). Dry-year deficit at return period T is z_T = Φ⁻¹(1 − 1/T) − ΔSM/CV
 * (ΔSM the AR6 total soil-moisture change, %). A reference foundation is damaged with probability
 * S·Φ((z − z₁₀₀)/β), S the susceptibility from the Thornthwaite aridity index; a non-normal
 * foundation design sets the coefficient to 0 (a design rule of the product).
 */
export const soilMovementModel: HazardModel = ({ site, warmingByYear }) => {
  const evapotranspiration = thornthwaiteAnnualEvapotranspirationMillimetres(
    site.climate.monthlyMeanTemperatureCelsius,
    site.location.latitude,
  );
  const precipitation = site.climate.annualPrecipitationMillimetres;
  const aridityIndex =
    precipitation === null
      ? Number.NaN
      : evapotranspiration > 0
        ? precipitation / evapotranspiration
        : Infinity;
  const climateClass = aridityClass(aridityIndex);
  const contextItems = [
    {
      name: 'Aridity index (P/PET, Thornthwaite)',
      description: Number.isFinite(aridityIndex)
        ? aridityIndex.toFixed(2)
        : precipitation === null
          ? 'annual precipitation unknown'
          : 'no evapotranspiration',
    },
    {
      name: 'Aridity class (UNEP 1997)',
      description: precipitation === null ? 'unknown' : climateClass,
    },
  ];
  if (site.terrain.surface !== 'land')
    return notComputed('Site is not on land', intensityMeasure, contextItems);
  if (precipitation === null)
    return notComputed(
      'Annual precipitation unknown at the site: no aridity index',
      intensityMeasure,
      contextItems,
    );
  if (site.climate.biome !== null && nonSusceptibleBiomes.has(site.climate.biome.code)) {
    return notComputed(
      `No shrink–swell soils expected (${site.climate.biome.name})`,
      intensityMeasure,
      contextItems,
    );
  }
  if (!Number.isFinite(aridityIndex)) {
    return notComputed(
      'Frozen all year: no shrink–swell soil movement',
      intensityMeasure,
      contextItems,
    );
  }
  const susceptibility = susceptibilityByAridity[climateClass];
  const baseDeficits = returnPeriodsYears.map((returnPeriod) =>
    standardNormalQuantile(1 - 1 / returnPeriod),
  );
  const moistureChange = changeAlongPath(site.change.soilMoisture, warmingByYear);
  const curves = moistureChange.map((changePercent) => ({
    exceedanceProbabilities: standardExceedanceProbabilities,
    intensities: baseDeficits.map(
      (deficit) => deficit - changePercent / soilMoistureCoefficientOfVariationPercent,
    ),
  }));
  const medianCapacity = standardNormalQuantile(
    1 - 1 / soilMovementMedianCapacityReturnPeriodYears,
  );
  const fragility = (deficit: number) =>
    susceptibility *
    standardNormalCumulative((deficit - medianCapacity) / soilMovementFragilityDispersion);
  return {
    curves,
    // Movement is repaired, not rebuilt, and rarely takes a house out of use: failure is taken
    // equal to the damage, as if one movement in seven needed structural repair.
    vulnerability: (_element, coefficient) =>
      replacedWhenFailed(
        (deficit: number) =>
          soilMovementRepairShare * scaledByCoefficient(coefficient, fragility(deficit)),
      ),
    intensityMeasure,
    projectionResponses: [site.change.soilMoisture],
    contextItems,
    warnings: [
      'Soil movement uses a shrink–swell susceptibility from climate aridity; no soil-clay map is embedded.',
      ...(site.change.soilMoisture === null
        ? [
            'Soil movement: no soil-moisture projection at this site; present-day conditions used for all years.',
          ]
        : []),
    ],
  };
};
