import {
  formatThousands,
  returnPeriodText,
  riverSearchRadiusKilometres,
} from '@hazardscope/contracts';
import { changeAlongPath } from '../climate/warming-response.ts';
import { returnPeriodsYears, standardExceedanceProbabilities } from '../return-periods.ts';
import { gumbelExceedanceProbability, gumbelFrequencyFactor } from '../statistics/gumbel.ts';
import { defendedFloodCurve } from './defended-flood-curve.ts';
import { floodVulnerability } from '../vulnerability/flood-vulnerability.ts';
import { floodMapCurve } from './flood-map-curve.ts';
import {
  defaultDischargeCoefficientOfVariation,
  dischargeVariability,
} from './flood-variability.ts';
import { uncertainGroundFloodCurve } from './uncertain-ground-flood-curve.ts';
import { notComputed, type HazardModel, type HazardModelInput } from './hazard-model.ts';

const intensityMeasure = 'flood depth above ground at the site (m)';

/**
 * Bankfull depth against discharge, downstream hydraulic geometry d = c·Q^f (Leopold & Maddock
 * 1953, USGS Prof. Paper 252: f ≈ 0.4): the global fit d = 0.27·Q^0.39 (m, Q in m³/s) of Moody &
 * Troutman (2002, Earth Surf. Process. Landforms 27:1251), as used for the global bankfull
 * database of Andreadis, Schumann & Pavelsky (2013, Water Resour. Res. 49:7164). The relation is
 * written for the bankfull discharge; the long-term mean discharge (the GRDC-fitted relation of the
 * site data) is used in its place, which makes the bankfull depth, and so the flood stage, lower
 * by (Q₂/Q̄)^0.39 — a factor of about 1.3–1.9 for Q₂ = 2–5 Q̄.
 */
const bankfullDepthCoefficient = 0.27;
const bankfullDepthExponent = 0.39;

export function bankfullDepthMetres(meanDischargeCubicMetresPerSecond: number): number {
  return (
    bankfullDepthCoefficient * Math.pow(meanDischargeCubicMetresPerSecond, bankfullDepthExponent)
  );
}

/** Return period of the bankfull (channel-full) discharge (years): ≈ 1.5–2 years (Leopold, Wolman & Miller 1964). */
const bankfullReturnPeriodYears = 2;

/**
 * Return period of the flood a site is taken to be protected against where FLOPROS gives its
 * country no riverine standard (years): 100 — an ASSUMPTION, not a place's standard: the base flood
 * of the US National Flood Insurance Program (lowest floor at or above the base flood elevation,
 * 44 CFR 60.3), the medium-probability flood of the EU Floods Directive (2007/60/EC) and the order
 * of the urban protection standards of FLOPROS (Scussolini et al. 2016, NHESS 16:1049). A warning
 * says so. Elsewhere the country's FLOPROS standard is used.
 */
const floodProtectionReturnPeriodYears = 100;

/** The last return period of the curves (years): a higher standard is taken at it. */
const lastReturnPeriodYears = returnPeriodsYears[returnPeriodsYears.length - 1]!;

/**
 * Exponent of stage on discharge for a wide channel under Manning's equation: Q ∝ h^(5/3), so
 * h ∝ Q^0.6.
 */
const stageDischargeExponent = 0.6;

