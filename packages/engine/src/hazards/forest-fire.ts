import { changeAlongPath } from '../climate/warming-response.ts';
import { notComputed, scaledVulnerability, type HazardModel } from './hazard-model.ts';
import { interfaceHomeLossRateFor } from './interface-home-loss-rates.ts';

const intensityMeasure =
  'Fire Weather Index on a fire reaching the site (unitless), at its annual probability';

/**
 * BIOME4 classes (Beyer et al. 2020 legend) without burnable fuel: water, desert, the sparsest
 * tundras (prostrate shrub; cushion forb, lichen and moss), barren and ice. Every other class carries vegetation that burns
 * (Archibald et al. 2013, PNAS 110:6442, global pyromes).
 */
const unburnableBiomes = new Set([0, 21, 25, 26, 27, 28]);

/**
 * Baseline number of SPI-6 droughts per decade: 3.67, the median over the 46 AR6 land regions of
 * the 1995–2014 CMIP6 values (AR6 WGI Fig. S12.3 data, `ssp585_hist`). SPI is standardised, so the
 * baseline frequency varies little between places.
 */
const baselineDroughtsPerDecade = 3.67;

/**
 * House loss against distance from the bushland edge (Chen & McAneney 2004, Geophys. Res. Lett. 31,
 * L12212, from the Duffy 2003 and Como–Jannali 1994 fires): the probability that a home is destroyed
 * when a fire reaches the interface is about 60 % at the forest edge and falls linearly with
 * distance to zero at about 700 m, the greatest distance at which homes were typically destroyed.
 */
const edgeHomeDestructionProbability = 0.6;
const destructionReachKilometres = 0.7;

/** Probability that a home at `distanceKilometres` inside the edge is destroyed when a fire reaches it. */
export function homeDestructionProbabilityAtDistance(distanceKilometres: number): number {
  if (distanceKilometres <= 0) return edgeHomeDestructionProbability;
  return (
    edgeHomeDestructionProbability *
    Math.max(0, 1 - distanceKilometres / destructionReachKilometres)
  );
}

/**
 * Annual frequency with which a destructive fire reaches a stretch of interface: the jurisdiction's
 * published interface home-loss rate (homes destroyed per year ÷ interface homes; see
 * `interface-home-loss-rates.ts`) divided by the mean destruction probability over a band of homes
 * spread evenly from the edge to the 700 m reach (0.3), so that the band's mean loss rate is the
 * published one (Australia: 1 in 6,500 ⇒ 1 in 1,950 a year).
 */
export function destructiveFireFrequencyPerYear(
  interfaceHomeLossProbabilityPerYear: number,
): number {
  return interfaceHomeLossProbabilityPerYear / (edgeHomeDestructionProbability / 2);
}

/**
 * Positional uncertainty of a mapped urban edge (km): the Natural Earth 1:50m urban areas are
 * MODIS 500 m land cover (Schneider et al. 2003) generalised to small scale; the edge is taken as
 * anywhere within ±1.7 km of where it is drawn. With the 0.7 km reach, a home more than 2.4 km inside
 * the mapped edge — the interface width of Radeloff et al. 2005 — is out of reach, as before.
 */
const urbanEdgeUncertaintyKilometres = 1.7;

/**
 * Mean destruction probability of a home whose mapped distance inside the wildland edge is
 * `mappedDistanceKilometres` (0 or less: outside the urban area, among burnable land), the true
 * distance taken as uniform within ± the edge's uncertainty (midpoint rule, 64 steps).
 */
export function expectedHomeDestructionProbability(mappedDistanceKilometres: number): number {
  if (mappedDistanceKilometres <= 0) return edgeHomeDestructionProbability;
  const steps = 64;
  const width = 2 * urbanEdgeUncertaintyKilometres;
  let sum = 0;
  for (let step = 0; step < steps; step += 1) {
    const distance =
      mappedDistanceKilometres - urbanEdgeUncertaintyKilometres + ((step + 0.5) * width) / steps;
    sum += homeDestructionProbabilityAtDistance(distance);
  }
  return sum / steps;
}

/**
 * Annual-mean FWI below which fire weather scales the interface rate down linearly: 5.2, the upper
 * bound of the EFFIS 'very low' fire-danger class. Above it, as in the fire-prone parts of
 * Australia the interface rate comes from, the rate is taken as it is: it is never raised, because
 * no published relation ties a loss or burn rate to an annual-mean FWI across places. The
 * burned-area relations found are year-to-year regressions within one region, and across the globe
 * burned area is least sensitive to FWI where FWI is highest (fuel-limited dry lands: Bedia et al.
 * 2015, Agric. For. Meteorol.).
 */
const veryLowFireDangerUpperFireWeatherIndex = 5.2;

/**
 * Width of the wildland–urban interface (km): 2.4 km, the distance from wildland vegetation within
 * which homes count as interface homes (Radeloff et al. 2005, Ecol. Appl. 15:799). A site more than
 * this far inside a mapped urban area is an urban core, not reached by wildland fire (the 0.7 km
 * reach plus the edge's 1.7 km uncertainty).
 */
