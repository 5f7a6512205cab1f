import { changeAlongPath } from '../climate/warming-response.ts';
import { returnPeriodsYears, standardExceedanceProbabilities } from '../return-periods.ts';
import { gumbelFrequencyFactor } from '../statistics/gumbel.ts';
import { floodVulnerability } from '../vulnerability/flood-vulnerability.ts';
import { notComputed, type HazardModel } from './hazard-model.ts';

const intensityMeasure = 'flood depth above ground at the site (m)';

/** Sites farther than this from a mapped river get no riverine flood (km): the search radius of the valley-floor proxy. */
export const riverSearchRadiusKilometres = 25;

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
 * Exponent of stage on discharge for a wide channel under Manning's equation: Q ∝ h^(5/3), so
 * h ∝ Q^0.6.
 */
const stageDischargeExponent = 0.6;

/**
 * Riverine flood (parametric rule; no gridded flood-depth map is embedded): flood stage above the
 * bank at return period T is h_bf·((Q_T·(1+ΔQ/100)/Q_2)^0.6 − 1), Q from a Gumbel flood-frequency
 * curve, ΔQ the AR6 regional change in the 100-year discharge (%); the site is flooded by the part
 * of that stage above its height over the local valley floor (heightAboveLocalLowMetres).
 */
export const riverineFloodModel: HazardModel = ({ site, design, warmingByYear }) => {
  const distance = site.riverFlood.distanceToRiverKilometres;
  const contextItems = [
    {
      name: 'Distance to mapped river',
      description: distance === null ? 'none within 50 km' : `${distance.toFixed(1)} km`,
    },
    {
      name: 'Height above local valley floor',
      description: `${site.terrain.heightAboveLocalLowMetres.toFixed(1)} m`,
    },
  ];
  if (site.terrain.surface !== 'land')
    return notComputed('Site is not on land', intensityMeasure, contextItems);
  if (distance === null || distance > riverSearchRadiusKilometres) {
    return notComputed(
      `No mapped river within ${riverSearchRadiusKilometres} km of the site`,
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
  const dischargeChangePercent = changeAlongPath(site.change.riverDischarge100Year, warmingByYear);
  const curves = dischargeChangePercent.map((changePercent) => {
    const factor = Math.max(0, 1 + changePercent / 100);
    return {
      exceedanceProbabilities: standardExceedanceProbabilities,
      intensities: discharges.map((relativeDischarge) => {
        const stageAboveBankMetres =
          bankfullDepthMetres * (Math.pow(relativeDischarge * factor, stageDischargeExponent) - 1);
        return Math.max(
          0,
          stageAboveBankMetres - Math.max(0, site.terrain.heightAboveLocalLowMetres),
        );
      }),
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
    extraMetadata: { flood_defence_return_period: bankfullReturnPeriodYears },
    warnings: [
      'Riverine flooding uses a parametric rule (distance to mapped rivers, height above the valley floor, Gumbel flood frequency); no flood-depth map is embedded.',
      ...warnings,
    ],
  };
};