/**
 * Riverine flood (parametric rule; no gridded flood-depth map is embedded). The nearest river's
 * bankfull depth h_bf comes from its mean discharge by hydraulic geometry; its flood stage above the
 * bank at return period T is h_bf·((Q_T·(1+ΔQ/100)/Q_2)^0.6 − 1), Q from a Gumbel flood-frequency
 * curve whose Cv is the observed spread of annual floods of the site's climate and catchment-size
 * class (`dischargeVariability`), ΔQ the AR6 regional change in the 100-year discharge (%).
 * Protection: the country's FLOPROS riverine standard (else the assumed 100 years), its crest the
 * present-day stage of that flood. A site higher than the crest floods by the stage above its ground. A site below it is dry
 * while the river stays below the crest and, once the crest is overtopped, floods by the full stage
 * above its ground — defences hold up to their standard and the land behind them floods as if
 * undefended beyond it (the FLOPROS convention: Ward et al. 2013, Nat. Clim. Change 3:1049;
 * Scussolini et al. 2016), as in coastal inundation. The crest is reached by the flood whose
 * frequency factor K satisfies (1 + Cv·K)·(1+ΔQ/100) = 1 + Cv·K_standard; the curve steps from dry
 * to the crest's depth at that flood's own exceedance probability (defendedFloodCurve), so the
 * result moves smoothly with ΔQ. A standard above the curve's last return period (1000 years) is
 * taken at 1000, so the residual risk beyond it is an upper bound.
 */
