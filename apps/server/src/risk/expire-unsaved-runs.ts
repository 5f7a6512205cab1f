import { and, isNull, lt, sql } from 'drizzle-orm';
import type { DatabaseClient } from '../database/open-database.ts';
import { analyses, riskRuns } from '../database/schema.ts';

/**
 * How long a run nobody saved is kept: 7 days, long enough to register, verify the address and
 * save or buy a run made anonymously, short enough that ~40 KB per run does not pile up.
 */
export const unsavedRunRetentionDays = 7;
const dayMilliseconds = 86_400_000;

/**
 * Deletes runs older than the retention that no saved analysis refers to. A re-run of a purchased
 * group is kept while the group is: it used one of the group's two re-runs, saved or not. A run of
 * a portfolio's asset, and a re-run of it, is kept while the portfolio is: the asset's run is dated
 * on the portfolio's analysis date, often past the retention when it is made, and is one per asset
 * opened (analysePortfolioAsset); deleting the portfolio clears its portfolio, and it then expires
 * as any other.
 */
export async function expireUnsavedRuns(database: DatabaseClient, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - unsavedRunRetentionDays * dayMilliseconds);
  const deleted = await database
    .delete(riskRuns)
    .where(
      and(
        lt(riskRuns.createdAt, cutoff),
        // A re-run of a group counts while the group is; a portfolio asset's re-run names the
        // asset's run instead (analyse-for-reply.ts), no group, and is kept by its portfolio.
        sql`not exists (select 1 from ${analyses} where ${analyses.groupId} = ${riskRuns.revisionGroupId})`,
        isNull(riskRuns.portfolioId),
        sql`not exists (select 1 from ${analyses} where ${analyses.runId} = ${riskRuns.id})`,
      ),
    )
    .returning({ id: riskRuns.id });
  return deleted.length;
}
