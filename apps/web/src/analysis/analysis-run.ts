import {
  revisionDisplayName,
  type AnalysisResult,
  type SavedAnalysis,
} from '@hazardscope/contracts';
import type { Customisation } from '../customisation/customisation-values.ts';
import type { PaymentReturnNotice } from './payment-return-notice.ts';
import type { FormValues } from '../search/form-values.ts';

/** One analysis the user ran this session: the server's run id, the result and its warnings. */
export interface AnalysisRun {
  runId: string;
  analysis: AnalysisResult;
  realResults: boolean;
  warnings: string[];
  /** The form values it was run for, to reuse it for the same asset and place. */
  key: string;
  /** Set once saved: the saved analysis's id and group, and its title. */
  saved?: { id: string; groupId: string; title: string };
  /**
   * Set on a saved analysis opened from a link or My Analyses: the account that owns it. Only that
   * account may download its report and export, customise it or plan adaptations (the server
   * answers anyone else 401 or 404); absent on this session's own runs.
   */
  ownerAccountId?: string;
  /** The design field and material changes from the archetype's defaults it was run with. */
  customisation?: Customisation;
  /**
   * Set on the run of one asset of a paid portfolio and on its re-runs: that asset's run. A re-run
   * names it (`revisionOfRun`) so that it shows real results and counts as the asset's revision.
   */
  portfolioAssetRunId?: string;
  /** Set on a re-run from the Settings tab: the run its group started with, and its number (1, 2). */
  revision?: { rootRunId: string; number: number };
  /** Set when it opens on a return from payment: the dialog shows the thanks state at once. */
  purchaseCompleted?: true;
  /**
   * Set when it opens on a return from a payment that did not complete the purchase: the dialog
   * says what became of the payment (still being processed, or failed) above the results.
   */
  paymentNotice?: PaymentReturnNotice;
}

/** The run a group of revisions started with: the revision's root, else the run itself. */
export function groupRootOf(run: AnalysisRun): string {
  return run.revision?.rootRunId ?? run.runId;
}

/** This session's runs in the same group of revisions as `run`, itself included. */
export function groupMembersOf(run: AnalysisRun, runs: readonly AnalysisRun[]): AnalysisRun[] {
  const root = groupRootOf(run);
  const members = runs.filter((other) => groupRootOf(other) === root);
  return members.some((member) => member.runId === run.runId) ? members : [run, ...members];
}

/**
 * How many analyses the group of `run` holds (three at most): this session's members,
 * plus the saved members of its saved group that this session has not opened.
 */
export function revisionCountOf(
  run: AnalysisRun,
  runs: readonly AnalysisRun[],
  savedAnalyses: readonly Pick<SavedAnalysis, '_id' | 'groupId'>[],
): number {
  const members = groupMembersOf(run, runs);
  const identities = new Set(members.map((member) => member.saved?.id ?? `run:${member.runId}`));
  const savedGroupIds = new Set(members.flatMap((member) => member.saved?.groupId ?? []));
  for (const saved of savedAnalyses) {
    if (savedGroupIds.has(saved.groupId)) identities.add(saved._id);
  }
  return identities.size;
}

/** A row of the dialog's analysis switcher; revision rows lead with their display name. */
export function switcherLabel(run: AnalysisRun): string {
  const { archetype } = run.analysis.inputs;
  const address = run.analysis.properties.address;
  const label = `${archetype.name} · ${address}`;
  if (run.revision === undefined) return label;
  const name = revisionDisplayName(run.saved?.title ?? address, address, run.revision.number);
  return `${name} · ${label}`;
}

/**
 * Whether the reader (`readerAccountId`, undefined when logged out) may act on `run` as its owner:
 * always for this session's own runs, and for a saved analysis only when the reader owns it. A
 * shared link opens someone else's analysis to read its results, not to download, customise or
 * adapt it.
 */
export function isOwnedByReader(run: AnalysisRun, readerAccountId: string | undefined): boolean {
  return run.ownerAccountId === undefined || run.ownerAccountId === readerAccountId;
}

/** Same archetype, latitude, longitude, asset life end and scenario → the same analysis. */
export function analysisKey(values: FormValues): string {
  return [
    values.archetype,
    values.latitude,
    values.longitude,
    values.assetLifeEnd,
    values.climateScenario,
  ].join('|');
}
