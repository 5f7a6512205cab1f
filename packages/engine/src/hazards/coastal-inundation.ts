import { climateScenarioPathwayNames, returnPeriodText } from '@hazardscope/contracts';
import {
  fingerprintWeight,
  modelledRelativeSeaLevelTrendMillimetresPerYear,
  relativeSeaLevelRiseMetres,
} from '../climate/sea-level-path.ts';
import { returnPeriodsYears, type ExceedanceCurve } from '../return-periods.ts';
import { floodVulnerability } from '../vulnerability/flood-vulnerability.ts';
import {
  attenuatedWaterLevelPoint,
  backgroundAttenuationMetresPerKilometre,
  combinedExceedanceRate,
  combinedWaterLevelsMetres,
  cycloneSurgeCurve,
} from './coastal-water-levels.ts';
import { defendedFloodCurve } from './defended-flood-curve.ts';
import { floodMapAssessment } from './flood-map-curve.ts';
import {
  notComputed,
  type HazardAssessment,
  type HazardDiagnostics,
  type HazardModel,
} from './hazard-model.ts';
import { regionalLandSubsidence } from './regional-land-subsidence.ts';
import { levelBehindBarrierMetres, stormSurgeBarrierAt } from './storm-surge-barriers.ts';

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
 * How far below a coarse grid's cell mean the ground of a coastal site may lie (m): 10. The cell mean
 * of the embedded 5′ (~9 km) grid averages the waterfront with the land behind it and, in deltas, reads
 * low cities as high ground (Ho Chi Minh City 10 m, north Jakarta 7.9 m one cell inland, where the
 * ground is 1–4 m); global elevation models overstate coastal ground by metres even at 3″ (SRTM by
 * 3.7 m on average over US coastal lowlands and by more in dense cities, Kulp & Strauss 2019, Nat.
 * Commun. 10:4844). 10 m is the height of the low-elevation coastal zone (McGranahan, Balk &
 * Anderson 2007, Environ. Urban. 19:17): land whose grid value is within 10 m of the highest water
 * modelled may lie within its reach, and only the site's own ground can tell.
 */
const coarseGroundMarginMetres = 10;

/**
 * Coastal inundation. The present-day water level at return period T (Kirezci et al. 2020 extreme
 * total water level, which includes tide, surge and wave set-up, combined with the tropical-cyclone
 * surge of the site's wind return levels) rises with the relative sea level of the year (AR6 GMSL of
 * the scenario × Slangen fingerprints + the nearest tide gauge's vertical land motion). Defences hold the
 * FLOPROS/Tiggeloven protection standard at the present sea level: a water level below the crest
 * (the present level of the standard's return period) floods nothing; above it the site floods by
 * the water level minus its ground (defences overtopped or failed, as in the FLOPROS applications
 * of Scussolini et al. 2016 and Ward et al. 2013, Nat. Clim. Change 3:1049). Where no standard is
 * known the site is analysed undefended, an upper bound. The defences are HELD at their present
 * (2020) crest: no raising with sea level is assumed (the constant-protection reference of global
 * coastal-flood studies, Hinkel et al. 2014, PNAS 111:3292). A movable barrier (Venice's MOSE) is
 * represented by its operating rule instead. The ground must be the site's own (the user's, or a
 * fine elevation source): a coarse cell mean cannot tell whether a coastal site lies within the
 * sea's reach, so without it the hazard is 'Not Calculated' unless the cell stands more than
 * `coarseGroundMarginMetres` above the highest water modelled, one cell or more inland.
 */
