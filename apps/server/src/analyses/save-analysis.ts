import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  maximumRevisionsPerGroup,
  maximumSavedAnalysesPerAccount,
  type AdaptationOptions,
  type SavedAnalysis,
} from '@hazardscope/contracts';
import type { AccountContext } from '../accounts/account-context.ts';
import type { AccountRow } from '../accounts/account-row.ts';
import { violatesForeignKey } from '../database/foreign-key-violation.ts';
import { analyses, riskRuns } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { savedAnalysisMessage } from '../mail/mail-messages.ts';
import type { EnginePool } from '../risk/engine-pool.ts';
import { readCompleteRiskRun } from '../risk/read-risk-run.ts';
import { analysisMessages } from './analysis-messages.ts';
import { demandSameSite, siteOfRun, siteOfSavedAnalysis } from './analysis-site.ts';
import { analysisSummary } from './analysis-summary.ts';
import { savedAdaptationIds } from './delete-adaptation.ts';
import { readSavedAnalysis } from './read-saved-analysis.ts';
import type { ResultAccessContext } from './result-access.ts';
import { isAnalysisId } from './saved-analysis-row.ts';
import { buildStoredAnalysisDocument } from './stored-analysis-document.ts';

export interface SaveAnalysisInput {
  runId: string;
  title: string;
  isAdaptation: boolean;
  adaptationOptions?: AdaptationOptions | undefined;
  /** For an adaptation option's analysis: the owned analysis it adapts. */
  parentAnalysisId?: string | undefined;
}

/**
 * `POST /api/analysis`: saves a run kept by `POST /api/risk` under a title. The server builds the
 * stored document from the run; the client sends only which run and what to call it. The run must
 * be the caller's own or an anonymous one (which the caller then owns). Saving the same run again
 * renames it. A run kept without its result (it showed the sample profile) is analysed again
 * first (readCompleteRiskRun). A re-run of a purchased group joins that group and shares its payment; revisions
 * are counted again here (three per group) although the run itself was already refused past three,
 * and a run of another site or asset type joins no group (analysis-site.ts).
 * An account keeps at most maximumSavedAnalysesPerAccount analyses (409 beyond, renaming allowed).
 */
