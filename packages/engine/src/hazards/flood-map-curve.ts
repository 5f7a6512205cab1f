import {
  returnPeriodText,
  type AssetDesign,
  type FloodMapDepths,
  type SiteHazardContext,
} from '@hazardscope/contracts';
import type { ExceedanceCurve } from '../return-periods.ts';
import { floodVulnerability } from '../vulnerability/flood-vulnerability.ts';
import type { HazardAssessment } from './hazard-model.ts';
import { gumbelExceedanceProbability, gumbelFrequencyFactor } from '../statistics/gumbel.ts';

/**
 * The flood-depth exceedance curve at a site from a flood map's depths by return period (the JRC
 * global river flood maps, WRI Aqueduct), in the climate of one year. Events below the protection
 * standard (present-day return period, years) flood nothing, the FLOPROS convention the maps are
 * combined with (Ward et al. 2013, Nat. Clim. Change 3:1049): each map's depth stands for the event
 * of its return period. For a river the year's climate moves each event's probability, not its
 * depth: the map's T-year flood has discharge Q̄·(1 + Cv·K_T) today and, with the discharge of every
 * event changed by the factor f of the year, the same discharge is reached by the present-day event
 * whose frequency factor K' satisfies (1 + Cv·K')·f = 1 + Cv·K_T — exceeded with the Gumbel
 * probability of K' (Chow 1951). For the sea the year's rise adds to every flooded depth instead.
 */
export function floodMapCurve(input: {
  readonly floodMap: FloodMapDepths;
  readonly protectionReturnPeriodYears: number;
  /** Discharge factor f of the year (1 + ΔQ/100); 1 for coastal maps. */
  readonly dischargeFactor: number;
  readonly coefficientOfVariation: number;
  /** Rise of the water since the map's climate (m), added to flooded depths; 0 for river maps. */
  readonly waterRiseMetres: number;
}): ExceedanceCurve {
  const points = input.floodMap.returnPeriodsYears.map((returnPeriod, index) => {
    const depth = input.floodMap.depthsMetres[index] ?? 0;
    const defended = returnPeriod < input.protectionReturnPeriodYears;
    const growth = 1 + input.coefficientOfVariation * gumbelFrequencyFactor(returnPeriod);
    const shiftedFactor =
      input.dischargeFactor > 0
        ? (growth / input.dischargeFactor - 1) / input.coefficientOfVariation
        : Number.POSITIVE_INFINITY;
    return {
      probability:
        input.dischargeFactor === 1 ? 1 / returnPeriod : gumbelExceedanceProbability(shiftedFactor),
      depth: defended || depth <= 0 ? 0 : Math.max(0, depth + input.waterRiseMetres),
    };
  });
  points.sort((a, b) => b.probability - a.probability);
  // Depths never decrease towards rarer events (a map's noise can make them).
  let deepest = 0;
  const intensities = points.map((point) => (deepest = Math.max(deepest, point.depth)));
  return { exceedanceProbabilities: points.map((point) => point.probability), intensities };
}

/**
 * The coastal assessment from a configured flood map: its depths by return period, the FLOPROS
 * coastal standard defending the events below it, each flooded depth raised by the year's relative
 * sea-level rise since the present day (`riseMetres`, one per analysis year).
 */
export function floodMapAssessment(
  site: SiteHazardContext,
  design: AssetDesign,
  floodMap: FloodMapDepths,
  riseMetres: readonly number[],
  contextItems: readonly { name: string; description: string }[],
): HazardAssessment {
  const standardYears = site.coastal.protectionStandard?.returnPeriodYears ?? 1;
  const resolution = `${Math.round(floodMap.resolutionMetres)} m`;
  return {
    curves: riseMetres.map((rise) =>
      floodMapCurve({
        floodMap,
        protectionReturnPeriodYears: standardYears,
        dischargeFactor: 1,
        coefficientOfVariation: 1,
        waterRiseMetres: rise,
      }),
    ),
    vulnerability: floodVulnerability(site, design),
    intensityMeasure: 'coastal water depth above ground at the site (m)',
    projectionResponses: [],
    contextItems: [
      ...contextItems,
      {
        name: 'Flood map',
        description: `${floodMap.dataset} (${resolution}): ${floodMap.returnPeriodsYears
          .map(
            (returnPeriod, index) =>
              `${returnPeriod}-year ${(floodMap.depthsMetres[index] ?? 0).toFixed(2)} m`,
          )
          .join(', ')}`,
      },
    ],
    extraMetadata: {
      ...(site.coastal.protectionStandard?.returnPeriodYears === undefined ||
      site.coastal.protectionStandard.returnPeriodYears === null
        ? {}
        : { flood_defence_return_period: standardYears }),
      flood_map: `${floodMap.dataset}, ${resolution} resolution`,
    },
    warnings: [
      `Coastal inundation reads its depths from the configured flood map (${floodMap.dataset}, ${resolution}): the modelled curve is not used. Events below the coastal protection standard (${site.coastal.protectionStandard?.returnPeriodYears ? returnPeriodText(standardYears) : 'none known'}) flood nothing; flooded depths rise with the relative sea level.`,
    ],
  };
}
