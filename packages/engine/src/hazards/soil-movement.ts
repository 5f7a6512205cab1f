import type { SiteHazardContext, WarmingLevelResponse } from '@hazardscope/contracts';
import { changeAlongPath } from '../climate/warming-response.ts';
import { aridityClass, aridityIndex, type AridityClass } from '../climate/aridity.ts';
import { returnPeriodsYears, standardExceedanceProbabilities } from '../return-periods.ts';
import {
  standardNormalCumulative,
  standardNormalQuantile,
} from '../statistics/normal-distribution.ts';
import { neverFails, notComputed, scaledVulnerability, type HazardModel } from './hazard-model.ts';

const intensityMeasure = 'dry-year soil-moisture deficit (standard deviations below the mean)';

/** Why soil movement's failure probability is not calculated (its damage is). */
export const soilMovementFailureNotCalculatedReason =
  'No published rate at which soil movement makes a building unusable (BRE Digest 251 category 5, very severe); counted as damage only.';

/** Why soil movement adds to value at risk but not to failure probability. */
export const soilMovementFailureWarning =
  'Soil movement: counted as damage only; the chance that it makes the building unusable is not calculated (no published rate), so its failure probability is shown as Not Calculated, not as no risk.';

/**
 * AR6 SPM.6 / Figure 11.18: change in the intensity of the 10-year agricultural and ecological
 * drought (total-column soil moisture) in drying regions, global land median, in standard deviations
 * of the 1850–1900 interannual variability (negative = drier): −0.32 at +1 °C, −0.46 at +1.5, −0.57
 * at +2, −0.78 at +3, −0.99 at +4 (data/climate_change/global_land_extremes_vs_gwl/
 * ar6_drought_intens_change_10_year_event.csv). The dry-year deficit, in the same standard
 * deviations, deepens by its negative.
 */
const dryingRegionDroughtIntensityResponse: WarmingLevelResponse = {
  quantity: '10-year agricultural drought intensity change in drying regions (standard deviations)',
  unit: 'standard deviations',
  baselineWarmingCelsius: 0,
  points: [
    { warmingCelsius: 1, change: -0.32 },
    { warmingCelsius: 1.5, change: -0.46 },
    { warmingCelsius: 2, change: -0.57 },
    { warmingCelsius: 3, change: -0.78 },
    { warmingCelsius: 4, change: -0.99 },
  ],
  datasetId: 'ar6-spm6-global-land-extremes',
};

/**
 * Shrinkable ground by the NHBC Standards (chapter 4.2, 'Building near trees', table 1): a soil is
 * shrinkable when more than 35 % of it is fine particles (silt and clay) and its plasticity index
 * is 10 % or more; 'if the shrinkage potential is unknown, high shrinkage potential should be
 * assumed'. The ERA5 soil texture classes (FAO Digital Soil Map of the World, as re-classed by
 * ECMWF and the European soil hydraulic database: coarse = clay < 18 % and sand ≥ 65 %; medium =
 * clay 18–35 % with sand ≥ 15 %, or clay < 18 % with sand 15–65 %; medium fine = clay < 35 % with
 * sand < 15 %; fine = clay 35–60 %; very fine = clay ≥ 60 %) give the fines share but not the
 * plasticity index, so:
 * - coarse: at most 35 % fines — not shrinkable by the NHBC criterion, not assessed;
 * - medium, medium fine, fine, very fine: the class admits more than 35 % fines (medium fine
 *   always more than 85 %, fine and very fine more than 35 % clay alone) and the plasticity is
 *   unknown, so the NHBC rule applies: assessed, as fully susceptible ground.
 * Organic soils (peat) shrink by another process (oxidation and consolidation), not assessed.
 */
const shrinkableTextureClasses = new Set([2, 3, 4, 5]);

/** Texture classes the map can only call shrinkable by the NHBC 'unknown plasticity' rule. */
const plasticityUnknownTextureClasses = new Set([2, 3]);

/** Why a site's mapped soil texture is not assessed for shrink–swell. */
function textureReason(texture: SiteHazardContext['climate']['soilTexture']): string | null {
  if (texture === null)
    return 'No soil mapped within 0.3° of the site (ERA5 soil texture): small islands and atolls are water on the ERA5 grid of about 31 km';
  if (shrinkableTextureClasses.has(texture.code)) return null;
  if (texture.code >= 6)
    return `Organic soil mapped (ERA5: ${texture.name}): peat shrinkage is a different process, not assessed`;
  return `No shrinkable soil mapped (ERA5 soil texture: ${texture.name}, at most 35 % silt and clay): not shrinkable by the NHBC criterion (more than 35 % fines)`;
}

/**
 * Return period (years) of the dry year at which half of reference foundations on fully susceptible
 * ground are damaged: 500. Chosen so that a humid-climate site loses of the order of 0.01–0.05 % of
 * its value a year to subsidence at present, the order of UK insured subsidence losses (a few
 * hundred million pounds a year against a housing rebuild value of several trillion).
 */
const soilMovementMedianCapacityReturnPeriodYears = 500;

/**
 * Share of an element's value a shrink–swell movement costs to repair (stated): 0.15. Subsidence is
 * repaired (crack stitching, partial underpinning, drains), not rebuilt: UK subsidence claims average
 * of the order of £8 000–10 000 (ABI) against £60 000–100 000 of foundations, walls, linings and
 * drains in a typical house. With it a Simple House in London loses about 0.03 % of its value a
 * year (0.028 % in 2020), the order of UK insured subsidence losses (£0.2–0.5 billion a year
 * against a domestic rebuild value of about £2 trillion).
 */
const soilMovementRepairShare = 0.15;