export const coastalInundationModel: HazardModel = ({ site, design, scenario, years }) => {
  const { coastal, terrain } = site;
  const coastPoint = coastal.nearestWaterLevelPoint;
  const groundKnown = design.elevation !== null || terrain.elevationSource.kind !== 'embedded';
  const elevationMetres = design.elevation ?? terrain.elevationMetres;
  const contextItems = [
    {
      name: 'Distance to coast',
      description: `${terrain.distanceToCoastKilometres.toFixed(1)} km`,
    },
    {
      name: 'Ground elevation',
      description: `${elevationMetres.toFixed(1)} m (${design.elevation === null ? `${terrain.elevationSource.dataset}${groundKnown ? '' : ', a cell mean: not the ground of the site'}` : 'user value'})`,
    },
  ];
  // Land motion: inside a city whose subsidence is published (InSAR, levelling), that rate where it
  // exceeds the nearest tide gauge's AR6/FACTS background rate or no gauge lies within 50 km — a
  // gauge on a piled pier or firm ground misses the compaction of the plain around it (Manila: 5.5
  // mm/yr at the gauge, 2–4.2 cm/yr over the city, Eco et al. 2020); otherwise the gauge's rate;
  // elsewhere unknown (0 used, and the result says so).
  const gaugeSinking = coastal.verticalLandMotion?.millimetresPerYear ?? null;
  const citySinking = regionalLandSubsidence(
    site.location.latitude,
    site.location.longitude,
    scenario.climateBound,
  );
  const regionalSinking =
    citySinking !== null && (gaugeSinking === null || citySinking.millimetresPerYear > gaugeSinking)
      ? citySinking
      : null;
  const landSinking = regionalSinking?.millimetresPerYear ?? gaugeSinking ?? 0;
  // Relative sea-level rise at the site since the 1995–2014 baseline (AR6), and since the present.
  const riseSinceBaseline = (year: number) =>
    relativeSeaLevelRiseMetres(
      year,
      coastal.seaLevelFingerprints,
      landSinking,
      scenario.climateScenario,
      scenario.climateBound,
    );
  // The ground is today's, above today's mean sea level (the user's survey, a fine elevation model,
  // a flood map), and the Kirezci levels are extremes about the mean sea level of their record: both
  // are read against the present (2020) sea, so the water rises by the relative rise since 2020.
  // Counting from the 2005 baseline would sink a ground measured today a second time by the land
  // motion of 2005–2020 (0.47 m in Manila at 31 mm/yr, 1.2 m in north Jakarta at 80 mm/yr).
  const presentRiseMetres = riseSinceBaseline(defenceYear);
  const seaLevelRise = (year: number) => riseSinceBaseline(year) - presentRiseMetres;
  const floodMap = coastal.floodMap;
  if (floodMap) {
    // A configured coastal flood map is the site's own depths: it replaces the modelled curve,
    // each flooded depth raised by the relative sea-level rise since the present day.
    return floodMapAssessment(site, design, floodMap, years.map(seaLevelRise), contextItems);
  }
  if (terrain.distanceToCoastKilometres > lowElevationCoastalZoneKilometres) {
    return notComputed(
      `Site more than ${lowElevationCoastalZoneKilometres} km from the coast`,
      intensityMeasure,
      contextItems,
    );
  }
  if (coastPoint === null)
    return notComputed(
      'No coastal water-level point (Kirezci et al. 2020) within 100 km of the site',
      intensityMeasure,
      contextItems,
    );

  // The coastal level lowered over the land between the shore and the site, as the surge is.
  const point = attenuatedWaterLevelPoint(coastPoint, terrain.distanceToCoastKilometres);
  const attenuationMetres = coastPoint.returnLevel100YearMetres - point.returnLevel100YearMetres;
  const surgeCurve = cycloneSurgeCurve(site.tropicalCyclone, terrain.distanceToCoastKilometres);
  const presentLevels = combinedWaterLevelsMetres(point, surgeCurve, returnPeriodsYears);

  const barrier = stormSurgeBarrierAt(site.location.latitude, site.location.longitude);
  const standardYears =
    barrier === null ? (coastal.protectionStandard?.returnPeriodYears ?? null) : null;
  const highestModelledMetres = Math.max(
    ...years.map((year) => Math.max(...presentLevels) + seaLevelRise(year)),
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
            // The gauge records its own land motion, so the check uses the gauge's rate.
            gaugeSinking ?? landSinking,
          ),
        };
  // What the sea and the defences do at the site whatever its ground: reported even when the
  // ground is unknown and the depths are Not Calculated.
  const seaAndDefenceDiagnostics: HazardDiagnostics = {
    ...(standardYears === null ? {} : { coastalProtectionReturnPeriodYears: standardYears }),
    relativeSeaLevelRiseMillimetresPerYear:
      (seaLevelRise(defenceYear + 1) - seaLevelRise(defenceYear)) * 1000,
    ...(gaugeRecordTrend === null
      ? {}
      : {
          relativeSeaLevelTrendOverGaugeRecordMillimetresPerYear:
            gaugeRecordTrend.modelledMillimetresPerYear,
        }),
  };
  if (!groundKnown) {
    const cellKilometres = terrain.elevationSource.cellKilometres ?? Number.POSITIVE_INFINITY;
    const clearlyAbove =
      terrain.distanceToCoastKilometres >= cellKilometres &&
      terrain.elevationMetres > highestModelledMetres + coarseGroundMarginMetres;
    if (!clearlyAbove)
      return unknownGroundAssessment({
        presentLevels,
        seaLevelRise,
        years,
        gridMetres: terrain.elevationMetres,
        dataset: terrain.elevationSource.dataset,
        distanceKilometres: terrain.distanceToCoastKilometres,
        highestModelledMetres,
        contextItems,
        diagnostics: seaAndDefenceDiagnostics,
      });
  }
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
    const levelsMetres = presentLevels.map((level) =>
      barrier === null ? level + rise : levelBehindBarrierMetres(barrier, level + rise),
    );
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
  if (!groundKnown) {
    warnings.push(
      `Coastal inundation is 0 without the site's ground: the embedded elevation (${terrain.elevationSource.dataset}) gives ${terrain.elevationMetres.toFixed(1)} m, a cell mean ${terrain.distanceToCoastKilometres.toFixed(0)} km from the coast that stands more than ${coarseGroundMarginMetres} m above the highest water modelled (${highestModelledMetres.toFixed(2)} m above mean sea level). Enter the site's ground elevation in the Settings tab if it is lower.`,
    );
  }
  if (barrier !== null) {
    warnings.push(
      `Coastal inundation: the site lies behind the ${barrier.name}. Outside levels between ${barrier.closureLevelMetres.toFixed(2)} m and ${barrier.designLevelMetres.toFixed(2)} m above mean sea level are held at ${barrier.closureLevelMetres.toFixed(2)} m (the closure level); higher levels overtop it. The barrier is taken to close every time it is needed, to its present operating rule, in every year.`,
    );
  } else if (standardYears !== null) {
    warnings.push(
      `Coastal inundation: the defences are held at their present (${defenceYear}) height in every year — no raising with sea level is assumed (constant protection, Hinkel et al. 2014), so their standard erodes as the sea rises. Where they are raised, later years are overstated.`,
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
  if (standardYears === null && barrier === null) {
    warnings.push(
      coastal.protectionStandard === null
        ? 'Coastal inundation: no FLOPROS coastal protection point within 50 km; the site is analysed as undefended, an upper bound.'
        : 'Coastal inundation: FLOPROS gives no protection standard at the nearest coastline point; the site is analysed as undefended, an upper bound.',
    );
  }
  if (regionalSinking !== null) {
    warnings.push(
      `Coastal inundation: the land motion is the published subsidence of ${regionalSinking.place}, ${regionalSinking.millimetresPerYear} mm/yr (${regionalSinking.source}), taken as constant to 2100${gaugeSinking === null ? ' (no tide gauge within 50 km)' : `, in place of the ${gaugeSinking.toFixed(1)} mm/yr of the tide gauge ${coastal.verticalLandMotion?.distanceKilometres.toFixed(0) ?? ''} km away, which misses the compaction of the plain around it`}. Subsidence varies street by street and slows where groundwater pumping is stopped.`,
    );
  } else if (gaugeSinking === null) {
    warnings.push(
      'Coastal inundation: vertical land motion UNKNOWN — no tide gauge within 50 km and no published subsidence rate for this place, so 0 is used. Where the ground subsides (river deltas, cities drawing groundwater: parts of Jakarta sink by up to 25 cm a year), relative sea level rises faster than shown.',
    );
  }
  if (attenuationMetres > 0) {
    warnings.push(
      `Coastal inundation: the site is ${terrain.distanceToCoastKilometres.toFixed(1)} km from the shore, so the coastal extreme water level is lowered by ${attenuationMetres.toFixed(2)} m (${backgroundAttenuationMetresPerKilometre} m per km over land, the mean of the US Army Corps of Engineers’ 1963 rule, the lowest of the published rules; global flood maps use up to 0.5 m per km). Water carried up a tidal river or canal may lose less and reach higher; over wide marsh or mangrove it loses more.`,
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
      description: `${coastPoint.returnLevel100YearMetres.toFixed(2)} m above mean sea level at the coast, ${coastPoint.distanceKilometres.toFixed(0)} km away${attenuationMetres > 0 ? `; ${point.returnLevel100YearMetres.toFixed(2)} m at the site after ${attenuationMetres.toFixed(2)} m of attenuation over ${terrain.distanceToCoastKilometres.toFixed(1)} km of land` : ''}`,
    },
    {
      name: '100-year water level with cyclone surge, present day',
      description: `${presentLevels[returnPeriodsYears.indexOf(100)]!.toFixed(2)} m above mean sea level`,
    },
    barrier === null
      ? {
          name: 'Coastal protection standard (FLOPROS)',
          description:
            standardYears === null
              ? 'none known'
              : `${returnPeriodText(standardYears)}, held at its ${defenceYear} crest in every year (no raising assumed)`,
        }
      : { name: 'Storm-surge barrier', description: barrier.source },
    {
      name: 'Vertical land motion',
      description:
        regionalSinking !== null
          ? `${landSinking.toFixed(1)} mm/yr (sinking), ${regionalSinking.source}${gaugeSinking === null ? '' : `; the tide gauge ${coastal.verticalLandMotion?.distanceKilometres.toFixed(0) ?? ''} km away gives ${gaugeSinking.toFixed(1)} mm/yr (AR6/FACTS)`}`
          : coastal.verticalLandMotion === null
            ? 'unknown: no tide gauge within 50 km and no published regional rate (0 used)'
            : `${landSinking.toFixed(1)} mm/yr (${landSinking >= 0 ? 'sinking' : 'rising'}), tide gauge ${coastal.verticalLandMotion.distanceKilometres.toFixed(0)} km away (AR6/FACTS)`,
    },
    {
      name: 'Relative sea-level rise by 2100',
      description: `${riseSinceBaseline(2100).toFixed(2)} m above 1995–2014 (AR6 ${climateScenarioPathwayNames[scenario.climateScenario]}${scenario.climateBound === 'central' ? '' : `, ${scenario.climateBound} end of the likely range`}, local factor ${fingerprintWeight(coastal.seaLevelFingerprints).toFixed(2)})`,
    },
  );
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
    },
    diagnostics: {
      ...seaAndDefenceDiagnostics,
      // The present-day probability that water reaches the ground at all: comparable with flood
      // insurance claim frequencies.
      annualDamageProbability: annualProbabilityAbove(curves[0]),
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

/** The annual probability that the depth of a curve exceeds 0 (log-linear between its points). */
function annualProbabilityAbove(curve: ExceedanceCurve | undefined): number {
  if (curve === undefined) return 0;
  let probability = 0;
  curve.intensities.forEach((depth, index) => {
    if (depth > 0) probability = Math.max(probability, curve.exceedanceProbabilities[index] ?? 0);
  });
  return probability;
}

/**
 * 'Not Calculated' for a coastal site whose ground the data cannot resolve, with what the ground
 * would need to clear: the water levels of the curve today and in later years, so that the user can
 * set a known ground against them. No rating or value at risk rests on an assumed ground.
 */
function unknownGroundAssessment(input: {
  presentLevels: readonly number[];
  seaLevelRise: (year: number) => number;
  years: readonly number[];
  gridMetres: number;
  dataset: string;
  distanceKilometres: number;
  highestModelledMetres: number;
  contextItems: HazardAssessment['contextItems'];
  /** What does not depend on the ground (sea-level rate, protection standard), still reported. */
  diagnostics: HazardDiagnostics;
}): HazardAssessment {
  const { presentLevels, seaLevelRise, years, gridMetres, dataset, distanceKilometres } = input;
  const levelAt = (returnPeriod: number, year: number) =>
    (presentLevels[(returnPeriodsYears as readonly number[]).indexOf(returnPeriod)] ?? Number.NaN) +
    seaLevelRise(year);
  const laterYears = [2050, 2100].filter((year) => years.includes(year));
  const levelText = (year: number) =>
    `${year}: ${[2, 10, 100, 1000].map((returnPeriod) => `${returnPeriod}-year ${levelAt(returnPeriod, year).toFixed(2)} m`).join(', ')}`;
  const levels = [defenceYear, ...laterYears].map(levelText).join('; ');
  const reason = `Ground height unknown: the embedded elevation (${dataset}) is a cell mean of ${gridMetres.toFixed(1)} m, ${distanceKilometres.toFixed(1)} km from the coast, which cannot tell whether the site lies within the reach of the sea (up to ${input.highestModelledMetres.toFixed(2)} m above mean sea level modelled here). Enter the site's ground elevation in Settings to calculate coastal inundation.`;
  return {
    ...notComputed(reason, intensityMeasure, [
      ...input.contextItems,
      {
        name: 'Still-water levels the ground must clear (m above mean sea level, before defences)',
        description: levels,
      },
    ]),
    warnings: [
      `Coastal inundation is Not Calculated: the ground of a coastal site cannot be read from the ${dataset} elevation (${gridMetres.toFixed(1)} m is a cell mean; coastal cities in deltas read 8–11 m where their ground is 1–4 m, and plateaus by the shore read low). A ground below a level floods about that often before defences: ${levels}. Enter the ground elevation and floor height in the Settings tab for a result.`,
    ],
    diagnostics: input.diagnostics,
    extraMetadata: {
      data_limitation: `Coastal inundation needs the site's ground elevation: the embedded grid's ${gridMetres.toFixed(1)} m is a cell mean that cannot resolve a coastal site's ground, so no value is given rather than one resting on an assumed ground.`,
    },
  };
}
