import type { SavedAnalysis } from '@hazardscope/contracts';

export interface SavedAnalysisGroup {
  groupId: string;
  /** Revisions oldest first, as they were made. */
  analyses: SavedAnalysis[];
}

/**
 * Groups saved analyses by groupId, or by id when there is none, newest group first.
 */
export function groupSavedAnalyses(analyses: SavedAnalysis[]): SavedAnalysisGroup[] {
  const groups = new Map<string, SavedAnalysis[]>();
  for (const analysis of analyses) {
    const key = analysis.groupId || analysis._id;
    groups.set(key, [...(groups.get(key) ?? []), analysis]);
  }
  const createdAt = (analysis: SavedAnalysis) => Date.parse(analysis.createdAt.$date);
  return [...groups.entries()]
    .map(([groupId, members]) => ({
      groupId,
      analyses: members.toSorted((first, second) => createdAt(first) - createdAt(second)),
    }))
    .toSorted((first, second) => newest(second.analyses) - newest(first.analyses));

  function newest(members: SavedAnalysis[]): number {
    return Math.max(...members.map(createdAt));
  }
}

/** The link that opens a saved analysis for anyone: the public root URL plus analysisId. */
export function sharedAnalysisLink(publicUrl: string, analysisId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/?analysisId=${encodeURIComponent(analysisId)}`;
}
