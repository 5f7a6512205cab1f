import { element } from '../../elements/element.ts';
import { elementsFromTemplate } from '../../elements/element-template.ts';
import {
  foundationExposure,
  indoorServicesExposure,
  outdoorEquipmentExposure,
  pavementExposure,
  roofExposure,
  siteExposure,
  structuralFrameExposure,
} from '../../elements/exposure.ts';
import { storeysField } from '../../fields/type-specific-fields.ts';
import type { ArchetypeSource } from '../archetype-source.ts';
import { houseTemplate, portalShedTemplate } from './building-templates.ts';

/**
 * Farm buildings. Sheds without people are importance level 1 (AS/NZS 1170.0: minor structures),
 * so their default wind design threshold is 1 in 100 years.
 */
const farm = { isDwelling: false, floorHeightAboveGroundMetres: 0.1 } as const;

export const agricultureArchetypes: ArchetypeSource[] = [
  {
    acronym: 'FHS',
    name: 'Farmhouse',
    subGroup: 'Agriculture',
    aliases: ['Rural House', 'Homestead'],
    design: {
      importanceLevel: 2,
      isDwelling: true,
      lifetimeYears: 60,
      replacementCostDollars: 300_000,
      floorHeightAboveGroundMetres: 0.5,
      marketValueDollars: 650_000,
    },
    extraFields: [storeysField(1)],
    // A weatherboard house off the grid for water: rainwater tanks replace the town supply.
    elements: elementsFromTemplate(houseTemplate, {
      materials: {
        roofCovering: 'steel_roof_sheeting',
        externalWalls: 'timber_weatherboard',
        foundation: 'timber_stumps',
        floorCoverings: 'timber_floorboards',
      },
      percentOfCost: { siteWorks: 2 },
      extra: [
        element(
          'Rainwater tanks and pump',
          'Services',
          'concrete_water_tank',
          3,
          siteExposure,
          -0.5,
        ),
      ],
    }),
  },
  {
    acronym: 'FMS',
    name: 'Farm Machinery Shed',
    subGroup: 'Agriculture',
    aliases: ['Machinery Shed', 'Farm Shed'],
    design: { ...farm, importanceLevel: 1, lifetimeYears: 30, replacementCostDollars: 180_000 },
    // Open-fronted: no doors and no office; an earth or gravel apron instead of a paved hardstand.
    elements: elementsFromTemplate(portalShedTemplate, {
      materials: { hardstand: 'unsealed_gravel' },
      omit: ['doors', 'office'],
      percentOfCost: { portalFrame: 26, roofSheeting: 14, slab: 21 },
    }),
  },
  {
    acronym: 'HAY',
    name: 'Hay Shed',
    subGroup: 'Agriculture',
    aliases: ['Hay Barn'],
    design: { ...farm, importanceLevel: 1, lifetimeYears: 30, replacementCostDollars: 90_000 },
    elements: elementsFromTemplate(portalShedTemplate, {
      materials: { slab: 'concrete_strip_footing', hardstand: 'unsealed_gravel' },
      omit: ['doors', 'office', 'fireAndHydraulics', 'electrical'],
      percentOfCost: { portalFrame: 35, roofSheeting: 20, slab: 20 },
    }),
  },
  {
    acronym: 'GHG',
    name: 'Glasshouse',
    subGroup: 'Agriculture',
    aliases: ['Greenhouse'],
    design: { ...farm, importanceLevel: 1, lifetimeYears: 25, replacementCostDollars: 1_500_000 },
    elements: [
      element('Glazing', 'Envelope', 'horticultural_glass', 30, roofExposure),
      element('Steel frame', 'Structure', 'light_gauge_steel', 20, structuralFrameExposure, 0),
      element('Footings', 'Structure', 'concrete_strip_footing', 8, foundationExposure, -0.3),
      element(
        'Climate control (heating, cooling, screens)',
        'Services',
        'central_hvac_plant',
        15,
        outdoorEquipmentExposure,
        0,
      ),
      element(
        'Irrigation and fertigation',
        'Equipment',
        'crop_and_livestock_fixtures',
        10,
        outdoorEquipmentExposure,
        0,
      ),
      element(
        'Electrical and control',
        'Services',
        'control_and_protection',
        9,
        indoorServicesExposure,
        0.5,
      ),
      element(
        'Benches and growing systems',
        'Equipment',
        'light_gauge_steel',
        8,
        indoorServicesExposure,
        0,
      ),
    ],
  },
  {
    acronym: 'PTN',
    name: 'Polytunnel',
    subGroup: 'Agriculture',
    aliases: ['Hoop House', 'Plastic Greenhouse'],
    design: { ...farm, importanceLevel: 1, lifetimeYears: 15, replacementCostDollars: 120_000 },
    elements: [
      element('Polyethylene film', 'Envelope', 'polyethylene_film', 20, roofExposure),
      element('Steel hoops', 'Structure', 'light_gauge_steel', 35, structuralFrameExposure, 0),
      element(
        'Ground anchors',
        'Structure',
        'concrete_strip_footing',
        10,
        foundationExposure,
        -0.3,
      ),
      element(
        'Irrigation',
        'Equipment',
        'crop_and_livestock_fixtures',
        20,
        outdoorEquipmentExposure,
        0,
      ),
      element(
        'Ventilation and electrical',
        'Services',
        'electrical_wiring',
        15,
        indoorServicesExposure,
        0.5,
      ),
    ],
  },
  {
    acronym: 'DRY',
    name: 'Dairy Shed',
    subGroup: 'Agriculture',
    aliases: ['Milking Shed', 'Dairy'],
    design: { ...farm, importanceLevel: 1, lifetimeYears: 30, replacementCostDollars: 900_000 },
    elements: elementsFromTemplate(portalShedTemplate, {
      percentOfCost: { hardstand: 10, office: 2, portalFrame: 14, slab: 14, doors: 1 },
      extra: [
        element(
          'Milking plant',
          'Equipment',
          'industrial_machinery',
          20,
          indoorServicesExposure,
          0.3,
        ),
        element(
          'Milk vat refrigeration',
          'Equipment',
          'refrigeration_plant',
          6,
          outdoorEquipmentExposure,
          0,
        ),
      ],
    }),
  },
  {
    acronym: 'PLT',
    name: 'Poultry Shed',
    subGroup: 'Agriculture',
    aliases: ['Broiler Shed', 'Chicken Shed'],
    design: { ...farm, importanceLevel: 1, lifetimeYears: 30, replacementCostDollars: 1_200_000 },
    // Birds die of heat stress when tunnel ventilation cannot keep the shed cool.
    elements: elementsFromTemplate(portalShedTemplate, {
      materials: { wallCladding: 'insulated_sandwich_panel' },
      percentOfCost: { office: 2, hardstand: 8, doors: 1 },
      extra: [
        element(
          'Ventilation, feeding and heating',
          'Services',
          'central_hvac_plant',
          18,
          outdoorEquipmentExposure,
          0,
        ),
      ],
    }),
  },
  {
    acronym: 'GSL',
    name: 'Grain Silos',
    subGroup: 'Agriculture',
    aliases: ['Silo', 'Grain Storage'],
    design: { ...farm, importanceLevel: 2, lifetimeYears: 40, replacementCostDollars: 2_000_000 },
    elements: [
      element('Steel silos', 'Structure', 'steel_storage_tank', 50, structuralFrameExposure, 0),
      element('Foundations', 'Structure', 'reinforced_concrete', 15, foundationExposure, -0.5),
      element(
        'Conveyors and elevators',
        'Equipment',
        'industrial_machinery',
        20,
        outdoorEquipmentExposure,
        0.3,
      ),
      element(
        'Electrical and aeration',
        'Services',
        'electrical_wiring',
        10,
        outdoorEquipmentExposure,
        0.5,
      ),
      element('Hardstand', 'Site', 'unsealed_gravel', 5, pavementExposure, -0.1),
    ],
  },
  {
    acronym: 'WNY',
    name: 'Winery',
    subGroup: 'Agriculture',
    aliases: ['Wine Production Facility'],
    design: { ...farm, importanceLevel: 2, lifetimeYears: 40, replacementCostDollars: 8_000_000 },
    elements: elementsFromTemplate(portalShedTemplate, {
      materials: { wallCladding: 'insulated_sandwich_panel' },
      percentOfCost: { office: 4, hardstand: 8, portalFrame: 14, slab: 14 },
      extra: [
        element(
          'Tanks, presses and refrigeration',
          'Equipment',
          'process_equipment',
          22,
          outdoorEquipmentExposure,
          0,
        ),
      ],
    }),
  },
];
