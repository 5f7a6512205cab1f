import { describe, expect, it } from 'vitest';
import { notIncludedMaterialId } from '@hazardscope/contracts';
import { catalogue, getArchetype } from './catalogue.ts';
import { MaterialSelectionError, resolveElementMaterials } from './resolve-element-materials.ts';

const standardHouse = getArchetype('SO')!;

describe('resolveElementMaterials', () => {
  it('uses the default material of every element when nothing is chosen', () => {
    const resolved = resolveElementMaterials(catalogue, standardHouse);
    expect(resolved).toHaveLength(standardHouse.elements.length);
    for (const { element, material } of resolved) expect(material.id).toBe(element.defaultMaterial);
  });

  it('applies a chosen material, accepting a legacy alias', () => {
    const resolved = resolveElementMaterials(catalogue, standardHouse, {
      'External walls': 'timber_weatherboard',
      'Wall frame': 'steel',
    });
    const byName = new Map(resolved.map((entry) => [entry.element.name, entry.material.id]));
    expect(byName.get('External walls')).toBe('timber_weatherboard');
    expect(byName.get('Wall frame')).toBe('structural_steel');
  });

  it('drops an element set to Not Included', () => {
    const resolved = resolveElementMaterials(catalogue, standardHouse, {
      'Hot water, heating and cooling': notIncludedMaterialId,
    });
    expect(resolved).toHaveLength(standardHouse.elements.length - 1);
    expect(resolved.map((entry) => entry.element.name)).not.toContain(
      'Hot water, heating and cooling',
    );
  });

  it('rejects an unknown element or material, naming it', () => {
    expect(() =>
      resolveElementMaterials(catalogue, standardHouse, { Moat: 'stone_masonry' }),
    ).toThrow(MaterialSelectionError);
    expect(() =>
      resolveElementMaterials(catalogue, standardHouse, { 'External walls': 'gingerbread' }),
    ).toThrow(/External walls.*gingerbread/);
  });
});
