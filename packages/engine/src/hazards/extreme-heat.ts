import type { SiteHazardContext, WarmingLevelResponse } from '@hazardscope/contracts';
import { changeAlongPath, changeAtWarming } from '../climate/warming-response.ts';
import { warmingCelsiusForYear } from '../climate/warming-path.ts';
import { returnPeriodsYears, standardExceedanceProbabilities } from '../return-periods.ts';
import { gumbelReducedVariate } from '../statistics/gumbel.ts';
import {
  equipmentMaximumRatedAmbientCelsius,
  failsFromHeat,
} from '../vulnerability/functional-failure.ts';
import { scaledVulnerability, type HazardModel } from './hazard-model.ts';

const intensityMeasure = 'annual maximum daily temperature TXx (°C)';

/** Euler–Mascheroni constant γ: the mean of the standard Gumbel distribution. */
const eulerMascheroniConstant = 0.5772156649;

/**
 * Gumbel scale of the annual maximum daily temperature (°C). 1.0 °C (an interannual standard
 * deviation of 1.28 °C) is chosen so that shifting the distribution by the AR6 global-land TXx
 * intensity change reproduces the AR6 SPM.6 frequency factors of the 50-year hot extreme within a
 * factor 1.5 (3.2× vs 4.8× at +1 °C, 13.0× vs 13.9× at +2 °C, 49× vs 39× at +4 °C; see the test).
 */
const annualMaximumTemperatureGumbelScaleCelsius = 1;

/**
 * Fallback offset of the mean annual maximum daily temperature above the warmest-quarter mean
 * temperature (°C), used only where no observing station is near (open sea, sparse networks): half
 * a summer diurnal range plus the hottest day's excess over a summer day. A stated round value: too
 * high in the humid tropics, where the diurnal range and day-to-day spread are small, too low in
 * mid-latitude maritime climates.
 */
const annualMaximumAboveWarmestQuarterCelsius = 10;

/**
 * Says on a heat result without a nearby station that its absolute temperatures are an indicator:
 * the level rests on the stated offset above, while the change with warming is the published AR6 one.
 */
const extremeHeatIndicativeLevelWarning =
  'Extreme heat: no observing station is near the site, so the absolute temperatures (annual maxima, threshold) are an indicator, not a measured climatology — the warmest-quarter mean (NCEP 1981–2010) plus a stated 10 °C; they can be several °C off: where this rule was tested against station records, it was 3–9 °C too low in most mid-latitude climates and 2–5 °C too high in the humid tropics. The change with warming is the published AR6 one.';

/** Says on a heat result which station its hot-day level comes from, and how far away it is. */
function observedLevelWarning(
  observed: NonNullable<SiteHazardContext['climate']['observedAnnualMaximumTemperature']>,
): string {
  return `Extreme heat: the level of the hottest day is the observed mean annual maximum dry-bulb temperature at ${observed.station}, ${observed.distanceKilometres.toFixed(0)} km away (ASHRAE Handbook—Fundamentals 2013, records ${observed.firstYear}–${observed.lastYear}; ${observed.meanCelsius.toFixed(1)} °C at the site's elevation). A station can differ from the site (coast, city centre, hills); the change with warming is the published AR6 one.`;
}

/**
 * The lowest temperature at which heat damages a building's elements (°C): 35 °C, the standard
 * rating condition of air conditioners and heat pumps (ISO 5151 T1 and AHRI 210/240: 35 °C / 95 °F
 * outdoor dry bulb), the most heat-sensitive elements of a building; membranes, glazing and finishes
 * are rated far above it. Heat damages what is rated below the temperatures reached, so where the
 * hottest day stays below 35 °C there is no heat damage, whatever the design climate.
 */
const lowestRatedTemperatureCelsius = 35;

/** Mean of the warmest three consecutive months (°C) of twelve monthly means. */
function warmestQuarterMeanCelsius(monthlyMeanTemperatureCelsius: readonly number[]): number {
  return Math.max(
    ...monthlyMeanTemperatureCelsius.map(
      (_, month) =>
        [0, 1, 2].reduce(
          (sum, offset) => sum + (monthlyMeanTemperatureCelsius[(month + offset) % 12] ?? 0),
          0,
        ) / 3,
    ),
  );
}

/**
 * Design annual exceedance probability of the maximum shade air temperature when the asset has
 * none ('From regulations'): 0.02, the characteristic value of EN 1991-1-5 §6.1.3.2.
 */
const regulationHeatExceedanceProbability = 0.02;

/**
 * Fallback TXx change where no regional TXx response is given: the AR6 global-land change in
 * intensity of the 50-year TXx event vs 1850–1900 (SPM.6; data/climate_change/global_land_extremes_vs_gwl/
 * ar6_TXx_intens_change_50_year_event.csv, median): +1.20 °C at +1, 1.97 at +1.5, 2.70 at +2,
 * 4.02 at +3, 5.28 at +4.
 */
