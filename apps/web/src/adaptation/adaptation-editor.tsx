import { Accordion, Alert, Button, Group, List, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { maximumAdaptationPathways } from '@hazardscope/contracts';
import type { MaterialChoice } from '../customisation/element-specifications-card.tsx';
import { AddTile } from './adaptation-controls.tsx';
import { AdaptationCharts } from './adaptation-charts.tsx';
import { AdaptationPathwayItem } from './adaptation-pathway-item.tsx';
import { adaptationVerdict } from './adaptation-verdict.ts';
import { NetPresentValueSettings } from './net-present-value-settings.tsx';
import { NetPresentValueTable } from './net-present-value-table.tsx';
import { useAdaptationEditor, type AdaptationEditorInputs } from './use-adaptation-editor.ts';

const adaptationFootnote =
  '* These material specifications were provided by the existing analysis, and may differ from the standard materials vulnerability specifications.';

export interface AdaptationEditorProps extends AdaptationEditorInputs {
  materials: readonly MaterialChoice[];
  onCancel?: () => void;
}

/**
 * The adaptation editor: 'Asset Adaptation:' and its three steps, the NPV settings row, up to
 * three pathways of up to three options, Reset, Cancel, 'Save current adaptation' (while a run is
 * not saved) and 'Update Adaptation Analysis' (while the form is valid), then the verdict, the NPV
 * table and the charts (optional, on by default).
 */
export function AdaptationEditor(props: AdaptationEditorProps) {
  const editor = useAdaptationEditor(props);
  const [showCharts, setShowCharts] = useState(true);
  const { comparison, busy } = editor;
  const verdict = comparison && adaptationVerdict(comparison);
  const disabled = busy !== undefined;

  return (
    <Stack gap="md" data-testid="adaptation-editor">
      <Title order={3}>Asset Adaptation:</Title>
      <List type="ordered" size="sm" spacing={4}>
        <List.Item>
          Add an adaptation pathway: each pathway is a timeline holding up to three adaptation
          options, each applied from its adaptation year on.
        </List.Item>
        <List.Item>
          Add a second pathway with different options to compare them: all results show on the
          charts.
        </List.Item>
        <List.Item>Edit the options to compare the results.</List.Item>
      </List>

      <NetPresentValueSettings
        draft={editor.npvDraft}
        onDraftChange={editor.setNpvDraft}
        error={editor.npvError}
        disabled={disabled}
        onUpdate={editor.updateNpvSettings}
      />

      <Accordion
        multiple
        value={editor.openPathways}
        onChange={editor.setOpenPathways}
        variant="separated"
      >
        {editor.pathways.map((pathway) => (
          <AdaptationPathwayItem
            key={pathway.pathwayNumber}
            pathway={pathway}
            openOptions={editor.openOptions[pathway.pathwayNumber] ?? []}
            onOpenOptionsChange={(value) =>
              editor.setOpenOptions((open) => ({ ...open, [pathway.pathwayNumber]: value }))
            }
            archetype={props.archetype}
            materials={props.materials}
            current={props.current}
            disabled={disabled}
            onChangeOption={editor.changeOption}
            onDeleteOption={editor.deleteOption}
            onDelete={() => editor.deletePathway(pathway.pathwayNumber)}
            onAddOption={() => editor.addOption(pathway.pathwayNumber)}
          />
        ))}
      </Accordion>
      {editor.pathways.length < maximumAdaptationPathways && (
        <AddTile label="Add Pathway" onClick={editor.addPathway} disabled={disabled} />
      )}

      <Text size="xs" c="dimmed">
        {adaptationFootnote}
      </Text>
      {editor.problems.length > 0 && (
        <Text size="sm" c="red" data-testid="adaptation-problems">
          {editor.problems[0]}
        </Text>
      )}
      {editor.failure !== undefined && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title="The adaptation was not updated"
        >
          {editor.failure}
        </Alert>
      )}
      {editor.savedMessage !== undefined && (
        <Alert color="green" data-testid="adaptation-saved">
          {editor.savedMessage}
        </Alert>
      )}
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Button variant="default" onClick={editor.reset} disabled={disabled}>
            Reset
          </Button>
          {props.onCancel && (
            <Button variant="default" onClick={props.onCancel} disabled={disabled}>
              Cancel
            </Button>
          )}
        </Group>
        <Group gap="xs">
          {editor.unsavedRuns && (
            <Button
              variant="light"
              onClick={editor.saveAll}
              loading={busy === 'saving'}
              disabled={disabled}
            >
              Save current adaptation
            </Button>
          )}
          {editor.valid && (
            <Button onClick={editor.update} loading={busy === 'running'} disabled={disabled}>
              Update Adaptation Analysis
            </Button>
          )}
        </Group>
      </Group>
      {busy === 'running' && (
        <Text size="sm" c="dimmed" ta="right" aria-live="polite">
          Running each option of the changed pathways — about a second per option…
        </Text>
      )}

      {comparison !== undefined && (
        <Stack gap="sm">
          {verdict !== undefined && (
            <Alert color="blue" title="Which pathway wins" data-testid="adaptation-verdict">
              {verdict}
            </Alert>
          )}
          <NetPresentValueTable comparison={comparison} />
          <Switch
            label="Show charts"
            checked={showCharts}
            onChange={(event) => setShowCharts(event.currentTarget.checked)}
          />
          {showCharts && <AdaptationCharts comparison={comparison} />}
        </Stack>
      )}
    </Stack>
  );
}
