import { coastalInundationModel } from './coastal-inundation.ts';
import { extremeHeatModel } from './extreme-heat.ts';
import { extremeWindModel } from './extreme-wind.ts';
import { forestFireModel } from './forest-fire.ts';
import { freezeThawModel } from './freeze-thaw.ts';
import type { HazardModels } from './hazard-model.ts';
import { riverineFloodModel } from './riverine-flood.ts';
import { soilMovementModel } from './soil-movement.ts';
import { surfaceWaterFloodModel } from './surface-water-flood.ts';
import { tropicalCycloneModel } from './tropical-cyclone.ts';

/** The model of each hazard. */
export const hazardModels: HazardModels = {
  flood_riverine: riverineFloodModel,
  inundation: coastalInundationModel,
  heat: extremeHeatModel,
  forest_fire: forestFireModel,
  wind: extremeWindModel,
  soil_movement: soilMovementModel,
  'freeze-thaw': freezeThawModel,
  flood_surfacewater: surfaceWaterFloodModel,
  cyclone_wind: tropicalCycloneModel,
};

/** One-line description of each hazard for the analysis metadata. */
export const hazardDescriptions = {
  flood_riverine: 'Flooding from rivers overtopping their banks, as water depth at the site.',
  inundation:
    'Coastal flooding by storm surge, waves and tide on a rising sea, as water depth at the site.',
  heat: 'Extreme heat: the annual maximum daily temperature against the design threshold temperature.',
  forest_fire:
    'Wildfire reaching the site, by vegetation fire regime, fire weather and drought change.',
  wind: 'Extreme (extratropical) wind gusts against the design wind.',
  soil_movement: 'Shrink–swell soil movement under foundations in dry years.',
  'freeze-thaw': 'Deterioration of materials by repeated freezing and thawing.',
  flood_surfacewater: 'Ponding of extreme rainfall that exceeds urban drainage capacity.',
  cyclone_wind: 'Tropical-cyclone (hurricane, typhoon) winds at the site.',
} as const;
