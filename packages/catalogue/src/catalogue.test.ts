import { describe, expect, it } from 'vitest';
import {
  designFieldValuesSchemaFor,
  elementProportionTolerance,
  failureCoefficientRange,
  hazardKeys,
  notIncludedMaterialId,
  riskRequestSchema,
} from '@hazardscope/contracts';
import {
  acronymForAssetTypeName,
  archetypeHierarchy,
  assetTypeAcronyms,
  getArchetype,
  listArchetypes,
  materialChoices,
  materialsById,
} from './catalogue.ts';
import { defaultFieldValues } from './default-field-values.ts';

const archetypes = listArchetypes();

describe('the archetype catalogue', () => {
  it('holds about a hundred archetypes', () => {
    expect(archetypes.length).toBeGreaterThanOrEqual(95);
  });

  it('gives every archetype a unique acronym', () => {
    const acronyms = archetypes.map((archetype) => archetype.acronym);
    expect(new Set(acronyms).size).toBe(acronyms.length);
  });

  it.each(archetypes.map((archetype) => [archetype.acronym, archetype] as const))(
    '%s has design fields and elements whose shares sum to 1',
    (_acronym, archetype) => {
      expect(Object.keys(archetype.fields).length).toBeGreaterThan(0);
      expect(archetype.elements.length).toBeGreaterThan(0);
      const total = archetype.elements.reduce((sum, element) => sum + element.proportion, 0);
      expect(Math.abs(total - 1)).toBeLessThanOrEqual(elementProportionTolerance);
    },
  );

  it('gives every archetype the standard design fields', () => {
    const standard = [
      'buildYear',
      'lifetime',
      'heightAboveGround',
      'elevation',
      'heatThreshold',
      'windThreshold',
      'fireProtection',
      'foundationDesign',
      'replacementCost',
      'marketValue',
      'mortgageTerm',
      'interestRate',
      'numPeople',
      'assetLifeEnd',
    ];
    for (const archetype of archetypes) {
      expect(Object.keys(archetype.fields), archetype.acronym).toEqual(
        expect.arrayContaining(standard),
      );
    }
  });

  it('gives every archetype default values that pass its own field rules', () => {
    for (const archetype of archetypes) {
      const result = designFieldValuesSchemaFor(archetype.fields).safeParse(
        defaultFieldValues(archetype),
      );
      expect(result.error?.issues, archetype.acronym).toBeUndefined();
    }
  });

  it('points every element at an existing default material', () => {
    for (const archetype of archetypes) {
      for (const element of archetype.elements) {
        expect(
          materialsById[element.defaultMaterial],
          `${archetype.acronym} ${element.name}`,
        ).toBeDefined();
      }
    }
  });

  it('exposes elements only to the nine hazards', () => {
    const known = new Set<string>(hazardKeys);
    for (const archetype of archetypes) {
      for (const element of archetype.elements) {
        for (const hazard of element.exposure) expect(known.has(hazard), hazard).toBe(true);
      }
    }
  });

  it('lists each archetype once in the hierarchy, under its category and sub-group', () => {
    const listed = Object.entries(archetypeHierarchy).flatMap(([category, subGroups]) =>
      Object.entries(subGroups).flatMap(([subGroup, entries]) =>
        entries.map((entry) => ({ ...entry, category, subGroup })),
      ),
    );
    expect(listed).toHaveLength(archetypes.length);
    for (const entry of listed) {
      const archetype = getArchetype(entry.acronym);
      expect(archetype?.service).toBe(entry.category);
      expect(archetype?.subGroup).toBe(entry.subGroup);
    }
  });

  it('covers both categories with their sub-groups', () => {
    expect(Object.keys(archetypeHierarchy)).toEqual(['Building', 'Infrastructure']);
    expect(Object.keys(archetypeHierarchy.Building ?? {})).toEqual(
      expect.arrayContaining(['Residential', 'Commercial', 'Industrial', 'Community']),
    );
    expect(Object.keys(archetypeHierarchy.Infrastructure ?? {})).toEqual(
      expect.arrayContaining(['Energy', 'Transport', 'Water', 'Telecommunications']),
    );
  });
});

