import { element } from '../../elements/element.ts';
import { elementsFromTemplate } from '../../elements/element-template.ts';
import {
  externalWallExposure,
  foundationExposure,
  indoorServicesExposure,
  outdoorEquipmentExposure,
  pavementExposure,
  roofExposure,
  siteExposure,
  structuralFrameExposure,
} from '../../elements/exposure.ts';
import { designFloodImmunityField } from '../../fields/type-specific-fields.ts';
import type { ArchetypeSource } from '../archetype-source.ts';
import { portalShedTemplate } from './building-templates.ts';

/**
 * Warehouses, factories and process plants. Sheds follow the portal-frame family; process plants
 * are mostly equipment, piping and control systems, so they are listed element by element.
 */
const industrial = { isDwelling: false, floorHeightAboveGroundMetres: 0.15 } as const;

export const industrialArchetypes: ArchetypeSource[] = [
  {
    acronym: 'WHS',
    name: 'Warehouse (Steel Portal Frame)',
    subGroup: 'Industrial',
    aliases: ['Warehouse', 'Shed'],
    design: {
      ...industrial,
      importanceLevel: 2,
      lifetimeYears: 40,
      replacementCostDollars: 6_000_000,
    },
    elements: elementsFromTemplate(portalShedTemplate),
  },
  {
    acronym: 'DCW',
    name: 'Distribution Centre',
    subGroup: 'Industrial',
    aliases: ['Logistics Centre', 'Fulfilment Centre'],
    design: {
      ...industrial,
      importanceLevel: 2,
      lifetimeYears: 40,
      replacementCostDollars: 45_000_000,
    },
    // Racking, conveyors and sortation are a large share of a modern distribution centre.
    elements: elementsFromTemplate(portalShedTemplate, {
      percentOfCost: { office: 4, hardstand: 12, slab: 16, portalFrame: 18 },
      extra: [
        element(
          'Racking and automation',
          'Equipment',
          'industrial_machinery',
          12,
          indoorServicesExposure,
          0,
        ),
      ],
    }),
  },
  {
    acronym: 'FLI',
    name: 'Factory – Light Industrial',
    subGroup: 'Industrial',
    aliases: ['Factory', 'Light Industrial Unit'],
    design: {
      ...industrial,
      importanceLevel: 2,
      lifetimeYears: 40,
      replacementCostDollars: 8_000_000,
    },
    elements: elementsFromTemplate(portalShedTemplate, {
      percentOfCost: { hardstand: 10, slab: 15, portalFrame: 17, office: 5 },
      extra: [
        element(
          'Production machinery',
          'Equipment',
          'industrial_machinery',
          15,
          indoorServicesExposure,
          0,
        ),
      ],
    }),
  },
  {
    acronym: 'FHI',
    name: 'Heavy Industrial Plant',
    subGroup: 'Industrial',
    aliases: ['Heavy Industry', 'Manufacturing Plant'],
    design: {
      ...industrial,
      importanceLevel: 3,
      lifetimeYears: 40,
      replacementCostDollars: 150_000_000,
    },
    extraFields: [designFloodImmunityField(100)],
    elements: [
      element(
        'Process machinery',
        'Equipment',
        'industrial_machinery',
        30,
        outdoorEquipmentExposure,
        0,
      ),
      element('Steel structures', 'Structure', 'structural_steel', 18, structuralFrameExposure, 0),
      element(
        'Electrical, control and instrumentation',
        'Services',
        'control_and_protection',
        12,
        indoorServicesExposure,
        0.5,
      ),
      element(
        'Foundations and machine bases',
        'Structure',
        'reinforced_concrete',
        12,
        foundationExposure,
        -0.5,
      ),
      element(
        'Piping and storage tanks',
        'Equipment',
        'steel_storage_tank',
        10,
        outdoorEquipmentExposure,
        0,
      ),
      element('Building cladding', 'Envelope', 'metal_wall_cladding', 8, externalWallExposure, 0),
      element('Roof sheeting', 'Roof', 'steel_roof_sheeting', 4, roofExposure),
      element(
        'Roads, hardstand and drainage',
        'Site',
        'concrete_pavement',
        6,
        pavementExposure,
        -0.15,
      ),
    ],
  },
  {
    acronym: 'CST',
    name: 'Cold Store',
    subGroup: 'Industrial',
    aliases: ['Cold Storage Warehouse', 'Freezer Warehouse'],
    design: {
      ...industrial,
      importanceLevel: 2,
      lifetimeYears: 35,
      replacementCostDollars: 20_000_000,
    },
    // Insulated panels and refrigeration dominate; a power or refrigeration failure in a heatwave
    // spoils the stock.
    elements: elementsFromTemplate(portalShedTemplate, {
      materials: {
        wallCladding: 'insulated_sandwich_panel',
        roofSheeting: 'insulated_sandwich_panel',
      },
      percentOfCost: {
        wallCladding: 12,
        roofSheeting: 12,
        hardstand: 10,
        office: 4,
        slab: 15,
        portalFrame: 14,
        doors: 4,
        fireAndHydraulics: 5,
        electrical: 6,
      },
      extra: [
        element(
          'Refrigeration plant',
          'Equipment',
          'refrigeration_plant',
          18,
          outdoorEquipmentExposure,
          0,
        ),
      ],
    }),
  },
  {
    acronym: 'WKD',
    name: 'Workshop and Depot',
    subGroup: 'Industrial',
    aliases: ['Depot', 'Workshop'],
    design: {
      ...industrial,
      importanceLevel: 2,
      lifetimeYears: 40,
      replacementCostDollars: 3_000_000,
    },
    elements: elementsFromTemplate(portalShedTemplate, {
      percentOfCost: { hardstand: 12, office: 6, slab: 16 },
      extra: [
        element(
          'Workshop equipment and hoists',
          'Equipment',
          'industrial_machinery',
          8,
          indoorServicesExposure,
          0,
        ),
      ],
    }),
  },
  {
    acronym: 'CHP',
    name: 'Chemical Plant',
    subGroup: 'Industrial',
    aliases: ['Chemical Works'],
    design: {
      ...industrial,
      importanceLevel: 3,
      lifetimeYears: 40,
      replacementCostDollars: 200_000_000,
    },
    extraFields: [designFloodImmunityField(100)],
    elements: [
      element(
        'Process equipment (reactors, columns)',
        'Equipment',
        'process_equipment',
        28,
        outdoorEquipmentExposure,
        0,
      ),
      element('Storage tanks', 'Equipment', 'steel_storage_tank', 14, outdoorEquipmentExposure, 0),
      element(
        'Pipe racks and piping',
        'Equipment',
        'steel_pipeline',
        12,
        outdoorEquipmentExposure,
        0.5,
      ),
      element('Steel structures', 'Structure', 'structural_steel', 12, structuralFrameExposure, 0),
      element(
        'Control and safety systems',
        'Services',
        'control_and_protection',
        10,
        indoorServicesExposure,
        0.5,
      ),
      element(
        'Power distribution',
        'Services',
        'electrical_wiring',
        8,
        indoorServicesExposure,
        0.3,
      ),
      element(
        'Foundations and bunds',
        'Structure',
        'reinforced_concrete',
        10,
        foundationExposure,
        -0.5,
      ),
      element('Roads and drainage', 'Site', 'concrete_pavement', 6, pavementExposure, -0.15),
    ],
  },
  {
    acronym: 'FPP',
    name: 'Food Processing Plant',
    subGroup: 'Industrial',
    aliases: ['Food Factory', 'Abattoir'],
    design: {
      ...industrial,
      importanceLevel: 2,
      lifetimeYears: 40,
      replacementCostDollars: 35_000_000,
    },
    elements: elementsFromTemplate(portalShedTemplate, {
      materials: { wallCladding: 'insulated_sandwich_panel' },
      percentOfCost: {
        portalFrame: 14,
        slab: 14,
        hardstand: 8,
        office: 5,
        roofSheeting: 8,
        electrical: 7,
      },
      extra: [
        element(
          'Processing lines',
          'Equipment',
          'industrial_machinery',
          16,
          indoorServicesExposure,
          0,
        ),
        element(
          'Refrigeration',
          'Equipment',
          'refrigeration_plant',
          8,
          outdoorEquipmentExposure,
          0,
        ),
      ],
    }),
  },
  {
    acronym: 'SML',
    name: 'Sawmill',
    subGroup: 'Industrial',
    aliases: ['Timber Mill'],
    design: {
      ...industrial,
      importanceLevel: 2,
      lifetimeYears: 35,
      replacementCostDollars: 12_000_000,
    },
    // Often sited in forest country, with log yards and sawdust that carry a fire to the buildings.
    elements: elementsFromTemplate(portalShedTemplate, {
      percentOfCost: { hardstand: 10, office: 3, slab: 14, wallCladding: 6 },
      extra: [
        element(
          'Saws, kilns and conveyors',
          'Equipment',
          'industrial_machinery',
          18,
          indoorServicesExposure,
          0,
        ),
      ],
    }),
  },
  {
    acronym: 'MPP',
    name: 'Mine Processing Plant',
    subGroup: 'Industrial',
    aliases: ['Ore Processing Plant', 'Mine Site'],
    design: {
      ...industrial,
      importanceLevel: 3,
      lifetimeYears: 30,
      replacementCostDollars: 250_000_000,
    },
    extraFields: [designFloodImmunityField(100)],
    elements: [
      element(
        'Crushers and mills',
        'Equipment',
        'industrial_machinery',
        32,
        outdoorEquipmentExposure,
        0,
      ),
      element('Conveyors', 'Equipment', 'structural_steel', 14, outdoorEquipmentExposure, 0.5),
      element('Steel structures', 'Structure', 'structural_steel', 12, structuralFrameExposure, 0),
      element(
        'Electrical and control',
        'Services',
        'control_and_protection',
        12,
        indoorServicesExposure,
        0.5,
      ),
      element(
        'Tailings and water dams',
        'Civil works',
        'earthfill_embankment',
        10,
        siteExposure,
        -2,
      ),
      element('Foundations', 'Structure', 'reinforced_concrete', 10, foundationExposure, -0.5),
      element('Haul roads', 'Site', 'unsealed_gravel', 5, pavementExposure, -0.3),
      element(
        'Buildings and workshops',
        'Envelope',
        'metal_wall_cladding',
        5,
        externalWallExposure,
        0,
      ),
    ],
  },
];
