import {
  IconCloudRain,
  IconFlame,
  IconMountain,
  IconRipple,
  IconSnowflake,
  IconSunHigh,
  IconTornado,
  IconWaveSine,
  IconWind,
  type IconProps,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { hazardColours, type HazardKey } from '@hazardscope/contracts';

const iconByHazard: Record<HazardKey, ComponentType<IconProps>> = {
  flood_riverine: IconRipple,
  inundation: IconWaveSine,
  heat: IconSunHigh,
  forest_fire: IconFlame,
  wind: IconWind,
  soil_movement: IconMountain,
  'freeze-thaw': IconSnowflake,
  flood_surfacewater: IconCloudRain,
  cyclone_wind: IconTornado,
};

/** The hazard's icon in the hazard's colour (one hue and one icon per hazard, everywhere). */
export function HazardIcon(props: { hazard: HazardKey; size?: number }) {
  const Icon = iconByHazard[props.hazard];
  return (
    <Icon size={props.size ?? 20} color={hazardColours[props.hazard]} stroke={1.8} aria-hidden />
  );
}
