import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '@hazardscope/contracts';
import {
  isOwnedByReader,
  revisionCountOf,
  switcherLabel,
  type AnalysisRun,
} from './analysis-run.ts';
import { runFromSaved } from './saved-analysis-run.ts';

const address = '1 Harbour Street, Sydney';
const analysis = {
  properties: { address },
  inputs: { archetype: { acronym: 'SH', name: 'Simple House', service: 'Building' } },
} as unknown as AnalysisResult;

function run(runId: string, extra: Partial<AnalysisRun> = {}): AnalysisRun {
  return { runId, analysis, realResults: true, warnings: [], key: runId, ...extra };
}

const original = run('run-0');
const first = run('run-1', { revision: { rootRunId: 'run-0', number: 1 } });
const elsewhere = run('run-9');

describe('switcherLabel', () => {
  it('leads a revision row with its display name', () => {
    expect(switcherLabel(first)).toBe(`Revision 1 · Simple House · ${address}`);
    expect(switcherLabel(original)).toBe(`Simple House · ${address}`);
  });
});

describe('revisionCountOf', () => {
  it("counts this session's members of the group, not other analyses", () => {
    expect(revisionCountOf(original, [elsewhere, original], [])).toBe(1);
    expect(revisionCountOf(first, [first, elsewhere, original], [])).toBe(2);
    expect(revisionCountOf(original, [first, original], [])).toBe(2);
  });

  it('adds saved members of the saved group that this session has not opened', () => {
    const saved = run('run-0', { saved: { id: 'saved-0', groupId: 'group-0', title: address } });
    const list = [
      { _id: 'saved-0', groupId: 'group-0' },
      { _id: 'saved-1', groupId: 'group-0' },
      { _id: 'saved-7', groupId: 'group-7' },
    ];
    expect(revisionCountOf(saved, [saved], list)).toBe(2);
    expect(revisionCountOf(first, [first, saved], list)).toBe(3);
  });
});

describe('isOwnedByReader', () => {
  const shared = {
    _id: 'saved-0',
    groupId: 'saved-0',
    title: address,
    userId: { $oid: 'owner-account' },
  };

  it("keeps a saved analysis's owner from its document, and lets only that account act on it", () => {
    const opened = runFromSaved(shared, analysis);
    expect(opened.ownerAccountId).toBe('owner-account');
    expect(isOwnedByReader(opened, 'owner-account')).toBe(true);
    expect(isOwnedByReader(opened, 'another-account')).toBe(false);
    expect(isOwnedByReader(opened, undefined)).toBe(false);
  });

  it("never takes a reader of someone else's link, who is not told the owner, for its owner", () => {
    const opened = runFromSaved({ ...shared, userId: undefined, sharedWithMe: true }, analysis);
    expect(isOwnedByReader(opened, undefined)).toBe(false);
    expect(isOwnedByReader(opened, 'a-reader-account')).toBe(false);
  });

  it("lets the reader act on this session's own runs, which name no owner", () => {
    expect(isOwnedByReader(original, undefined)).toBe(true);
    expect(isOwnedByReader(original, 'any-account')).toBe(true);
  });
});
