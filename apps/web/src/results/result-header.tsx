import { CloseButton, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { AnalysisResult } from '@hazardscope/contracts';
import { switcherLabel, type AnalysisRun } from '../analysis/analysis-run.ts';

/**
 * The result dialog's header: the address, the archetype, the title (a box its owner can edit,
 * text for anyone else) and, when there is more than one analysis to show, the switcher.
 */
export function ResultHeader(props: {
  analysis: AnalysisResult;
  run: AnalysisRun;
  runs: readonly AnalysisRun[];
  title: string;
  onTitleChange(title: string): void;
  ownedByReader: boolean;
  isMobile: boolean;
  onSwitch(run: AnalysisRun): void;
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
        <Group gap="xs" wrap="wrap" mt={4}>
          {props.ownedByReader ? (
            <TextInput
              aria-label="Title"
              value={props.title}
              onChange={(event) => props.onTitleChange(event.currentTarget.value)}
              size="xs"
              w={isMobile ? '100%' : 320}
            />
          ) : (
            // Someone else's analysis (a shared link): only its owner can save a
            // new title, so it reads as text, not as a box that keeps no typing.
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <Text span c="dimmed" inherit>
                Title:{' '}
              </Text>
              {props.title}
            </Text>
          )}
          {props.runs.length > 1 && (
            <Select
              aria-label="Switch analysis"
              size="xs"
              w={isMobile ? '100%' : 280}
              value={props.run.runId}
              data={props.runs.map((other) => ({
                value: other.runId,
                label: switcherLabel(other),
              }))}
              onChange={(value) => {
                const chosen = props.runs.find((other) => other.runId === value);
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
