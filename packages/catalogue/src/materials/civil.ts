import { defineMaterial } from './define-material.ts';

/**
 * Civil materials: pavements, earthworks, track, pipes, tanks and site works. Coefficients are
 * relative to the engine's reference fragility per hazard (1 = reference, 0 = immune, range
 * [0, 4]); see define-material.ts.
 */
export const civilMaterials = [
  defineMaterial(
    'asphalt_wearing_course',
    'Asphalt wearing course',
    // Bitumen binder softens above roughly 50–60 °C pavement temperature and ruts under traffic;
    // water entering cracks freezes and opens potholes.
    { flood: 1.2, heat: 2, forestFire: 0.6, wind: 0, soilMovement: 0.8, freezeThaw: 1.6 },
    ['asphalt'],
  ),
  defineMaterial(
    'sprayed_seal',
    'Sprayed bitumen seal (chip seal)',
    // A thin seal strips quickly when the base beneath it is saturated.
    { flood: 1.5, heat: 1.6, forestFire: 0.6, wind: 0, soilMovement: 0.8, freezeThaw: 1.3 },
  ),
  defineMaterial(
    'concrete_pavement',
    'Concrete pavement',
    // Rigid slabs do not rut, but joints blow up in heatwaves when expansion gaps close.
    { flood: 0.5, heat: 0.8, forestFire: 0.2, wind: 0, soilMovement: 1, freezeThaw: 1 },
  ),
  defineMaterial(
    'granular_base_course',
    'Granular base course (crushed rock)',
    // Saturated unbound layers lose most of their stiffness; flooded roads fail under the next traffic.
    { flood: 1.6, heat: 0, forestFire: 0, wind: 0, soilMovement: 0.7, freezeThaw: 1.2 },
  ),
  defineMaterial(
    'unsealed_gravel',
    'Unsealed gravel surface',
    // Gravel is scoured off by overland flow and must be re-sheeted after floods.
    { flood: 2.2, heat: 0.1, forestFire: 0, wind: 0.2, soilMovement: 0.6, freezeThaw: 1.3 },
  ),
  defineMaterial(
    'clay_subgrade',
    'Clay subgrade and formation',
    // Reactive clay shrinks in drought and swells when wet, cracking the pavement above it.
    { flood: 1.2, heat: 0, forestFire: 0, wind: 0, soilMovement: 1.8, freezeThaw: 1 },
  ),
  defineMaterial(
    'earthfill_embankment',
    'Compacted earthfill embankment',
    // Overtopping and seepage erode fill; the principal failure of embankments and levees.
    {
      flood: 1.5,
      coastalInundation: 1.8,
      heat: 0,
      forestFire: 0,
      wind: 0,
      soilMovement: 1.2,
      freezeThaw: 0.6,
    },
  ),
  defineMaterial(
    'rock_armour',
    'Rock armour and rip-rap',
    // Sized for a design wave; larger storm surges displace individual rocks.
    {
      flood: 0.4,
      coastalInundation: 0.8,
      heat: 0,
      forestFire: 0,
      wind: 0,
      soilMovement: 0.3,
      freezeThaw: 0.4,
    },
  ),
  defineMaterial(
    'steel_rail',
    'Continuous welded steel rail',
    // Rails restrained against expansion buckle when their temperature passes the stress-free
    // temperature by about 30 °C (track buckling in heatwaves).
    {
      flood: 0.6,
      coastalInundation: 1,
      heat: 2.2,
      forestFire: 0.5,
      wind: 0,
      soilMovement: 0.8,
      freezeThaw: 0.2,
    },
  ),
  defineMaterial('concrete_sleepers', 'Concrete sleepers', {
    flood: 0.5,
    heat: 0.2,
    forestFire: 0.2,
    wind: 0,
    soilMovement: 0.7,
    freezeThaw: 0.6,
  }),
  defineMaterial(
    'timber_sleepers',
    'Timber sleepers',
    // Timber sleepers burn in grass and bush fires and rot when repeatedly wet.
    { flood: 0.9, heat: 0.3, forestFire: 2, wind: 0, soilMovement: 0.7, freezeThaw: 0.4 },
  ),
  defineMaterial(
    'track_ballast',
    'Track ballast and formation',
    // Floodwater washes out ballast and the formation under it.
    { flood: 1.8, heat: 0, forestFire: 0, wind: 0, soilMovement: 1, freezeThaw: 0.9 },
  ),
  defineMaterial(
    'ductile_iron_pipe',
    'Ductile iron pipe',
    // Flexible joints tolerate ground movement better than brittle pipe (water utility failure data).
    { flood: 0.2, heat: 0, forestFire: 0, wind: 0, soilMovement: 0.8, freezeThaw: 0.5 },
  ),
  defineMaterial(
    'cast_iron_pipe',
    'Cast iron pipe',
    // Brittle: main breaks peak when clay soils dry out and when the ground freezes.
    { flood: 0.2, heat: 0, forestFire: 0, wind: 0, soilMovement: 2, freezeThaw: 1.6 },
  ),
  defineMaterial(
    'asbestos_cement_pipe',
    'Asbestos cement pipe',
    // Ageing AC mains crack in shrinking clay; their failure rate rises with soil moisture deficit.
    { flood: 0.3, heat: 0, forestFire: 0, wind: 0, soilMovement: 2.2, freezeThaw: 1.2 },
  ),
  defineMaterial('pvc_pipe', 'PVC pressure pipe', {
    flood: 0.2,
    heat: 0.2,
    forestFire: 0.1,
    wind: 0,
    soilMovement: 0.7,
    freezeThaw: 0.6,
  }),
  defineMaterial(
    'polyethylene_pipe',
    'Polyethylene (PE) pipe',
    // Fused joints and a flexible wall make PE the most movement-tolerant pipe.
    { flood: 0.2, heat: 0.2, forestFire: 0.2, wind: 0, soilMovement: 0.4, freezeThaw: 0.3 },
  ),
  defineMaterial('concrete_pipe', 'Reinforced concrete pipe', {
    flood: 0.4,
    coastalInundation: 0.7,
    heat: 0,
    forestFire: 0,
    wind: 0,
    soilMovement: 0.9,
    freezeThaw: 0.7,
  }),
  defineMaterial(
    'vitrified_clay_pipe',
    'Vitrified clay sewer pipe',
    // Short rigid lengths with many joints: root intrusion and joint displacement in moving clay.
    { flood: 0.4, heat: 0, forestFire: 0, wind: 0, soilMovement: 1.8, freezeThaw: 1.2 },
  ),
  defineMaterial('steel_pipeline', 'Welded steel pipeline', {
    flood: 0.3,
    coastalInundation: 0.8,
    heat: 0.1,
    forestFire: 0.2,
    wind: 0,
    soilMovement: 0.6,
    freezeThaw: 0.3,
  }),
  defineMaterial(
    'reinforced_concrete_culvert',
    'Reinforced concrete box or pipe culvert',
    // Culverts fail by scour at the outlet and blockage by debris, both driven by flood flow.
    { flood: 1.1, heat: 0, forestFire: 0, wind: 0, soilMovement: 0.6, freezeThaw: 0.7 },
  ),
  defineMaterial(
    'steel_storage_tank',
    'Welded steel storage tank',
    // Empty or part-full tanks float and buckle in floods; large roofs are wind-sensitive.
    {
      flood: 1,
      coastalInundation: 1.4,
      heat: 0.4,
      forestFire: 0.8,
      wind: 0.8,
      soilMovement: 0.5,
      freezeThaw: 0.2,
    },
  ),
  defineMaterial('concrete_water_tank', 'Concrete water tank or reservoir', {
    flood: 0.3,
    heat: 0.2,
    forestFire: 0.1,
    wind: 0.1,
    soilMovement: 1,
    freezeThaw: 0.9,
  }),
  defineMaterial('mass_concrete', 'Mass concrete (dams, weirs, spillways)', {
    flood: 0.4,
    heat: 0.3,
    forestFire: 0,
    wind: 0,
    soilMovement: 0.4,
    freezeThaw: 0.8,
  }),
  defineMaterial(
    'steel_sheet_pile',
    'Steel sheet piling',
    // Splash-zone corrosion in sea water is the limiting factor for coastal sheet piles.
    {
      flood: 0.3,
      coastalInundation: 1.2,
      heat: 0,
      forestFire: 0,
      wind: 0,
      soilMovement: 0.5,
      freezeThaw: 0.2,
    },
  ),
  defineMaterial(
    'fibre_optic_cable',
    'Fibre optic cable',
    // Aerial fibre burns and is brought down with its poles; buried fibre is cut by washouts.
    { flood: 0.5, heat: 0.3, forestFire: 1.6, wind: 1, soilMovement: 0.6, freezeThaw: 0.3 },
  ),
  defineMaterial('chain_link_fence', 'Chain-link security fencing', {
    flood: 0.8,
    heat: 0,
    forestFire: 0.6,
    wind: 0.9,
    soilMovement: 0.3,
    freezeThaw: 0.2,
  }),
  defineMaterial('road_furniture', 'Signage, barriers and line marking', {
    flood: 1,
    heat: 0.4,
    forestFire: 1,
    wind: 1.2,
    soilMovement: 0.3,
    freezeThaw: 0.4,
  }),
  defineMaterial(
    'site_works',
    'Site works (paving, fences, landscaping)',
    // Timber fences and plantings burn; paved areas heave with reactive clay.
    { flood: 1, heat: 0.3, forestFire: 1.2, wind: 0.7, soilMovement: 0.8, freezeThaw: 0.5 },
  ),
  defineMaterial('crop_and_livestock_fixtures', 'Stock yards, irrigation and farm fixtures', {
    flood: 1.4,
    heat: 0.6,
    forestFire: 1.8,
    wind: 0.7,
    soilMovement: 0.4,
    freezeThaw: 0.3,
  }),
] as const;