export const globalLandAnnualMaximumTemperatureResponse: WarmingLevelResponse = {
  quantity: 'TXx 50-year event intensity change, global land (°C)',
  unit: 'celsius',
  baselineWarmingCelsius: 0,
  points: [
    { warmingCelsius: 1, change: 1.2 },
    { warmingCelsius: 1.5, change: 1.97 },
    { warmingCelsius: 2, change: 2.7 },
    { warmingCelsius: 3, change: 4.02 },
    { warmingCelsius: 4, change: 5.28 },
  ],
  datasetId: 'ar6-spm6-global-land-extremes',
};

/**
 * Hours above its threshold temperature over which a reference element fails with probability
 * heatStressHourProb (0.1): 100 h. The heat-stress constants are read as a B10 life (the time by
 * which 10 % of a population of components has failed, the usual rating of HVAC compressors,
 * fans and drives): 10 % of reference elements fail after 100 hours above their rated
 * temperature, i.e. a per-hour hazard q = 1 − (1 − 0.1)^(1/100) ≈ 0.00105, and they wear by
 * heatStressLinearConst (0.1 %) of their value per 100 hours. Below the threshold, heat is ordinary
 * service. Heat does not damage structure: only elements with a heat coefficient (services,
 * membranes, glazing, finishes) respond. A stated calibration: with the default heat-stress constants a Simple House
 * loses of the order of 0.01–0.25 % of its value a year to heat by 2100 under SSP5-8.5.
 */
const heatReferenceExposureHours = 100;

/**
 * The chronic part of heat wear counts days above 35 °C, the standard rating condition of air
 * conditioners (ISO 5151 T1 and AHRI 210/240: 35 °C / 95 °F outdoor dry bulb) and the threshold
 * of the AR6 hot-day index: every extra such day is a day services run beyond their rating.
 */

/**
 * Extreme heat. TXx in year y is Gumbel with scale σ and location μ₀ + ΔTXx(GWL(y)), where μ₀ is the
 * observed mean annual maximum of the nearest ASHRAE 2013 station less γσ (γ the Euler–Mascheroni
 * constant), or where no station is near the indicative NCEP 1981–2010 warmest quarter + 10 °C, and
 * ΔTXx the AR6 regional change re-based to 1981–2010 and held beyond +4 °C (the stations' records,
 * mostly 1986–2010, are centred 2.5 years later: about 0.06 °C of global warming, not corrected). The threshold temperature is the design-climate (build year,
 * 1990 at the earliest) quantile of the heatThreshold exceedance probability, and never below the
 * 35 °C rating of building services. An annual maximum e °C above the threshold gives H = heatStressHourConst·e hours
 * above it (5.5 h per °C: a day with a 10 °C sinusoidal diurnal range spends 4.9 h within 1 °C of
 * its peak). A reference element fails with probability 1 − (1 − heatStressHourProb)^(H/100),
 * losing heatStressArchConst of its cost, and wears by heatStressLinearConst·H/100 of its cost.
 * Chronic wear: every day above 35 °C more than in
 * the design climate (AR6 change in days with Tmax > 35 °C) adds heatStressHourConst hours of wear
 * a year (a day 1 °C above the rating), whatever the year's extreme.
 */
