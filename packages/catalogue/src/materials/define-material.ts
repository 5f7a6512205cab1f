import type { FailureCoefficients } from '@hazardscope/contracts';

/**
 * How susceptible a material is to each hazard, relative to the engine's reference fragility for that
 * hazard: 1 = reference, 0 = not damaged by it, 2 = twice as likely to fail at the same intensity.
 * Documented range [0, 4]. Related hazards are written once: `flood` sets riverine and surface-water
 * flooding, `coastalInundation` defaults to `flood` (set it higher where salt water corrodes), and
 * `cycloneWind` defaults to `wind`.
 */
export interface Susceptibility {
  flood: number;
  coastalInundation?: number;
  heat: number;
  forestFire: number;
  wind: number;
  cycloneWind?: number;
  soilMovement: number;
  freezeThaw: number;
}

/** A material as written in the catalogue source; the loader validates and publishes it. */
export interface MaterialSource {
  id: string;
  name: string;
  failureCoefficients: FailureCoefficients;
  /** Older ids that saved analyses may still hold (served with `expand_aliases=true`). */
  aliases: readonly string[];
}

export function defineMaterial<Id extends string>(
  id: Id,
  name: string,
  susceptibility: Susceptibility,
  aliases: readonly string[] = [],
): MaterialSource & { id: Id } {
  return {
    id,
    name,
    aliases,
    failureCoefficients: {
      flood_riverine: susceptibility.flood,
      inundation: susceptibility.coastalInundation ?? susceptibility.flood,
      heat: susceptibility.heat,
      forest_fire: susceptibility.forestFire,
      wind: susceptibility.wind,
      soil_movement: susceptibility.soilMovement,
      'freeze-thaw': susceptibility.freezeThaw,
      flood_surfacewater: susceptibility.flood,
      cyclone_wind: susceptibility.cycloneWind ?? susceptibility.wind,
    },
  };
}
