import { element } from '../../elements/element.ts';
import { elementsFromTemplate } from '../../elements/element-template.ts';
import {
  indoorServicesExposure,
  interiorExposure,
  openingExposure,
} from '../../elements/exposure.ts';
import {
  bedsField,
  designFloodImmunityField,
  storeysField,
} from '../../fields/type-specific-fields.ts';
import type { ArchetypeSource } from '../archetype-source.ts';
import { lowRiseTemplate, multiStoreyTemplate, portalShedTemplate } from './building-templates.ts';

/**
 * Schools, health, aged care, emergency services and civic buildings. Most are importance level 3
 * (crowds) or 4 (post-disaster function: hospitals, fire and police stations) under AS/NZS 1170.0,
 * which raises their default wind design threshold.
 */
const community = { isDwelling: false, floorHeightAboveGroundMetres: 0.3 } as const;

export const communityArchetypes: ArchetypeSource[] = [
  {
    acronym: 'SPR',
    name: 'Primary School',
    subGroup: 'Community',
    aliases: ['Elementary School', 'School'],
    design: {
      ...community,
      importanceLevel: 3,
      lifetimeYears: 50,
      replacementCostDollars: 12_000_000,
    },
    extraFields: [storeysField(1)],
    elements: elementsFromTemplate(lowRiseTemplate, {
      materials: { externalWalls: 'clay_brick_masonry', floorFinishes: 'vinyl_flooring' },
    }),
  },
  {
    acronym: 'SSE',
    name: 'Secondary School',
    subGroup: 'Community',
    aliases: ['High School'],
    design: {
      ...community,
      importanceLevel: 3,
      lifetimeYears: 50,
      replacementCostDollars: 30_000_000,
    },
    extraFields: [storeysField(2)],
    elements: elementsFromTemplate(lowRiseTemplate, {
      materials: { externalWalls: 'clay_brick_masonry' },
      percentOfCost: { fitOut: 13, siteWorks: 3 },
      extra: [
        element({
          name: 'Science and trade equipment',
          group: 'Equipment',
          material: 'electronic_equipment',
          percentOfCost: 5,
          exposure: indoorServicesExposure,
          heightAboveFloorMetres: 0.3,
        }),
      ],
    }),
  },
  {
    acronym: 'UNI',
    name: 'University Teaching and Research Building',
    subGroup: 'Community',
    aliases: ['University Building', 'Campus Building'],
    design: {
      ...community,
      importanceLevel: 3,
      lifetimeYears: 60,
      replacementCostDollars: 60_000_000,
    },
    extraFields: [storeysField(5)],
    elements: elementsFromTemplate(multiStoreyTemplate, {
      percentOfCost: { fitOut: 12, structure: 20, facade: 10 },
      extra: [
        element({
          name: 'Laboratory equipment',
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
    acronym: 'CCC',
    name: 'Childcare Centre',
    subGroup: 'Community',
    aliases: ['Day Care Centre', 'Kindergarten'],
    design: {
      ...community,
      importanceLevel: 3,
      lifetimeYears: 40,
      replacementCostDollars: 2_500_000,
    },
    extraFields: [storeysField(1)],
    elements: elementsFromTemplate(lowRiseTemplate, {
      materials: {
        roofStructure: 'timber_frame',
        externalWalls: 'brick_veneer',
        structure: 'timber_frame',
        mechanical: 'split_system_air_conditioner',
      },
    }),
  },
  {
    acronym: 'HOS',
    name: 'Hospital',
    subGroup: 'Community',
    aliases: ['Hospital Building'],
    design: {
      ...community,
      importanceLevel: 4,
      lifetimeYears: 50,
      replacementCostDollars: 350_000_000,
    },
    extraFields: [storeysField(6), bedsField(300), designFloodImmunityField(500)],
    // Medical equipment and standby power carry a large share and must work through the event.
    elements: elementsFromTemplate(multiStoreyTemplate, {
      percentOfCost: {
        structure: 18,
        facade: 9,
        fitOut: 10,
        floorFinishes: 2,
        siteWorks: 2,
        glazing: 5,
        foundations: 5,
        mechanical: 12,
        electrical: 8,
        hydraulicsAndFire: 4,
      },
      extra: [
        element({
          name: 'Medical equipment',
          group: 'Equipment',
          material: 'medical_equipment',
          percentOfCost: 15,
          exposure: indoorServicesExposure,
          heightAboveFloorMetres: 0.5,
        }),
        element({
          name: 'Standby generators',
          group: 'Services',
          material: 'standby_generator',
          percentOfCost: 3,
          exposure: indoorServicesExposure,
          heightAboveFloorMetres: -2,
        }),
      ],
    }),
  },
  {
    acronym: 'HCL',
    name: 'Health Clinic',
    subGroup: 'Community',
    aliases: ['Medical Centre', 'Clinic'],
    design: {
      ...community,
      importanceLevel: 3,
      lifetimeYears: 40,
      replacementCostDollars: 6_000_000,
    },
    extraFields: [storeysField(1)],
    elements: elementsFromTemplate(lowRiseTemplate, {
      percentOfCost: { fitOut: 12, siteWorks: 3, structure: 8, slab: 7 },
      extra: [
        element({
          name: 'Medical equipment',
          group: 'Equipment',
          material: 'medical_equipment',
          percentOfCost: 10,
          exposure: indoorServicesExposure,
          heightAboveFloorMetres: 0.5,
        }),
      ],
    }),
  },
  {
    acronym: 'ACF',
    name: 'Aged Care Facility',
    subGroup: 'Community',
    aliases: ['Nursing Home', 'Residential Aged Care'],
    design: {
      ...community,
      importanceLevel: 3,
      lifetimeYears: 50,
      replacementCostDollars: 25_000_000,
    },
    extraFields: [storeysField(2), bedsField(100)],
    // Residents are frail and slow to evacuate; heat and fire matter more than for other buildings.
    elements: elementsFromTemplate(lowRiseTemplate, {
      materials: {
        roofCovering: 'concrete_roof_tile',
        roofStructure: 'timber_frame',
        externalWalls: 'brick_veneer',
        structure: 'timber_frame',
      },
      percentOfCost: { fitOut: 14, mechanical: 8, siteWorks: 3, windowsAndDoors: 7 },
      extra: [
        element({
          name: 'Nurse call, kitchen and laundry equipment',
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
    acronym: 'FST',
    name: 'Fire Station',
    subGroup: 'Community',
    aliases: ['Fire and Rescue Station', 'Ambulance Station'],
    design: {
      ...community,
      importanceLevel: 4,
      lifetimeYears: 50,
      replacementCostDollars: 5_000_000,
    },
    extraFields: [storeysField(1)],
    elements: elementsFromTemplate(lowRiseTemplate, {
      percentOfCost: { fitOut: 13, siteWorks: 3, floorFinishes: 2, mechanical: 7 },
      extra: [
        element({
          name: 'Standby power and communications',
          group: 'Services',
          material: 'standby_generator',
          percentOfCost: 5,
          exposure: indoorServicesExposure,
          heightAboveFloorMetres: 0.2,
        }),
        element({
          name: 'Appliance bay doors',
          group: 'Envelope',
          material: 'steel_roller_door',
          percentOfCost: 4,
          exposure: openingExposure,
          heightAboveFloorMetres: 0,
        }),
      ],
    }),
  },
  {
    acronym: 'PST',
    name: 'Police Station',
    subGroup: 'Community',
    aliases: ['Police Station Building'],
    design: {
      ...community,
      importanceLevel: 4,
      lifetimeYears: 50,
      replacementCostDollars: 8_000_000,
    },
    extraFields: [storeysField(2)],
    elements: elementsFromTemplate(lowRiseTemplate, {
      materials: { externalWalls: 'precast_concrete' },
      percentOfCost: { fitOut: 13, siteWorks: 3, floorFinishes: 3 },
      extra: [
        element({
          name: 'Communications and security systems',
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
    acronym: 'LIB',
    name: 'Library and Civic Centre',
    subGroup: 'Community',
    aliases: ['Library', 'Civic Centre', 'Council Offices'],
    design: {
      ...community,
      importanceLevel: 3,
      lifetimeYears: 60,
      replacementCostDollars: 10_000_000,
    },
    extraFields: [storeysField(2)],
    elements: elementsFromTemplate(lowRiseTemplate, {
      materials: {
        externalWalls: 'precast_concrete',
        windowsAndDoors: 'curtain_wall_glazing',
        floorFinishes: 'carpet',
      },
    }),
  },
  {
    acronym: 'POW',
    name: 'Place of Worship',
    subGroup: 'Community',
    aliases: ['Church', 'Mosque', 'Temple', 'Synagogue'],
    design: {
      ...community,
      importanceLevel: 3,
      lifetimeYears: 100,
      replacementCostDollars: 3_000_000,
    },
    extraFields: [storeysField(1)],
    elements: elementsFromTemplate(lowRiseTemplate, {
      materials: {
        roofCovering: 'slate_roof',
        roofStructure: 'glulam_timber',
        externalWalls: 'clay_brick_masonry',
        structure: 'clay_brick_masonry',
        windowsAndDoors: 'timber_framed_window',
        floorFinishes: 'timber_floorboards',
        slab: 'concrete_strip_footing',
      },
    }),
  },
  {
    acronym: 'SPC',
    name: 'Indoor Sports Centre',
    subGroup: 'Community',
    aliases: ['Sports Hall', 'Leisure Centre', 'Gymnasium'],
    design: {
      ...community,
      importanceLevel: 3,
      lifetimeYears: 50,
      replacementCostDollars: 15_000_000,
    },
    elements: elementsFromTemplate(portalShedTemplate, {
      percentOfCost: { office: 6, hardstand: 10 },
      extra: [
        element({
          name: 'Sports floor',
          group: 'Interior',
          material: 'timber_floorboards',
          percentOfCost: 8,
          exposure: interiorExposure,
          heightAboveFloorMetres: 0,
        }),
      ],
    }),
  },
  {
    acronym: 'CHL',
    name: 'Community Hall',
    subGroup: 'Community',
    aliases: ['Town Hall', 'Evacuation Centre'],
    design: {
      ...community,
      importanceLevel: 3,
      lifetimeYears: 60,
      replacementCostDollars: 2_000_000,
      floorHeightAboveGroundMetres: 0.5,
    },
    extraFields: [storeysField(1)],
    elements: elementsFromTemplate(lowRiseTemplate, {
      materials: {
        roofStructure: 'timber_frame',
        externalWalls: 'fibre_cement_cladding',
        structure: 'timber_frame',
        floorFinishes: 'timber_floorboards',
        slab: 'timber_stumps',
      },
    }),
  },
];
