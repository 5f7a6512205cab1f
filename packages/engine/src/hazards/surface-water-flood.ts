import {
  formatThousands,
  type SiteHazardContext,
  type WarmingLevelResponse,
} from '@hazardscope/contracts';
import { baselinePeriodWarmingCelsius } from '../climate/warming-path.ts';
import { changeAlongPath } from '../climate/warming-response.ts';
import { returnPeriodsYears, standardExceedanceProbabilities } from '../return-periods.ts';
import {
  generalizedExtremeValueFrequencyFactor,
  generalizedExtremeValueQuantile,
} from '../statistics/generalized-extreme-value.ts';
import { floodVulnerability } from '../vulnerability/flood-vulnerability.ts';
import { drainageDesignStandardFor } from './drainage-design-standards.ts';
import { notComputed, type HazardModel } from './hazard-model.ts';

const intensityMeasure = 'ponding depth above ground from extreme 1-day rainfall (m)';

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

/** Runoff coefficient of built-up ground (rational method, 0.7–0.95); 0.9 used. */
const runoffCoefficient = 0.9;

/**
 * Ratio of the contributing area to the flooded ground at the site (stated): 3 — the excess runoff of
 * 3 m² ponds on 1 m², a gentle hollow or a street below its neighbours, not the lowest spot of the
 * district. With it the 100-year excess over a 30-year drainage system ponds 3–10 cm deep in
 * temperate climates and 10–30 cm in monsoon climates, the depths of the 'low' to 'medium' classes of
 * surface-water flood maps (Environment Agency RoFSW: 0.15–0.3 m bands). UK surface-water flood
 * losses are about a third of £1–1.5 billion of annual flood losses on a £2 trillion housing stock,
 * 0.017–0.025 % a year; a Simple House in central London loses 0.005 % a year in 2020 and 0.012 %
 * in 2100 with its gauge's rainfall (§3.8 of METHODS.md), below that national mean — not tuned to it.
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

/**
 * Ratio of the annual maximum rainfall over sliding 24-hour windows to that over fixed observation
 * days: 1.13 (Weiss 1964, 'Ratio of true to fixed-interval maximum rainfall', J. Hydraul. Div. ASCE
 * 90, the standard factor of WMO-No. 168). GSDR-IDF's 24-hour maxima are totals of 24 consecutive
 * hourly readings, which Weiss's factor for 24 observation units puts within 1 % of the true
 * sliding maximum; the hazard's rainfall is a fixed-day (Rx1day) depth, the quantity the AR6 change
 * is given for, so a gauge's depths are divided by 1.13.
 */
const slidingToFixedDayRatio = 1.13;

/**
 * R_T / R̄ = 1 + Cv·K_T on the GEV curve, computed once per return period (two gamma functions
 * each): the curve's return periods, the 100-year reference and each drainage design standard's.
 */
const rainfallGrowthFactors = new Map<number, number>();

function rainfallGrowthFactor(returnPeriod: number): number {
  const known = rainfallGrowthFactors.get(returnPeriod);
  if (known !== undefined) return known;
  const growth =
    1 +
    rainfallCoefficientOfVariation *
      generalizedExtremeValueFrequencyFactor(returnPeriod, rainfallGeneralizedExtremeValueShape);
  rainfallGrowthFactors.set(returnPeriod, growth);
  return growth;
}

/** The present-day (1995–2014) fixed-day rainfall curve at the site and what it was taken from. */
interface RainfallBaseline {
  meanAnnualMaximumMillimetres: number;
  rainfallAt(returnPeriod: number): number;
  contextItems: { name: string; description: string }[];
  warning: string;
}

/**
 * The one owner of the present-day rainfall curve. Where GSDR-IDF has a gauge within its transfer
 * distance (`site.climate.extremeRainfallGauge`, 100 km), the gauge's 24-hour GEV (regional
 * frequency analysis; Green, Guerreiro & Fowler 2026, Sci. Data 13:455) ÷ 1.13 to fixed days:
 * R_T = x_T(μ, σ, ξ)/1.13, R̄ = index/1.13. Elsewhere R̄ is the index that the relation fitted by
 * the data build to the GSDR-IDF gauges gives for the site's annual precipitation and
 * warmest-quarter temperature (`site.climate.extremeRainfallEstimate`: ln R̄ = a + b·ln P + c·T₁₀,
 * Beyer et al. 2020 climate; scatter and fitted range carried with it), ÷ 1.13, and
 * R_T = R̄·(1 + Cv·K_T); null where neither is known.
 */
