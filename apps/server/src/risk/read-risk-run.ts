import { gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { analysisResultSchema, type AnalysisResult } from '@hazardscope/contracts';
import type { DatabaseClient } from '../database/open-database.ts';
import { riskRuns } from '../database/schema.ts';

/** A result as stored with its run: gzip level 1 (fast; ~4× smaller than the JSON). */
export function compressAnalysis(analysis: AnalysisResult): Buffer {
  return gzipSync(JSON.stringify(analysis), { level: 1 });
}

/** The real result kept for a run, or undefined when there is no such run. */
export async function readRiskRun(
  database: DatabaseClient,
  runId: string,
): Promise<{ accountId: string | null; analysis: AnalysisResult } | undefined> {
  const [run] = await database
    .select({ accountId: riskRuns.accountId, analysisGzip: riskRuns.analysisGzip })
    .from(riskRuns)
    .where(eq(riskRuns.id, runId));
  if (!run) return undefined;
  const analysis = analysisResultSchema.parse(
    JSON.parse(gunzipSync(run.analysisGzip).toString('utf8')),
  );
  return { accountId: run.accountId, analysis };
}
