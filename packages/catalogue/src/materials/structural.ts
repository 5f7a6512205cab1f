import { defineMaterial } from './define-material.ts';

/**
 * Structural materials: frames, footings, slabs and masonry. Coefficients are relative to the
 * engine's reference fragility per hazard (1 = reference, 0 = immune, range [0, 4]); see
 * define-material.ts. Reasons follow published behaviour (FEMA P-804 / HAZUS, AS 3959, AS 2870,
 * Eurocodes), paraphrased.
 */
export const structuralMaterials = [
  defineMaterial(
    'timber_frame',
    'Timber frame (softwood)',
    // Combustible: ignites from embers and flame contact, unlike steel or concrete (AS 3959).
    // Swells and loses nail holding when soaked (HAZUS depth–damage for wood frame).
    { flood: 1.2, heat: 0.1, forestFire: 2, wind: 1, soilMovement: 0.6, freezeThaw: 0.2 },
    ['timber'],
  ),
  defineMaterial(
    'timber_hardwood',
    'Hardwood timber (posts, bearers, sleepers)',
    // Dense hardwood chars more slowly than softwood, hence below timber_frame for fire.
    { flood: 0.9, heat: 0.1, forestFire: 1.6, wind: 0.8, soilMovement: 0.6, freezeThaw: 0.3 },
  ),
  defineMaterial(
    'timber_stumps',
    'Timber stumps and bearers (raised floor)',
    // Rot at ground line and scour make stumps the weak point of a raised house in floods.
    { flood: 1.3, heat: 0.1, forestFire: 1.8, wind: 1.1, soilMovement: 0.5, freezeThaw: 0.4 },
  ),
  defineMaterial(
    'treated_timber_pole',
    'Treated timber pole',
    // Ground-line burning of CCA poles is the main bushfire failure of distribution networks.
    { flood: 0.6, heat: 0.1, forestFire: 2.5, wind: 1.2, soilMovement: 0.5, freezeThaw: 0.3 },
  ),
  defineMaterial(
    'glulam_timber',
    'Glued laminated timber',
    // Large sections form a protective char layer (Eurocode 5 charring rate), so less than sticks.
    { flood: 0.9, heat: 0.1, forestFire: 1.3, wind: 0.7, soilMovement: 0.4, freezeThaw: 0.2 },
  ),
  defineMaterial(
    'structural_steel',
    'Structural steel frame',
    // Does not burn but loses about half its yield strength near 550 °C (Eurocode 3-1-2).
    // Salt water drives corrosion of connections, hence coastal inundation above river flood.
    {
      flood: 0.3,
      coastalInundation: 0.6,
      heat: 0.2,
      forestFire: 0.8,
      wind: 0.6,
      soilMovement: 0.4,
      freezeThaw: 0.1,
    },
    ['steel'],
  ),
  defineMaterial(
    'light_gauge_steel',
    'Light-gauge steel frame',
    // Thin sections heat through quickly in a fire and corrode faster than heavy steel.
    {
      flood: 0.5,
      coastalInundation: 1,
      heat: 0.2,
      forestFire: 1.1,
      wind: 0.8,
      soilMovement: 0.4,
      freezeThaw: 0.1,
    },
  ),
  defineMaterial(
    'reinforced_concrete',
    'Reinforced concrete (cast in place)',
    // Non-combustible with high thermal mass; spalls only in long, intense fires.
    // Freeze–thaw scales concrete that is not air-entrained (Eurocode 2 exposure class XF).
    { flood: 0.2, heat: 0.2, forestFire: 0.3, wind: 0.2, soilMovement: 0.7, freezeThaw: 0.9 },
    ['concrete'],
  ),
  defineMaterial(
    'precast_concrete',
    'Precast concrete panels and members',
    // Joints and connections, not the panels, govern: sealants burn and fixings corrode.
    { flood: 0.3, heat: 0.3, forestFire: 0.4, wind: 0.3, soilMovement: 0.8, freezeThaw: 0.9 },
  ),
  defineMaterial(
    'prestressed_concrete',
    'Prestressed concrete',
    // Tendons lose prestress when heated and are sensitive to chloride corrosion.
    {
      flood: 0.2,
      coastalInundation: 0.5,
      heat: 0.3,
      forestFire: 0.5,
      wind: 0.2,
      soilMovement: 0.6,
      freezeThaw: 0.8,
    },
  ),
  defineMaterial(
    'concrete_slab_on_ground',
    'Concrete slab on ground',
    // Slabs on reactive clay heave and shrink with soil moisture; AS 2870 site classes H and E
    // report cracking and differential movement as the main damage.
    { flood: 0.3, heat: 0.1, forestFire: 0.1, wind: 0, soilMovement: 1.6, freezeThaw: 0.6 },
    ['slab'],
  ),
  defineMaterial(
    'concrete_strip_footing',
    'Concrete strip and pad footings',
    // Shallow footings follow the seasonal moisture change of the top metre of clay.
    { flood: 0.4, heat: 0, forestFire: 0, wind: 0, soilMovement: 1.4, freezeThaw: 0.7 },
  ),
  defineMaterial(
    'concrete_piled_footing',
    'Bored concrete piles',
    // Piles founded below the active zone largely ignore shrink–swell movement.
    { flood: 0.2, heat: 0, forestFire: 0, wind: 0, soilMovement: 0.3, freezeThaw: 0.2 },
  ),
  defineMaterial(
    'clay_brick_masonry',
    'Clay brick masonry (load-bearing)',
    // Brittle and unreinforced: cracks under differential footing movement (AS 2870).
    // Water absorbed in pores expands on freezing and spalls the face (freeze–thaw).
    { flood: 0.4, heat: 0.1, forestFire: 0.2, wind: 0.5, soilMovement: 1.5, freezeThaw: 1.4 },
    ['brick', 'double_brick'],
  ),
  defineMaterial(
    'concrete_block_masonry',
    'Concrete block masonry (reinforced)',
    // Grouted, reinforced cores tolerate movement and wind better than unreinforced brick.
    { flood: 0.3, heat: 0.1, forestFire: 0.2, wind: 0.4, soilMovement: 1.1, freezeThaw: 1.1 },
    ['block'],
  ),
  defineMaterial(
    'stone_masonry',
    'Stone masonry',
    // Lime-mortar joints wash out in floods and open up under freeze–thaw.
    { flood: 0.6, heat: 0.1, forestFire: 0.2, wind: 0.5, soilMovement: 1.6, freezeThaw: 1.3 },
  ),
  defineMaterial(
    'steel_lattice_tower',
    'Galvanised steel lattice tower',
    // Designed for wind but tall and slender: line and tower collapses are the typical storm loss.
    {
      flood: 0.2,
      heat: 0.1,
      forestFire: 0.5,
      wind: 1.2,
      cycloneWind: 1.4,
      soilMovement: 0.3,
      freezeThaw: 0.1,
    },
  ),
  defineMaterial(
    'steel_monopole',
    'Steel monopole',
    // Fewer members than a lattice tower, so a single fatigue or buckling failure drops it.
    { flood: 0.2, heat: 0.1, forestFire: 0.5, wind: 1.1, soilMovement: 0.3, freezeThaw: 0.1 },
  ),
  defineMaterial(
    'spun_concrete_pole',
    'Spun concrete pole',
    // Non-combustible replacement for timber poles in bushfire zones.
    { flood: 0.3, heat: 0.1, forestFire: 0.3, wind: 0.9, soilMovement: 0.4, freezeThaw: 0.4 },
  ),
] as const;