function rainfallBaseline(climate: SiteHazardContext['climate']): RainfallBaseline | null {
  const gauge = climate.extremeRainfallGauge;
  if (gauge !== null) {
    const meanAnnualMaximumMillimetres =
      gauge.meanAnnualMaximumMillimetres / slidingToFixedDayRatio;
    const description = `GSDR-IDF gauge ${gauge.stationId}, ${gauge.distanceKilometres.toFixed(0)} km away, ${gauge.recordLengthYears.toFixed(0)} years of hourly record (${gauge.firstYear}–${gauge.lastYear})`;
    return {
      meanAnnualMaximumMillimetres,
      rainfallAt: (returnPeriod) =>
        generalizedExtremeValueQuantile(
          returnPeriod,
          gauge.locationMillimetres,
          gauge.scaleMillimetres,
          gauge.shape,
        ) / slidingToFixedDayRatio,
      contextItems: [
        { name: 'Extreme-rainfall baseline', description },
        {
          name: 'Mean annual maximum 1-day rainfall (gauge)',
          description: `${meanAnnualMaximumMillimetres.toFixed(0)} mm`,
        },
      ],
      warning: `Surface-water flooding takes its extreme rainfall from the ${description}: the 24-hour GEV of GSDR-IDF's regional frequency analysis (Green, Guerreiro & Fowler 2026), sliding 24-hour depths ÷ 1.13 to fixed days. A point gauge's record, not the rainfall of the site itself.`,
    };
  }
  const estimate = climate.extremeRainfallEstimate;
  if (estimate === null) return null;
  const meanAnnualMaximumMillimetres =
    estimate.meanAnnualMaximumMillimetres / slidingToFixedDayRatio;
  const extrapolated = estimate.withinFittedRange
    ? ''
    : ' The site’s climate lies outside that of the gauges (its annual precipitation or warmest-quarter temperature is beyond their range), so the relation is extrapolated here.';
  return {
    meanAnnualMaximumMillimetres,
    rainfallAt: (returnPeriod) => meanAnnualMaximumMillimetres * rainfallGrowthFactor(returnPeriod),
    contextItems: [
      {
        name: 'Mean annual maximum 1-day rainfall (estimated)',
        description: `${meanAnnualMaximumMillimetres.toFixed(0)} mm`,
      },
    ],
    warning: `Surface-water flooding takes its extreme rainfall from a relation fitted to ${formatThousands(estimate.gauges)} GSDR-IDF rain gauges in ${estimate.countries} countries (their mean annual maximum 24-hour rainfall against annual precipitation and warmest-quarter temperature), as no gauge lies within 100 km: ${meanAnnualMaximumMillimetres.toFixed(0)} mm on the wettest day of a typical year, usually within a factor of ${estimate.scatterFactor.toFixed(2)} of a gauge’s (${estimate.unseenCountryScatterFactor.toFixed(2)} in a country whose gauges the fit did not see), and rarer depths from it by Hershfield’s spread of annual maxima. Rain raised by the relief (windward coasts, mountains) can make a site wetter than its climate says.${extrapolated}`,
  };
}

/**
 * Surface-water flooding. R_T(w) = R_T·(1 + ΔRx1day(w)/100)/(1 + ΔRx1day(w₁₉₉₅₋₂₀₁₄)/100), R_T the
 * present-day curve of `rainfallBaseline` (the change re-based from 1850–1900 to the baseline's
 * present climate); drainage carries the rainfall of the present climate at the design return
 * period of the site's country (`drainageDesignStandardFor`: EN 752's 30 years where none is
 * tabulated), R_d; the excess ponds to a depth
 * D_T = max(0, R_T − R_d)·runoff coefficient·concentration ratio / 1000 (m).
 */
export const surfaceWaterFloodModel: HazardModel = ({ site, design, warmingByYear }) => {
  const baseline = rainfallBaseline(site.climate);
  if (baseline === null) {
    const precipitation = site.climate.annualPrecipitationMillimetres;
    return notComputed(
      precipitation === null
        ? 'Annual precipitation unknown at the site: no extreme-rainfall baseline'
        : `Annual precipitation of ${precipitation} mm at the site in the 1° climate data (Beyer et al. 2020) and no rain gauge within 100 km: no extreme-rainfall baseline`,
      intensityMeasure,
      [
        {
          name: 'Annual precipitation',
          description: precipitation === null ? 'unknown' : `${precipitation} mm`,
        },
      ],
    );
  }
  const drainage = drainageDesignStandardFor(site.jurisdiction);
  const drainageYears = drainage.standard.designReturnPeriodYears;
  const drainageDescription = `${drainageYears.toFixed(drainageYears % 1 === 0 ? 0 : 1)}-year rainfall (${drainage.standard.standardName})`;
  const contextItems = [
    ...baseline.contextItems,
    { name: 'Drainage design standard', description: drainageDescription },
  ];
  if (site.terrain.surface !== 'land')
    return notComputed('Site is not on land', intensityMeasure, contextItems);
  const rainfallAt = (returnPeriod: number) => baseline.rainfallAt(returnPeriod);
  const drainageCapacity = rainfallAt(drainageYears);
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
      meanAnnualMaximumOneDayRainfallMillimetres: baseline.meanAnnualMaximumMillimetres,
      hundredYearOneDayRainfallMillimetres: rainfallAt(hundredYears),
    },
    warnings: [
      baseline.warning,
      drainage.isFallback
        ? `Surface-water flooding assumes the street drainage carries the ${drainageDescription}: no design standard for minor drainage was read for ${site.jurisdiction.country?.name ?? 'the site’s country'}, so the European standard is assumed. Where drainage is designed for a more frequent storm, as in much of the world, the risk is understated.`
        : `Surface-water flooding assumes the street drainage carries the ${drainageDescription} in ${drainage.standard.jurisdictionName}: ${drainage.standard.source}. Local systems older or smaller than the standard flood more often.`,
      ...(site.change.maximumOneDayPrecipitation === null
        ? [
            'Surface-water flooding: no regional Rx1day projection; Clausius–Clapeyron scaling (+7 % per °C) used.',
          ]
        : []),
    ],
  };
};
