import { element } from '../../elements/element.ts';
import { elementsFromTemplate } from '../../elements/element-template.ts';
import {
  buriedExposure,
  indoorServicesExposure,
  outdoorEquipmentExposure,
  pavementExposure,
  roofStructureExposure,
  structuralFrameExposure,
} from '../../elements/exposure.ts';
import { storeysField } from '../../fields/type-specific-fields.ts';
import type { ArchetypeSource } from '../archetype-source.ts';
import { lowRiseTemplate, multiStoreyTemplate } from './building-templates.ts';

/**
 * Offices, shops, hospitality and other commercial buildings. Replacement costs are rebuild costs in
 * USD for a typical size (e.g. a 6-storey, 8 000 m² office at about 3 500 USD/m²).
 */
const commercial = { isDwelling: false, floorHeightAboveGroundMetres: 0.3 } as const;

export const commercialArchetypes: ArchetypeSource[] = [
  {
    acronym: 'OLR',
    name: 'Office – Low Rise (1 to 3 storeys)',
    subGroup: 'Commercial',
    aliases: ['Low Rise Office', 'Office Building'],
    design: {
      ...commercial,
      importanceLevel: 2,
      lifetimeYears: 50,
      replacementCostDollars: 4_500_000,
    },
    extraFields: [storeysField(2)],
    elements: elementsFromTemplate(lowRiseTemplate, {
      materials: { externalWalls: 'precast_concrete', floorFinishes: 'carpet' },
    }),
  },
  {
    acronym: 'OMR',
    name: 'Office – Mid Rise (4 to 10 storeys)',
    subGroup: 'Commercial',
    aliases: ['Mid Rise Office'],
    design: {
      ...commercial,
      importanceLevel: 2,
      lifetimeYears: 60,
      replacementCostDollars: 28_000_000,
    },
    extraFields: [storeysField(6)],
    elements: elementsFromTemplate(multiStoreyTemplate),
  },
  {
    acronym: 'OHR',
    name: 'Office Tower – High Rise (over 10 storeys)',
    subGroup: 'Commercial',
    aliases: ['Office Tower', 'High Rise Office'],
    design: {
      ...commercial,
      importanceLevel: 3,
      lifetimeYears: 80,
      replacementCostDollars: 180_000_000,
    },
    extraFields: [storeysField(30)],
    // A glazed curtain wall and more lifts; the plant sits in the basement and on the roof.
    elements: elementsFromTemplate(multiStoreyTemplate, {
      materials: { facade: 'curtain_wall_glazing', glazing: 'curtain_wall_glazing' },
      percentOfCost: { structure: 24, facade: 15, glazing: 4, lifts: 6, fitOut: 11, siteWorks: 2 },
    }),
  },
  {
    acronym: 'RSS',
    name: 'Retail – Strip Shop',
    subGroup: 'Commercial',
    aliases: ['Shop', 'Retail Shop'],
    design: {
      ...commercial,
      importanceLevel: 2,
      lifetimeYears: 50,
      replacementCostDollars: 1_200_000,
      floorHeightAboveGroundMetres: 0.15,
    },
    extraFields: [storeysField(1)],
    // Street-front glazing takes a larger share than in other low-rise buildings.
    elements: elementsFromTemplate(lowRiseTemplate, {
      materials: {
        externalWalls: 'clay_brick_masonry',
        windowsAndDoors: 'curtain_wall_glazing',
        floorFinishes: 'ceramic_tile',
      },
      percentOfCost: { windowsAndDoors: 11, fitOut: 15, siteWorks: 3 },
    }),
  },
  {
    acronym: 'SC',
    name: 'Shopping Centre',
    subGroup: 'Commercial',
    aliases: ['Shopping Mall', 'Mall'],
    design: {
      ...commercial,
      importanceLevel: 3,
      lifetimeYears: 50,
      replacementCostDollars: 120_000_000,
    },
    extraFields: [storeysField(2)],
    elements: elementsFromTemplate(lowRiseTemplate, {
      materials: { externalWalls: 'precast_concrete', floorFinishes: 'ceramic_tile' },
      percentOfCost: {
        roofCovering: 5,
        structure: 11,
        fitOut: 10,
        mechanical: 11,
        siteWorks: 7,
        hydraulicsAndFire: 6,
        windowsAndDoors: 6,
      },
      extra: [
        element({
          name: 'Escalators and lifts',
          group: 'Services',
          material: 'lift_installation',
          percentOfCost: 3,
          exposure: indoorServicesExposure,
          heightAboveFloorMetres: -1,
        }),
      ],
    }),
  },
  {
    acronym: 'SMK',
    name: 'Supermarket',
    subGroup: 'Commercial',
    aliases: ['Grocery Store'],
    design: {
      ...commercial,
      importanceLevel: 2,
      lifetimeYears: 40,
      replacementCostDollars: 12_000_000,
    },
    extraFields: [storeysField(1)],
    // Refrigerated cabinets and cool rooms are a large share of a supermarket and fail in heatwaves.
    elements: elementsFromTemplate(lowRiseTemplate, {
      materials: { externalWalls: 'precast_concrete', floorFinishes: 'ceramic_tile' },
      percentOfCost: {
        fitOut: 10,
        structure: 9,
        externalWalls: 10,
        windowsAndDoors: 5,
        roofStructure: 6,
        siteWorks: 6,
        floorFinishes: 3,
      },
      extra: [
        element({
          name: 'Refrigerated cabinets and cool rooms',
          group: 'Equipment',
          material: 'refrigeration_plant',
          percentOfCost: 13,
          exposure: outdoorEquipmentExposure,
          heightAboveFloorMetres: 0,
        }),
      ],
    }),
  },
  {
    acronym: 'HTL',
    name: 'Hotel',
    subGroup: 'Commercial',
    aliases: ['Hotel Tower'],
    design: {
      ...commercial,
      importanceLevel: 3,
      lifetimeYears: 60,
      replacementCostDollars: 45_000_000,
    },
    extraFields: [storeysField(10)],
    elements: elementsFromTemplate(multiStoreyTemplate, {
      materials: { fitOut: 'particleboard_joinery' },
      percentOfCost: { fitOut: 17, facade: 10, floorFinishes: 4, glazing: 5 },
    }),
  },
  {
    acronym: 'MTL',
    name: 'Motel',
    subGroup: 'Commercial',
    aliases: ['Motor Inn'],
    design: {
      ...commercial,
      importanceLevel: 2,
      lifetimeYears: 45,
      replacementCostDollars: 3_500_000,
    },
    extraFields: [storeysField(2)],
    elements: elementsFromTemplate(lowRiseTemplate, {
      materials: {
        roofCovering: 'concrete_roof_tile',
        roofStructure: 'timber_frame',
        externalWalls: 'clay_brick_masonry',
        structure: 'timber_frame',
        fitOut: 'particleboard_joinery',
        floorFinishes: 'carpet',
        mechanical: 'split_system_air_conditioner',
      },
    }),
  },
  {
    acronym: 'RCF',
    name: 'Restaurant or Café',
    subGroup: 'Commercial',
    aliases: ['Restaurant', 'Cafe'],
    design: {
      ...commercial,
      importanceLevel: 2,
      lifetimeYears: 40,
      replacementCostDollars: 1_100_000,
      floorHeightAboveGroundMetres: 0.15,
    },
    extraFields: [storeysField(1)],
    elements: elementsFromTemplate(lowRiseTemplate, {
      materials: { externalWalls: 'clay_brick_masonry', floorFinishes: 'ceramic_tile' },
      percentOfCost: { fitOut: 12, structure: 8, externalWalls: 10, siteWorks: 3, slab: 7 },
      extra: [
        element({
          name: 'Commercial kitchen equipment',
          group: 'Equipment',
          material: 'industrial_machinery',
          percentOfCost: 12,
          exposure: indoorServicesExposure,
          heightAboveFloorMetres: 0.1,
        }),
      ],
    }),
  },
  {
    acronym: 'SSV',
    name: 'Service Station',
    subGroup: 'Commercial',
    aliases: ['Petrol Station', 'Gas Station', 'Fuel Station'],
    design: {
      ...commercial,
      importanceLevel: 2,
      lifetimeYears: 30,
      replacementCostDollars: 2_500_000,
      floorHeightAboveGroundMetres: 0.15,
    },
    elements: [
      element({
        name: 'Forecourt canopy',
        group: 'Structure',
        material: 'structural_steel',
        percentOfCost: 12,
        exposure: roofStructureExposure,
      }),
      element({
        name: 'Underground fuel tanks',
        group: 'Civil works',
        material: 'steel_storage_tank',
        percentOfCost: 18,
        exposure: buriedExposure,
        heightAboveFloorMetres: -3,
      }),
      element({
        name: 'Fuel dispensers and controls',
        group: 'Equipment',
        material: 'electronic_equipment',
        percentOfCost: 14,
        exposure: outdoorEquipmentExposure,
        heightAboveFloorMetres: 0.2,
      }),
      element({
        name: 'Shop building',
        group: 'Structure',
        material: 'concrete_block_masonry',
        percentOfCost: 20,
        exposure: structuralFrameExposure,
        heightAboveFloorMetres: 0,
      }),
      element({
        name: 'Shop fit-out and refrigeration',
        group: 'Interior',
        material: 'refrigeration_plant',
        percentOfCost: 12,
        exposure: indoorServicesExposure,
        heightAboveFloorMetres: 0,
      }),
      element({
        name: 'Electrical and lighting',
        group: 'Services',
        material: 'electrical_wiring',
        percentOfCost: 9,
        exposure: indoorServicesExposure,
        heightAboveFloorMetres: 0.3,
      }),
      element({
        name: 'Forecourt pavement and drainage',
        group: 'Site',
        material: 'concrete_pavement',
        percentOfCost: 15,
        exposure: pavementExposure,
        heightAboveFloorMetres: -0.15,
      }),
    ],
  },
  {
    acronym: 'MCP',
    name: 'Multi-Storey Car Park',
    subGroup: 'Commercial',
    aliases: ['Parking Garage', 'Car Park Building'],
    design: {
      ...commercial,
      importanceLevel: 2,
      lifetimeYears: 50,
      replacementCostDollars: 15_000_000,
      floorHeightAboveGroundMetres: 0,
    },
    extraFields: [storeysField(5)],
    // Open decks are mostly structure; services are light (lighting, ventilation, boom gates).
    elements: [
      element({
        name: 'Concrete decks and frame',
        group: 'Structure',
        material: 'prestressed_concrete',
        percentOfCost: 52,
        exposure: structuralFrameExposure,
        heightAboveFloorMetres: 0,
      }),
      element({
        name: 'Foundations',
        group: 'Structure',
        material: 'concrete_piled_footing',
        percentOfCost: 12,
        exposure: buriedExposure,
        heightAboveFloorMetres: -1,
      }),
      element({
        name: 'Ramps and barriers',
        group: 'Structure',
        material: 'reinforced_concrete',
        percentOfCost: 10,
        exposure: structuralFrameExposure,
        heightAboveFloorMetres: 0,
      }),
      element({
        name: 'Lighting and electrical',
        group: 'Services',
        material: 'electrical_wiring',
        percentOfCost: 7,
        exposure: indoorServicesExposure,
        heightAboveFloorMetres: 0.5,
      }),
      element({
        name: 'Lifts and stairs',
        group: 'Services',
        material: 'lift_installation',
        percentOfCost: 6,
        exposure: indoorServicesExposure,
        heightAboveFloorMetres: -1,
      }),
      element({
        name: 'Access control and payment',
        group: 'Equipment',
        material: 'electronic_equipment',
        percentOfCost: 4,
        exposure: indoorServicesExposure,
        heightAboveFloorMetres: 0.8,
      }),
      element({
        name: 'Drainage and fire services',
        group: 'Services',
        material: 'fire_services',
        percentOfCost: 5,
        exposure: buriedExposure,
        heightAboveFloorMetres: 0,
      }),
      element({
        name: 'Deck waterproofing',
        group: 'Roof',
        material: 'bituminous_membrane',
        percentOfCost: 4,
        exposure: pavementExposure,
        heightAboveFloorMetres: 0,
      }),
    ],
  },
  {
    acronym: 'BNK',
    name: 'Bank Branch',
    subGroup: 'Commercial',
    aliases: ['Bank'],
    design: {
      ...commercial,
      importanceLevel: 2,
      lifetimeYears: 50,
      replacementCostDollars: 1_800_000,
    },
    extraFields: [storeysField(1)],
    elements: elementsFromTemplate(lowRiseTemplate, {
      materials: { externalWalls: 'clay_brick_masonry', floorFinishes: 'carpet' },
      percentOfCost: { fitOut: 13, siteWorks: 3, mechanical: 8 },
      extra: [
        element({
          name: 'Vault, security and ATMs',
          group: 'Equipment',
          material: 'electronic_equipment',
          percentOfCost: 6,
          exposure: indoorServicesExposure,
          heightAboveFloorMetres: 0.3,
        }),
      ],
    }),
  },
  {
    acronym: 'CIN',
    name: 'Cinema and Entertainment Venue',
    subGroup: 'Commercial',
    aliases: ['Cinema', 'Theatre'],
    design: {
      ...commercial,
      importanceLevel: 3,
      lifetimeYears: 50,
      replacementCostDollars: 14_000_000,
    },
    extraFields: [storeysField(2)],
    elements: elementsFromTemplate(lowRiseTemplate, {
      materials: { externalWalls: 'precast_concrete', floorFinishes: 'carpet' },
      percentOfCost: { fitOut: 14, roofStructure: 8, windowsAndDoors: 3, siteWorks: 4 },
      extra: [
        element({
          name: 'Projection, sound and seating',
          group: 'Equipment',
          material: 'electronic_equipment',
          percentOfCost: 7,
          exposure: indoorServicesExposure,
          heightAboveFloorMetres: 0,
        }),
      ],
    }),
  },
];
