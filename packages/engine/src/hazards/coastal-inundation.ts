import { fingerprintWeight, globalMeanSeaLevelRiseMetres } from '../climate/sea-level-path.ts';
import { returnPeriodsYears, standardExceedanceProbabilities } from '../return-periods.ts';
import { gumbelReducedVariate } from '../statistics/gumbel.ts';
import { floodVulnerability } from '../vulnerability/flood-vulnerability.ts';
import { notComputed, type HazardModel } from './hazard-model.ts';

const intensityMeasure = 'coastal water depth above ground at the site (m)';

/** Sites farther inland than this get no coastal inundation (km). */
export const coastalZoneKilometres = 10;

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
 * rise, the scenario's extra wave setup), minus the ground elevation (the user's when given).
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
  if (site.terrain.distanceToCoastKilometres > coastalZoneKilometres) {
    return notComputed(
      `Site more than ${coastalZoneKilometres} km from the coast`,
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
  const curves = years.map((year) => {
    const seaLevelRise = globalMeanSeaLevelRiseMetres(year) * localRisePerGlobalRise;
    return {
      exceedanceProbabilities: standardExceedanceProbabilities,
      intensities: episodicByReturnPeriod.map((episodic) =>
        Math.max(0, stillWaterMetres + episodic + seaLevelRise + waveSetupMetres - elevationMetres),
      ),
    };
  });
  const warnings: string[] = [];
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
