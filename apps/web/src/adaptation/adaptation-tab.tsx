import {
  Accordion,
  Alert,
  Box,
  Button,
  Center,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconAlertTriangle, IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  formatMoney,
  maximumAdaptationPathways,
  maximumOptionsPerPathway,
  type AdaptationCompareReply,
  type NetPresentValueSettingsInput,
} from '@hazardscope/contracts';
import {
  currentCustomisationValues,
  type CustomisableArchetype,
  type CustomisationValues,
} from '../customisation/customisation-values.ts';
import type { MaterialChoice } from '../customisation/element-specifications-card.tsx';
import { useCustomisableArchetype } from '../customisation/use-customisable-archetype.ts';
import { rerunErrorText } from '../customisation/rerun-error-text.ts';
import { useSubmission } from '../hooks/use-submission.ts';
import type { AnalysisRun } from '../results/analysis-run.ts';
import {
  compareAdaptationPathways,
  deleteSavedAdaptation,
  listSavedAdaptations,
  runAdaptationPathway,
  saveAdaptationOption,
} from './adaptation-api.ts';
import { AdaptationCharts } from './adaptation-charts.tsx';
import { AdaptationOptionCard, DeleteIcon } from './adaptation-option-card.tsx';
import {
  acceptDecimal,
  acceptDigits,
  defaultNetPresentValueDraft,
  newOption,
  nextOptionNumber,
  nextPathwayNumber,
  optionChanges,
  optionRunRequest,
  optionNeedsRun,
  optionProblems,
  optionSignature,
  parseNetPresentValueDraft,
  resetOpenOptions,
  restorePathways,
  type NetPresentValueDraft,
  type OptionDraft,
  type PathwayDraft,
} from './adaptation-plan.ts';
import { adaptationVerdict } from './adaptation-verdict.ts';
import { recordPageView } from '../analytics/page-views.ts';

/** The default handlers' messages when an adaptation is not saved on the server. */
const adaptationNotSavedMessage = 'Adaptation not saved, so skipping deletion.';
const adaptationFootnote =
  '* These material specifications were provided by the existing analysis, and may differ from the standard materials vulnerability specifications.';

export interface AdaptationTabProps {
  run: AnalysisRun;
  onCancel?: () => void;
}

/**
 * The Adaptations tab: a spinner until the archetype and the saved
 * adaptations load, then the editor. Shown only for a purchased analysis (the result dialog decides).
 */
export function AdaptationTab(props: AdaptationTabProps) {
  const analysisId = props.run.saved?.id;
  const { archetype, customisable, materialChoices } = useCustomisableArchetype(
    props.run.analysis.inputs.archetype.acronym,
  );
  const saved = useQuery({
    queryKey: ['adaptations', analysisId],
    queryFn: () => listSavedAdaptations(analysisId ?? ''),
    enabled: analysisId !== undefined,
    // The editor restores from this once; a refetch would not reach it.
    staleTime: Infinity,
  });
  if (analysisId === undefined) {
    return (
      <Alert color="yellow" title="Save the analysis first">
        Adaptation options are kept with a saved analysis: save this analysis, then plan its
        adaptation.
      </Alert>
    );
  }
  if (archetype.isPending || saved.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading the adaptation planner" />
      </Center>
    );
  }
  if (customisable === undefined || saved.isError) {
    return (
      <Alert color="red" title="The adaptation planner could not be loaded">
        {saved.error?.message ?? archetype.error?.message ?? 'The archetype has no design fields.'}{' '}
        Close the results and open them again to retry.
      </Alert>
    );
  }
  const current = currentCustomisationValues(
    customisable,
    props.run.analysis,
    props.run.customisation,
  );
  return (
    <AdaptationEditor
      key={analysisId}
      analysisId={analysisId}
      title={props.run.saved?.title ?? props.run.analysis.properties.address}
      archetype={customisable}
      materials={materialChoices}
      current={current}
      initialPathways={restorePathways(customisable, saved.data ?? [], current)}
      onCancel={props.onCancel}
    />
  );
}

interface EditorProps {
  analysisId: string;
  title: string;
  archetype: CustomisableArchetype;
  materials: readonly MaterialChoice[];
  current: CustomisationValues;
  initialPathways: PathwayDraft[];
  onCancel?: () => void;
}

