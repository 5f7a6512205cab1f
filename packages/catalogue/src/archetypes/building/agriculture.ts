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
        element({
          name: 'Rainwater tanks and pump',
          group: 'Services',
          material: 'concrete_water_tank',
          percentOfCost: 3,
          exposure: siteExposure,
          heightAboveFloorMetres: -0.5,
        }),
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
      element({
        name: 'Glazing',
        group: 'Envelope',
        material: 'horticultural_glass',
        percentOfCost: 30,
        exposure: roofExposure,
      }),
      element({
        name: 'Steel frame',
        group: 'Structure',
        material: 'light_gauge_steel',
        percentOfCost: 20,
        exposure: structuralFrameExposure,
        heightAboveFloorMetres: 0,
      }),
      element({
        name: 'Footings',
        group: 'Structure',
        material: 'concrete_strip_footing',
        percentOfCost: 8,
        exposure: foundationExposure,
        heightAboveFloorMetres: -0.3,
      }),
      element({
        name: 'Climate control (heating, cooling, screens)',
        group: 'Services',
        material: 'central_hvac_plant',
        percentOfCost: 15,
        exposure: outdoorEquipmentExposure,
        heightAboveFloorMetres: 0,
      }),
      element({
        name: 'Irrigation and fertigation',
        group: 'Equipment',
        material: 'crop_and_livestock_fixtures',
        percentOfCost: 10,
        exposure: outdoorEquipmentExposure,
        heightAboveFloorMetres: 0,
      }),
      element({
        name: 'Electrical and control',
        group: 'Services',
        material: 'control_and_protection',
        percentOfCost: 9,
        exposure: indoorServicesExposure,
        heightAboveFloorMetres: 0.5,
      }),
      element({
        name: 'Benches and growing systems',
        group: 'Equipment',
        material: 'light_gauge_steel',
        percentOfCost: 8,
        exposure: indoorServicesExposure,
        heightAboveFloorMetres: 0,
      }),
    ],
  },
  {
    acronym: 'PTN',
    name: 'Polytunnel',
    subGroup: 'Agriculture',
    aliases: ['Hoop House', 'Plastic Greenhouse'],
    design: { ...farm, importanceLevel: 1, lifetimeYears: 15, replacementCostDollars: 120_000 },
    elements: [
      element({
        name: 'Polyethylene film',
        group: 'Envelope',
        material: 'polyethylene_film',
        percentOfCost: 20,
        exposure: roofExposure,
      }),
      element({
        name: 'Steel hoops',
        group: 'Structure',
        material: 'light_gauge_steel',
        percentOfCost: 35,
        exposure: structuralFrameExposure,
        heightAboveFloorMetres: 0,
      }),
      element({
        name: 'Ground anchors',
        group: 'Structure',
        material: 'concrete_strip_footing',
        percentOfCost: 10,
        exposure: foundationExposure,
        heightAboveFloorMetres: -0.3,
      }),
      element({
        name: 'Irrigation',
        group: 'Equipment',
        material: 'crop_and_livestock_fixtures',
        percentOfCost: 20,
        exposure: outdoorEquipmentExposure,
        heightAboveFloorMetres: 0,
      }),
      element({
        name: 'Ventilation and electrical',
        group: 'Services',
        material: 'electrical_wiring',
        percentOfCost: 15,
        exposure: indoorServicesExposure,
        heightAboveFloorMetres: 0.5,
      }),
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
        element({
          name: 'Milking plant',
          group: 'Equipment',
          material: 'industrial_machinery',
          percentOfCost: 20,
          exposure: indoorServicesExposure,
          heightAboveFloorMetres: 0.3,
        }),
        element({
          name: 'Milk vat refrigeration',
          group: 'Equipment',
          material: 'refrigeration_plant',
          percentOfCost: 6,
          exposure: outdoorEquipmentExposure,
          heightAboveFloorMetres: 0,
        }),
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
        element({
          name: 'Ventilation, feeding and heating',
          group: 'Services',
          material: 'central_hvac_plant',
          percentOfCost: 18,
          exposure: outdoorEquipmentExposure,
          heightAboveFloorMetres: 0,
        }),
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
      element({
        name: 'Steel silos',
        group: 'Structure',
        material: 'steel_storage_tank',
        percentOfCost: 50,
        exposure: structuralFrameExposure,
        heightAboveFloorMetres: 0,
      }),
      element({
        name: 'Foundations',
        group: 'Structure',
        material: 'reinforced_concrete',
        percentOfCost: 15,
        exposure: foundationExposure,
        heightAboveFloorMetres: -0.5,
      }),
      element({
        name: 'Conveyors and elevators',
        group: 'Equipment',
        material: 'industrial_machinery',
        percentOfCost: 20,
        exposure: outdoorEquipmentExposure,
        heightAboveFloorMetres: 0.3,
      }),
      element({
        name: 'Electrical and aeration',
        group: 'Services',
        material: 'electrical_wiring',
        percentOfCost: 10,
        exposure: outdoorEquipmentExposure,
        heightAboveFloorMetres: 0.5,
      }),
      element({
        name: 'Hardstand',
        group: 'Site',
        material: 'unsealed_gravel',
        percentOfCost: 5,
        exposure: pavementExposure,
        heightAboveFloorMetres: -0.1,
      }),
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
        element({
          name: 'Tanks, presses and refrigeration',
          group: 'Equipment',
          material: 'process_equipment',
          percentOfCost: 22,
          exposure: outdoorEquipmentExposure,
          heightAboveFloorMetres: 0,
        }),
      ],
    }),
  },
];
