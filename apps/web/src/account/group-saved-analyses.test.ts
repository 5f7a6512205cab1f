import { describe, expect, it } from 'vitest';
import type { SavedAnalysis } from '@hazardscope/contracts';
import { groupSavedAnalyses, sharedAnalysisLink } from './group-saved-analyses.ts';

function saved(id: string, groupId: string, createdAt: string): SavedAnalysis {
  return {
    _id: id,
    groupId,
    title: id,
    parentAnalysisId: null,
    createdAt: { $date: createdAt },
    userId: { $oid: 'owner' },
    geometry: { type: 'Point', coordinates: [151.2, -33.86] },
    properties: { address: '1 Harbour Street, Sydney', archetype: 'SH' },
  };
}

describe('groupSavedAnalyses', () => {
  it('puts revisions of one group together, oldest first, and the newest group first', () => {
    const groups = groupSavedAnalyses([
      saved('a1', 'a', '2026-01-01T00:00:00Z'),
      saved('b1', 'b', '2026-02-01T00:00:00Z'),
      saved('a2', 'a', '2026-03-01T00:00:00Z'),
    ]);
    expect(groups.map((group) => group.groupId)).toEqual(['a', 'b']);
    expect(groups[0]?.analyses.map((analysis) => analysis._id)).toEqual(['a1', 'a2']);
  });

  it('groups an analysis without a groupId by its own id', () => {
    const groups = groupSavedAnalyses([saved('solo', '', '2026-01-01T00:00:00Z')]);
    expect(groups).toEqual([
      { groupId: 'solo', analyses: [expect.objectContaining({ _id: 'solo' })] },
    ]);
  });
});

describe('sharedAnalysisLink', () => {
  it('is the public root URL plus analysisId', () => {
    expect(sharedAnalysisLink('https://risk.example/', 'abc-1')).toBe(
      'https://risk.example/?analysisId=abc-1',
    );
  });
});
