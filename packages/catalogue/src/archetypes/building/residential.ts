import { element } from '../../elements/element.ts';
import { elementsFromTemplate } from '../../elements/element-template.ts';
import { interiorExposure } from '../../elements/exposure.ts';
import { storeysField } from '../../fields/type-specific-fields.ts';
import type { ArchetypeSource } from '../archetype-source.ts';
import { houseTemplate, multiStoreyTemplate } from './building-templates.ts';

/**
 * Dwellings. Replacement costs are rebuild costs in USD for a typical size (a 3-bedroom house of
 * about 180 m² at roughly 1 750 USD/m²); lifetimes follow common design-life assumptions (50–60
 * years for houses, 25–40 for manufactured homes, 60–100 for concrete apartment blocks).
 */
const house = { importanceLevel: 2, isDwelling: true } as const;

export const residentialArchetypes: ArchetypeSource[] = [
  {
    acronym: 'SO',
    name: 'Single-Occupancy Dwelling',
    subGroup: 'Residential',
    aliases: ['Standard House', 'House', 'Dwelling'],
    design: {
      ...house,
      lifetimeYears: 60,
      replacementCostDollars: 315_000,
      floorHeightAboveGroundMetres: 0.3,
    },
    extraFields: [storeysField(1)],
    elements: elementsFromTemplate(houseTemplate),
  },
  {
    acronym: 'SH',
    name: 'Simple House',
    subGroup: 'Residential',
    aliases: ['Basic House'],
    design: {
      ...house,
      lifetimeYears: 50,
      replacementCostDollars: 220_000,
      floorHeightAboveGroundMetres: 0.3,
    },
    extraFields: [storeysField(1)],
    // A plain timber-framed, metal-roofed cottage with fewer fittings than the standard house.
    elements: elementsFromTemplate(houseTemplate, {
      materials: {
        roofCovering: 'steel_roof_sheeting',
        externalWalls: 'fibre_cement_cladding',
        floorCoverings: 'vinyl_flooring',
      },
      percentOfCost: {
        externalWalls: 11,
        kitchenAndBathrooms: 10,
        structuralFrame: 12,
        siteWorks: 3,
        foundation: 12,
        heatingAndCooling: 5,
        floorCoverings: 3,
        roofFrame: 7,
        electrical: 8,
        roofCovering: 7,
        windows: 6,
        doors: 3,
      },
    }),
  },
  {
    acronym: 'HTF',
    name: 'House – Timber Frame, Weatherboard',
    subGroup: 'Residential',
    aliases: ['Weatherboard House', 'Timber House'],
    design: {
      ...house,
      lifetimeYears: 50,
      replacementCostDollars: 290_000,
      floorHeightAboveGroundMetres: 0.6,
    },
    extraFields: [storeysField(1)],
    // Suspended timber floor on stumps with weatherboards: more of the cost sits in timber.
    elements: elementsFromTemplate(houseTemplate, {
      materials: {
        roofCovering: 'steel_roof_sheeting',
        externalWalls: 'timber_weatherboard',
        foundation: 'timber_stumps',
        floorCoverings: 'timber_floorboards',
        windows: 'timber_framed_window',
      },
      percentOfCost: { externalWalls: 12, foundation: 9, floorCoverings: 6, structuralFrame: 11 },
    }),
  },
  {
    acronym: 'HBV',
    name: 'House – Brick Veneer',
    subGroup: 'Residential',
    aliases: ['Brick Veneer House'],
    design: {
      ...house,
      lifetimeYears: 60,
      replacementCostDollars: 330_000,
      floorHeightAboveGroundMetres: 0.2,
    },
    extraFields: [storeysField(1)],
    elements: elementsFromTemplate(houseTemplate, {
      materials: { roofCovering: 'terracotta_roof_tile', floorCoverings: 'ceramic_tile' },
    }),
  },
  {
    acronym: 'HDB',
    name: 'House – Double Brick',
    subGroup: 'Residential',
    aliases: ['Double Brick House', 'Cavity Brick House'],
    design: {
      ...house,
      lifetimeYears: 80,
      replacementCostDollars: 360_000,
      floorHeightAboveGroundMetres: 0.2,
    },
    extraFields: [storeysField(1)],
    // Both skins are load-bearing brick: walls carry the cost a timber frame would.
    elements: elementsFromTemplate(houseTemplate, {
      materials: {
        externalWalls: 'clay_brick_masonry',
        structuralFrame: 'clay_brick_masonry',
        foundation: 'concrete_strip_footing',
        floorCoverings: 'ceramic_tile',
      },
      percentOfCost: { externalWalls: 18, structuralFrame: 9, foundation: 9, internalLinings: 6 },
    }),
  },
  {
    acronym: 'HCB',
    name: 'House – Concrete Block',
    subGroup: 'Residential',
    aliases: ['Concrete House', 'Block House'],
    design: {
      ...house,
      lifetimeYears: 80,
      replacementCostDollars: 345_000,
      floorHeightAboveGroundMetres: 0.3,
    },
    extraFields: [storeysField(1)],
    // Reinforced block walls tied to a concrete slab, as built in cyclonic regions.
    elements: elementsFromTemplate(houseTemplate, {
      materials: {
        roofCovering: 'steel_roof_sheeting',
        externalWalls: 'concrete_block_masonry',
        structuralFrame: 'reinforced_concrete',
        floorCoverings: 'ceramic_tile',
      },
      percentOfCost: { externalWalls: 17, structuralFrame: 9, internalLinings: 6 },
    }),
  },
  {
    acronym: 'HRQ',
    name: 'House – Raised Timber (Queenslander)',
    subGroup: 'Residential',
    aliases: ['Queenslander', 'Raised House', 'House on Stilts'],
    design: {
      ...house,
      lifetimeYears: 80,
      replacementCostDollars: 340_000,
      floorHeightAboveGroundMetres: 2.4,
    },
    extraFields: [storeysField(1)],
    // Living floor on tall stumps; the open undercroft is often enclosed later.
    elements: elementsFromTemplate(houseTemplate, {
      materials: {
        roofCovering: 'steel_roof_sheeting',
        externalWalls: 'timber_weatherboard',
        foundation: 'timber_stumps',
        floorCoverings: 'timber_floorboards',
        windows: 'timber_framed_window',
      },
      percentOfCost: {
        externalWalls: 12,
        foundation: 10,
        floorCoverings: 5,
        windows: 6,
        siteWorks: 3,
        structuralFrame: 11,
        kitchenAndBathrooms: 13,
      },
    }),
  },
  {
    acronym: 'HMH',
    name: 'Manufactured Home',
    subGroup: 'Residential',
    aliases: ['Mobile Home', 'Transportable Home', 'Modular Home'],
    design: {
      ...house,
      lifetimeYears: 35,
      replacementCostDollars: 140_000,
      floorHeightAboveGroundMetres: 0.8,
      marketValueDollars: 250_000,
    },
    extraFields: [storeysField(1)],
    // Light steel chassis on piers with thin cladding: HAZUS gives manufactured housing the
    // steepest wind fragility of all residential classes.
    elements: elementsFromTemplate(houseTemplate, {
      materials: {
        roofCovering: 'steel_roof_sheeting',
        roofFrame: 'light_gauge_steel',
        externalWalls: 'vinyl_cladding',
        structuralFrame: 'light_gauge_steel',
        foundation: 'concrete_strip_footing',
        floorCoverings: 'vinyl_flooring',
      },
      percentOfCost: {
        externalWalls: 12,
        foundation: 6,
        kitchenAndBathrooms: 14,
        structuralFrame: 12,
        siteWorks: 3,
        windows: 6,
        electrical: 8,
        internalLinings: 10,
      },
    }),
  },
  {
    acronym: 'HSF',
    name: 'House – Steel Frame, Clad',
    subGroup: 'Residential',
    aliases: ['Steel Frame House'],
    design: {
      ...house,
      lifetimeYears: 60,
      replacementCostDollars: 320_000,
      floorHeightAboveGroundMetres: 0.3,
    },
    extraFields: [storeysField(1)],
    elements: elementsFromTemplate(houseTemplate, {
      materials: {
        roofCovering: 'steel_roof_sheeting',
        roofFrame: 'light_gauge_steel',
        externalWalls: 'fibre_cement_cladding',
        structuralFrame: 'light_gauge_steel',
      },
    }),
  },
  {
    acronym: 'HTS',
    name: 'House – Two Storey',
    subGroup: 'Residential',
    aliases: ['Two Storey House', 'Double Storey House'],
    design: {
      ...house,
      lifetimeYears: 60,
      replacementCostDollars: 480_000,
      floorHeightAboveGroundMetres: 0.2,
    },
    extraFields: [storeysField(2)],
    // A second storey spreads walls and linings over two floors; the roof and slab shrink in share.
    elements: elementsFromTemplate(houseTemplate, {
      percentOfCost: {
        roofCovering: 4,
        roofFrame: 4,
        foundation: 8,
        externalWalls: 17,
        structuralFrame: 13,
      },
    }),
  },
  {
    acronym: 'DUP',
    name: 'Duplex (Semi-Detached)',
    subGroup: 'Residential',
    aliases: ['Semi-Detached House', 'Duplex'],
    design: {
      ...house,
      lifetimeYears: 60,
      replacementCostDollars: 560_000,
      floorHeightAboveGroundMetres: 0.2,
      marketValueDollars: 1_300_000,
    },
    extraFields: [storeysField(1)],
    elements: elementsFromTemplate(houseTemplate, {
      materials: { floorCoverings: 'ceramic_tile' },
      percentOfCost: { externalWalls: 12, internalLinings: 10 },
    }),
  },
  {
    acronym: 'TH',
    name: 'Townhouse',
    subGroup: 'Residential',
    aliases: ['Terrace House', 'Row House'],
    design: {
      ...house,
      lifetimeYears: 60,
      replacementCostDollars: 380_000,
      floorHeightAboveGroundMetres: 0.2,
    },
    extraFields: [storeysField(2)],
    // Party walls are masonry fire walls shared with the neighbours.
    elements: elementsFromTemplate(houseTemplate, {
      materials: { structuralFrame: 'concrete_block_masonry', floorCoverings: 'ceramic_tile' },
      percentOfCost: {
        roofCovering: 4,
        roofFrame: 4,
        externalWalls: 12,
        structuralFrame: 15,
        foundation: 9,
        siteWorks: 3,
        internalLinings: 10,
        kitchenAndBathrooms: 13,
        plumbing: 6,
      },
    }),
  },
  {
    acronym: 'ALR',
    name: 'Apartment Building – Low Rise (up to 3 storeys)',
    subGroup: 'Residential',
    aliases: ['Walk-up Apartments', 'Low Rise Apartments'],
    design: {
      ...house,
      lifetimeYears: 60,
      replacementCostDollars: 3_600_000,
      floorHeightAboveGroundMetres: 0.3,
      marketValueDollars: 7_200_000,
    },
    extraFields: [storeysField(3)],
    // Walk-up blocks: brick and slab construction without lifts or central plant.
    elements: elementsFromTemplate(multiStoreyTemplate, {
      materials: {
        facade: 'clay_brick_masonry',
        foundations: 'concrete_strip_footing',
        roof: 'concrete_roof_tile',
        mechanical: 'split_system_air_conditioner',
        hydraulicsAndFire: 'copper_plumbing',
        fitOut: 'particleboard_joinery',
      },
      omit: ['lifts'],
      percentOfCost: {
        foundations: 8,
        facade: 12,
        roof: 4,
        electrical: 8,
        mechanical: 6,
        hydraulicsAndFire: 7,
        fitOut: 15,
      },
      extra: [
        element({
          name: 'Internal linings',
          group: 'Interior',
          material: 'plasterboard_lining',
          percentOfCost: 5,
          exposure: interiorExposure,
          heightAboveFloorMetres: 0,
        }),
      ],
    }),
  },
  {
    acronym: 'AMR',
    name: 'Apartment Building – Mid Rise (4 to 8 storeys)',
    subGroup: 'Residential',
    aliases: ['Mid Rise Apartments'],
    design: {
      ...house,
      lifetimeYears: 80,
      replacementCostDollars: 18_000_000,
      floorHeightAboveGroundMetres: 0.5,
      marketValueDollars: 30_000_000,
    },
    extraFields: [storeysField(6)],
    elements: elementsFromTemplate(multiStoreyTemplate, {
      materials: { fitOut: 'particleboard_joinery', floorFinishes: 'timber_floorboards' },
    }),
  },
  {
    acronym: 'AHR',
    name: 'Apartment Building – High Rise (9 storeys and over)',
    subGroup: 'Residential',
    aliases: ['High Rise Apartments', 'Residential Tower'],
    design: {
      ...house,
      importanceLevel: 3,
      lifetimeYears: 100,
      replacementCostDollars: 85_000_000,
      floorHeightAboveGroundMetres: 0.5,
      marketValueDollars: 140_000_000,
    },
    extraFields: [storeysField(25)],
    // Towers spend more on structure, lifts and a glazed facade; the basement holds the plant.
    elements: elementsFromTemplate(multiStoreyTemplate, {
      materials: {
        facade: 'curtain_wall_glazing',
        fitOut: 'particleboard_joinery',
        floorFinishes: 'timber_floorboards',
      },
      percentOfCost: {
        structure: 25,
        facade: 14,
        glazing: 5,
        lifts: 6,
        fitOut: 10,
        siteWorks: 1,
        roof: 2,
        mechanical: 12,
      },
    }),
  },
  {
    acronym: 'RVH',
    name: 'Retirement Village Unit',
    subGroup: 'Residential',
    aliases: ['Villa Unit', 'Retirement Unit'],
    design: {
      ...house,
      lifetimeYears: 50,
      replacementCostDollars: 240_000,
      floorHeightAboveGroundMetres: 0.2,
      marketValueDollars: 550_000,
    },
    extraFields: [storeysField(1)],
    elements: elementsFromTemplate(houseTemplate, {
      materials: { roofCovering: 'steel_roof_sheeting', floorCoverings: 'vinyl_flooring' },
      percentOfCost: { doors: 3, siteWorks: 4 },
    }),
  },
  {
    acronym: 'CAB',
    name: 'Holiday Cabin',
    subGroup: 'Residential',
    aliases: ['Cabin', 'Holiday Home'],
    design: {
      ...house,
      lifetimeYears: 40,
      replacementCostDollars: 120_000,
      floorHeightAboveGroundMetres: 0.8,
      marketValueDollars: 300_000,
    },
    extraFields: [storeysField(1)],
    // Small timber cabins on piers, often in bushland: combustible cladding on every face.
    elements: elementsFromTemplate(houseTemplate, {
      materials: {
        roofCovering: 'steel_roof_sheeting',
        externalWalls: 'timber_weatherboard',
        foundation: 'timber_stumps',
        floorCoverings: 'timber_floorboards',
        windows: 'timber_framed_window',
      },
      percentOfCost: {
        externalWalls: 15,
        kitchenAndBathrooms: 9,
        siteWorks: 3,
        windows: 6,
        doors: 3,
        heatingAndCooling: 4,
        foundation: 11,
        floorCoverings: 5,
        roofFrame: 7,
        structuralFrame: 11,
      },
    }),
  },
];
