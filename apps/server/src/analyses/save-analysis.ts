import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import {
  maximumRevisionsPerGroup,
  type AnalysisEnvelope,
  type SavedAnalysis,
} from '@hazardscope/contracts';
import type { AccountContext } from '../accounts/account-context.ts';
import type { AccountRow } from '../accounts/account-row.ts';
import { analyses } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { savedAnalysisMessage } from '../mail/mail-messages.ts';
import { analysisMessages } from './analysis-messages.ts';
import { analysisSummary } from './analysis-summary.ts';
import { isAnalysisId, toSavedAnalysis, withoutServerFields } from './saved-analysis-row.ts';

/**
 * `POST /api/analysis`. Saving an analysis whose `_id` the user already owns updates it (title,
 * document). Otherwise a new row: into the group of an owned `groupId` or `parentAnalysisId` as a
 * revision, or a group of its own. Revisions are capped at three per group (SPEC.md §9), adaptation
 * analyses aside. Payment is never taken from the client: a revision inherits its group's.
 */
export async function saveAnalysis(
  context: AccountContext,
  account: AccountRow,
  input: { analysis: AnalysisEnvelope; isAdaptation: boolean },
): Promise<SavedAnalysis> {
  const envelope = input.analysis;
  const document = withoutServerFields(envelope);
  const summary = analysisSummary(envelope);
  const title = envelope.title || envelope.properties.address || 'Untitled analysis';
  const isAdaptation = input.isAdaptation || Boolean(envelope.adaptationOptions);

  if (isAnalysisId(envelope._id)) {
    const [updated] = await context.database
      .update(analyses)
      .set({ title, document, summary })
      .where(and(eq(analyses.id, envelope._id), eq(analyses.ownerId, account.id)))
      .returning();
    if (updated !== undefined) return toSavedAnalysis(updated, account.id);
  }

  const saved = await context.database.transaction(async (transaction) => {
    const groupId = await ownedGroupOf(transaction, account.id, envelope);
    let paidAt: Date | null = null;
    if (groupId !== undefined) {
      // One lock per group for the rest of the transaction: a second save to the same group waits
      // here, then counts with a fresh snapshot, so two saves cannot both take the last revision.
      await transaction.execute(sql`select pg_advisory_xact_lock(hashtextextended(${groupId}, 0))`);
      const members = await transaction
        .select({ isAdaptation: analyses.isAdaptation, paidAt: analyses.paidAt })
        .from(analyses)
        .where(eq(analyses.groupId, groupId));
      const revisions = members.filter((member) => !member.isAdaptation).length;
      if (!isAdaptation && revisions >= maximumRevisionsPerGroup) {
        throw new AppError('CONFLICT', analysisMessages.maximumRevisions);
      }
      paidAt = members.find((member) => member.paidAt !== null)?.paidAt ?? null;
    }
    const [row] = await transaction
      .insert(analyses)
      .values({
        ownerId: account.id,
        groupId: groupId ?? sql`gen_random_uuid()`,
        parentAnalysisId: isAnalysisId(envelope.parentAnalysisId)
          ? envelope.parentAnalysisId
          : null,
        title,
        isAdaptation,
        paidAt,
        document,
        summary,
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
  });

  if (account.passwordHash === null && account.emailVerifiedAt !== null && !isAdaptation) {
    // The save flow promised a link to come back to (the Save Analysis modal). Never to an address
    // not yet proven: that would mail a stranger whatever title the saver typed.
    await context.mailer.send(
      savedAnalysisMessage(context.mail, account.username, saved.id, title),
    );
  }
  return toSavedAnalysis(saved, account.id);
}

/** The group of the owned analysis the envelope points at (by groupId, else parent), if any. */
async function ownedGroupOf(
  database: Pick<AccountContext['database'], 'select'>,
  ownerId: string,
  envelope: AnalysisEnvelope,
): Promise<string | undefined> {
  const groupId = isAnalysisId(envelope.groupId) ? envelope.groupId : undefined;
  const parentId = isAnalysisId(envelope.parentAnalysisId) ? envelope.parentAnalysisId : undefined;
  if (groupId === undefined && parentId === undefined) return undefined;
  const [owned] = await database
    .select({ groupId: analyses.groupId })
    .from(analyses)
    .where(
      and(
        eq(analyses.ownerId, ownerId),
        isNotNull(analyses.groupId),
        or(
          groupId !== undefined ? eq(analyses.groupId, groupId) : undefined,
          parentId !== undefined ? eq(analyses.id, parentId) : undefined,
        ),
      ),
    )
    .limit(1);
  return owned?.groupId;
}
