import { and, count, countDistinct, eq, sql } from 'drizzle-orm';
import type { DatabaseClient } from '../database/open-database.ts';
import { analyses, riskRuns } from '../database/schema.ts';

/**
 * The revisions a group has used: its saved originals plus every re-run made of it (POST /api/risk
 * with `revisionOf`), saved or not — three at most, the original and two re-runs. The one count
 * the server refuses a re-run by and the result dialog's Settings tab shows. `unsaved` is the
 * re-runs no saved analysis holds.
 */
export async function countGroupRevisions(
  database: Pick<DatabaseClient, 'select'>,
  groupId: string,
): Promise<{ used: number; unsaved: number }> {
  const [reruns] = await database
    .select({
      total: countDistinct(riskRuns.id),
      unsaved: sql<number>`count(distinct ${riskRuns.id}) filter (where ${analyses.id} is null)`,
    })
    .from(riskRuns)
    .leftJoin(analyses, eq(analyses.runId, riskRuns.id))
    .where(eq(riskRuns.revisionGroupId, groupId));
  const [originals] = await database
    .select({ total: count() })
    .from(analyses)
    .leftJoin(riskRuns, eq(riskRuns.id, analyses.runId))
    .where(
      and(
        eq(analyses.groupId, groupId),
        eq(analyses.isAdaptation, false),
        sql`(${riskRuns.revisionGroupId} is null or ${riskRuns.revisionGroupId} <> ${groupId})`,
      ),
    );
  return {
    used: (reruns?.total ?? 0) + (originals?.total ?? 0),
    unsaved: Number(reruns?.unsaved ?? 0),
  };
}
