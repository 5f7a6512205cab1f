import { CloseButton, Group, Select, Stack, Text, Title } from '@mantine/core';
import type { AnalysisResult } from '@hazardscope/contracts';
import type { SwitcherEntry } from '../analysis/analysis-group.ts';
import { TitleField } from './title-field.tsx';

/**
 * The result dialog's header: the address, the archetype, the title (see TitleField) and, when
 * there is more than one analysis to show, the switcher: this session's analyses and the members
 * of the shown analysis's saved group, revisions by their display names.
 */
export function ResultHeader(props: {
  analysis: AnalysisResult;
  /** The switcher row of the analysis shown. */
  shownValue: string;
  entries: readonly SwitcherEntry[];
  title: string;
  savedId: string | undefined;
  onTitleTyped(title: string): void;
  onTitleRenamed(title: string): void;
  ownedByReader: boolean;
  isMobile: boolean;
  onSwitch(entry: SwitcherEntry): void;
  onClose(): void;
}) {
  const { analysis, isMobile } = props;
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Title order={2} fz={isMobile ? 18 : 22} style={{ overflowWrap: 'anywhere' }}>
          {analysis.properties.address}
        </Title>
        <Text size="sm" c="dimmed">
          {analysis.inputs.archetype.name} · {analysis.inputs.archetype.service}
        </Text>
        <Group gap="xs" wrap="wrap" mt={4} align="flex-start">
          <TitleField
            title={props.title}
            savedId={props.savedId}
            editable={props.ownedByReader}
            widthPx={isMobile ? '100%' : 320}
            onTyped={props.onTitleTyped}
            onRenamed={props.onTitleRenamed}
          />
          {props.entries.length > 1 && (
            <Select
              aria-label="Switch analysis"
              size="xs"
              w={isMobile ? '100%' : 280}
              value={props.shownValue}
              data={props.entries.map((entry) => ({ value: entry.value, label: entry.label }))}
              onChange={(value) => {
                const chosen = props.entries.find((entry) => entry.value === value);
                if (chosen) props.onSwitch(chosen);
              }}
              allowDeselect={false}
            />
          )}
        </Group>
      </Stack>
      <CloseButton aria-label="Close results" onClick={props.onClose} size="lg" />
    </Group>
  );
}
