import { Accordion, Group, Stack, Text } from '@mantine/core';
import { maximumOptionsPerPathway } from '@hazardscope/contracts';
import type {
  CustomisableArchetype,
  CustomisationValues,
} from '../customisation/customisation-values.ts';
import type { MaterialChoice } from '../customisation/element-specifications-card.tsx';
import { AddTile, DeleteIcon } from './adaptation-controls.tsx';
import { AdaptationOptionCard } from './adaptation-option-card.tsx';
import type { OptionDraft, PathwayDraft } from './adaptation-plan.ts';

/**
 * One collapsible 'Adaptation Pathway N' card: its delete icon, its option cards and the 'Add
 * Option' tile (hidden once it holds three options).
 */
export function AdaptationPathwayItem(props: {
  pathway: PathwayDraft;
  openOptions: string[];
  onOpenOptionsChange(open: string[]): void;
  archetype: CustomisableArchetype;
  materials: readonly MaterialChoice[];
  current: CustomisationValues;
  disabled: boolean;
  onChangeOption(pathwayNumber: number, optionNumber: number, change: Partial<OptionDraft>): void;
  onDeleteOption(pathwayNumber: number, optionNumber: number): void;
  onDelete(): void;
  onAddOption(): void;
}) {
  const { pathway, disabled } = props;
  return (
    <Accordion.Item
      value={`pathway-${pathway.pathwayNumber}`}
      data-testid={`adaptation-pathway-${pathway.pathwayNumber}`}
    >
      <Group gap={0} wrap="nowrap">
        <Accordion.Control style={{ flex: 1 }}>
          <Text fw={600}>Adaptation Pathway {pathway.pathwayNumber}</Text>
        </Accordion.Control>
        <DeleteIcon
          label={`Delete Adaptation Pathway ${pathway.pathwayNumber}`}
          disabled={disabled}
          onClick={props.onDelete}
        />
      </Group>
      <Accordion.Panel>
        <Stack gap="sm">
          <Accordion
            multiple
            value={props.openOptions}
            onChange={props.onOpenOptionsChange}
            variant="contained"
          >
            {pathway.options.map((option) => (
              <AdaptationOptionCard
                key={option.optionNumber}
                pathwayNumber={pathway.pathwayNumber}
                option={option}
                archetype={props.archetype}
                materials={props.materials}
                current={props.current}
                disabled={disabled}
                onChange={props.onChangeOption}
                onDelete={props.onDeleteOption}
              />
            ))}
          </Accordion>
          {pathway.options.length < maximumOptionsPerPathway && (
            <AddTile
              label="Add Option"
              accessibleLabel={`Add Option to Adaptation Pathway ${pathway.pathwayNumber}`}
              onClick={props.onAddOption}
              disabled={disabled}
            />
          )}
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