/** Lognormal-style dispersion of the soil-movement fragility, in standard deviations of deficit (HAZUS-type β). */
const soilMovementFragilityDispersion = 0.5;

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
 * Change of the dry-year deficit (standard deviations) along the warming path: where the site's AR6
 * soil-moisture grid shows drying at its last assessed warming level, the AR6 SPM.6 deepening of the
 * 10-year agricultural drought in drying regions, re-based to the soil-moisture grid's baseline
 * period and held beyond +4 °C; zero where soils do not dry or no projection exists.
 */
export function dryYearDeficitChange(
  soilMoisture: WarmingLevelResponse | null,
  warmingByYear: readonly number[],
): number[] {
  const lastPoint = soilMoisture?.points[soilMoisture.points.length - 1];
  if (soilMoisture === null || lastPoint === undefined || lastPoint.change >= 0)
    return warmingByYear.map(() => 0);
  return changeAlongPath(
    dryingRegionDroughtIntensityResponse,
    warmingByYear,
    soilMoisture.baselineWarmingCelsius,
  ).map((change) => -change);
}

/**
 * Soil movement (shrink–swell), on shrinkable ground only (ERA5 texture classes medium to very fine,
 * by the NHBC 35 % fines criterion; coarse and organic soils are not assessed).
 * Dry-year deficit at return period T is z_T = Φ⁻¹(1 − 1/T) + Δz, Δz the AR6 drying-region
 * deepening of the 10-year drought (above). A reference foundation is damaged with probability
 * S·Φ((z − z₅₀₀)/β), S the susceptibility from the Hargreaves aridity index; a non-normal
 * foundation design sets the coefficient to 0.
 */
export const soilMovementModel: HazardModel = ({ site, warmingByYear }) => {
  const precipitation = site.climate.annualPrecipitationMillimetres;
  const aridity = aridityIndex(
    precipitation,
    site.climate.monthlyMeanTemperatureCelsius,
    site.location.latitude,
  );
  const climateClass = aridityClass(aridity);
  const contextItems = [
    {
      name: 'Aridity index (P/PET, Hargreaves)',
      description: Number.isFinite(aridity)
        ? aridity.toFixed(2)
        : precipitation === null
          ? 'annual precipitation unknown'
          : 'no evapotranspiration',
    },
    {
      name: 'Aridity class (UNEP 1997)',
      description: precipitation === null ? 'unknown' : climateClass,
    },
    {
      name: 'Soil texture (ERA5, FAO DSMW)',
      description: site.climate.soilTexture?.name ?? 'none',
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
  const reason = textureReason(site.climate.soilTexture);
  if (reason !== null) return notComputed(reason, intensityMeasure, contextItems);
  if (!Number.isFinite(aridity)) {
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
  const deficitChange = dryYearDeficitChange(site.change.soilMoisture, warmingByYear);
  const curves = deficitChange.map((change) => ({
    exceedanceProbabilities: standardExceedanceProbabilities,
    intensities: baseDeficits.map((deficit) => deficit + change),
  }));
  const medianCapacity = standardNormalQuantile(
    1 - 1 / soilMovementMedianCapacityReturnPeriodYears,
  );
  // Present-day annual probability that a reference foundation is damaged: with the deficit Z
  // standard normal and the fragility Φ((z − c)/β), P = S·P(Z − βε > c) = S·(1 − Φ(c/√(1 + β²))).
  // The frequency of damage needing repair, the quantity insurers count as subsidence claims.
  const presentAnnualDamageProbability =
    susceptibility *
    (1 -
      standardNormalCumulative(
        medianCapacity / Math.sqrt(1 + soilMovementFragilityDispersion ** 2),
      ));
  const fragility = (deficit: number) =>
    susceptibility *
    standardNormalCumulative((deficit - medianCapacity) / soilMovementFragilityDispersion);
  return {
    curves,
    // Movement is repaired with the building in use (crack repair, partial underpinning): damage
    // only. The rare movement that makes a building unusable (BRE Digest 251 category 5, 'very
    // severe') has no published frequency to estimate it from, so its failure is not calculated
    // and a warning says so.
    vulnerability: (_element, coefficient) =>
      scaledVulnerability(
        { reference: fragility, coefficient, factor: soilMovementRepairShare },
        neverFails,
      ),
    intensityMeasure,
    projectionResponses: [site.change.soilMoisture, dryingRegionDroughtIntensityResponse],
    contextItems: [
      ...contextItems,
      {
        name: 'Annual chance of shrink–swell damage needing repair (present climate)',
        description: `${(100 * presentAnnualDamageProbability).toFixed(2)} % a year`,
      },
    ],
    diagnostics: { annualDamageProbability: presentAnnualDamageProbability },
    extraMetadata: { failure_no_calc_reason: soilMovementFailureNotCalculatedReason },
    warnings: [
      'Soil movement: shrinkable ground from the 0.1° ERA5 soil texture (FAO Digital Soil Map of the World), which misses clay beds smaller than the map resolves; the aridity index uses a stated 10 °C diurnal range.',
      ...(site.climate.soilTexture !== null &&
      plasticityUnknownTextureClasses.has(site.climate.soilTexture.code)
        ? [
            `Soil movement: the soil is mapped as ${site.climate.soilTexture.name} texture (more than 35 % silt and clay, plasticity unknown); as the NHBC Standards (4.2) direct, it is treated as shrinkable. A site investigation (plasticity index) can show it is not.`,
          ]
        : []),
      soilMovementFailureWarning,
      ...(site.change.soilMoisture === null
        ? [
            'Soil movement: no soil-moisture projection at this site; present-day conditions used for all years.',
          ]
        : []),
    ],
  };
};
