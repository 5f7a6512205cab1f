import { changeAlongPath } from '../climate/warming-response.ts';
import { returnPeriodsYears, standardExceedanceProbabilities } from '../return-periods.ts';
import {
  emanuelHalfDamageMetresPerSecond,
  emanuelThresholdMetresPerSecond,
} from '../vulnerability/emanuel-wind-damage.ts';
import {
  designTenMinuteWindMetresPerSecond,
  gustOverTenMinuteMean,
  oneMinuteOverTenMinuteMean,
  windReturnPeriodFactor,
} from './design-wind.ts';
import { notComputed, type HazardModel } from './hazard-model.ts';
import { windVulnerability } from './wind-vulnerability.ts';

const intensityMeasure = '3-second peak gust at 10 m, open terrain (m/s)';

/**
 * Width of Emanuel's damage function (v_half − v_thresh = 49.0 m/s of 1-minute wind) converted to
 * 3-second gust (× 1.52 / 1.07).
 */
const emanuelWidthGustMetresPerSecond =
  ((emanuelHalfDamageMetresPerSecond - emanuelThresholdMetresPerSecond) * gustOverTenMinuteMean) /
  oneMinuteOverTenMinuteMean;

/**
 * Gust at which damage to a building begins, as a fraction of its design gust: 0.65. Damage to the
 * weakest parts (roof cladding at edges, gutters, fences, falling trees) starts well below the design
 * gust: the storm-loss model of Klawa & Ulbrich (2003, NHESS 3:725) counts losses from the local
 * 98th percentile of the daily maximum gust, about 20–25 m/s over the lowlands of Germany and
 * England, i.e. 0.6–0.7 of the 33–40 m/s design gusts there. 0.65 is calibrated within that range
 * so that a code-built house in England or Germany loses about 0.01–0.02 % of its value a year to
 * wind (London 0.011 %, Berlin 0.017 %, Munich 0.012 % for a Simple House), the order of the storm
 * loss ratio of residential building insurance there (GDV Naturgefahrenreport: storm/hail claims of
 * the order of 0.1–0.3 ‰ of the sum insured in ordinary years).
 */
const windDamageOnsetShareOfDesignGust = 0.65;

/**
 * Extreme (extratropical) wind. Gust at return period T = basic wind speed (building-code region,
 * 50-year 10-minute mean) × the code's return-period factor (EN 1991-1-4's c_prob(1/T), or the ASCE
 * 7 non-hurricane conversion at US sites) × gust factor 1.52 × (1 +
 * ΔU/100), ΔU the AR6 change in mean 10-m wind speed (%) — extremes taken to scale with the mean (AR6
 * gives low confidence in extreme-wind changes). Damage: Emanuel (2011) form starting at 0.65 of the
 * design gust (the windThreshold probability of the code climate), width 49 m/s of 1-minute wind.
 */
export const extremeWindModel: HazardModel = ({ site, design, warmingByYear }) => {
  const basicWind = site.extremeWind.basicWindSpeed50YearMetresPerSecond;
  if (basicWind === null) {
    return notComputed(
      `No building-code wind speed is tabulated for ${site.jurisdiction.country?.name ?? 'the site'}`,
      intensityMeasure,
    );
  }
  const rule = site.extremeWind.returnPeriodRule;
  const gustsByReturnPeriod = returnPeriodsYears.map(
    (returnPeriod) =>
      basicWind * windReturnPeriodFactor(rule, 1 / returnPeriod) * gustOverTenMinuteMean,
  );
  const windChangePercent = changeAlongPath(site.change.meanWindSpeed, warmingByYear);
  const curves = windChangePercent.map((changePercent) => ({
    exceedanceProbabilities: standardExceedanceProbabilities,
    intensities: gustsByReturnPeriod.map((gust) => gust * Math.max(0, 1 + changePercent / 100)),
  }));
  const designGust =
    designTenMinuteWindMetresPerSecond(basicWind, design.windThreshold, rule) *
    gustOverTenMinuteMean;
  const onsetGust = windDamageOnsetShareOfDesignGust * designGust;
  const halfDamageGust = onsetGust + emanuelWidthGustMetresPerSecond;
  return {
    curves,
    vulnerability: windVulnerability(onsetGust, halfDamageGust),
    intensityMeasure,
    projectionResponses: [site.change.meanWindSpeed],
    contextItems: [
      {
        name: 'Basic wind speed (50-year, 10-minute mean)',
        description: site.extremeWind.cycloneGoverned
          ? `${basicWind.toFixed(1)} m/s, the non-cyclonic part of ${site.extremeWind.codeRegion} (the code speed is set by tropical cyclones, which are the tropical-cyclone hazard)`
          : `${basicWind.toFixed(1)} m/s — ${site.extremeWind.codeRegion}`,
      },
      {
        name: 'Gusts at other return periods',
        description:
          rule === 'ASCE 7 non-hurricane'
            ? 'ASCE 7 commentary, non-hurricane: V_T / V_50 = 0.36 + 0.10 ln(12 T)'
            : 'EN 1991-1-4 probability factor c_prob (Gumbel, K = 0.2)',
      },
      { name: 'Design gust', description: `${designGust.toFixed(1)} m/s` },
      { name: 'Damage onset gust', description: `${onsetGust.toFixed(1)} m/s` },
    ],
    warnings: [
      'Extreme wind uses the building-code basic wind speed of the site’s jurisdiction; no gridded extreme-wind data is embedded. A code’s basic wind is a design minimum for a whole region, and this value at risk follows it: where the local wind climate is calmer than the region’s value it is overstated (in the United States, FEMA National Risk Index county loss rates for strong wind and tornado are 8 to 33 times lower than this estimate on the Pacific coast), and where it is stormier, understated.',
    ],
  };
};