const slot = (value: number) => value as 1 | 2 | 3;

function AdaptationEditor(props: EditorProps) {
  const { archetype, current, analysisId } = props;
  const [pathways, setPathways] = useState<PathwayDraft[]>(() =>
    props.initialPathways.length > 0
      ? props.initialPathways
      : [{ pathwayNumber: 1, options: [newOption(1, current)] }],
  );
  const [openPathways, setOpenPathways] = useState<string[]>(['pathway-1']);
  const [openOptions, setOpenOptions] = useState<Record<number, string[]>>({ 1: ['option-1'] });
  const [npvDraft, setNpvDraft] = useState<NetPresentValueDraft>(defaultNetPresentValueDraft);
  const [settings, setSettings] = useState<NetPresentValueSettingsInput>(() => {
    const parsed = parseNetPresentValueDraft(defaultNetPresentValueDraft);
    if ('error' in parsed) throw new Error(parsed.error);
    return parsed.settings;
  });
  const [comparison, setComparison] = useState<AdaptationCompareReply>();
  const [showCharts, setShowCharts] = useState(true);
  const [busy, setBusy] = useState<'running' | 'saving' | 'pricing'>();
  const { error: failure, setError: setFailure, run } = useSubmission(rerunErrorText);
  const [savedMessage, setSavedMessage] = useState<string>();

  const problems = optionProblems(archetype, pathways);
  const npvParsed = parseNetPresentValueDraft(npvDraft);
  const valid = problems.length === 0 && !('error' in npvParsed);
  const unsavedRuns = pathways.some((pathway) =>
    pathway.options.some(
      (option) =>
        option.run !== undefined &&
        option.savedId === undefined &&
        !optionNeedsRun(archetype, option, current),
    ),
  );

  /** Prices the pathways whose every option has a run of its present settings. */
  const price = useCallback(
    async (drafts: readonly PathwayDraft[], npvSettings: NetPresentValueSettingsInput) => {
      const runnable = drafts.filter(
        (pathway) =>
          pathway.options.length > 0 &&
          pathway.options.every((option) => !optionNeedsRun(archetype, option, current)),
      );
      const reply = await compareAdaptationPathways({
        analysisId,
        settings: npvSettings,
        pathways: runnable.map((pathway) => ({
          pathwayNumber: pathway.pathwayNumber,
          options: pathway.options.map((option) => ({
            optionNumber: option.optionNumber,
            adaptationYear: option.adaptationYear,
            capex: Number(option.capex),
            runId: option.run?.runId ?? '',
          })),
        })),
      });
      setComparison(reply);
    },
    [analysisId, archetype, current],
  );

  const attempt = (kind: 'running' | 'saving' | 'pricing', work: () => Promise<void>) =>
    run(async () => {
      setBusy(kind);
      setSavedMessage(undefined);
      try {
        await work();
      } finally {
        setBusy(undefined);
      }
    });

  // The baseline (and any restored pathways) is priced as soon as the editor opens.
  const firstPricing = useRef(false);
  useEffect(() => {
    if (firstPricing.current) return;
    firstPricing.current = true;
    void attempt('pricing', () => price(pathways, settings));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, with the state it opened with
  }, []);

  const changeOption = useCallback(
    (pathwayNumber: number, optionNumber: number, change: Partial<OptionDraft>) =>
      setPathways((all) =>
        all.map((pathway) =>
          pathway.pathwayNumber !== pathwayNumber
            ? pathway
            : {
                ...pathway,
                options: pathway.options.map((option) =>
                  option.optionNumber === optionNumber ? { ...option, ...change } : option,
                ),
              },
        ),
      ),
    [],
  );

  const forgetOnServer = async (pathwayNumber: number, options: readonly OptionDraft[]) => {
    for (const option of options) {
      if (option.savedId === undefined) {
        console.info(adaptationNotSavedMessage);
        continue;
      }
      try {
        await deleteSavedAdaptation({
          pathwayNumber,
          optionNumber: option.optionNumber,
          currentID: analysisId,
        });
      } catch (error) {
        // A delete-adaptation failure is logged only.
        console.error('Delete adaptation failed', error);
      }
    }
  };

  const afterRemoval = (next: PathwayDraft[]) => {
    setPathways(next);
    if (comparison !== undefined) void attempt('pricing', () => price(next, settings));
  };

  const deleteOption = useCallback(
    (pathwayNumber: number, optionNumber: number) => {
      const pathway = pathways.find((entry) => entry.pathwayNumber === pathwayNumber);
      const option = pathway?.options.find((entry) => entry.optionNumber === optionNumber);
      if (pathway === undefined || option === undefined) return;
      void forgetOnServer(pathwayNumber, [option]);
      afterRemoval(
        pathways.map((entry) =>
          entry.pathwayNumber === pathwayNumber
            ? { ...entry, options: entry.options.filter((other) => other !== option) }
            : entry,
        ),
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the latest state each render
    [pathways, comparison, settings],
  );

  const deletePathway = (pathwayNumber: number) => {
    const pathway = pathways.find((entry) => entry.pathwayNumber === pathwayNumber);
    if (pathway === undefined) return;
    void forgetOnServer(pathwayNumber, pathway.options);
    afterRemoval(pathways.filter((entry) => entry !== pathway));
  };

  const addPathway = () => {
    const pathwayNumber = nextPathwayNumber(pathways);
    if (pathwayNumber === undefined) return;
    setPathways((all) =>
      [...all, { pathwayNumber, options: [newOption(1, current)] }].sort(
        (first, second) => first.pathwayNumber - second.pathwayNumber,
      ),
    );
    setOpenPathways((open) => [...open, `pathway-${pathwayNumber}`]);
    setOpenOptions((open) => ({ ...open, [pathwayNumber]: ['option-1'] }));
  };

  const addOption = (pathwayNumber: number) => {
    const pathway = pathways.find((entry) => entry.pathwayNumber === pathwayNumber);
    const optionNumber = pathway && nextOptionNumber(pathway);
    if (pathway === undefined || optionNumber === undefined) return;
    const used = new Set(pathway.options.map((option) => option.adaptationYear));
    const option = newOption(optionNumber, current);
    // A new option starts five years after the pathway's last, so no two share a year.
    const lastYear = Math.max(...pathway.options.map((entry) => entry.adaptationYear));
    if (used.has(option.adaptationYear) && lastYear < 2100) option.adaptationYear = lastYear + 5;
    changePathway(pathwayNumber, {
      options: [...pathway.options, option].sort(
        (first, second) => first.optionNumber - second.optionNumber,
      ),
    });
    setOpenOptions((open) => ({
      ...open,
      [pathwayNumber]: [...(open[pathwayNumber] ?? []), `option-${optionNumber}`],
    }));
  };

  const changePathway = (pathwayNumber: number, change: Partial<PathwayDraft>) =>
    setPathways((all) =>
      all.map((pathway) =>
        pathway.pathwayNumber === pathwayNumber ? { ...pathway, ...change } : pathway,
      ),
    );

  /** Reset restores the open options' design values and materials, year and CAPEX. */
  const reset = () => {
    setPathways((all) =>
      resetOpenOptions(all, { pathways: openPathways, options: openOptions }, current),
    );
    setFailure(undefined);
  };

  const update = () =>
    attempt('running', async () => {
      recordPageView('/analysis-result/adaptation/run-changes');
      let next = pathways;
      for (const pathway of pathways) {
        if (pathway.options.length === 0) continue;
        if (!pathway.options.some((option) => optionNeedsRun(archetype, option, current))) continue;
        const reply = await runAdaptationPathway({
          analysisId,
          pathwayNumber: pathway.pathwayNumber,
          options: pathway.options.map((option) => optionRunRequest(archetype, option, current)),
        });
        next = next.map((entry) =>
          entry.pathwayNumber !== pathway.pathwayNumber
            ? entry
            : {
                ...entry,
                options: entry.options.map((option) => {
                  const ran = reply.options.find((run) => run.optionNumber === option.optionNumber);
                  if (ran === undefined) return option;
                  // A new run is not the one saved: 'Save current adaptation' saves it again.
                  return {
                    ...option,
                    run: {
                      runId: ran.runId,
                      signature: optionSignature(archetype, option, current),
                    },
                    savedId: undefined,
                  };
                }),
              },
        );
        setPathways(next);
      }
      await price(next, settings);
    });

  const saveAll = () =>
    attempt('saving', async () => {
      let next = pathways;
      let count = 0;
      for (const pathway of pathways) {
        const outcome = comparison?.pathways.find(
          (entry) => entry.pathwayNumber === pathway.pathwayNumber,
        );
        for (const option of pathway.options) {
          if (option.run === undefined || option.savedId !== undefined) continue;
          if (optionNeedsRun(archetype, option, current)) continue;
          const savedAnalysis = await saveAdaptationOption({
            runId: option.run.runId,
            title: `${props.title} — Adaptation Pathway ${pathway.pathwayNumber}, Option ${option.optionNumber}`,
            parentAnalysisId: analysisId,
            adaptationOptions: {
              pathwayNumber: slot(pathway.pathwayNumber),
              optionNumber: slot(option.optionNumber),
              adaptationYear: option.adaptationYear,
              capex: Number(option.capex),
              assetCost: settings.assetReplacementCost,
              discountRate: settings.discountRate,
              ...(outcome !== undefined ? { npv: outcome.netPresentValue } : {}),
              ...optionChanges(archetype, option, current),
            },
          });
          count += 1;
          next = next.map((entry) =>
            entry.pathwayNumber !== pathway.pathwayNumber
              ? entry
              : {
                  ...entry,
                  options: entry.options.map((other) =>
                    other.optionNumber === option.optionNumber
                      ? { ...other, savedId: savedAnalysis._id }
                      : other,
                  ),
                },
          );
        }
      }
      setPathways(next);
      setSavedMessage(
        count === 1 ? 'Saved 1 adaptation option.' : `Saved ${count} adaptation options.`,
      );
    });

  const updateNpvSettings = () => {
    if ('error' in npvParsed) return;
    setSettings(npvParsed.settings);
    void attempt('pricing', () => price(pathways, npvParsed.settings));
  };

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

      <Paper withBorder p="sm">
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput
            label="Asset Replacement Cost ($)"
            inputMode="numeric"
            value={npvDraft.assetReplacementCost}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              setNpvDraft((draft) => ({
                ...draft,
                assetReplacementCost: acceptDigits(typed, draft.assetReplacementCost),
              }));
            }}
            w={190}
          />
          <TextInput
            label="Discount Rate"
            inputMode="decimal"
            value={npvDraft.discountRate}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              setNpvDraft((draft) => ({
                ...draft,
                discountRate: acceptDecimal(typed, draft.discountRate),
              }));
            }}
            w={120}
          />
          <TextInput
            label="NPV Term"
            inputMode="numeric"
            rightSection={<Text size="xs">years</Text>}
            rightSectionWidth={48}
            value={npvDraft.termYears}
            onChange={(event) => {
              const typed = event.currentTarget.value;
              setNpvDraft((draft) => ({
                ...draft,
                termYears: acceptDigits(typed, draft.termYears),
              }));
            }}
            w={120}
          />
          <Button
            variant="light"
            onClick={updateNpvSettings}
            disabled={'error' in npvParsed || disabled}
          >
            Update NPV Settings
          </Button>
        </Group>
        {'error' in npvParsed && (
          <Text size="sm" c="red" mt={6}>
            {npvParsed.error}
          </Text>
        )}
      </Paper>

      <Accordion multiple value={openPathways} onChange={setOpenPathways} variant="separated">
        {pathways.map((pathway) => (
          <Accordion.Item
            key={pathway.pathwayNumber}
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
                onClick={() => deletePathway(pathway.pathwayNumber)}
              />
            </Group>
            <Accordion.Panel>
              <Stack gap="sm">
                <Accordion
                  multiple
                  value={openOptions[pathway.pathwayNumber] ?? []}
                  onChange={(value) =>
                    setOpenOptions((open) => ({ ...open, [pathway.pathwayNumber]: value }))
                  }
                  variant="contained"
                >
                  {pathway.options.map((option) => (
                    <AdaptationOptionCard
                      key={option.optionNumber}
                      pathwayNumber={pathway.pathwayNumber}
                      option={option}
                      archetype={archetype}
                      materials={props.materials}
                      current={current}
                      disabled={disabled}
                      onChange={changeOption}
                      onDelete={deleteOption}
                    />
                  ))}
                </Accordion>
                {pathway.options.length < maximumOptionsPerPathway && (
                  <AddTile
                    label="Add Option"
                    accessibleLabel={`Add Option to Adaptation Pathway ${pathway.pathwayNumber}`}
                    onClick={() => addOption(pathway.pathwayNumber)}
                    disabled={disabled}
                  />
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {pathways.length < maximumAdaptationPathways && (
        <AddTile label="Add Pathway" onClick={addPathway} disabled={disabled} />
      )}

      <Text size="xs" c="dimmed">
        {adaptationFootnote}
      </Text>
      {problems.length > 0 && (
        <Text size="sm" c="red" data-testid="adaptation-problems">
          {problems[0]}
        </Text>
      )}
      {failure !== undefined && (
        <Alert
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title="The adaptation was not updated"
        >
          {failure}
        </Alert>
      )}
      {savedMessage !== undefined && (
        <Alert color="green" data-testid="adaptation-saved">
          {savedMessage}
        </Alert>
      )}
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Button variant="default" onClick={reset} disabled={disabled}>
            Reset
          </Button>
          {props.onCancel && (
            <Button variant="default" onClick={props.onCancel} disabled={disabled}>
              Cancel
            </Button>
          )}
        </Group>
        <Group gap="xs">
          {unsavedRuns && (
            <Button
              variant="light"
              onClick={saveAll}
              loading={busy === 'saving'}
              disabled={disabled}
            >
              Save current adaptation
            </Button>
          )}
          {valid && (
            <Button onClick={update} loading={busy === 'running'} disabled={disabled}>
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

function AddTile(props: {
  label: string;
  accessibleLabel?: string;
  onClick(): void;
  disabled: boolean;
}) {
  return (
    <UnstyledButton
      onClick={props.onClick}
      disabled={props.disabled}
      aria-label={props.accessibleLabel ?? props.label}
      style={{
        border: '1px dashed var(--mantine-color-gray-5)',
        borderRadius: 'var(--mantine-radius-md)',
        padding: 'var(--mantine-spacing-sm)',
        opacity: props.disabled ? 0.5 : 1,
      }}
    >
      <Group gap={6} justify="center">
        <IconPlus size={16} />
        <Text size="sm" fw={500}>
          {props.label}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

const signedMoney = (amount: number) =>
  amount < 0 ? `−${formatMoney(-amount)}` : formatMoney(amount);

/** The NPV of the baseline and each pathway as figures, beside the column chart. */
function NetPresentValueTable(props: { comparison: AdaptationCompareReply }) {
  const { comparison } = props;
  return (
    // Four short columns fit a 375 px phone; a scroll container's minimum width would widen the
    // whole dialog instead.
    <Box style={{ overflowX: 'auto' }}>
      <Table striped withTableBorder aria-label="Net present value by pathway" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Series</Table.Th>
            <Table.Th ta="right">Net present value</Table.Th>
            <Table.Th ta="right">Saved against baseline</Table.Th>
            <Table.Th ta="right">Pays back by</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>Baseline</Table.Td>
            <Table.Td ta="right">{formatMoney(comparison.baseline.netPresentValue)}</Table.Td>
            <Table.Td ta="right">–</Table.Td>
            <Table.Td ta="right">–</Table.Td>
          </Table.Tr>
          {comparison.pathways.map((pathway) => (
            <Table.Tr key={pathway.pathwayNumber}>
              <Table.Td>Pathway - {pathway.pathwayNumber}</Table.Td>
              <Table.Td ta="right">{formatMoney(pathway.netPresentValue)}</Table.Td>
              <Table.Td ta="right">{signedMoney(pathway.savedAgainstBaseline)}</Table.Td>
              <Table.Td ta="right">
                {pathway.paybackYear === null
                  ? '–'
                  : `${pathway.paybackYear}${pathway.paybackAfterWindow ? ' (after the window)' : ''}`}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
