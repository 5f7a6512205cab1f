import type { WarmingLevelResponse } from '@hazardscope/contracts';
import { baselinePeriodWarmingCelsius } from '../climate/warming-path.ts';
import { changeAlongPath } from '../climate/warming-response.ts';
import { returnPeriodsYears, standardExceedanceProbabilities } from '../return-periods.ts';
import { generalizedExtremeValueFrequencyFactor } from '../statistics/generalized-extreme-value.ts';
import { floodVulnerability } from '../vulnerability/flood-vulnerability.ts';
import { notComputed, type HazardModel } from './hazard-model.ts';

const intensityMeasure = 'ponding depth above ground from extreme 1-day rainfall (m)';

/**
 * Mean annual maximum 1-day rainfall (mm) as a share of annual precipitation: 5 %, not less than
 * 25 mm. A stated screening rule, not a published relation: no extreme-rainfall baseline (Rx1day
 * climatology, IDF grid) and no monthly precipitation or wet-day count is embedded, from which a
 * published estimate (e.g. the exponential wet-day model of Benestad, Nychka & Mearns 2012, or
 * Hargreaves 1988 from monthly totals) could be made. It fits temperate climates (London 600 mm →
 * 30 mm, Singapore 2300 mm → 115 mm) and understates monsoon climates, where rain falls on few days,
 * by a factor of 2–4 (Mumbai: 72 mm against observed annual maxima of 231–375 mm in 2017–19; the
 * validation's NOAA Atlas 14 100-year depths at Houston, Miami and Chicago are 1.7–2.6 times the
 * model's); a warning says so with every result. Taken to describe the present climate (1995–2014).
 */
const meanAnnualMaximumShareOfAnnualPrecipitation = 0.05;
const minimumMeanAnnualMaximumMillimetres = 25;

/** Coefficient of variation of annual maximum daily rainfall, 0.35: the typical value of Hershfield (1961). */
const rainfallCoefficientOfVariation = 0.35;

/**
 * Shape of the GEV distribution of annual maximum daily rainfall, 0.114 (heavy, Fréchet-type tail):
 * the mean of the record-length-corrected shape over 15 137 records worldwide (Papalexiou &
 * Koutsoyiannis 2013, 'Battle of extreme value distributions: a global survey on extreme daily
 * rainfall', Water Resour. Res. 49, 187–201). The Gumbel tail (shape 0) underestimates the largest
 * daily rainfalls (Koutsoyiannis 2004, Hydrol. Sci. J. 49, 575–610).
 */
const rainfallGeneralizedExtremeValueShape = 0.114;

/** Return period (years) of the 100-year rainfall reported beside the curves, for comparison with design atlases. */
const hundredYears = 100;

/** Return period (years) of the rainfall urban drainage carries without flooding: 30 (EN 752, residential areas). */
const drainageDesignReturnPeriodYears = 30;

/** Runoff coefficient of built-up ground (rational method, 0.7–0.95); 0.9 used. */
const runoffCoefficient = 0.9;

/**
 * Ratio of the contributing area to the flooded ground at the site (stated): 3 — the excess runoff of
 * 3 m² ponds on 1 m², a gentle hollow or a street below its neighbours, not the lowest spot of the
 * district. With it the 100-year excess over a 30-year drainage system ponds 3–10 cm deep in
 * temperate climates and 10–30 cm in monsoon climates, the depths of the 'low' to 'medium' classes of
 * surface-water flood maps (Environment Agency RoFSW: 0.15–0.3 m bands), and a Simple House in
 * London loses about 0.01–0.03 % of its value a year, the order of UK surface-water flood losses
 * (about a third of £1–1.5 billion of annual flood losses on a £2 trillion housing stock).
 */
const pondingConcentrationRatio = 3;

/**
 * Clausius–Clapeyron fallback where no regional Rx1day response exists: +7 % per °C of global
 * warming above the 1995–2014 baseline (AR6 WGI §11.4).
 */
const clausiusClapeyronRx1dayResponse: WarmingLevelResponse = {
  quantity: 'Rx1day change (%), Clausius–Clapeyron scaling',
  unit: 'percent',
  baselineWarmingCelsius: baselinePeriodWarmingCelsius,
  points: [{ warmingCelsius: baselinePeriodWarmingCelsius + 1, change: 7 }],
  datasetId: 'clausius-clapeyron-7-percent',
};