const interfaceWidthKilometres = destructionReachKilometres + urbanEdgeUncertaintyKilometres;

/**
 * A reference element reached by the fire is lost (damage fraction 1, failed): the curve's
 * probability of a home loss is the whole of the risk.
 */
const homeLossOfReference = (): number => 1;

/** Multiplier of forest-fire failure coefficients by fire protection: heat/ember 0.5, flame 0.25. */
export const fireProtectionFactor = { none: 1, heatEmber: 0.5, flame: 0.25 } as const;

/** Where the site lies with respect to wildland. */
export type WildlandSetting = 'urban core' | 'wildland–urban interface' | 'wildland or rural';

/** A populated place near the site, as the site context gives it. */
export interface NearbyPopulatedPlace {
  readonly population: number;
  readonly builtUpDensityPersonsPerSquareKilometre: number;
  readonly distanceKilometres: number;
}

/**
 * How deep inside a city's built-up area the site lies (km), by the populated places around it:
 * each city's built-up area is its agglomeration population ÷ the average built-up density of its
 * country group (Angel et al. 2010: 28, 70 and 135 persons per hectare), taken as a disc around the
 * place's point; the depth is the disc's radius less the site's distance from the point, the
 * largest over the places, 0 outside every disc. A compact disc is the smallest edge distance a
 * city of that size and density can have; a coastal city's land edge lies farther inland still.
 */
export function builtUpDepthKilometres(places: readonly NearbyPopulatedPlace[]): number {
  let depth = 0;
  for (const place of places) {
    const radius = Math.sqrt(
      place.population / (Math.PI * place.builtUpDensityPersonsPerSquareKilometre),
    );
    depth = Math.max(depth, radius - place.distanceKilometres);
  }
  return depth;
}

/**
 * Distance of the site inside the wildland edge (km): the larger of its distance inside a mapped
 * urban polygon (to a landward edge) and its depth inside a populated place's built-up disc; 0
 * outside both (a home among burnable land). The 1:50m polygons miss some dense cores that the
 * populated places see (downtown Miami, Venice's islands).
 */
function distanceInsideWildlandEdgeKilometres(
  urban: { insideUrbanArea: boolean; distanceToUrbanEdgeKilometres: number | null },
  places: readonly NearbyPopulatedPlace[],
): number {
  const polygonDistance = urban.insideUrbanArea
    ? (urban.distanceToUrbanEdgeKilometres ?? Infinity)
    : 0;
  return Math.max(polygonDistance, builtUpDepthKilometres(places));
}

export function wildlandSetting(
  urban: {
    insideUrbanArea: boolean;
    distanceToUrbanEdgeKilometres: number | null;
  },
  places: readonly NearbyPopulatedPlace[] = [],
): WildlandSetting {
  const distanceInside = distanceInsideWildlandEdgeKilometres(urban, places);
  if (distanceInside > interfaceWidthKilometres) return 'urban core';
  const nearEdge =
    urban.distanceToUrbanEdgeKilometres !== null &&
    urban.distanceToUrbanEdgeKilometres <= interfaceWidthKilometres;
  if (nearEdge || distanceInside > 0) return 'wildland–urban interface';
  return 'wildland or rural';
}

/**
 * Forest fire. Natural Earth 1:50m urban areas place the site in an urban core (more than 2.4 km
 * inside a landward edge — an edge along the sea is not wildland — so no wildfire loss), at the
 * wildland–urban interface (within 2.4 km of such an edge) or in wildland / rural land. Outside urban
 * cores, where burnable natural vegetation is mapped in the 3 × 3 BIOME4 cells around the site, a
 * home is lost with the annual frequency of a destructive fire at the interface (the interface
 * home-loss rate of the site's jurisdiction ÷ 0.3; Australia and the fallback: 1 in 1,950 a year,
 * from the McAneney, Chen & Pitman 2009 mean of 1 in 6,500) times the probability of destruction at
 * its distance from the edge (Chen & McAneney 2004: 60 % at the edge, falling linearly to 0 at
 * 700 m; averaged over the mapped edge's ±1.7 km uncertainty), times min(1, FWI / 5.2) for weak fire weather,
 * times the change in drought frequency, max(0, 1 + ΔSPI-6 droughts / 3.67) (fire years are drought
 * years; Jones et al. 2022, Rev. Geophys. 60). The curve has one point (that probability, the FWI):
 * a reference element reached is lost whole, scaled by its material's fire coefficient.
 */
