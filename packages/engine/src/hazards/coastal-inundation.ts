import { fingerprintWeight, globalMeanSeaLevelRiseMetres } from '../climate/sea-level-path.ts';
import { returnPeriodsYears, standardExceedanceProbabilities } from '../return-periods.ts';
import { gumbelReducedVariate } from '../statistics/gumbel.ts';
import { floodVulnerability } from '../vulnerability/flood-vulnerability.ts';
import { notComputed, type HazardModel } from './hazard-model.ts';

const intensityMeasure = 'coastal water depth above ground at the site (m)';

/** Sites farther inland than this get no coastal inundation (km), unless in the low-elevation coastal zone. */
export const coastalZoneKilometres = 10;

/**
 * Low-elevation coastal zone: land below 10 m within 50 km of the coast is also assessed, since
 * estuaries and polders carry the sea far inland (the LECZ of McGranahan, Balk & Anderson 2007,
 * Environ. Urban. 19:17, defines it by the 10 m contour; the 50 km limit stands in for its
 * hydraulic connection to the sea, which the embedded data cannot trace).
 */
export const lowElevationCoastalZoneMetres = 10;
export const lowElevationCoastalZoneKilometres = 50;

/**
 * Return period of the present-day coastal water level a site below it is taken to be defended
 * against (years): 100. Land below the present 100-year water level is only inhabited behind
 * defences (dikes, sea walls); with no defence map embedded, the protection is the present 100-year
 * total water level (the EU Floods Directive medium probability; FLOPROS coastal standards range
 * from 10 to 10 000 years, Scussolini et al. 2016). Water above the crest floods the site by its
 * excess; sea-level rise erodes the protection. Higher ground protects itself.
 */
export const coastalProtectionReturnPeriodYears = 100;

const reducedVariate100Year = gumbelReducedVariate(100);

/**
 * Episodic extreme sea level (surge + waves) at return period T (m), from the JRC 100-year value
 * ESL₁₀₀ (Vousdoukas et al. 2018) spread with a Gumbel distribution whose location is ESL₁₀₀/2 and
 * scale ESL₁₀₀/(2·y₁₀₀): ESL_T = ESL₁₀₀·(½ + y_T/(2·y₁₀₀)). A stated assumption (only the 100-year
 * value is embedded); for ESL₁₀₀ = 1–2 m it gives Gumbel scales of 0.11–0.22 m, the range of
 * tide-gauge fits (Hunter 2012, Climatic Change 113:239).
 */
export function episodicSeaLevelMetres(
  episodic100YearMetres: number,
  returnPeriodYears: number,
): number {
  return (
    episodic100YearMetres *
    (0.5 + gumbelReducedVariate(returnPeriodYears) / (2 * reducedVariate100Year))
  );
}

/**
 * Coastal inundation: water level at return period T in year y =
 *   TWL₁₀₀ − ESL₁₀₀ + ESL_T + RSL(y) + wave setup,
 * (JRC total water level with its episodic part spread over return periods, AR6 regional sea-level
 * rise, the scenario's extra wave setup), minus the higher of the ground elevation (the user's when
 * given) and the present 100-year level (the assumed defence of land below it).
 */
export const coastalInundationModel: HazardModel = ({ site, design, scenario, years }) => {
  const point = site.coastal.nearestWaterLevelPoint;
  const elevationMetres = design.elevation ?? site.terrain.elevationMetres;
  const contextItems = [
    {
      name: 'Distance to coast',
      description: `${site.terrain.distanceToCoastKilometres.toFixed(1)} km`,
    },
    {
      name: 'Ground elevation',
      description: `${elevationMetres.toFixed(1)} m (${design.elevation === null ? site.terrain.elevationSource.dataset : 'user value'})`,
    },
  ];
  const distance = site.terrain.distanceToCoastKilometres;
  const inLowElevationCoastalZone =
    distance <= lowElevationCoastalZoneKilometres &&
    elevationMetres < lowElevationCoastalZoneMetres;
  if (distance > coastalZoneKilometres && !inLowElevationCoastalZone) {
    return notComputed(
      distance > lowElevationCoastalZoneKilometres
        ? `Site more than ${lowElevationCoastalZoneKilometres} km from the coast`
        : `Site more than ${coastalZoneKilometres} km from the coast and ${lowElevationCoastalZoneMetres} m or more above sea level`,
      intensityMeasure,
      contextItems,
    );
  }
  if (point === null)
    return notComputed(
      'No coastal water-level point within 100 km of the site',
      intensityMeasure,
      contextItems,
    );
  const episodic100 = point.episodicExtremeSeaLevel100YearMetres.p50;
  const stillWaterMetres = point.totalWaterLevel100YearMetres.p50 - episodic100;
  const episodicByReturnPeriod = returnPeriodsYears.map((returnPeriod) =>
    episodicSeaLevelMetres(episodic100, returnPeriod),
  );
  const waveSetupMetres = scenario.waveSetup / 100;
  const localRisePerGlobalRise = fingerprintWeight(site.coastal.seaLevelFingerprints);
  // Present-day (2020) 100-year water level: the crest of the assumed defence of low ground.
  const protectionLevelMetres =
    stillWaterMetres +
    episodicSeaLevelMetres(episodic100, coastalProtectionReturnPeriodYears) +
    globalMeanSeaLevelRiseMetres(2020) * localRisePerGlobalRise +
    waveSetupMetres;
  const protectedGroundMetres = Math.max(elevationMetres, protectionLevelMetres);
  const curves = years.map((year) => {
    const seaLevelRise = globalMeanSeaLevelRiseMetres(year) * localRisePerGlobalRise;
    return {
      exceedanceProbabilities: standardExceedanceProbabilities,
      intensities: episodicByReturnPeriod.map((episodic) =>
        Math.max(
          0,
          stillWaterMetres + episodic + seaLevelRise + waveSetupMetres - protectedGroundMetres,
        ),
      ),
    };
  });
  const warnings: string[] = [];
  if (protectionLevelMetres > elevationMetres) {
    warnings.push(
      `Coastal inundation: the ground lies below the present ${coastalProtectionReturnPeriodYears}-year sea level; it is taken to be defended to that level, and the water above it floods the site.`,
    );
  }
  if (design.elevation === null && site.terrain.elevationSource.kind === 'embedded') {
    warnings.push(
      `Coastal inundation uses the ground elevation of ${site.terrain.elevationSource.dataset}, too coarse on a coast; enter the site's own elevation for a reliable result.`,
    );
  }
  if (site.coastal.seaLevelFingerprints === null) {
    warnings.push(
      'Coastal inundation: no sea-level fingerprint at this site; global mean sea-level rise used.',
    );
  }
  contextItems.push({
    name: '100-year total water level',
    description: `${point.totalWaterLevel100YearMetres.p50.toFixed(2)} m above mean sea level`,
  });
  return {
    curves,
    vulnerability: floodVulnerability(site, design),
    intensityMeasure,
    projectionResponses: [],
    projectionDatasetIds: ['ar6-sea-level-ssp585'],
    contextItems,
    warnings,
  };
};
