import { changeAlongPath } from '../climate/warming-response.ts';
import { notComputed, scaledByCoefficient, type HazardModel } from './hazard-model.ts';

const intensityMeasure =
  'Fire Weather Index on a fire reaching the site (unitless), at its annual probability';

/**
 * Mean fire return interval (years) of the natural vegetation of each BIOME4 class (Beyer et al.
 * 2020 legend), order-of-magnitude values from fire-regime classifications: LANDFIRE Fire Regime
 * Groups (I: 0–35 yr, III: 35–200 yr, V: > 200 yr) and the global pyromes of Archibald et al. 2013
 * (PNAS 110:6442): savannas and grasslands burn every few years, sclerophyll shrublands every few
 * decades, temperate and boreal forests every one to several centuries, rainforest rarely.
 * Null = no burnable fuel (water, desert, barren, ice, the sparsest tundra).
 */
const fireReturnIntervalYearsByBiome: Readonly<Record<number, number | null>> = {
  0: null,
  1: 500,
  2: 200,
  3: 50,
  4: 200,
  5: 100,
  6: 150,
  7: 200,
  8: 150,
  9: 200,
  10: 100,
  11: 100,
  12: 5,
  13: 20,
  14: 30,
  15: 30,
  16: 15,
  17: 30,
  18: 100,
  19: 5,
  20: 15,
  21: null,
  22: 300,
  23: 300,
  24: 500,
  25: null,
  26: null,
  27: null,
  28: null,
};

/**
 * Baseline number of SPI-6 droughts per decade: 3.67, the median over the 46 AR6 land regions of
 * the 1995–2014 CMIP6 values (AR6 WGI Fig. S12.3 data, `ssp585_hist`). SPI is standardised, so the
 * baseline frequency varies little between places.
 */
export const baselineDroughtsPerDecade = 3.67;

/**
 * FWI at which half of the elements reached by a fire are lost (reference material): 50, the lower
 * bound of the EFFIS 'extreme' fire-danger class (EFFIS classes: very low < 5.2, low < 11.2,
 * moderate < 21.3, high < 38, very high < 50, extreme ≥ 50).
 */
export const halfLossFireWeatherIndex = 50;

/**
 * Share of the landscape's annual burn probability that reaches a building (stated): 0.1. A mapped
 * biome burns on average once per fire return interval, but buildings stand on cleared, managed
 * and defended ground: most landscape fires stop at or are stopped before the built edge. 0.1 is a
 * calibration, so that a house on the bushland fringe of Sydney (warm mixed forest, 150 years,
 * FWI 7.6) loses about 0.01 % of its value a year — the order of Australian bushfire house losses:
 * on average about 1 in 10 000 houses a year are lost in the states with the most bushfire, and
 * several times that at the bushland interface (Crompton et al. 2010, Weather Clim. Soc. 2:300;
 * Chen & McAneney 2004, Int. J. Wildland Fire 13:35 — most losses lie within 100 m of bushland).
 */
export const fireReachingBuildingsShare = 0.1;

/**
 * Factor on grass and savanna fires reaching buildings (stated): 0.1. Grassland and savanna fires
 * burn 2–6 t/ha of fine fuel against 10–25 t/ha in forests, woodlands and shrublands (McArthur's
 * grass and forest fire-danger meters; Cheney & Sullivan 2008, Grassfires), so their flames are
 * short, they stop at mown or grazed ground and are easily stopped at the built edge; the savanna
 * towns of northern Australia, which burn around them every few years, record almost no house
 * losses (Crompton et al. 2010). Grass fires still destroy houses in extreme weather (Boulder County,
 * Marshall fire, 2021), so the factor is not zero.
 */
export const grassFuelFactor = 0.1;

/** BIOME4 classes whose fuel is grass: tropical savanna, temperate broadleaved savanna, tropical and temperate grassland. */
const grassBiomes = new Set([12, 16, 19, 20]);

/** Multiplier of forest-fire failure coefficients by fire protection (SPEC.md §5). */
export const fireProtectionFactor = { none: 1, heatEmber: 0.5, flame: 0.25 } as const;

/**
 * Forest fire. The annual probability that a wildfire reaches the asset is 0.1 (the share of
 * landscape fires reaching buildings) × fuel factor (0.1 for grass and savanna, 1 otherwise) /
 * fire return interval of the mapped biome, times the change in drought frequency, max(0, 1 + ΔSPI-6 droughts / 3.67)
 * (fire years are drought years; Jones et al. 2022, Rev. Geophys. 60). Given a fire, a reference
 * element is lost with probability FWI / (FWI + 50), FWI the site's annual mean fire weather index.
 * The curve has one point (that probability, that FWI): its expected value is exactly p·f(FWI).
 */
export const forestFireModel: HazardModel = ({ site, warmingByYear }) => {
  const biome = site.climate.biome;
  const fireWeatherIndex = site.fire.fireWeatherIndex;
  const contextItems = [
    { name: 'Biome (BIOME4)', description: biome?.name ?? 'none' },
    {
      name: 'Fire Weather Index (2017 annual mean)',
      description: fireWeatherIndex === null ? 'none' : fireWeatherIndex.toFixed(1),
    },
  ];
  const returnInterval =
    biome === null ? null : (fireReturnIntervalYearsByBiome[biome.code] ?? null);
  if (returnInterval === null) {
    return notComputed(
      'No burnable natural vegetation mapped at the site',
      intensityMeasure,
      contextItems,
    );
  }
  if (fireWeatherIndex === null)
    return notComputed('No fire-weather data at the site', intensityMeasure, contextItems);
  const droughtChange = changeAlongPath(site.change.droughtFrequency, warmingByYear);
  const fuelFactor = biome !== null && grassBiomes.has(biome.code) ? grassFuelFactor : 1;
  const presentProbability = (fireReachingBuildingsShare * fuelFactor) / returnInterval;
  const curves = droughtChange.map((change) => ({
    exceedanceProbabilities: [
      Math.min(1, Math.max(0, 1 + change / baselineDroughtsPerDecade) * presentProbability),
    ],
    intensities: [fireWeatherIndex],
  }));
  contextItems.push({
    name: 'Mean fire return interval of the biome',
    description: `${returnInterval} years`,
  });
  const lossGivenFire = (index: number) => index / (index + halfLossFireWeatherIndex);
  return {
    curves,
    // A building reached by a wildfire is, as a rule, either destroyed or spared (house losses are
    // counted as destroyed buildings: Blanchi et al. 2010, Int. J. Wildland Fire 19:914), so the
    // loss of an element given fire is also the probability it is gone and the asset with it.
    vulnerability: (_element, coefficient) => {
      const response = (index: number) => scaledByCoefficient(coefficient, lossGivenFire(index));
      return { damageFraction: response, failureProbability: response };
    },
    intensityMeasure,
    projectionResponses: [site.change.droughtFrequency],
    contextItems,
    warnings: [
      'Forest fire assumes the asset stands in or beside the natural vegetation of the mapped biome; in a built-up area the risk is lower.',
      ...(site.change.droughtFrequency === null
        ? [
            'Forest fire: no drought-frequency projection at this site; present-day fire frequency used for all years.',
          ]
        : []),
    ],
  };
};