export const forestFireModel: HazardModel = ({ site, warmingByYear }) => {
  const biome = site.climate.biome;
  const fireWeatherIndex = site.fire.fireWeatherIndex;
  const places = site.fire.nearbyPopulatedPlaces;
  const setting = wildlandSetting(site.fire.urbanSetting, places);
  const interfaceRate = interfaceHomeLossRateFor(site.jurisdiction);
  const burnableNearby = site.climate.nearbyBiomeCodes.filter(
    (code) => !unburnableBiomes.has(code),
  );
  const contextItems = [
    { name: 'Setting (Natural Earth 1:50m urban areas)', description: setting },
    {
      name: 'Distance inside the wildland edge (urban polygons, seashores excluded; city built-up discs)',
      description: (() => {
        const distance = distanceInsideWildlandEdgeKilometres(site.fire.urbanSetting, places);
        if (distance === 0) return 'outside the urban areas';
        return Number.isFinite(distance)
          ? `${distance.toFixed(1)} km`
          : 'more than the search distance';
      })(),
    },
    { name: 'Biome (BIOME4)', description: biome?.name ?? 'none' },
    {
      name: 'Burnable biomes within about 1°',
      description: burnableNearby.length === 0 ? 'none' : `${burnableNearby.length} classes`,
    },
    {
      name: 'Fire Weather Index (2017 annual mean)',
      description: fireWeatherIndex === null ? 'none' : fireWeatherIndex.toFixed(1),
    },
    {
      name: 'Interface home-loss rate (homes destroyed per year ÷ homes at the interface)',
      description: interfaceRate.isFallback
        ? `none published for the site’s jurisdiction; the Australian mean is used: ${interfaceRate.rate.source}`
        : `${interfaceRate.rate.jurisdictionName}: ${interfaceRate.rate.source}`,
    },
  ];
  if (burnableNearby.length === 0) {
    return notComputed(
      'No burnable natural vegetation mapped at or around the site',
      intensityMeasure,
      contextItems,
    );
  }
  if (fireWeatherIndex === null)
    return notComputed('No fire-weather data at the site', intensityMeasure, contextItems);
  const droughtChange = changeAlongPath(site.change.droughtFrequency, warmingByYear);
  const fireWeatherFactor = Math.min(1, fireWeatherIndex / veryLowFireDangerUpperFireWeatherIndex);
  // Distance inside the mapped wildland edge: 0 outside the urban area (a home among burnable land).
  const { insideUrbanArea, distanceToUrbanEdgeKilometres } = site.fire.urbanSetting;
  const distanceInsideKilometres = insideUrbanArea
    ? (distanceToUrbanEdgeKilometres ?? Infinity)
    : 0;
  const destructionProbability =
    setting === 'urban core' ? 0 : expectedHomeDestructionProbability(distanceInsideKilometres);
  const presentProbability =
    destructiveFireFrequencyPerYear(interfaceRate.rate.annualHomeLossProbability) *
    destructionProbability *
    fireWeatherFactor;
  const curves = droughtChange.map((change) => ({
    exceedanceProbabilities: [
      Math.min(1, Math.max(0, 1 + change / baselineDroughtsPerDecade) * presentProbability),
    ],
    intensities: [fireWeatherIndex],
  }));
  return {
    curves,
    // A building reached by a wildfire is, as a rule, either destroyed or spared (house losses are
    // counted as destroyed buildings: Blanchi et al. 2010, Int. J. Wildland Fire 19:914), so the
    // curve's probability of a home loss is both the element's expected damage and the probability
    // it is gone, and the asset with it.
    vulnerability: (_element, coefficient) => {
      const response = { reference: homeLossOfReference, coefficient, factor: 1 };
      return scaledVulnerability(response, response);
    },
    intensityMeasure,
    projectionResponses: [site.change.droughtFrequency],
    contextItems,
    ...(setting === 'urban core'
      ? {
          extraMetadata: {
            data_limitation:
              'The site is taken as out of reach of wildland fire because it lies more than 2.4 km inside a mapped urban area (Natural Earth 1:50m) or inside the built-up area a city of its population and density covers (Natural Earth populated places; Angel et al. 2010); those maps can miss parks and wooded corridors, so a zero may understate the risk where vegetation reaches the site.',
          },
        }
      : {}),
    warnings: [
      setting === 'urban core'
        ? 'Forest fire: the site lies more than 2.4 km inside a mapped urban area (Natural Earth 1:50m, or the built-up area a nearby city of its population covers) and is taken as out of reach of wildland fire; these maps can miss parks and green corridors.'
        : `Forest fire: the mean loss rate of interface homes in ${interfaceRate.rate.jurisdictionName} (${interfaceRate.rate.source}) is graded by distance from the wildland edge (60 % destruction at the edge, none beyond 700 m: Chen & McAneney 2004); the edge comes from a 1:50m urban map, fire weather is one year of FWI (2017) and vegetation a 1° potential biome, so the rate is a screening value. Homes in the most fire-prone settings (Paradise, California; Mati, Greece) have lost far more than this average.`,
      ...(setting !== 'urban core' && interfaceRate.isFallback
        ? [
            `Forest fire: no published interface home-loss rate was found for ${site.jurisdiction.country?.name ?? 'the site’s jurisdiction'}; the Australian mean (1 in 6,500 a year, McAneney, Chen & Pitman 2009) is used in its place.`,
          ]
        : []),
      ...(site.change.droughtFrequency === null
        ? [
            'Forest fire: no drought-frequency projection at this site; present-day fire frequency used for all years.',
          ]
        : []),
    ],
  };
};
