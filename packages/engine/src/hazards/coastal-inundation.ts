import { climateScenarioPathwayNames, returnPeriodText } from '@hazardscope/contracts';
import {
  fingerprintWeight,
  modelledRelativeSeaLevelTrendMillimetresPerYear,
  relativeSeaLevelRiseMetres,
} from '../climate/sea-level-path.ts';
import { returnPeriodsYears } from '../return-periods.ts';
import { floodVulnerability } from '../vulnerability/flood-vulnerability.ts';
import {
  combinedExceedanceRate,
  combinedWaterLevelsMetres,
  cycloneSurgeCurve,
} from './coastal-water-levels.ts';
import { defendedFloodCurve } from './defended-flood-curve.ts';
import { floodMapAssessment } from './flood-map-curve.ts';
import { notComputed, type HazardModel } from './hazard-model.ts';

const intensityMeasure = 'coastal water depth above ground at the site (m)';

/**
 * Sites farther from the coast than this are not assessed (km): the low-elevation coastal zone of
 * McGranahan, Balk & Anderson 2007 (Environ. Urban. 19:17) is land below 10 m connected to the sea;
 * estuaries and polders carry the sea tens of km inland, and 50 km stands in for that hydraulic
 * connection, which the embedded data cannot trace. Within it every site is computed, whatever its
 * embedded elevation, so that a zero means the water stays below the ground used.
 */
const lowElevationCoastalZoneKilometres = 50;

/** Analysis year at which the defences are taken to hold their standard (the present day). */
const defenceYear = 2020;

/**
 * Ground height of a coastal site (m) when the only height known is a coarse grid's cell mean.
 * A cell mean says nothing of the ground between the coastline and about one cell inland (a 5′
 * ETOPO5 cell by the shore averages the waterfront with the hills behind it: Tampa 11.4 m, the
 * Cairns Esplanade 6 m, Helsinki's Market Square 3 m). There the one other height known is the
 * shoreline's own: the GSHHG coastline (World Vector Shoreline) is the high-water line, the reach
 * of the regular high tides, taken at the Kirezci et al. 2020 threshold u — the water level
 * exceeded λ ≈ 10–30 times a year at the nearest point. The ground is interpolated linearly between
 * the shoreline (u at 0 km) and the grid value one cell inland, the coastline serving as a known
 * height just as global elevation compilations use it when merging land and sea (Amante & Eakins
 * 2009, ETOPO1, NOAA Tech. Memo. NESDIS NGDC-24). Only ever lowers the grid value; a screening
 * estimate that cannot see a cliff or a seawall, and the result says so.
 */
export function coastalGroundMetres(
  gridElevationMetres: number,
  cellKilometres: number | undefined,
  distanceToCoastKilometres: number,
  shorelineMetres: number,
): number {
  if (
    cellKilometres === undefined ||
    distanceToCoastKilometres >= cellKilometres ||
    gridElevationMetres <= shorelineMetres
  )
    return gridElevationMetres;
  return (
    shorelineMetres +
    ((gridElevationMetres - shorelineMetres) * distanceToCoastKilometres) / cellKilometres
  );
}

/**
 * Coastal inundation. The present-day water level at return period T (Kirezci et al. 2020 extreme
 * total water level, which includes tide, surge and wave set-up, combined with the tropical-cyclone
 * surge of the site's wind return levels) rises with the relative sea level of the year (AR6 GMSL of
 * the scenario × Slangen fingerprints + the nearest tide gauge's vertical land motion). Defences hold the
 * FLOPROS/Tiggeloven protection standard at the present sea level: a water level below the crest
 * (the present level of the standard's return period) floods nothing; above it the site floods by
 * the water level minus its ground (defences overtopped or failed, as in the FLOPROS applications
 * of Scussolini et al. 2016 and Ward et al. 2013, Nat. Clim. Change 3:1049). Where no standard is
 * known the site is analysed undefended, an upper bound.
 */
