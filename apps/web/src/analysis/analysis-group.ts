import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { AnalysisGroupMember, AnalysisResult } from '@hazardscope/contracts';
import { groupMembersOf, switcherLabel, type AnalysisRun } from './analysis-run.ts';

const groupQueryKey = 'analysis-group';

/**
 * The saved analysis whose group `run` belongs to: itself once saved, else the saved member of
 * its group among this session's runs (an unsaved re-run of a saved analysis).
 */
export function savedGroupMemberOf(
  run: AnalysisRun,
  runs: readonly AnalysisRun[],
): NonNullable<AnalysisRun['saved']> | undefined {
  return run.saved ?? groupMembersOf(run, runs).find((member) => member.saved)?.saved;
}

/**
 * The saved group of an analysis as the server has it (GET /api/analysis/:id/group): its members
 * with their display names and, for its owner, the revisions used and left as the server counts
 * them. Idle for an analysis never saved.
 */
export function useAnalysisGroup(savedAnalysisId: string | undefined) {
  return useQuery({
    queryKey: [groupQueryKey, savedAnalysisId],
    enabled: savedAnalysisId !== undefined,
    // Imported when first needed: the saved-analysis schemas are not built at start-up.
    queryFn: async ({ signal }) =>
      (await import('../account/saved-analyses-api.ts')).fetchAnalysisGroup(
        savedAnalysisId ?? '',
        signal,
      ),
  });
}

/** Reads every group again: after a re-run, a save or a new title. */
export function refreshAnalysisGroups(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [groupQueryKey] });
}

/** A row of the result dialog's switcher: a run of this session, or a saved member not opened. */
export interface SwitcherEntry {
  value: string;
  label: string;
  run?: AnalysisRun;
  savedAnalysisId?: string;
}

/**
 * The switcher's rows: this session's runs, then the members of the shown analysis's saved group
 * that this session has not opened. A saved revision leads with the display name the server gives
 * it ('Revision 1', or what its title adds to the address).
 */
export function switcherEntries(
  runs: readonly AnalysisRun[],
  groupMembers: readonly AnalysisGroupMember[],
  shown: AnalysisRun,
): SwitcherEntry[] {
  const bySavedId = new Map(groupMembers.map((member) => [member._id, member]));
  const { archetype } = shown.analysis.inputs;
  const address = shown.analysis.properties.address;
  const labelOf = (member: AnalysisGroupMember) =>
    member.revisionNumber === 0
      ? `${archetype.name} · ${address}`
      : `${member.displayName} · ${archetype.name} · ${address}`;
  const entries: SwitcherEntry[] = runs.map((run) => {
    const member = run.saved && bySavedId.get(run.saved.id);
    return { value: run.runId, label: member ? labelOf(member) : switcherLabel(run), run };
  });
  const opened = new Set(runs.flatMap((run) => run.saved?.id ?? []));
  for (const member of groupMembers) {
    if (opened.has(member._id)) continue;
    entries.push({
      value: `saved:${member._id}`,
      label: labelOf(member),
      savedAnalysisId: member._id,
    });
  }
  return entries;
}

/** What the discard question names as the analysis switched to. */
export function discardTargetOf(
  entry: SwitcherEntry,
  members: readonly AnalysisGroupMember[],
  shown: AnalysisResult,
): { title: string; assetType: string; address: string } {
  if (entry.run) {
    const { analysis } = entry.run;
    return {
      title: entry.run.saved?.title ?? analysis.properties.address,
      assetType: analysis.inputs.archetype.name,
      address: analysis.properties.address,
    };
  }
  // A member of the shown analysis's group: the same asset type at the same site.
  const member = members.find((candidate) => candidate._id === entry.savedAnalysisId);
  return {
    title: member?.title ?? entry.label,
    assetType: shown.inputs.archetype.name,
    address: shown.properties.address,
  };
}
