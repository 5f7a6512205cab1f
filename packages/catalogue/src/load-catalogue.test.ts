import { describe, expect, it } from 'vitest';
import type { ArchetypeSource } from './archetypes/archetype-source.ts';
import { archetypeSourcesByCategory } from './archetypes/archetype-sources.ts';
import { CatalogueDataError } from './catalogue-data-error.ts';
import { defaultFieldValues } from './default-field-values.ts';
import { element } from './elements/element.ts';
import { foundationExposure, roofExposure } from './elements/exposure.ts';
import { loadCatalogue } from './load-catalogue.ts';
import { defineMaterial } from './materials/define-material.ts';
import { materialSources } from './materials/material-sources.ts';

const validSource: ArchetypeSource = {
  acronym: 'TST',
  name: 'Test Shed',
  subGroup: 'Industrial',
  design: {
    importanceLevel: 1,
    isDwelling: false,
    lifetimeYears: 30,
    replacementCostDollars: 100_000,
    floorHeightAboveGroundMetres: 0.2,
  },
  elements: [
    element({
      name: 'Roof',
      group: 'Roof',
      material: 'steel_roof_sheeting',
      percentOfCost: 40,
      exposure: roofExposure,
    }),
    element({
      name: 'Slab',
      group: 'Structure',
      material: 'concrete_slab_on_ground',
      percentOfCost: 60,
      exposure: foundationExposure,
      heightAboveFloorMetres: -0.2,
    }),
  ],
};

function loadWith(source: ArchetypeSource) {
  return loadCatalogue({ archetypeSources: { Building: [source], Infrastructure: [] } });
}

describe('loadCatalogue', () => {
  it('sets the build-year default to thirty years before the clock it is given', () => {
    const catalogue = loadCatalogue({ now: new Date('2031-06-01T00:00:00Z') });
    const standardHouse = catalogue.archetypesByAcronym.get('SO')!;
    expect(defaultFieldValues(standardHouse).buildYear).toBe(2001);
    expect(standardHouse.fields.buildYear?.maximum).toBe(2031);
  });

  it('keeps the source order within each category and sub-group', () => {
    const catalogue = loadCatalogue();
    const residential = catalogue.hierarchy.Building?.Residential?.map((entry) => entry.acronym);
    const sourceOrder = archetypeSourcesByCategory.Building.filter(
      (source) => source.subGroup === 'Residential',
    ).map((source) => source.acronym);
    expect(residential).toEqual(sourceOrder);
    expect(residential?.[0]).toBe('SO');
  });

  it('accepts a valid archetype', () => {
    expect(loadWith(validSource).archetypes.map((archetype) => archetype.acronym)).toEqual(['TST']);
  });

  it('names the archetype when its element shares do not sum to one', () => {
    const source = {
      ...validSource,
      elements: [validSource.elements[0]!, { ...validSource.elements[1]!, proportion: 0.5 }],
    };
    expect(() => loadWith(source)).toThrow(CatalogueDataError);
    expect(() => loadWith(source)).toThrow(/Archetype TST \(Test Shed\).*sum to 0\.9/);
  });

  it('names the archetype and element when a flooded element has no height', () => {
    const withoutHeight = { ...validSource.elements[1]!, heightAboveFloorMetres: undefined };
    const source = { ...validSource, elements: [validSource.elements[0]!, withoutHeight] };
    expect(() => loadWith(source)).toThrow(/Archetype TST.*Slab: exposed to flooding/);
  });

  it('names the element whose default material does not exist', () => {
    const source = {
      ...validSource,
      elements: [
        validSource.elements[0]!,
        { ...validSource.elements[1]!, defaultMaterial: 'cheese' },
      ],
    };
    expect(() => loadWith(source)).toThrow(/element Slab has unknown default material cheese/);
  });

  it('rejects a sub-group that does not belong to the category', () => {
    expect(() =>
      loadCatalogue({
        archetypeSources: { Building: [], Infrastructure: [validSource] },
      }),
    ).toThrow(/sub-group Industrial does not belong to Infrastructure/);
  });

  it('rejects an acronym used twice', () => {
    expect(() =>
      loadCatalogue({
        archetypeSources: {
          Building: [validSource, { ...validSource, name: 'Another Shed' }],
          Infrastructure: [],
        },
      }),
    ).toThrow(/TST.*acronym is used twice/);
  });

  it('names the material whose coefficient is out of range', () => {
    const broken = defineMaterial('molten_ice', 'Molten ice', {
      flood: 5,
      heat: 1,
      forestFire: 1,
      wind: 1,
      soilMovement: 1,
      freezeThaw: 1,
    });
    expect(() => loadCatalogue({ materialSources: [...materialSources, broken] })).toThrow(
      /Material molten_ice: failure_coefficients\.flood_riverine/,
    );
  });
});
