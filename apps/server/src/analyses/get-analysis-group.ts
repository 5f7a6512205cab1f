import { and, asc, eq } from 'drizzle-orm';
import {
  maximumRevisionsPerGroup,
  revisionDisplayName,
  type AnalysisGroupReply,
} from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { analyses } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { analysisMessages } from './analysis-messages.ts';
import { countGroupRevisions } from './count-group-revisions.ts';
import { isAnalysisId } from './saved-analysis-row.ts';

/**
 * `GET /api/analysis/:id/group`: the saved analyses of the group `analysisId` belongs to (its
 * revisions and the analysis they revise; adaptations are not members), oldest first, each with
 * its display name. Its owner gets every member and the group's revisions as the server counts
 * them; anyone else reads it as its link reads it — not at all once its owner stopped sharing it
 * (410), and only the members still shared.
 */
export async function getAnalysisGroup(
  database: DatabaseClient,
  reader: AccountRow | undefined,
  analysisId: string,
): Promise<AnalysisGroupReply> {
  if (!isAnalysisId(analysisId)) throw new AppError('NOT_FOUND', analysisMessages.notFound);
  const [linked] = await database
    .select({
      groupId: analyses.groupId,
      ownerId: analyses.ownerId,
      sharingStoppedAt: analyses.sharingStoppedAt,
    })
    .from(analyses)
    .where(eq(analyses.id, analysisId));
  if (linked === undefined) throw new AppError('NOT_FOUND', analysisMessages.notFound);
  const readerIsOwner = reader !== undefined && reader.id === linked.ownerId;
  if (!readerIsOwner && linked.sharingStoppedAt !== null) {
    throw new AppError('GONE', analysisMessages.sharingStopped);
  }
  const rows = await database
    .select({
      id: analyses.id,
      title: analyses.title,
      summary: analyses.summary,
      createdAt: analyses.createdAt,
      paidAt: analyses.paidAt,
      sharingStoppedAt: analyses.sharingStoppedAt,
    })
    .from(analyses)
    .where(
      and(
        eq(analyses.groupId, linked.groupId),
        eq(analyses.ownerId, linked.ownerId),
        eq(analyses.isAdaptation, false),
      ),
    )
    .orderBy(asc(analyses.createdAt), asc(analyses.id));
  // Numbered over the whole group, as the report's cover numbers them, before any is left out.
  const members = rows
    .map((row, revisionNumber) => ({ row, revisionNumber }))
    .filter(({ row }) => readerIsOwner || row.sharingStoppedAt === null)
    .map(({ row, revisionNumber }) => ({
      _id: row.id,
      title: row.title,
      displayName: revisionDisplayName(row.title, addressOf(row.summary), revisionNumber),
      revisionNumber,
      createdAt: { $date: row.createdAt.toISOString() },
      purchased: row.paidAt !== null,
    }));
  if (!readerIsOwner) return { groupId: linked.groupId, members };
  const { used, unsaved } = await countGroupRevisions(database, linked.groupId);
  return {
    groupId: linked.groupId,
    members,
    revisions: {
      used,
      maximum: maximumRevisionsPerGroup,
      left: Math.max(0, maximumRevisionsPerGroup - used),
      unsaved,
    },
  };
}

/** The address the list summary keeps (analysis-summary.ts), or '' for an older summary. */
function addressOf(summary: Record<string, unknown>): string {
  const properties = summary.properties as { address?: unknown } | undefined;
  return typeof properties?.address === 'string' ? properties.address : '';
}