export const extremeHeatModel: HazardModel = ({ site, design, scenario, warmingByYear }) => {
  const response =
    site.change.annualMaximumTemperature ?? globalLandAnnualMaximumTemperatureResponse;
  // The climatology is NCEP 1981–2010; TXx changes (against 1850–1900) are re-based to it.
  const climatologyWarming = site.climate.monthlyClimatologyWarmingCelsius;
  const changes = changeAlongPath(response, warmingByYear, climatologyWarming);
  const scale = annualMaximumTemperatureGumbelScaleCelsius;
  const warmestQuarter = warmestQuarterMeanCelsius(site.climate.monthlyMeanTemperatureCelsius);
  const observed = site.climate.observedAnnualMaximumTemperature;
  // The location of a Gumbel distribution is its mean less the Euler–Mascheroni constant times its
  // scale; the observed mean annual maximum is taken as that mean.
  const presentLocation =
    observed === null
      ? warmestQuarter + annualMaximumAboveWarmestQuarterCelsius
      : observed.meanCelsius - eulerMascheroniConstant * scale;
  const designYear = Math.max(1990, design.buildYear);
  // The design climate is the scenario's central one: a design is fixed on the climate of its
  // year, not on the uncertain ends of the projection range.
  const designChange = changeAtWarming(
    response,
    warmingCelsiusForYear(designYear, scenario.climateScenario),
    climatologyWarming,
  );
  const thresholdProbability = design.heatThreshold ?? regulationHeatExceedanceProbability;
  const designClimateThreshold =
    presentLocation + designChange + scale * gumbelReducedVariate(1 / thresholdProbability);
  const thresholdTemperature = Math.max(designClimateThreshold, lowestRatedTemperatureCelsius);
  const reducedVariates = returnPeriodsYears.map(gumbelReducedVariate);
  const curves = changes.map((change) => ({
    exceedanceProbabilities: standardExceedanceProbabilities,
    intensities: reducedVariates.map((variate) => presentLocation + change + scale * variate),
  }));
  const hoursAbove = (temperature: number) =>
    scenario.heatStressHourConst * Math.max(0, temperature - thresholdTemperature);
  // 1 − (1 − p₁₀₀)^(H/100) written as 1 − exp(H·ln(1 − p₁₀₀)/100) with the logarithm taken once.
  const logSurvivalPerHour = Math.log(1 - scenario.heatStressHourProb) / heatReferenceExposureHours;
  const wearPerHour = scenario.heatStressLinearConst / heatReferenceExposureHours;
  const failureOfReference = (temperature: number) => {
    const hours = hoursAbove(temperature);
    return hours > 0 ? 1 - Math.exp(hours * logSurvivalPerHour) : 0;
  };
  // Damage of a reference element: the share lost when heat makes it fail, and wear per hour
  // above the threshold.
  const damageOfReference = (temperature: number) =>
    scenario.heatStressArchConst * failureOfReference(temperature) +
    wearPerHour * hoursAbove(temperature);

  // Loss of function: a critical service fails only from the hours above its rating — the 40 °C
  // of IEC equipment, or the design temperature where that is hotter — at the same B10 hazard per
  // hour; chronic wear never fails anything.
  const ratingTemperature = Math.max(equipmentMaximumRatedAmbientCelsius, thresholdTemperature);
  const functionalFailureOfReference = (temperature: number) =>
    temperature > ratingTemperature
      ? 1 -
        Math.exp(
          scenario.heatStressHourConst * (temperature - ratingTemperature) * logSurvivalPerHour,
        )
      : 0;

  const warnings = [
    observed === null ? extremeHeatIndicativeLevelWarning : observedLevelWarning(observed),
    ...(site.change.annualMaximumTemperature === null
      ? [
          'Extreme heat: no regional TXx projection at this site; the AR6 global-land change is used.',
        ]
      : []),
  ];
  const hotDays = site.change.hotDaysAbove35Celsius;
  const chronicReferenceDamage =
    hotDays === null
      ? undefined
      : (() => {
          const designHotDays = changeAtWarming(
            hotDays,
            warmingCelsiusForYear(designYear, scenario.climateScenario),
          );
          return changeAlongPath(hotDays, warmingByYear).map(
            (days) =>
              wearPerHour * scenario.heatStressHourConst * Math.max(0, days - designHotDays),
          );
        })();
  return {
    curves,
    ...(chronicReferenceDamage === undefined ? {} : { chronicReferenceDamage }),
    vulnerability: (element, coefficient) =>
      scaledVulnerability(
        { reference: damageOfReference, coefficient, factor: 1 },
        // Only rated equipment stops working in heat; membranes, glazing and finishes age (damage).
        {
          reference: functionalFailureOfReference,
          coefficient: failsFromHeat(element) ? coefficient : 0,
          factor: 1,
        },
      ),
    intensityMeasure,
    projectionResponses: [response, hotDays],
    contextItems: [
      {
        name: 'Warmest-quarter mean temperature (NCEP 1981–2010)',
        description: `${warmestQuarter.toFixed(1)} °C`,
      },
      {
        name:
          observed === null
            ? 'Present mean annual maximum (indicative: warmest quarter + 10 °C)'
            : `Present mean annual maximum (observed at ${observed.station}, ${observed.distanceKilometres.toFixed(0)} km)`,
        // The mean of a Gumbel distribution is its location plus the Euler–Mascheroni constant times its scale.
        description: `${(presentLocation + eulerMascheroniConstant * scale).toFixed(1)} °C`,
      },
      {
        name: 'Design-climate threshold (before the 35 °C rating floor)',
        description: `${designClimateThreshold.toFixed(1)} °C`,
      },
      {
        name: 'Design exceedance probability',
        description: `1 in ${Math.round(1 / thresholdProbability)} years`,
      },
      ...(hotDays === null
        ? []
        : [
            {
              name: 'Change in days above 35 °C at +4 °C',
              description: `${changeAtWarming(hotDays, 4).toFixed(0)} days per year`,
            },
          ]),
    ],
    extraMetadata: { threshold_temperature: Math.round(thresholdTemperature * 10) / 10 },
    warnings,
  };
};

/**
 * How many times more frequent the T-year TXx event of a base climate becomes when the annual
 * maximum shifts by `shiftCelsius`: P_new·T with P_new = 1 − exp(−exp(−(y_T − Δ/σ))) under the
 * model's Gumbel distribution.
 */
export function hotExtremeFrequencyFactor(shiftCelsius: number, returnPeriodYears = 50): number {
  const variate =
    gumbelReducedVariate(returnPeriodYears) -
    shiftCelsius / annualMaximumTemperatureGumbelScaleCelsius;
  return (1 - Math.exp(-Math.exp(-variate))) * returnPeriodYears;
}
