import { Select } from '@mantine/core';
import type { ArchetypeHierarchy } from '@hazardscope/contracts';

export interface AssetSelectsProps {
  hierarchy: ArchetypeHierarchy | undefined;
  category: string | undefined;
  archetype: string | undefined;
  disabled: boolean;
  onCategoryChange(category: string): void;
  onArchetypeChange(acronym: string): void;
}

/**
 * The asset category dropdown, then the asset type dropdown grouped by sub-category; the type is
 * disabled until a category is chosen.
 */
export function AssetSelects(props: AssetSelectsProps) {
  const categories = Object.keys(props.hierarchy ?? {});
  const subGroups = props.category ? (props.hierarchy?.[props.category] ?? {}) : {};
  const typeGroups = Object.entries(subGroups).map(([subGroup, archetypes]) => ({
    group: subGroup,
    items: archetypes.map((archetype) => ({ value: archetype.acronym, label: archetype.name })),
  }));
  return (
    <>
      <Select
        label="Asset category"
        placeholder="Choose the kind of asset"
        data={categories}
        value={props.category ?? null}
        disabled={props.disabled || categories.length === 0}
        onChange={(value) => value && props.onCategoryChange(value)}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Asset type"
        placeholder={props.category ? 'Choose the specific kind' : 'Choose a category first'}
        data={typeGroups}
        value={props.archetype ?? null}
        disabled={props.disabled || props.category === undefined}
        onChange={(value) => value && props.onArchetypeChange(value)}
        searchable
        nothingFoundMessage="No asset type matches"
        allowDeselect={false}
        maxDropdownHeight={320}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}
