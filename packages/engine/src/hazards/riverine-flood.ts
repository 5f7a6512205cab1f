import { changeAlongPath } from '../climate/warming-response.ts';
import { returnPeriodsYears, standardExceedanceProbabilities } from '../return-periods.ts';
import { gumbelFrequencyFactor } from '../statistics/gumbel.ts';
import { floodVulnerability } from '../vulnerability/flood-vulnerability.ts';
import { notComputed, type HazardModel } from './hazard-model.ts';

const intensityMeasure = 'flood depth above ground at the site (m)';

/** Sites farther than this from a mapped river get no riverine flood (km): the search radius of the valley-floor proxy. */
export const riverSearchRadiusKilometres = 25;

/**
 * Radius (km) within which the site data looks for a mapped river (hazard-data's search radius);
 * a null distance means no mapped river within it.
 */
export const riverDataSearchRadiusKilometres = 50;

/**
 * Coefficient of variation of annual maximum discharge for the Gumbel flood-frequency curve,
 * Q_T = Q̄ (1 + Cv·K_T) (Chow 1951). 0.5 is a stated mid-range value for medium catchments
 * (regional Cv mostly 0.3–0.8); no site discharge record is embedded.
 */
export const dischargeCoefficientOfVariation = 0.5;

/** Representative bankfull depth of a mid-size river (m), Leopold & Maddock (1953) hydraulic geometry order of magnitude; a stated assumption. */
export const bankfullDepthMetres = 3;

/** Return period of the bankfull (channel-full) discharge (years): ≈ 1.5–2 years (Leopold, Wolman & Miller 1964). */
export const bankfullReturnPeriodYears = 2;

/**
 * Return period of the flood the site is taken to be protected against (years): 100. No map of flood
 * defences or floodplain rules is embedded, and the 20′ terrain cannot tell a floodplain from a
 * terrace, so the site is taken to be built or defended to the 100-year flood — the base flood of
 * the US National Flood Insurance Program (lowest floor at or above the base flood elevation, 44
 * CFR 60.3), the medium-probability flood of the EU Floods Directive (2007/60/EC) and the order of
 * the urban protection standards of FLOPROS (Scussolini et al. 2016, NHESS 16:1049). Where the
 * real protection is lower (much of South Asia and Africa) the result understates the risk; a
 * warning says so. Reported as the flood-defence return period.
 */
export const floodProtectionReturnPeriodYears = 100;

/**
 * Exponent of stage on discharge for a wide channel under Manning's equation: Q ∝ h^(5/3), so
 * h ∝ Q^0.6.
 */
const stageDischargeExponent = 0.6;

/**
 * Riverine flood (parametric rule; no gridded flood-depth map is embedded): flood stage above the
 * bank at return period T is h_bf·((Q_T·(1+ΔQ/100)/Q_2)^0.6 − 1), Q from a Gumbel flood-frequency
 * curve, ΔQ the AR6 regional change in the 100-year discharge (%); the site is flooded by the part
 * of that stage above its protection: the higher of its height over the local valley floor
 * (heightAboveLocalLowMetres) and the present-day stage of the 100-year flood (the protection
 * standard) — water that overtops a defence floods the site by its excess over the crest.
 */
export const riverineFloodModel: HazardModel = ({ site, design, warmingByYear }) => {
  const distance = site.riverFlood.distanceToRiverKilometres;
  const contextItems = [
    {
      name: 'Distance to mapped river',
      description:
        distance === null
          ? `none within ${riverDataSearchRadiusKilometres} km`
          : `${distance.toFixed(1)} km`,
    },
    {
      name: 'Height above local valley floor',
      description: `${site.terrain.heightAboveLocalLowMetres.toFixed(1)} m`,
    },
  ];
  if (site.terrain.surface !== 'land')
    return notComputed('Site is not on land', intensityMeasure, contextItems);
  if (distance === null) {
    return notComputed(
      `No mapped river within ${riverDataSearchRadiusKilometres} km of the site`,
      intensityMeasure,
      contextItems,
    );
  }
  if (distance > riverSearchRadiusKilometres) {
    return notComputed(
      `Nearest mapped river ${distance.toFixed(0)} km away, beyond the ${riverSearchRadiusKilometres} km valley-floor search`,
      intensityMeasure,
      contextItems,
    );
  }
  const bankfullGrowth =
    1 + dischargeCoefficientOfVariation * gumbelFrequencyFactor(bankfullReturnPeriodYears);
  const discharges = returnPeriodsYears.map(
    (returnPeriod) =>
      (1 + dischargeCoefficientOfVariation * gumbelFrequencyFactor(returnPeriod)) / bankfullGrowth,
  );
  const stageAboveBank = (relativeDischarge: number) =>
    bankfullDepthMetres * (Math.pow(relativeDischarge, stageDischargeExponent) - 1);
  const protectionStageMetres = stageAboveBank(
    (1 +
      dischargeCoefficientOfVariation * gumbelFrequencyFactor(floodProtectionReturnPeriodYears)) /
      bankfullGrowth,
  );
  const protectionMetres = Math.max(
    protectionStageMetres,
    Math.max(0, site.terrain.heightAboveLocalLowMetres),
  );
  const dischargeChangePercent = changeAlongPath(site.change.riverDischarge100Year, warmingByYear);
  const curves = dischargeChangePercent.map((changePercent) => {
    const factor = Math.max(0, 1 + changePercent / 100);
    return {
      exceedanceProbabilities: standardExceedanceProbabilities,
      intensities: discharges.map((relativeDischarge) =>
        Math.max(0, stageAboveBank(relativeDischarge * factor) - protectionMetres),
      ),
    };
  });
  const warnings =
    site.change.riverDischarge100Year === null
      ? [
          'Riverine flooding: no regional river-discharge projection at this site; present-day flood frequency used for all years.',
        ]
      : [];
  return {
    curves,
    vulnerability: floodVulnerability(site, design),
    intensityMeasure,
    projectionResponses: [site.change.riverDischarge100Year],
    contextItems,
    extraMetadata: { flood_defence_return_period: floodProtectionReturnPeriodYears },
    warnings: [
      'Riverine flooding uses a parametric rule (distance to mapped rivers, height above the valley floor, Gumbel flood frequency); no flood-depth map is embedded.',
      `Riverine flooding assumes the site is built or defended to the ${floodProtectionReturnPeriodYears}-year flood; where protection is lower the risk is understated.`,
      ...warnings,
    ],
  };
};
