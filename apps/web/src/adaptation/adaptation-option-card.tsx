import { Accordion, Group, Select, Stack, TextInput } from '@mantine/core';
import { memo, useCallback, useMemo } from 'react';
import { adaptationYears, type DesignFieldValue } from '@hazardscope/contracts';
import {
  changedElementNames,
  changedFieldNames,
  fieldErrors,
  type CustomisableArchetype,
  type CustomisationValues,
} from '../customisation/customisation-values.ts';
import { DesignSpecificationsCard } from '../customisation/design-specifications-card.tsx';
import {
  ElementSpecificationsCard,
  type MaterialChoice,
} from '../customisation/element-specifications-card.tsx';
import { DeleteIcon } from './adaptation-controls.tsx';
import { acceptDigits, fieldsHiddenFromOptions, type OptionDraft } from './adaptation-plan.ts';

export interface AdaptationOptionCardProps {
  pathwayNumber: number;
  option: OptionDraft;
  archetype: CustomisableArchetype;
  materials: readonly MaterialChoice[];
  /** The values the analysis being adapted ran with. */
  current: CustomisationValues;
  disabled: boolean;
  onChange(pathwayNumber: number, optionNumber: number, change: Partial<OptionDraft>): void;
  onDelete(pathwayNumber: number, optionNumber: number): void;
}

const yearChoices = adaptationYears.map((year) => ({ value: String(year), label: String(year) }));
const optionColumns = ['Elements in this archetype', 'Default Material', 'Material'] as const;

/**
 * One 'Adaptation Option N' card: its delete icon, Adaptation Year, CAPEX ($), and
 * collapsible 'Design Specifications' and 'Element Specifications' starting from the analysis's
 * own values. Elevation, build year and lifetime are not offered.
 */
export const AdaptationOptionCard = memo(function AdaptationOptionCard(
  props: AdaptationOptionCardProps,
) {
  const { option, archetype, pathwayNumber, onChange } = props;
  const label = `Adaptation Option ${option.optionNumber}`;
  const where = `Pathway ${pathwayNumber} ${label}`;
  const fields = useMemo(
    () =>
      Object.values(archetype.fields).filter(
        (field) => !fieldsHiddenFromOptions.has(field.machineName),
      ),
    [archetype],
  );
  const errors = fieldErrors(archetype, option.values.fields);
  const change = useCallback(
    (values: CustomisationValues) => onChange(pathwayNumber, option.optionNumber, { values }),
    [onChange, pathwayNumber, option.optionNumber],
  );
  const setField = (name: string, value: DesignFieldValue) =>
    change({ ...option.values, fields: { ...option.values.fields, [name]: value } });
  const setMaterial = useCallback(
    (elementName: string, materialId: string) =>
      change({
        ...option.values,
        elements: { ...option.values.elements, [elementName]: materialId },
      }),
    [change, option.values],
  );
  const current = props.current;
  const materialName = (id: string, nameOf: (id: string) => string) => `${nameOf(id)} *`;

  return (
    <Accordion.Item
      value={`option-${option.optionNumber}`}
      data-testid={`pathway-${pathwayNumber}-option-${option.optionNumber}`}
    >
      <Group gap={0} wrap="nowrap">
        <Accordion.Control style={{ flex: 1 }}>{label}</Accordion.Control>
        <DeleteIcon
          label={`Delete ${where}`}
          disabled={props.disabled}
          onClick={() => props.onDelete(pathwayNumber, option.optionNumber)}
        />
      </Group>
      <Accordion.Panel>
        <Stack gap="sm">
          <Group grow wrap="wrap" align="flex-start">
            <Select
              label="Adaptation Year"
              aria-label={`Adaptation Year of ${where}`}
              data={yearChoices}
              value={String(option.adaptationYear)}
              onChange={(year) =>
                year &&
                onChange(pathwayNumber, option.optionNumber, { adaptationYear: Number(year) })
              }
              allowDeselect={false}
              disabled={props.disabled}
              miw={140}
            />
            <TextInput
              label="CAPEX"
              aria-label={`CAPEX of ${where}`}
              leftSection="$"
              inputMode="numeric"
              value={option.capex}
              error={option.capex === '' ? 'Required.' : undefined}
              onChange={(event) =>
                onChange(pathwayNumber, option.optionNumber, {
                  capex: acceptDigits(event.currentTarget.value, option.capex),
                })
              }
              disabled={props.disabled}
              miw={140}
            />
          </Group>
          <Accordion multiple variant="contained" defaultValue={[]}>
            <DesignSpecificationsCard
              fields={fields}
              values={option.values.fields}
              changed={changedFieldNames(archetype, option.values.fields, current.fields)}
              errors={errors}
              disabled={props.disabled}
              onChange={setField}
            />
            <ElementSpecificationsCard
              elements={archetype.elements}
              materials={props.materials}
              values={option.values.elements}
              changed={changedElementNames(archetype, option.values.elements, current.elements)}
              disabled={props.disabled}
              onChange={setMaterial}
              columns={optionColumns}
              defaultLabel={(element, nameOf) =>
                materialName(current.elements[element.name] ?? element.defaultMaterial, nameOf)
              }
            />
          </Accordion>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
});