export const riverineFloodModel: HazardModel = ({ site, design, warmingByYear }) => {
  const distance = site.riverFlood.distanceToRiverKilometres;
  const river = site.riverFlood.river;
  const variability =
    river === null
      ? null
      : dischargeVariability(
          site.climate.annualPrecipitationMillimetres,
          site.climate.monthlyMeanTemperatureCelsius,
          site.location.latitude,
          river.catchmentAreaSquareKilometres,
          site.jurisdiction,
        );
  const coefficientOfVariation =
    variability?.coefficientOfVariation ?? defaultDischargeCoefficientOfVariation;
  const contextItems = [
    {
      name: 'Distance to nearest river',
      description:
        distance === null
          ? `none within ${riverSearchRadiusKilometres} km`
          : `${distance.toFixed(1)} km (${river === null ? (site.riverFlood.drainsToSeaAwayFromRivers ? 'the site drains to the sea, not to it' : 'no discharge estimate') : river.source === 'mapped' ? `WDBII map, level ${river.mappedLevel ?? '?'}` : 'channel derived from the 5′ elevation grid'})`,
    },
    ...(river === null
      ? []
      : [
          {
            name: 'River catchment and mean discharge',
            description: `${formatNumber(river.catchmentAreaSquareKilometres)} km², ${formatNumber(river.meanDischargeCubicMetresPerSecond)} m³/s`,
          },
          {
            name: 'Spread of annual floods (Cv of annual maximum discharge)',
            description: variability?.description ?? '',
          },
          {
            name: 'River flood protection standard',
            description:
              site.riverFlood.protectionStandard === null
                ? `${returnPeriodText(floodProtectionReturnPeriodYears)} (assumed: FLOPROS gives no standard here)`
                : `${returnPeriodText(site.riverFlood.protectionStandard.returnPeriodYears)} (FLOPROS, national mean for ${site.riverFlood.protectionStandard.countryAlpha3})`,
          },
          {
            name: 'Height above the river',
            description: river.heightResolved
              ? `${river.heightAboveRiverMetres.toFixed(1)} m`
              : `${heightRangeText(heightRangeOfUnresolvedSite(river, site.terrain.elevationMetres))} (not resolved by the 5′ elevation grid: taken as equally likely anywhere in the river's floodplain)`,
          },
        ]),
  ];
  if (site.terrain.surface !== 'land')
    return notComputed('Site is not on land', intensityMeasure, contextItems);
  const floodMap = site.riverFlood.floodMap;
  if (floodMap) {
    // A configured flood map is the site's own depths: it replaces the modelled curve.
    const standardYears =
      site.riverFlood.protectionStandard?.returnPeriodYears ?? floodProtectionReturnPeriodYears;
    const changes = changeAlongPath(site.change.riverDischarge100Year, warmingByYear);
    return {
      curves: changes.map((changePercent) =>
        floodMapCurve({
          floodMap,
          protectionReturnPeriodYears: standardYears,
          dischargeFactor: Math.max(0, 1 + changePercent / 100),
          coefficientOfVariation,
          waterRiseMetres: 0,
        }),
      ),
      vulnerability: floodVulnerability(site, design),
      intensityMeasure,
      projectionResponses: [site.change.riverDischarge100Year],
      contextItems: [
        ...contextItems,
        {
          name: 'Flood map',
          description: `${floodMap.dataset} (${formatNumber(floodMap.resolutionMetres)} m): ${floodMap.returnPeriodsYears
            .map(
              (returnPeriod, index) =>
                `${returnPeriod}-year ${(floodMap.depthsMetres[index] ?? 0).toFixed(2)} m`,
            )
            .join(', ')}`,
        },
      ],
      extraMetadata: {
        flood_defence_return_period: standardYears,
        flood_map: `${floodMap.dataset}, ${formatNumber(floodMap.resolutionMetres)} m resolution`,
      },
      warnings: [
        `Riverine flooding reads its depths from the configured flood map (${floodMap.dataset}, ${formatNumber(floodMap.resolutionMetres)} m): the modelled curve is not used. Events below the protection standard (${returnPeriodText(standardYears)}) are taken to flood nothing, and the regional change of the 100-year discharge moves each event's probability.`,
      ],
    };
  }
  if (distance === null) {
    return notComputed(
      `No river within ${riverSearchRadiusKilometres} km of the site, mapped or derived from the elevation grid`,
      intensityMeasure,
      contextItems,
    );
  }
  if (river === null && site.riverFlood.drainsToSeaAwayFromRivers) {
    return notComputed(
      `The site drains to the sea on the 5′ elevation grid, and the nearest river (${distance.toFixed(0)} km) lies beyond the grid's position uncertainty: no river the embedded data can see floods the site`,
      intensityMeasure,
      contextItems,
    );
  }
  if (river === null) {
    return notComputed(
      'No annual precipitation at the site: the discharge of the nearest river cannot be estimated',
      intensityMeasure,
      contextItems,
    );
  }
  if (!river.withinFloodplain) {
    const reason = `The site stands ${river.heightAboveRiverMetres.toFixed(1)} m above the ${river.channelDataset} river ${distance.toFixed(1)} km away (catchment ${formatNumber(river.catchmentAreaSquareKilometres)} km²), outside its floodplain: the floodplain of a river that size reaches ${river.floodplainHeightMetres.toFixed(1)} m above the channel (GFPLAIN scaling, Nardi et al. 2019)${river.heightSource === 'fine terrain' ? '' : " and, within a 5′ cell of it, no farther from the mapped line than its meander belt and the line's position error"}.`;
    return {
      curves: warmingByYear.map(() => ({
        exceedanceProbabilities: standardExceedanceProbabilities,
        intensities: standardExceedanceProbabilities.map(() => 0),
      })),
      vulnerability: floodVulnerability(site, design),
      intensityMeasure,
      projectionResponses: [site.change.riverDischarge100Year],
      contextItems: [...contextItems, floodplainItem(river)],
      extraMetadata: { zero_reason: reason },
      warnings: [`Riverine flooding is 0: ${reason}`],
    };
  }
  const bankfullDepth = bankfullDepthMetres(river.meanDischargeCubicMetresPerSecond);
  const bankfullGrowth =
    1 + coefficientOfVariation * gumbelFrequencyFactor(bankfullReturnPeriodYears);
  const discharges = returnPeriodsYears.map(
    (returnPeriod) =>
      (1 + coefficientOfVariation * gumbelFrequencyFactor(returnPeriod)) / bankfullGrowth,
  );
  const stageAboveBank = (relativeDischarge: number) =>
    bankfullDepth * (Math.pow(relativeDischarge, stageDischargeExponent) - 1);
  const standard = site.riverFlood.protectionStandard;
  // Between the channel's own bankfull flow (a standard below it protects nothing more) and the
  // curve's last return period.
  const standardYears = Math.min(
    lastReturnPeriodYears,
    Math.max(
      bankfullReturnPeriodYears,
      standard?.returnPeriodYears ?? floodProtectionReturnPeriodYears,
    ),
  );
  const height = river.heightAboveRiverMetres;
  const standardGrowth = 1 + coefficientOfVariation * gumbelFrequencyFactor(standardYears);
  const crestMetres = stageAboveBank(standardGrowth / bankfullGrowth);
  const dischargeChangePercent = changeAlongPath(site.change.riverDischarge100Year, warmingByYear);
  // Where the embedded grid cannot resolve the site's height above the river, the height is not
  // assumed: it is spread over the range the data allow (heightRangeOfUnresolvedSite).
  const heightRange = river.heightResolved
    ? null
    : heightRangeOfUnresolvedSite(river, site.terrain.elevationMetres);
  const curves = dischargeChangePercent.map((changePercent) => {
    const factor = Math.max(0, 1 + changePercent / 100);
    // The flood that reaches the crest: (1 + Cv·K)·factor = 1 + Cv·K_standard.
    const crestFrequencyFactor = (standardGrowth / factor - 1) / coefficientOfVariation;
    const levelsMetres = discharges.map((relativeDischarge) =>
      stageAboveBank(relativeDischarge * factor),
    );
    const crestExceedanceProbability =
      factor > 0 ? gumbelExceedanceProbability(crestFrequencyFactor) : 0;
    const defence = { levelsMetres, crestMetres, crestExceedanceProbability };
    return heightRange === null
      ? defendedFloodCurve({ ...defence, groundMetres: height })
      : uncertainGroundFloodCurve({
          ...defence,
          lowestGroundMetres: heightRange.lowestMetres,
          highestGroundMetres: heightRange.highestMetres,
        });
  });
  const warnings = [
    "Riverine flooding uses a parametric rule (nearest river, its size from the 5′ drainage and a GRDC-fitted discharge relation, bankfull depth by hydraulic geometry, Gumbel flood frequency, the site's height above the river); no flood-depth map is embedded.",
    standard === null
      ? `Riverine flooding ASSUMES the site is built or defended to the ${floodProtectionReturnPeriodYears}-year flood (FLOPROS gives the site's country no riverine protection standard); where protection is lower the risk is understated, where higher overstated.`
      : `Riverine protection is the FLOPROS standard of the site's country (${standard.countryAlpha3}), ${returnPeriodText(standard.returnPeriodYears)}: a national mean weighted by population, not the defence of this site${standard.returnPeriodYears > lastReturnPeriodYears ? `, taken at ${lastReturnPeriodYears} years, the last return period of the flood curve` : ''}. Where the local defence is lower the risk is understated, where higher overstated.`,
  ];
  if (heightRange !== null) {
    const presentLevels = discharges.map((relativeDischarge) =>
      stageAboveBank(relativeDischarge * Math.max(0, 1 + (dischargeChangePercent[0] ?? 0) / 100)),
    );
    const levelAt = (returnPeriod: number) =>
      presentLevels[
        returnPeriodsYears.indexOf(returnPeriod as (typeof returnPeriodsYears)[number])
      ] ?? 0;
    warnings.unshift(
      `The 5′ (~9 km) elevation grid cannot resolve the site's height above the river (${distance.toFixed(1)} km away: within a cell or two of the site, not where the grid's drainage leads the site, or with the site no higher than the grid's level of the channel, so that its 0 m is only the floor of the difference): it cannot tell a floodplain from a terrace here. The height is not assumed: it is taken as equally likely anywhere from ${heightRange.lowestMetres.toFixed(1)} m (the grid's value, a lower bound) to ${heightRange.highestMetres.toFixed(1)} m above the river (${groundBoundsHeight(river) && heightRange.highestMetres < river.floodplainHeightMetres ? `the site's ground, ${river.heightSource}, no higher than the grid's level of the channel: the river runs at sea level or above` : `the top of its floodplain, GFPLAIN, for a catchment of ${formatNumber(river.catchmentAreaSquareKilometres)} km²`}), and the riverine result is the flood damage averaged over that range. The first year's flood rises ${levelAt(100).toFixed(1)} m above the river's bankfull level at 100 years and ${levelAt(1000).toFixed(1)} m at 1000 years: a site at the bottom of the range floods in every flood its defence (${returnPeriodText(standardYears)}) does not hold, one higher than ${Math.max(0, levelAt(1000)).toFixed(1)} m in none.${groundBoundsHeight(river) ? " The ground given is no higher than the 5′ grid's level of the channel (a cell mean, above the water), so it bounds the height but cannot place the site within that range; fine terrain (TERRAIN_DIR) resolves it." : " Enter the site's Ground elevation (m) and Floor height above ground (m) in the Settings tab for the site's own riverine result."}`,
    );
  }
  warnings.push(
    variability?.observed === true
      ? `Riverine flood frequency: the spread of annual floods (Cv of annual maximum discharge) is ${variability.description}. ${variability.gaugeNetwork === 'Brazilian' && site.jurisdiction.country?.alpha2 !== 'BR' ? 'Using Brazilian gauges elsewhere assumes that climate and catchment size, not the continent, set how much annual floods vary. ' : ''}${variability.carriedByRegionalRatio ? 'Carrying the ratio to another catchment size assumes the region’s floods differ in spread from Brazil’s by the same factor at every size. ' : ''}Daily means understate the peaks of small, fast catchments.`
      : `Riverine flood frequency ASSUMES the spread of annual floods: Cv ${variability?.description ?? defaultDischargeCoefficientOfVariation}. Where this river's floods vary more (drier climates, smaller catchments) the risk is understated, where less overstated.`,
  );
  if (river.source === 'derived') {
    warnings.push(
      'The nearest river is a channel derived from the 5′ elevation grid (it is not in the WDBII river map); its position and size are known to within a cell (~9 km).',
    );
  }
  if (site.change.riverDischarge100Year === null) {
    warnings.push(
      'Riverine flooding: no regional river-discharge projection at this site; present-day flood frequency used for all years.',
    );
  }
  // Inside the floodplain yet above every flood the curve models: say which step gives the 0.
  const highestStages = dischargeChangePercent.map((changePercent) =>
    stageAboveBank((discharges[discharges.length - 1] ?? 1) * Math.max(0, 1 + changePercent / 100)),
  );
  const dryYears = highestStages.filter((stage) => stage <= height).length;
  const belowCurveReason =
    dryYears === 0
      ? null
      : `the site stands ${height.toFixed(1)} m above the river (${river.heightSource}${river.heightResolved ? '' : ', not resolved'}), inside the floodplain of a river of ${formatNumber(river.catchmentAreaSquareKilometres)} km² (GFPLAIN: up to ${river.floodplainHeightMetres.toFixed(1)} m above the channel), but the ${lastReturnPeriodYears}-year flood of the parametric curve rises only ${stageAboveBank(discharges[discharges.length - 1] ?? 1).toFixed(1)} m above the bank without climate change (bankfull depth ${bankfullDepth.toFixed(1)} m from the mean discharge ${formatNumber(river.meanDischargeCubicMetresPerSecond)} m³/s, Gumbel curve with Cv ${coefficientOfVariation}${variability?.observed === true ? ', the median of the observed gauges of its climate and size class' : ', assumed'}). The curve understates the stage where this river's annual floods vary more than Cv ${coefficientOfVariation} (within a class a quarter of the gauges vary more than its upper quartile), where the bankfull flow is well above the mean flow (the bankfull depth is taken from the mean flow), and in confined valleys, so the site's height may lie within the floods the river really reaches. This 0 is not evidence that the site stays dry: enter the site's Ground elevation (m) in Settings`;
  if (belowCurveReason !== null)
    // After the unresolved-height warning, which stays first.
    warnings.splice(
      river.heightResolved ? 0 : 1,
      0,
      `Riverine flooding is 0 in ${dryYears === curves.length ? 'every year' : `${dryYears} of ${curves.length} years`}: ${belowCurveReason}.`,
    );
  if (river.heightUncertaintyMetres >= 0.5) {
    warnings.push(
      `The river line (${river.channelDataset}) may lie up to ${river.channelPositionErrorKilometres} km from the true channel; over that distance the ground rises by up to ${river.heightUncertaintyMetres.toFixed(0)} m, so the site's height above the river may be off by as much.`,
    );
  }
  return {
    curves,
    vulnerability: floodVulnerability(site, design),
    intensityMeasure,
    projectionResponses: [site.change.riverDischarge100Year],
    contextItems: [...contextItems, floodplainItem(river)],
    extraMetadata: {
      flood_defence_return_period: standardYears,
      ...(belowCurveReason !== null && dryYears === curves.length
        ? { zero_reason: `Inside the floodplain, ${belowCurveReason}.` }
        : {}),
      ...(heightRange === null
        ? {}
        : {
            data_limitation: `The embedded 5′ (~9 km) elevation grid cannot resolve the site's height above the river: the riverine result is the mean over the heights the river's floodplain spans (${heightRangeText(heightRange)} above the river, each equally likely), not the site's own — higher at a riverside street, lower or 0 on a terrace. ${groundBoundsHeight(river) ? "The ground given is no higher than the grid's level of the channel, so it bounds the range's top; fine terrain resolves the site's own height." : "Enter the site's ground elevation and floor height in Settings for the site's own result."}`,
          }),
    },
    warnings,
  };
};