/** R_T / R̄ = 1 + Cv·K_T on the GEV curve, computed once per return period (two gamma functions each). */
const rainfallGrowthFactors = new Map(
  [...returnPeriodsYears, drainageDesignReturnPeriodYears, hundredYears].map((returnPeriod) => [
    returnPeriod,
    1 +
      rainfallCoefficientOfVariation *
        generalizedExtremeValueFrequencyFactor(returnPeriod, rainfallGeneralizedExtremeValueShape),
  ]),
);

function rainfallGrowthFactor(returnPeriod: number): number {
  const growth = rainfallGrowthFactors.get(returnPeriod);
  if (growth === undefined)
    throw new RangeError(`no rainfall growth factor for ${returnPeriod} years`);
  return growth;
}

/**
 * Surface-water flooding. R_T = R̄·(1 + Cv·K_T)·(1 + ΔRx1day(w)/100)/(1 + ΔRx1day(w₁₉₉₅₋₂₀₁₄)/100),
 * K_T the frequency factor of the GEV distribution of shape 0.114
 * (the change re-based from 1850–1900 to the baseline's present climate); drainage carries the
 * 30-year rainfall of the present climate, R_d; the excess ponds to a depth
 * D_T = max(0, R_T − R_d)·runoff coefficient·concentration ratio / 1000 (m).
 */
export const surfaceWaterFloodModel: HazardModel = ({ site, design, warmingByYear }) => {
  const annualPrecipitation = site.climate.annualPrecipitationMillimetres;
  if (annualPrecipitation === null) {
    return notComputed(
      'Annual precipitation unknown at the site: no extreme-rainfall baseline',
      intensityMeasure,
      [{ name: 'Annual precipitation', description: 'unknown' }],
    );
  }
  const meanMaximum = Math.max(
    minimumMeanAnnualMaximumMillimetres,
    meanAnnualMaximumShareOfAnnualPrecipitation * annualPrecipitation,
  );
  const contextItems = [
    {
      name: 'Mean annual maximum 1-day rainfall (estimated)',
      description: `${meanMaximum.toFixed(0)} mm`,
    },
  ];
  if (site.terrain.surface !== 'land')
    return notComputed('Site is not on land', intensityMeasure, contextItems);
  const rainfallAt = (returnPeriod: number) => meanMaximum * rainfallGrowthFactor(returnPeriod);
  const drainageCapacity = rainfallAt(drainageDesignReturnPeriodYears);
  const presentRainfall = returnPeriodsYears.map(rainfallAt);
  const response = site.change.maximumOneDayPrecipitation ?? clausiusClapeyronRx1dayResponse;
  // The CMIP6 regional Rx1day change is relative to 1850–1900; the baseline rainfall describes the
  // present climate (1995–2014), which already holds the change up to its warming level: the
  // change is re-based to it, (1 + Δ(w)/100)/(1 + Δ(w₁₉₉₅₋₂₀₁₄)/100) − 1.
  const changes = changeAlongPath(response, warmingByYear, baselinePeriodWarmingCelsius);
  const curves = changes.map((changePercent) => ({
    exceedanceProbabilities: standardExceedanceProbabilities,
    intensities: presentRainfall.map(
      (rainfall) =>
        (Math.max(0, rainfall * Math.max(0, 1 + changePercent / 100) - drainageCapacity) *
          runoffCoefficient *
          pondingConcentrationRatio) /
        1000,
    ),
  }));
  return {
    curves,
    vulnerability: floodVulnerability(site, design),
    intensityMeasure,
    projectionResponses: [response],
    contextItems,
    diagnostics: {
      meanAnnualMaximumOneDayRainfallMillimetres: meanMaximum,
      hundredYearOneDayRainfallMillimetres: rainfallAt(hundredYears),
    },
    warnings: [
      'Surface-water flooding uses an extreme-rainfall baseline estimated as 5 % of annual precipitation (a screening rule; no extreme-rainfall map is embedded): it fits temperate and evenly wet climates and understates monsoon and subtropical climates, where rain falls on few days (Mumbai’s mean annual 1-day maximum about 3 times higher, Houston’s 100-year daily rainfall in NOAA Atlas 14 about 2.6 times higher), so the risk there is understated.',
      ...(site.change.maximumOneDayPrecipitation === null
        ? [
            'Surface-water flooding: no regional Rx1day projection; Clausius–Clapeyron scaling (+7 % per °C) used.',
          ]
        : []),
    ],
  };
};
