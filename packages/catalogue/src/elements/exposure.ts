import type { HazardKey } from '@hazardscope/contracts';

/**
 * Which hazards can reach an element, by where it sits. The element's material then says how much
 * each one matters (a steel roof is exposed to fire but hardly burns). Flood hazards come with a
 * height above floor on the element.
 */
const floodWater = ['flood_riverine', 'inundation', 'flood_surfacewater'] as const;
const strongWind = ['wind', 'cyclone_wind'] as const;

export type Exposure = readonly HazardKey[];

/** Roof coverings: wind uplift, embers and radiant heat, sun, frost. */
export const roofExposure: Exposure = [...strongWind, 'forest_fire', 'heat', 'freeze-thaw'];
/** Roof and upper structure that floodwater does not reach. */
export const roofStructureExposure: Exposure = [...strongWind, 'forest_fire'];
/** External walls and cladding from the ground up. */
export const externalWallExposure: Exposure = [
  ...floodWater,
  ...strongWind,
  'forest_fire',
  'heat',
  'soil_movement',
  'freeze-thaw',
];
/** Load-bearing frames: racked by wind, distorted by moving footings, soaked by floods. */
export const structuralFrameExposure: Exposure = [
  ...floodWater,
  ...strongWind,
  'forest_fire',
  'soil_movement',
];
/** Openings: windows and doors. */
export const openingExposure: Exposure = [...floodWater, ...strongWind, 'forest_fire', 'heat'];
/** Footings, slabs and anything in contact with the ground. */
export const foundationExposure: Exposure = [...floodWater, 'soil_movement', 'freeze-thaw'];
/** Interior finishes and contents: floods, and fire if the building burns. */
export const interiorExposure: Exposure = [...floodWater, 'forest_fire', 'soil_movement'];
/** Services inside the building: floods, fire, and heat load on electrical and cooling plant. */
export const indoorServicesExposure: Exposure = [...floodWater, 'forest_fire', 'heat'];
/** Pipes and services in the ground. */
export const buriedExposure: Exposure = [...floodWater, 'soil_movement', 'freeze-thaw'];
/** Plant and equipment standing outdoors. */
export const outdoorEquipmentExposure: Exposure = [
  ...floodWater,
  ...strongWind,
  'forest_fire',
  'heat',
];
/** Pavements and track at ground level. */
export const pavementExposure: Exposure = [
  ...floodWater,
  'heat',
  'forest_fire',
  'soil_movement',
  'freeze-thaw',
];
/** Tall structures and aerial lines above flood level. */
export const elevatedStructureExposure: Exposure = [...strongWind, 'forest_fire', 'heat'];
/** Fences, signs and site works. */
export const siteExposure: Exposure = [
  ...floodWater,
  ...strongWind,
  'forest_fire',
  'soil_movement',
  'freeze-thaw',
];
/** Every hazard: for elements that are exposed to all of them (earthworks, coastal structures). */
export const allHazardsExposure: Exposure = [
  ...floodWater,
  ...strongWind,
  'heat',
  'forest_fire',
  'soil_movement',
  'freeze-thaw',
];
