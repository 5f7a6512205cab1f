import { Alert, Center, Loader, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconLock } from '@tabler/icons-react';
import type { ArchetypeReply } from '@hazardscope/contracts';
import { useSavedAnalyses } from '../account/account-context.tsx';
import { CustomisationPanel } from '../customisation/customisation-panel.tsx';
import {
  currentCustomisationValues,
  customisationChanges,
  sameHazards,
  type Customisation,
} from '../customisation/customisation-values.ts';
import { excludedHazardsOf } from '../hazards/excluded-hazards.ts';
import { useCustomisableArchetype } from '../customisation/use-customisable-archetype.ts';
import {
  refreshAnalysisGroups,
  savedGroupMemberOf,
  useAnalysisGroup,
} from '../analysis/analysis-group.ts';
import { revisionCountOf, type AnalysisRun } from '../analysis/analysis-run.ts';

/**
 * The Settings tab exists only when the archetype has default field values. Until the
 * archetype has loaded it is assumed to (every catalogue archetype has the standard fields).
 */
export function hasDefaultFieldValues(archetype: ArchetypeReply | undefined): boolean {
  return archetype === undefined || Object.keys(archetype.fields ?? {}).length > 0;
}

export interface SettingsTabProps {
  run: AnalysisRun;
  /** This session's runs: the revisions of the shown analysis among them. */
  runs: readonly AnalysisRun[];
  purchased: boolean;
  /**
   * The reader owns the analysis (or ran it this session). Only its owner may re-run it: the
   * server answers anyone else's re-run 'Analysis not found.'
   */
  ownedByReader: boolean;
  /** Re-runs the shown analysis with the changes as revision `revisionNumber`. */
  onRerun(customisation: Customisation, revisionNumber: number): Promise<unknown>;
  onSave(): void;
  onCancel(): void;
}

/**
 * Purchased, the asset customisation panel (two revisions per purchase,
 * Update Analysis re-runs); unpurchased, a statement that a report must be purchased to unlock it;
 * someone else's analysis (a shared link), a statement that only its owner can customise it.
 */
export function SettingsTab(props: SettingsTabProps) {
  if (!props.ownedByReader) {
    return (
      <Alert icon={<IconLock size={18} />} title="Customisation is for the owner of this analysis">
        A shared link shows the results of someone else&apos;s analysis. Only its owner, logged in
        with the account that saved it, can change its design specifications and materials and
        re-run it.
      </Alert>
    );
  }
  if (!props.purchased) {
    return (
      <Alert icon={<IconLock size={18} />} title="Customisation is part of the commercial report">
        Purchase a report to unlock customisation: change the design specifications and the
        materials of each element, then click Update Analysis to re-run it — up to two revisions per
        purchase.
      </Alert>
    );
  }
  return <PurchasedSettings {...props} />;
}

function PurchasedSettings(props: SettingsTabProps) {
  const { run } = props;
  const { archetype, customisable, materialChoices } = useCustomisableArchetype(
    run.analysis.inputs.archetype.acronym,
  );
  const { analyses: savedAnalyses } = useSavedAnalyses();
  const queryClient = useQueryClient();
  // A saved group's revisions are the server's count (the original and every re-run, saved or
  // not), the one it refuses a re-run by; a run never saved (an allow-listed account's) has no
  // group on the server, and this session's runs are its revisions.
  const group = useAnalysisGroup(savedGroupMemberOf(run, props.runs)?.id);
  const serverRevisions = group.data?.revisions;
  if (archetype.isPending || (group.isPending && group.fetchStatus !== 'idle')) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading the archetype" />
      </Center>
    );
  }
  if (customisable === undefined) {
    return (
      <Alert color="red" title="The customisation could not be loaded">
        {archetype.error?.message ?? 'The archetype has no design fields or elements.'} Close the
        results and open them again to retry.
      </Alert>
    );
  }
  const shownExcluded = excludedHazardsOf(run.analysis);
  const revisionCount = serverRevisions?.used ?? revisionCountOf(run, props.runs, savedAnalyses);
  const unsaved = serverRevisions?.unsaved ?? 0;
  return (
    <>
      {unsaved > 0 && (
        <Text size="sm" c="dimmed" mb="sm" data-testid="unsaved-revisions">
          {unsaved === 1
            ? 'One re-run of this analysis was not saved; it counts as a revision all the same.'
            : `${unsaved} re-runs of this analysis were not saved; they count as revisions all the same.`}
        </Text>
      )}
      <CustomisationPanel
        // A new analysis on screen (a revision, or a switch) starts the form from its own values.
        key={run.runId}
        archetype={customisable}
        materials={materialChoices}
        current={currentCustomisationValues(customisable, run.analysis, run.customisation)}
        purchased={props.purchased}
        revisionCount={revisionCount}
        climateScenario={run.analysis.inputs.scenario.climateScenario}
        excludedHazards={shownExcluded}
        onSubmit={async (values, { climateScenario, excludedHazards }) => {
          await props.onRerun(
            {
              ...customisationChanges(customisable, values),
              // Only a changed scenario is a change; the re-run keeps the shown one otherwise.
              ...(climateScenario === undefined ||
              climateScenario === run.analysis.inputs.scenario.climateScenario
                ? {}
                : { climateScenario }),
              // Likewise the optional hazards: the re-run keeps those the shown one left out.
              ...(excludedHazards === undefined || sameHazards(excludedHazards, shownExcluded)
                ? {}
                : { excludedHazards }),
            },
            revisionCount,
          );
          await refreshAnalysisGroups(queryClient);
        }}
        onSave={props.onSave}
        saved={run.saved !== undefined}
        onCancel={props.onCancel}
      />
    </>
  );
}