type River = NonNullable<HazardModelInput['site']['riverFlood']['river']>;

/** The range of heights above the river (m) a site whose height the data cannot resolve may have. */
interface HeightRange {
  readonly lowestMetres: number;
  readonly highestMetres: number;
}

/**
 * The heights above the river an unresolved site may stand at (m): from the embedded grid's value —
 * a lower bound, since a 5′ cell mean overstates the channel's level in its valley and the site's
 * cell may be the channel's own — to the top of the river's geomorphic floodplain, the GFPLAIN
 * height h = 0.01·A^0.3 its catchment implies (Nardi et al. 2019). Only a site inside that floodplain
 * reaches the curve (a higher one is 0 with its reason), so the range holds every height the data
 * allow for it; where in the range it stands they cannot tell.
 */
function heightRangeOfUnresolvedSite(river: River, groundMetres: number): HeightRange {
  const top = groundBoundsHeight(river)
    ? Math.min(river.floodplainHeightMetres, groundMetres)
    : river.floodplainHeightMetres;
  return {
    lowestMetres: river.heightAboveRiverMetres,
    highestMetres: Math.max(river.heightAboveRiverMetres, top),
  };
}

/**
 * Whether the site's own ground (the user's or an elevation service's) bounds its unresolved height
 * from above: where that ground is no higher than the grid's level of the channel (height 0), the
 * height above the water is at most the ground itself, the channel's level being taken at sea
 * level or above (hazard-data `river-candidates.ts`).
 */
function groundBoundsHeight(river: River): boolean {
  return (
    river.heightAboveRiverMetres === 0 &&
    (river.heightSource === 'ground given by the user' ||
      river.heightSource === 'external elevation service')
  );
}

function heightRangeText(range: HeightRange): string {
  return `${range.lowestMetres.toFixed(1)}–${range.highestMetres.toFixed(1)} m`;
}

function floodplainItem(river: River): { name: string; description: string } {
  return {
    name: 'Floodplain',
    description: `${river.withinFloodplain ? 'inside' : 'outside'}: ${river.heightAboveRiverMetres.toFixed(1)} m above the channel (${river.heightSource}) against a floodplain height of ${river.floodplainHeightMetres.toFixed(1)} m (GFPLAIN); channel ${river.channelDataset}, position error ±${river.channelPositionErrorKilometres} km; catchment from the ${river.catchmentSource}`,
  };
}

function formatNumber(value: number): string {
  return value >= 100 ? formatThousands(value) : value.toPrecision(2);
}