export const coastalInundationModel: HazardModel = ({ site, design, scenario, years }) => {
  const { coastal, terrain } = site;
  const point = coastal.nearestWaterLevelPoint;
  const embeddedGround = design.elevation === null && terrain.elevationSource.kind === 'embedded';
  const elevationMetres =
    design.elevation ??
    (point === null
      ? terrain.elevationMetres
      : coastalGroundMetres(
          terrain.elevationMetres,
          terrain.elevationSource.cellKilometres,
          terrain.distanceToCoastKilometres,
          point.thresholdMetres,
        ));
  const groundFromShoreline =
    design.elevation === null && elevationMetres < terrain.elevationMetres;
  const contextItems = [
    {
      name: 'Distance to coast',
      description: `${terrain.distanceToCoastKilometres.toFixed(1)} km`,
    },
    {
      name: 'Ground elevation',
      description: `${elevationMetres.toFixed(1)} m (${design.elevation === null ? terrain.elevationSource.dataset : 'user value'}${groundFromShoreline ? `, interpolated from the shoreline to the grid's ${terrain.elevationMetres.toFixed(1)} m one cell inland` : ''})`,
    },
  ];
  const floodMap = coastal.floodMap;
  if (floodMap) {
    // A configured coastal flood map is the site's own depths: it replaces the modelled curve,
    // each flooded depth raised by the relative sea-level rise since the present day.
    const sinking = coastal.verticalLandMotion?.millimetresPerYear ?? 0;
    const riseSince = (year: number) =>
      relativeSeaLevelRiseMetres(
        year,
        coastal.seaLevelFingerprints,
        sinking,
        scenario.climateScenario,
        scenario.climateBound,
      ) -
      relativeSeaLevelRiseMetres(
        defenceYear,
        coastal.seaLevelFingerprints,
        sinking,
        scenario.climateScenario,
        scenario.climateBound,
      );
    return floodMapAssessment(site, design, floodMap, years.map(riseSince), contextItems);
  }
  if (terrain.distanceToCoastKilometres > lowElevationCoastalZoneKilometres) {
    return notComputed(
      `Site more than ${lowElevationCoastalZoneKilometres} km from the coast`,
      intensityMeasure,
      contextItems,
    );
  }
  if (point === null)
    return notComputed(
      'No coastal water-level point (Kirezci et al. 2020) within 100 km of the site',
      intensityMeasure,
      contextItems,
    );

  const surgeCurve = cycloneSurgeCurve(site.tropicalCyclone, terrain.distanceToCoastKilometres);
  const presentLevels = combinedWaterLevelsMetres(point, surgeCurve, returnPeriodsYears);
  const landSinking = coastal.verticalLandMotion?.millimetresPerYear ?? 0;
  const seaLevelRise = (year: number) =>
    relativeSeaLevelRiseMetres(
      year,
      coastal.seaLevelFingerprints,
      landSinking,
      scenario.climateScenario,
      scenario.climateBound,
    );

  const standardYears = coastal.protectionStandard?.returnPeriodYears ?? null;
  const crestMetres =
    standardYears === null
      ? Number.NEGATIVE_INFINITY
      : combinedWaterLevelsMetres(point, surgeCurve, [standardYears])[0]! +
        seaLevelRise(defenceYear);

  // A level below the crest floods nothing; the curve steps to the crest's depth at the crest's own
  // exceedance probability this year (defendedFloodCurve). Where the standard is rarer than the
  // last return period, that step is the tail: the events beyond the standard, which overtop it.
  let highestWaterMetres = Number.NEGATIVE_INFINITY;
  // Years whose every modelled water level stays below the ground: their 0 is the still-water
  // model's, blind to waves running up above it.
  const dryYears: number[] = [];
  const curves = years.map((year) => {
    const rise = seaLevelRise(year);
    const levelsMetres = presentLevels.map((level) => level + rise);
    if (levelsMetres.every((level) => level <= elevationMetres)) dryYears.push(year);
    for (const level of levelsMetres) highestWaterMetres = Math.max(highestWaterMetres, level);
    return defendedFloodCurve({
      levelsMetres,
      groundMetres: elevationMetres,
      crestMetres,
      crestExceedanceProbability:
        standardYears === null ? 1 : combinedExceedanceRate(point, surgeCurve, crestMetres - rise),
    });
  });

  const warnings: string[] = [];
  if (embeddedGround) {
    warnings.push(
      `Coastal inundation — ground height unknown: the embedded elevation (${terrain.elevationSource.dataset}) cannot resolve the ground of a coastal site, and the result assumes ${elevationMetres.toFixed(1)} m${groundFromShoreline ? ` (interpolated between the shoreline's high-water level and the grid's ${terrain.elevationMetres.toFixed(1)} m one cell inland)` : ''}. Enter the site's ground elevation and the floor height in the Settings tab of the customisation panel for a reliable result.`,
    );
  }
  if (highestWaterMetres <= elevationMetres) {
    warnings.push(
      `Coastal inundation is 0 because the highest water level modelled (${highestWaterMetres.toFixed(2)} m above mean sea level: the 1000-year level of the worst year) stays below the ground used (${elevationMetres.toFixed(1)} m). The levels are still-water levels (tide, surge, wave set-up): wave run-up and overtopping, which flood atolls and exposed shores above them, are not modelled, so this 0 may only mean the embedded data cannot see the waves.`,
    );
  } else if (dryYears.length > 0) {
    warnings.push(
      `Coastal inundation is 0 in ${yearList(dryYears, years)}: the water levels modelled for ${dryYears.length === 1 ? 'that year' : 'those years'} (up to the 1000-year level) stay below the ground used (${elevationMetres.toFixed(1)} m) until sea level rises further. The levels are still-water levels (tide, surge, wave set-up): wave run-up and overtopping, which flood atolls and exposed shores above them, are not modelled, so those zeros may only mean the embedded data cannot see the waves.`,
    );
  }
  if (standardYears === null) {
    warnings.push(
      coastal.protectionStandard === null
        ? 'Coastal inundation: no FLOPROS coastal protection point within 50 km; the site is analysed as undefended, an upper bound.'
        : 'Coastal inundation: FLOPROS gives no protection standard at the nearest coastline point; the site is analysed as undefended, an upper bound.',
    );
  }
  if (coastal.verticalLandMotion === null) {
    warnings.push(
      'Coastal inundation: no tide gauge within 50 km, so vertical land motion is not included. Where the ground subsides (river deltas, cities drawing groundwater: parts of Jakarta sink by up to 25 cm a year), relative sea level rises faster than shown.',
    );
  }
  if (surgeCurve.some((entry) => entry.surgeMetres > 0)) {
    warnings.push(
      'Coastal inundation: tropical-cyclone surge comes from the site’s cyclone wind return levels through a linear wind–surge relation fitted to US SLOSH runs (Xu 2010); it ignores the shape of the sea bed and the storm’s size and track, so it is indicative.',
    );
  }
  if (coastal.seaLevelFingerprints === null) {
    warnings.push(
      'Coastal inundation: no sea-level fingerprint at this site; global mean sea-level rise used.',
    );
  }

  contextItems.push(
    {
      name: '100-year extreme water level (Kirezci et al. 2020)',
      description: `${point.returnLevel100YearMetres.toFixed(2)} m above mean sea level, ${point.distanceKilometres.toFixed(0)} km away`,
    },
    {
      name: '100-year water level with cyclone surge, present day',
      description: `${presentLevels[returnPeriodsYears.indexOf(100)]!.toFixed(2)} m above mean sea level`,
    },
    {
      name: 'Coastal protection standard (FLOPROS)',
      description: standardYears === null ? 'none known' : returnPeriodText(standardYears),
    },
    {
      name: 'Vertical land motion',
      description:
        coastal.verticalLandMotion === null
          ? 'no tide gauge within 50 km'
          : `${landSinking.toFixed(1)} mm/yr (${landSinking >= 0 ? 'sinking' : 'rising'}), tide gauge ${coastal.verticalLandMotion.distanceKilometres.toFixed(0)} km away (AR6/FACTS)`,
    },
    {
      name: 'Relative sea-level rise by 2100',
      description: `${seaLevelRise(2100).toFixed(2)} m above 1995–2014 (AR6 ${climateScenarioPathwayNames[scenario.climateScenario]}${scenario.climateBound === 'central' ? '' : `, ${scenario.climateBound} end of the likely range`}, local factor ${fingerprintWeight(coastal.seaLevelFingerprints).toFixed(2)})`,
    },
  );
  // The model's own trend over the gauge's years (observed global rise, fingerprints, land motion)
  // beside the observed one: the check of the ingredients the projections rest on.
  const gaugeRecordTrend =
    coastal.tideGaugeTrend === null
      ? null
      : {
          ...coastal.tideGaugeTrend,
          modelledMillimetresPerYear: modelledRelativeSeaLevelTrendMillimetresPerYear(
            coastal.tideGaugeTrend.firstYear,
            coastal.tideGaugeTrend.lastYear,
            coastal.seaLevelFingerprints,
            landSinking,
          ),
        };
  if (gaugeRecordTrend !== null) {
    contextItems.push({
      name: 'Observed relative sea-level trend (NOAA)',
      description: `${gaugeRecordTrend.trendMillimetresPerYear.toFixed(2)} mm/yr over ${gaugeRecordTrend.firstYear}–${gaugeRecordTrend.lastYear}, tide gauge ${gaugeRecordTrend.distanceKilometres.toFixed(0)} km away; the model gives ${gaugeRecordTrend.modelledMillimetresPerYear.toFixed(2)} mm/yr over the same years (AR6 observed global rise × local factor + land motion)`,
    });
  }
  return {
    curves,
    vulnerability: floodVulnerability(site, design),
    intensityMeasure,
    projectionResponses: [],
    projectionDatasetIds: ['ar6-sea-level-ssp585'],
    contextItems,
    extraMetadata: {
      ...(standardYears === null ? {} : { flood_defence_return_period: standardYears }),
      // Within one elevation cell of the shore the cell mixes shore and inland ground, and the data
      // cannot tell the site's own height; farther inland the cell is inland ground throughout.
      ...(embeddedGround &&
      terrain.distanceToCoastKilometres < (terrain.elevationSource.cellKilometres ?? Infinity)
        ? {
            data_limitation: `The embedded elevation grid cannot resolve the ground height of a coastal site, so the result rests on an assumed ground of ${elevationMetres.toFixed(1)} m: where the ground is lower, the risk is understated. Enter the site's ground elevation and floor height in Settings.`,
          }
        : {}),
    },
    diagnostics: {
      ...(standardYears === null ? {} : { coastalProtectionReturnPeriodYears: standardYears }),
      relativeSeaLevelRiseMillimetresPerYear:
        (seaLevelRise(defenceYear + 1) - seaLevelRise(defenceYear)) * 1000,
      ...(gaugeRecordTrend === null
        ? {}
        : {
            relativeSeaLevelTrendOverGaugeRecordMillimetresPerYear:
              gaugeRecordTrend.modelledMillimetresPerYear,
          }),
    },
    warnings,
  };
};

/** The years as a range when they are the first consecutive years analysed, else listed. */
function yearList(selected: readonly number[], analysed: readonly number[]): string {
  const first = selected[0];
  const last = selected.at(-1);
  const isLeadingRun =
    selected.length > 2 && selected.every((year, index) => analysed[index] === year);
  return isLeadingRun && first !== undefined && last !== undefined
    ? `${first}–${last}`
    : selected.join(', ');
}
