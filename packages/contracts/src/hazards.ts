import { z } from 'zod';

/**
 * The nine hazards, in their fixed index order (index positions 0 to 8).
 * Every yearly array of the engine (`riskHazards[year][hazardIndex]`) uses this order.
 */
export const hazardKeys = [
  'flood_riverine',
  'inundation',
  'heat',
  'forest_fire',
  'wind',
  'soil_movement',
  'freeze-thaw',
  'flood_surfacewater',
  'cyclone_wind',
] as const;

export const hazardKeySchema = z.enum(hazardKeys);
export type HazardKey = z.infer<typeof hazardKeySchema>;

/** Hazards the user may switch off per analysis ("The last three are optional"). */
export const optionalHazardKeys = [
  'flood_surfacewater',
  'freeze-thaw',
  'cyclone_wind',
] as const satisfies readonly HazardKey[];
export type OptionalHazardKey = (typeof optionalHazardKeys)[number];

export const hazardLabels: Record<HazardKey, string> = {
  flood_riverine: 'Riverine Flooding',
  inundation: 'Coastal Inundation',
  heat: 'Extreme Heat',
  forest_fire: 'Forest Fire',
  wind: 'Extreme Wind',
  soil_movement: 'Soil Movement',
  'freeze-thaw': 'Freeze-Thaw',
  flood_surfacewater: 'Surface Water Flooding',
  cyclone_wind: 'Tropical Cyclone Wind',
};

/** Legacy key spellings the product accepts and renames. */
const hazardKeyRenames: Readonly<Record<string, HazardKey>> = {
  coastal_inundation: 'inundation',
  freeze_thaw: 'freeze-thaw',
};

/** Returns the canonical hazard key for a key that may use a legacy spelling, or undefined. */
export function normaliseHazardKey(key: string): HazardKey | undefined {
  const renamed = hazardKeyRenames[key] ?? key;
  const parsed = hazardKeySchema.safeParse(renamed);
  return parsed.success ? parsed.data : undefined;
}
