import { defineMaterial } from './define-material.ts';

/**
 * Building services and plant: electrical, mechanical, hydraulic and process equipment.
 * Coefficients are relative to the engine's reference fragility per hazard (1 = reference,
 * 0 = immune, range [0, 4]); see define-material.ts.
 */
export const servicesMaterials = [
  defineMaterial(
    'electrical_wiring',
    'Electrical wiring, outlets and switchboard',
    // Any immersion of live parts means replacement; salt water corrodes terminals for good.
    {
      flood: 2.5,
      coastalInundation: 3,
      heat: 0.4,
      forestFire: 1,
      wind: 0,
      soilMovement: 0.2,
      freezeThaw: 0,
    },
    ['electrical'],
  ),
  defineMaterial(
    'copper_plumbing',
    'Copper and PVC plumbing',
    // Rigid joints crack with ground movement; water in exposed pipes bursts them on freezing.
    { flood: 0.5, heat: 0, forestFire: 0.5, wind: 0, soilMovement: 1.2, freezeThaw: 1.5 },
    ['plumbing'],
  ),
  defineMaterial(
    'split_system_air_conditioner',
    'Split-system air conditioner and heat pump',
    // Outdoor units trip or lose capacity above their rated ambient (about 43–46 °C).
    {
      flood: 2,
      coastalInundation: 2.6,
      heat: 1.5,
      forestFire: 1.2,
      wind: 0.6,
      soilMovement: 0.2,
      freezeThaw: 0.3,
    },
    ['hvac'],
  ),
  defineMaterial(
    'central_hvac_plant',
    'Central HVAC plant (chillers, air handlers)',
    // Chillers and cooling towers are sized for a design temperature that heatwaves exceed.
    {
      flood: 2,
      coastalInundation: 2.5,
      heat: 1.6,
      forestFire: 1,
      wind: 0.7,
      soilMovement: 0.3,
      freezeThaw: 0.4,
    },
  ),
  defineMaterial('hot_water_system', 'Hot water system', {
    flood: 1.8,
    heat: 0.2,
    forestFire: 0.8,
    wind: 0.3,
    soilMovement: 0.2,
    freezeThaw: 0.8,
  }),
  defineMaterial(
    'lift_installation',
    'Lift (elevator) installation',
    // Pits and machine rooms at the lowest level flood first; controllers are electronic.
    {
      flood: 2.8,
      coastalInundation: 3.2,
      heat: 0.5,
      forestFire: 0.8,
      wind: 0,
      soilMovement: 0.4,
      freezeThaw: 0,
    },
  ),
  defineMaterial('fire_services', 'Fire services (sprinklers, detection, hydrants)', {
    flood: 1.5,
    heat: 0.2,
    forestFire: 0.6,
    wind: 0,
    soilMovement: 0.5,
    freezeThaw: 0.8,
  }),
  defineMaterial(
    'standby_generator',
    'Standby diesel generator',
    // Often installed in basements, where floods disable it exactly when it is needed.
    {
      flood: 2.2,
      coastalInundation: 2.8,
      heat: 0.8,
      forestFire: 0.8,
      wind: 0.3,
      soilMovement: 0.2,
      freezeThaw: 0.2,
    },
  ),
  defineMaterial(
    'refrigeration_plant',
    'Refrigeration plant (compressors, condensers)',
    // Condensers reject heat to outside air: capacity falls and head pressure trips in heatwaves.
    {
      flood: 2,
      coastalInundation: 2.5,
      heat: 2,
      forestFire: 1,
      wind: 0.6,
      soilMovement: 0.3,
      freezeThaw: 0.2,
    },
  ),
  defineMaterial(
    'electronic_equipment',
    'Electronic and IT equipment',
    // Electronics derate and fail above their rated inlet temperature, and never survive immersion.
    {
      flood: 3,
      coastalInundation: 3.5,
      heat: 1.8,
      forestFire: 1.2,
      wind: 0,
      soilMovement: 0.1,
      freezeThaw: 0,
    },
    ['it_equipment'],
  ),
  defineMaterial('medical_equipment', 'Medical equipment', {
    flood: 3,
    coastalInundation: 3.5,
    heat: 1.2,
    forestFire: 1,
    wind: 0,
    soilMovement: 0.2,
    freezeThaw: 0,
  }),
  defineMaterial(
    'industrial_machinery',
    'Industrial machinery',
    // Motors and bearings are ruined by silt-laden water; heavy frames shrug off wind.
    {
      flood: 1.8,
      coastalInundation: 2.3,
      heat: 0.6,
      forestFire: 0.8,
      wind: 0.1,
      soilMovement: 0.5,
      freezeThaw: 0.1,
    },
  ),
  defineMaterial(
    'pump_and_motor',
    'Pumps and electric motors',
    // Submersible pumps tolerate water, but dry-well motors and control panels do not.
    {
      flood: 1.6,
      coastalInundation: 2.2,
      heat: 0.8,
      forestFire: 0.7,
      wind: 0.1,
      soilMovement: 0.4,
      freezeThaw: 0.3,
    },
  ),
  defineMaterial('process_equipment', 'Process equipment (tanks, clarifiers, reactors)', {
    flood: 1.2,
    coastalInundation: 1.6,
    heat: 0.6,
    forestFire: 0.7,
    wind: 0.3,
    soilMovement: 0.8,
    freezeThaw: 0.5,
  }),
  defineMaterial('control_and_protection', 'Control, protection and SCADA systems', {
    flood: 2.8,
    coastalInundation: 3.3,
    heat: 1.5,
    forestFire: 1,
    wind: 0,
    soilMovement: 0.1,
    freezeThaw: 0,
  }),
  defineMaterial(
    'power_transformer',
    'Oil-filled power transformer',
    // Transformers are rated for an ambient temperature (IEC 60076-7) and must be derated above it;
    // oil-filled tanks are a fire load when a bushfire reaches the yard.
    {
      flood: 2.2,
      coastalInundation: 2.8,
      heat: 1.8,
      forestFire: 1.2,
      wind: 0.2,
      soilMovement: 0.3,
      freezeThaw: 0.1,
    },
    ['transformer'],
  ),
  defineMaterial(
    'air_insulated_switchgear',
    'Air-insulated switchgear',
    // Open-air insulators flash over under smoke and ash; live parts sit low in the yard.
    {
      flood: 2.2,
      coastalInundation: 3,
      heat: 1,
      forestFire: 1.4,
      wind: 0.5,
      soilMovement: 0.3,
      freezeThaw: 0.2,
    },
  ),
  defineMaterial(
    'gas_insulated_switchgear',
    'Gas-insulated switchgear',
    // Sealed SF6 enclosures keep out smoke and spray; only the base and cabling are at flood risk.
    {
      flood: 1.5,
      coastalInundation: 2,
      heat: 0.6,
      forestFire: 0.5,
      wind: 0.1,
      soilMovement: 0.3,
      freezeThaw: 0.1,
    },
  ),
  defineMaterial(
    'overhead_conductor',
    'Overhead conductor (aluminium, steel-reinforced)',
    // Conductors sag with temperature and load (thermal rating), and clash or break in gusts and
    // from falling trees; fire smoke causes flashover.
    {
      flood: 0,
      heat: 1.4,
      forestFire: 1.8,
      wind: 1.6,
      cycloneWind: 2,
      soilMovement: 0,
      freezeThaw: 0.1,
    },
  ),
  defineMaterial(
    'porcelain_insulator',
    'Porcelain and glass insulators with fittings',
    // Smoke, ash and heat from a fire front make insulators flash over; they do not burn.
    { flood: 0.3, heat: 0.2, forestFire: 1.6, wind: 0.6, soilMovement: 0, freezeThaw: 0.3 },
  ),
  defineMaterial(
    'underground_power_cable',
    'Underground power cable',
    // Buried cables are sheltered from wind and fire; dry, hot soil lowers their rating.
    {
      flood: 0.4,
      coastalInundation: 0.8,
      heat: 0.5,
      forestFire: 0.1,
      wind: 0,
      soilMovement: 0.8,
      freezeThaw: 0.2,
    },
  ),
  defineMaterial(
    'solar_pv_module',
    'Solar photovoltaic modules and trackers',
    // Module output falls about 0.4 % per °C above 25 °C cell temperature; panels act as sails.
    {
      flood: 0.8,
      heat: 1.2,
      forestFire: 1.3,
      wind: 1.3,
      cycloneWind: 2,
      soilMovement: 0.3,
      freezeThaw: 0.2,
    },
  ),
  defineMaterial('power_inverter', 'Power inverter', {
    flood: 2.5,
    coastalInundation: 3,
    heat: 1.7,
    forestFire: 1,
    wind: 0.2,
    soilMovement: 0.1,
    freezeThaw: 0,
  }),
  defineMaterial(
    'lithium_ion_battery',
    'Lithium-ion battery storage',
    // Heat accelerates ageing and raises thermal-runaway risk; immersion short-circuits cells.
    {
      flood: 2.6,
      coastalInundation: 3.2,
      heat: 2,
      forestFire: 1.5,
      wind: 0.2,
      soilMovement: 0.2,
      freezeThaw: 0.2,
    },
  ),
  defineMaterial(
    'wind_turbine_rotor',
    'Wind turbine rotor and nacelle',
    // Turbines shut down above cut-out speed but extreme gusts above the IEC 61400-1 class fail blades.
    {
      flood: 0,
      heat: 0.6,
      forestFire: 0.5,
      wind: 1.2,
      cycloneWind: 2.2,
      soilMovement: 0,
      freezeThaw: 0.3,
    },
  ),
  defineMaterial(
    'gas_turbine',
    'Gas turbine and generator',
    // Output falls as inlet air warms (less dense air), roughly 0.5–1 % per °C.
    { flood: 1.8, heat: 1.4, forestFire: 0.8, wind: 0.2, soilMovement: 0.3, freezeThaw: 0.1 },
  ),
  defineMaterial(
    'telecom_equipment',
    'Telecommunications equipment (radio, transmission, batteries)',
    {
      flood: 2.8,
      coastalInundation: 3.3,
      heat: 1.6,
      forestFire: 1.2,
      wind: 0.3,
      soilMovement: 0.1,
      freezeThaw: 0,
    },
  ),
  defineMaterial(
    'antenna_array',
    'Antennas and feeders',
    // Mounted high on the structure, antennas are twisted out of alignment by gusts.
    {
      flood: 0,
      heat: 0.3,
      forestFire: 1,
      wind: 1.4,
      cycloneWind: 1.9,
      soilMovement: 0,
      freezeThaw: 0.1,
    },
  ),
] as const;
