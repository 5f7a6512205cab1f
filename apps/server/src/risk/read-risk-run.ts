import { gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import {
  analysisResultSchema,
  designFieldValuesSchema,
  riskRequestSchema,
  type AnalysisResult,
  type DesignFieldValues,
  type RiskRequest,
} from '@hazardscope/contracts';
import type { DatabaseClient } from '../database/open-database.ts';
import { riskRuns } from '../database/schema.ts';

/** A result as stored with its run, from its JSON text: gzip level 1 (fast; ~4× smaller than the JSON). */
export function compressAnalysisJson(analysisJson: string): Buffer {
  return gzipSync(analysisJson, { level: 1 });
}

export interface StoredRiskRun {
  id: string;
  accountId: string | null;
  request: RiskRequest;
  engineVersion: string;
  fieldValues: DesignFieldValues;
  revisionGroupId: string | null;
  createdAt: Date;
  /** The engine's real result, validated as it is read. */
  analysis: AnalysisResult;
}

/** The run as kept (its real result included), or undefined when there is no such run. */
export async function readRiskRun(
  database: Pick<DatabaseClient, 'select'>,
  runId: string,
): Promise<StoredRiskRun | undefined> {
  const [run] = await database.select().from(riskRuns).where(eq(riskRuns.id, runId));
  if (!run) return undefined;
  return {
    id: run.id,
    accountId: run.accountId,
    request: riskRequestSchema.parse(run.request),
    engineVersion: run.engineVersion,
    fieldValues: designFieldValuesSchema.parse(run.fieldValues),
    revisionGroupId: run.revisionGroupId,
    createdAt: run.createdAt,
    analysis: analysisResultSchema.parse(JSON.parse(gunzipSync(run.analysisGzip).toString('utf8'))),
  };
}
