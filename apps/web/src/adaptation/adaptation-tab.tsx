import { Alert, Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AnalysisRun } from '../analysis/analysis-run.ts';
import { currentCustomisationValues } from '../customisation/customisation-values.ts';
import { useCustomisableArchetype } from '../customisation/use-customisable-archetype.ts';
import { listSavedAdaptations } from './adaptation-api.ts';
import { AdaptationEditor } from './adaptation-editor.tsx';
import { restorePathways } from './adaptation-plan.ts';

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