describe('the default archetypes', () => {
  it('has SO, the Single-Occupancy Dwelling, with the product’s defaults', () => {
    const standardHouse = getArchetype('SO');
    expect(standardHouse).toMatchObject({
      name: 'Single-Occupancy Dwelling',
      service: 'Building',
      subGroup: 'Residential',
    });
    const values = defaultFieldValues(standardHouse!);
    expect(values).toMatchObject({
      replacementCost: 315_000,
      marketValue: 800_000,
      mortgageTerm: 30,
      interestRate: 5.2,
      numPeople: 1,
      assetLifeEnd: 2100,
      elevation: null,
      fireProtection: 'none',
      foundationDesign: 'normal',
    });
    expect(values.buildYear).toBe(new Date().getUTCFullYear() - 30);
  });

  it('has SH, the Simple House, found by its asset type name', () => {
    expect(getArchetype('SH')?.name).toBe('Simple House');
    expect(assetTypeAcronyms['Simple House']).toBe('SH');
    expect(acronymForAssetTypeName('  simple house ')).toBe('SH');
    expect(acronymForAssetTypeName('Castle in the air')).toBeUndefined();
  });

  it('gives one occupant to dwellings and none to other assets', () => {
    expect(defaultFieldValues(getArchetype('SO')!).numPeople).toBe(1);
    expect(defaultFieldValues(getArchetype('OMR')!).numPeople).toBe(0);
  });

  it('offers the wind threshold as 1 in N years with From regulations as null', () => {
    const windThreshold = getArchetype('SO')!.fields.windThreshold!;
    expect(windThreshold.allowedValueLabels).toEqual([
      'From regulations',
      '1 in 20',
      '1 in 50',
      '1 in 100',
      '1 in 250',
      '1 in 500',
      '1 in 1000',
      '1 in 2000',
    ]);
    expect(windThreshold.allowedValues?.[0]).toBeNull();
    expect(windThreshold.allowedValues?.[3]).toBeCloseTo(0.01, 12);
    // A house is importance level 2: 1 in 500 years (AS/NZS 1170.0 Table 3.3).
    expect(windThreshold.default).toBeCloseTo(1 / 500, 12);
  });

  it('shows build year and lifetime without thousands grouping', () => {
    const fields = getArchetype('SO')!.fields;
    expect(fields.buildYear?.disableThousandsGrouping).toBe(true);
    expect(fields.lifetime?.disableThousandsGrouping).toBe(true);
    expect(fields.replacementCost?.disableThousandsGrouping).toBe(false);
  });

  it('offers the asset life end range that POST /api/risk accepts', () => {
    const field = getArchetype('SO')!.fields.assetLifeEnd!;
    const accepts = (year: number) =>
      riskRequestSchema.safeParse({
        archetype: { acronym: 'SO' },
        asset: { latitude: 0, longitude: 0 },
        settings: { assetLifeEnd: year },
      }).success;
    expect(field.minimum).toBeDefined();
    expect(field.maximum).toBeDefined();
    expect(accepts(field.minimum!)).toBe(true);
    expect(accepts(field.minimum! - 1)).toBe(false);
    expect(accepts(field.maximum!)).toBe(true);
    expect(accepts(field.maximum! + 1)).toBe(false);
  });
});

describe('the materials table', () => {
  const materials = Object.values(materialsById);

  it('holds at least sixty materials', () => {
    expect(materials.length).toBeGreaterThanOrEqual(60);
  });

  it('gives every material a coefficient for each of the nine hazards within [0, 4]', () => {
    for (const material of materials) {
      expect(Object.keys(material.failure_coefficients).sort(), material.id).toEqual(
        [...hazardKeys].sort(),
      );
      for (const hazard of hazardKeys) {
        const coefficient = material.failure_coefficients[hazard];
        expect(coefficient, `${material.id} ${hazard}`).toBeGreaterThanOrEqual(
          failureCoefficientRange.minimum,
        );
        expect(coefficient, `${material.id} ${hazard}`).toBeLessThanOrEqual(
          failureCoefficientRange.maximum,
        );
      }
    }
  });

  it('delivers failure_coef equal to failure_coefficients', () => {
    for (const material of materials) {
      expect(material.failure_coef).toEqual(material.failure_coefficients);
    }
  });

  it('ranks timber above steel for forest fire and asphalt above concrete for heat', () => {
    expect(materialsById.timber_frame!.failure_coefficients.forest_fire).toBeGreaterThan(
      materialsById.structural_steel!.failure_coefficients.forest_fire,
    );
    expect(materialsById.asphalt_wearing_course!.failure_coefficients.heat).toBeGreaterThan(
      materialsById.concrete_pavement!.failure_coefficients.heat,
    );
  });

  it('offers Not Included first among the material choices, never as a material', () => {
    const choices = materialChoices();
    expect(choices[0]).toEqual({ id: notIncludedMaterialId, name: 'Not Included' });
    expect(choices).toHaveLength(materials.length + 1);
    expect(materialsById[notIncludedMaterialId]).toBeUndefined();
  });
});