export async function saveAnalysis(
  context: AccountContext & ResultAccessContext & { enginePool: EnginePool },
  account: AccountRow,
  input: SaveAnalysisInput,
): Promise<SavedAnalysis> {
  const run = await readCompleteRiskRun(context, input.runId, async (owned) => {
    if (owned === undefined || (owned.accountId !== null && owned.accountId !== account.id)) {
      throw new AppError('NOT_FOUND', analysisMessages.runNotFound, 'runId');
    }
  });
  const [renamed] = await context.database
    .update(analyses)
    .set({ title: input.title })
    .where(and(eq(analyses.runId, run.id), eq(analyses.ownerId, account.id)))
    .returning();
  if (renamed !== undefined) return readSavedAnalysis(context, renamed, account);

  const isAdaptation = input.isAdaptation || input.adaptationOptions !== undefined;
  const document = buildStoredAnalysisDocument(run, input.adaptationOptions);
  const summary = analysisSummary({ ...run.analysis, input_source: 'ana_v1_schema' });
  const runSite = siteOfRun(run);

  const saved = await context.database
    .transaction(async (transaction) => {
      // One lock per account: parallel saves of one account count one after another, so none slips
      // past the cap on saved analyses.
      await transaction.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`saves:${account.id}`}, 0))`,
      );
      const [owned] = await transaction
        .select({ total: count() })
        .from(analyses)
        .where(eq(analyses.ownerId, account.id));
      if ((owned?.total ?? 0) >= maximumSavedAnalysesPerAccount) {
        throw new AppError('CONFLICT', analysisMessages.savedAnalysesLimit);
      }
      let groupId: string | undefined;
      let parentAnalysisId: string | null = null;
      // A re-run of a portfolio asset counts under the asset's run, not a saved group: saved, it
      // starts a group of its own, as the asset's run does (its portfolio makes it real).
      if (run.revisionGroupId !== null && run.portfolioId === null) {
        groupId = run.revisionGroupId;
        parentAnalysisId = run.revisionGroupId;
      } else if (isAdaptation && isAnalysisId(input.parentAnalysisId)) {
        // The parent is read under the lock a foreign key takes (key share) until the adaptation is
        // stored: a delete of the parent (which locks it for update, deleteOwnedAnalyses) either
        // went first, and the parent reads as gone (404), or waits, and then deletes the new
        // adaptation with it. Without it, the adaptation was kept naming no analysis. Key share
        // rather than update lets a payment mark the group paid meanwhile (it holds the group's lock
        // taken below while it updates these rows).
        const [parent] = await transaction
          .select({ groupId: analyses.groupId })
          .from(analyses)
          .where(and(eq(analyses.id, input.parentAnalysisId), eq(analyses.ownerId, account.id)))
          .for('key share');
        // Another user's analysis is 404, as if it did not exist.
        if (parent === undefined) {
          throw new AppError('NOT_FOUND', analysisMessages.notFound, 'parentAnalysisId');
        }
        groupId = parent.groupId;
        parentAnalysisId = input.parentAnalysisId;
        if (input.adaptationOptions !== undefined) {
          // Saving a pathway's option again replaces what was saved for it before.
          const replaced = await savedAdaptationIds(
            transaction,
            account.id,
            parentAnalysisId,
            input.adaptationOptions.pathwayNumber,
            input.adaptationOptions.optionNumber,
          );
          if (replaced.length > 0) {
            await transaction
              .delete(analyses)
              .where(and(inArray(analyses.id, replaced), eq(analyses.ownerId, account.id)));
          }
        }
      }
      let paidAt: Date | null = null;
      if (groupId !== undefined) {
        // One lock per group for the rest of the transaction: a second save or re-run of the same
        // group waits here, then counts with a fresh snapshot.
        await transaction.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${groupId}, 0))`,
        );
        // The members are read under the lock a foreign key takes (key share), as the adaptation's
        // parent above, until the new one is stored: a delete of them (which locks them for
        // update, deleteOwnedAnalyses) either went first, and they read as gone (404), or waits
        // for this save. Without it, a revision was kept in a group deleted under it.
        const members = await transaction
          .select({
            isAdaptation: analyses.isAdaptation,
            paidAt: analyses.paidAt,
            document: analyses.document,
            summary: analyses.summary,
          })
          .from(analyses)
          .where(and(eq(analyses.groupId, groupId), eq(analyses.ownerId, account.id)))
          .for('key share');
        if (members.length === 0) throw new AppError('NOT_FOUND', analysisMessages.notFound);
        // A group is one asset type at one site, and its payment buys that only: a run of another
        // site or asset type joins no group (POST /api/risk refused such a re-run already; this
        // holds for adaptations too).
        for (const member of members) {
          demandSameSite(
            siteOfSavedAnalysis(member),
            runSite,
            isAdaptation
              ? { message: analysisMessages.adaptationChangesSite, field: 'parentAnalysisId' }
              : { message: analysisMessages.revisionChangesSite, field: 'runId' },
          );
        }
        const revisions = members.filter((member) => !member.isAdaptation).length;
        if (!isAdaptation && revisions >= maximumRevisionsPerGroup) {
          throw new AppError('CONFLICT', analysisMessages.maximumRevisions);
        }
        paidAt = members.find((member) => member.paidAt !== null)?.paidAt ?? null;
      }
      if (run.accountId === null) {
        await transaction
          .update(riskRuns)
          .set({ accountId: account.id })
          .where(and(eq(riskRuns.id, run.id), isNull(riskRuns.accountId)));
      }
      const [row] = await transaction
        .insert(analyses)
        .values({
          ownerId: account.id,
          groupId: groupId ?? sql`gen_random_uuid()`,
          parentAnalysisId,
          title: input.title,
          isAdaptation,
          paidAt,
          document,
          summary,
          runId: run.id,
          createdAt: context.clock(),
        })
        .returning();
      if (row === undefined) throw new Error('insert returned no row');
      if (groupId !== undefined) return row;
      // A new group is named after its first revision.
      const [grouped] = await transaction
        .update(analyses)
        .set({ groupId: row.id })
        .where(eq(analyses.id, row.id))
        .returning();
      return grouped ?? row;
    })
    .catch((error: unknown) => {
      // The unsaved run expired (and was deleted) after it was read above.
      if (violatesForeignKey(error, analyses.runId)) {
        throw new AppError('NOT_FOUND', analysisMessages.runNotFound, 'runId');
      }
      throw error;
    });

  if (account.passwordHash === null && account.emailVerifiedAt !== null && !isAdaptation) {
    // The save flow promised a link to come back to (the Save Analysis modal). Never to an address
    // not yet proven: that would mail a stranger whatever title the saver typed.
    await context.mailer.send(
      savedAnalysisMessage(context.mail, account.username, saved.id, input.title),
    );
  }
  return readSavedAnalysis(context, saved, account);
}
