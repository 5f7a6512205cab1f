import { defineMaterial } from './define-material.ts';

/**
 * Envelope and interior materials: roofing, cladding, glazing, doors, linings and floor finishes.
 * Coefficients are relative to the engine's reference fragility per hazard (1 = reference,
 * 0 = immune, range [0, 4]); see define-material.ts.
 */
export const envelopeMaterials = [
  defineMaterial(
    'concrete_roof_tile',
    'Concrete roof tiles',
    // Loose-laid tiles lift and become windborne debris (FEMA P-804); porous, so freeze–thaw spalls.
    {
      flood: 0,
      heat: 0.2,
      forestFire: 0.4,
      wind: 1.3,
      cycloneWind: 1.6,
      soilMovement: 0,
      freezeThaw: 1.2,
    },
  ),
  defineMaterial(
    'terracotta_roof_tile',
    'Terracotta roof tiles',
    // Fired clay absorbs water and laminates when it freezes; gaps between tiles admit embers.
    {
      flood: 0,
      heat: 0.2,
      forestFire: 0.5,
      wind: 1.3,
      cycloneWind: 1.6,
      soilMovement: 0,
      freezeThaw: 1.5,
    },
  ),
  defineMaterial(
    'steel_roof_sheeting',
    'Corrugated steel roof sheeting',
    // Fails by fastener pull-through in high wind; sealed, so embers rarely enter (AS 3959).
    {
      flood: 0,
      heat: 0.2,
      forestFire: 0.3,
      wind: 1.2,
      cycloneWind: 1.5,
      soilMovement: 0,
      freezeThaw: 0.1,
    },
    ['metal_roof'],
  ),
  defineMaterial(
    'bituminous_membrane',
    'Bituminous roof membrane',
    // Bitumen softens and ages under heat and UV; the membrane peels at edges in wind.
    { flood: 0, heat: 1.5, forestFire: 1.2, wind: 1, soilMovement: 0, freezeThaw: 0.8 },
  ),
  defineMaterial(
    'slate_roof',
    'Slate roof',
    // Heavy and dense, but nail fixings corrode and slates slip in gusts.
    { flood: 0, heat: 0.1, forestFire: 0.2, wind: 1, soilMovement: 0, freezeThaw: 0.6 },
  ),
  defineMaterial(
    'brick_veneer',
    'Brick veneer (clay brick over frame)',
    // A single skin tied to the frame: cracks with footing movement and spalls with freeze–thaw.
    { flood: 0.5, heat: 0.1, forestFire: 0.3, wind: 0.6, soilMovement: 1.3, freezeThaw: 1.4 },
  ),
  defineMaterial(
    'timber_weatherboard',
    'Timber weatherboard cladding',
    // Combustible cladding; AS 3959 limits it at higher bushfire attack levels.
    { flood: 1.2, heat: 0.3, forestFire: 2.2, wind: 0.9, soilMovement: 0.3, freezeThaw: 0.5 },
  ),
  defineMaterial(
    'fibre_cement_cladding',
    'Fibre cement cladding',
    // Non-combustible sheet that cracks from radiant heat shock but resists ember attack.
    { flood: 0.9, heat: 0.2, forestFire: 0.6, wind: 0.9, soilMovement: 0.4, freezeThaw: 0.6 },
  ),
  defineMaterial(
    'vinyl_cladding',
    'Vinyl (PVC) cladding',
    // PVC distorts from about 70 °C and melts under radiant heat long before flames arrive.
    { flood: 0.6, heat: 1, forestFire: 2.5, wind: 1.3, soilMovement: 0.3, freezeThaw: 0.3 },
  ),
  defineMaterial('metal_wall_cladding', 'Profiled metal wall cladding', {
    flood: 0.4,
    coastalInundation: 0.8,
    heat: 0.2,
    forestFire: 0.4,
    wind: 1,
    soilMovement: 0.2,
    freezeThaw: 0.1,
  }),
  defineMaterial(
    'insulated_sandwich_panel',
    'Insulated sandwich panel (EPS core)',
    // Expanded polystyrene cores melt and burn inside the steel skins; panels delaminate when wet.
    { flood: 1.3, heat: 0.5, forestFire: 2.4, wind: 1, soilMovement: 0.3, freezeThaw: 0.2 },
  ),
  defineMaterial(
    'aluminium_composite_panel',
    'Aluminium composite panel facade',
    // Polyethylene-cored panels spread fire up a facade; fixing rails govern wind failure.
    { flood: 0.4, heat: 0.4, forestFire: 2, wind: 1, soilMovement: 0.3, freezeThaw: 0.2 },
  ),
  defineMaterial(
    'curtain_wall_glazing',
    'Glazed curtain wall',
    // Debris impact and pressure break glass (FEMA P-804); radiant heat cracks annealed panes.
    {
      flood: 0.6,
      heat: 0.4,
      forestFire: 1.2,
      wind: 1.2,
      cycloneWind: 1.8,
      soilMovement: 0.5,
      freezeThaw: 0.1,
    },
  ),
  defineMaterial(
    'aluminium_framed_window',
    'Aluminium-framed windows',
    // Glass breaks from radiant heat and debris impact; a broken window lets wind pressure and embers in.
    {
      flood: 0.7,
      heat: 0.3,
      forestFire: 1.3,
      wind: 1.2,
      cycloneWind: 1.7,
      soilMovement: 0.3,
      freezeThaw: 0.1,
    },
    ['window', 'glazing'],
  ),
  defineMaterial(
    'timber_framed_window',
    'Timber-framed windows',
    // Timber sashes burn and swell, on top of the glass's own weakness.
    {
      flood: 0.9,
      heat: 0.3,
      forestFire: 1.6,
      wind: 1.2,
      cycloneWind: 1.7,
      soilMovement: 0.3,
      freezeThaw: 0.3,
    },
  ),
  defineMaterial(
    'horticultural_glass',
    'Horticultural glasshouse glazing',
    // Thin annealed glass on light frames: hail, gusts and debris break it readily.
    {
      flood: 0.5,
      heat: 0.5,
      forestFire: 1.5,
      wind: 2,
      cycloneWind: 2.8,
      soilMovement: 0.5,
      freezeThaw: 0.2,
    },
  ),
  defineMaterial(
    'polyethylene_film',
    'Polyethylene film (polytunnel)',
    // Film tears in strong gusts and melts in radiant heat; it is also cheap and quick to replace.
    {
      flood: 0.3,
      heat: 1.2,
      forestFire: 3,
      wind: 2.5,
      cycloneWind: 3.5,
      soilMovement: 0.1,
      freezeThaw: 0.2,
    },
  ),
  defineMaterial('timber_door', 'Timber door', {
    flood: 1.3,
    heat: 0.2,
    forestFire: 1.8,
    wind: 0.8,
    soilMovement: 0.4,
    freezeThaw: 0.3,
  }),
  defineMaterial(
    'steel_roller_door',
    'Steel roller door',
    // Large, weakly restrained doors blow in and pressurise the building (FEMA P-804).
    {
      flood: 0.5,
      heat: 0.1,
      forestFire: 0.4,
      wind: 1.6,
      cycloneWind: 2.2,
      soilMovement: 0.3,
      freezeThaw: 0.1,
    },
  ),
  defineMaterial(
    'plasterboard_lining',
    'Plasterboard (gypsum) lining',
    // Gypsum loses strength when wet and is replaced above the flood line (HAZUS).
    { flood: 2, heat: 0, forestFire: 0.8, wind: 0.2, soilMovement: 0.8, freezeThaw: 0 },
    ['plasterboard'],
  ),
  defineMaterial(
    'carpet',
    'Carpet',
    // Contaminated floodwater makes carpet unsalvageable.
    { flood: 2.5, heat: 0, forestFire: 1, wind: 0, soilMovement: 0, freezeThaw: 0 },
  ),
  defineMaterial(
    'timber_floorboards',
    'Timber floorboards',
    // Boards cup and buckle when soaked from below.
    { flood: 1.8, heat: 0.1, forestFire: 1.5, wind: 0, soilMovement: 0.4, freezeThaw: 0 },
  ),
  defineMaterial(
    'ceramic_tile',
    'Ceramic floor and wall tiles',
    // Tiles survive immersion; cracked grout and bedding from slab movement are the usual damage.
    { flood: 0.5, heat: 0, forestFire: 0.2, wind: 0, soilMovement: 1.2, freezeThaw: 0.2 },
  ),
  defineMaterial('vinyl_flooring', 'Vinyl floor covering', {
    flood: 1.2,
    heat: 0.3,
    forestFire: 1.3,
    wind: 0,
    soilMovement: 0.3,
    freezeThaw: 0,
  }),
  defineMaterial(
    'particleboard_joinery',
    'Particleboard joinery (kitchens, wardrobes)',
    // Particleboard swells irreversibly after a few hours in water.
    { flood: 2.4, heat: 0.1, forestFire: 1.5, wind: 0, soilMovement: 0.2, freezeThaw: 0 },
  ),
  defineMaterial('commercial_fit_out', 'Commercial fit-out (partitions, ceilings, finishes)', {
    flood: 1.8,
    heat: 0.1,
    forestFire: 1.2,
    wind: 0.2,
    soilMovement: 0.3,
    freezeThaw: 0,
  }),
] as const;
