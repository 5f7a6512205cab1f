import { Accordion, Group, Select, Text } from '@mantine/core';
import { memo } from 'react';
import {
  formatPercent,
  hazardLabels,
  notIncludedMaterialId,
  notIncludedMaterialName,
  type ArchetypeElement,
  type MaterialsById,
} from '@hazardscope/contracts';
import { InfoPopover } from './info-popover.tsx';
import { ChangedBadge, SpecificationHeader, SpecificationRow } from './specification-rows.tsx';

export interface MaterialChoice {
  id: string;
  name: string;
}

/**
 * The choices of an element's material select: 'Not Included' first, then each material once by
 * name (the start-up table also keys materials by their legacy aliases).
 */
export function materialChoicesOf(materials: MaterialsById): MaterialChoice[] {
  const byId = new Map<string, MaterialChoice>();
  for (const material of Object.values(materials)) {
    byId.set(material.id, { id: material.id, name: material.name });
  }
  const sorted = [...byId.values()].sort((first, second) => first.name.localeCompare(second.name));
  return [{ id: notIncludedMaterialId, name: notIncludedMaterialName }, ...sorted];
}

function elementHelp(element: ArchetypeElement): string {
  const hazards = element.exposure.map((hazard) => hazardLabels[hazard]).join(', ');
  return `${element.group}; ${formatPercent(element.proportion)} of the replacement cost. Exposed to: ${hazards || 'no hazard'}. Choose Not Included to leave it out of the analysis.`;
}

export interface ElementSpecificationsCardProps {
  elements: readonly ArchetypeElement[];
  materials: readonly MaterialChoice[];
  /** Element name → material id or 'not_included'. */
  values: Readonly<Record<string, string>>;
  /** Elements whose material differs from the analysis on screen: marked 'Changed'. */
  changed?: ReadonlySet<string>;
  onChange(elementName: string, materialId: string): void;
  disabled?: boolean;
  value?: string;
  /** The three column headings; the Settings tab's by default. */
  columns?: readonly [string, string, string];
  /**
   * The default material column's text for an element, when it is not the archetype's default
   * material (the adaptation editor shows the analysis's own material, marked with *).
   */
  defaultLabel?: (element: ArchetypeElement, materialName: (id: string) => string) => string;
}

/**
 * The 'Element Specifications' accordion card: each element of the archetype with its
 * default material and a material select that includes 'Not Included' (it disables
 * the element; choosing a material re-enables it).
 */
export const ElementSpecificationsCard = memo(function ElementSpecificationsCard(
  props: ElementSpecificationsCardProps,
) {
  const nameOf = new Map(props.materials.map((material) => [material.id, material.name]));
  const data = props.materials.map((material) => ({ value: material.id, label: material.name }));
  return (
    <Accordion.Item value={props.value ?? 'elements'}>
      <Accordion.Control>Element Specifications</Accordion.Control>
      <Accordion.Panel>
        <SpecificationHeader
          columns={props.columns ?? ['Elements in this archetype', 'Default material', 'Material']}
        />
        {props.elements.map((element) => {
          const chosen = props.values[element.name] ?? element.defaultMaterial;
          const included = chosen !== notIncludedMaterialId;
          return (
            <SpecificationRow
              key={element.name}
              testId={`element-${element.name}`}
              name={
                <Group gap={6} wrap="nowrap">
                  <Text
                    size="sm"
                    fw={500}
                    c={included ? undefined : 'dimmed'}
                    td={included ? undefined : 'line-through'}
                  >
                    {element.name}
                  </Text>
                  <InfoPopover subject={element.name} text={elementHelp(element)} />
                  {props.changed?.has(element.name) && <ChangedBadge />}
                </Group>
              }
              defaultTitle={props.columns?.[1] ?? 'Default material'}
              defaultSetting={
                props.defaultLabel
                  ? props.defaultLabel(element, (id) => nameOf.get(id) ?? id)
                  : (nameOf.get(element.defaultMaterial) ?? element.defaultMaterial)
              }
              current={
                <Select
                  aria-label={`Material of ${element.name}`}
                  size="sm"
                  data={nameOf.has(chosen) ? data : [...data, { value: chosen, label: chosen }]}
                  value={chosen}
                  onChange={(materialId) => materialId && props.onChange(element.name, materialId)}
                  allowDeselect={false}
                  searchable
                  nothingFoundMessage="No material by that name"
                  // Mantine keeps a closed dropdown's options in the page by default: ~105
                  // materials for each of an archetype's elements (1,477 hidden options for the
                  // Simple House) were built on every render of the panel. The list is built when
                  // it opens instead.
                  comboboxProps={{ keepMounted: false }}
                  disabled={props.disabled}
                />
              }
            />
          );
        })}
      </Accordion.Panel>
    </Accordion.Item>
  );
});
