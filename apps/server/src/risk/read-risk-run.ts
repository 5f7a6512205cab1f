import { gunzipSync, gzipSync } from 'node:zlib';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { engineVersion } from '@hazardscope/analysis';
import {
  analysisResultSchema,
  designFieldValuesSchema,
  fineTerrainSchema,
  floodMapDepthsSchema,
  riskRequestSchema,
  type AnalysisResult,
  type DesignFieldValues,
  type RiskRequest,
} from '@hazardscope/contracts';
import type { DatabaseClient } from '../database/open-database.ts';
import { riskRuns, type RunEngineContext } from '../database/schema.ts';
import type { EnginePool } from './engine-pool.ts';

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
  /** The portfolio it analysed one asset of (risk_runs.portfolio_id), or null. */
  portfolioId: string | null;
  createdAt: Date;
  /** The engine's real result, validated as it is read. */
  analysis: AnalysisResult;
}

const runEngineContextSchema = z.object({
  externalElevation: z.object({ elevationMetres: z.number(), dataset: z.string() }).optional(),
  warnings: z.array(z.string()),
  fineData: z
    .object({
      fineTerrain: fineTerrainSchema.optional(),
      floodMaps: z
        .object({
          riverine: floodMapDepthsSchema.nullable(),
          coastal: floodMapDepthsSchema.nullable(),
        })
        .optional(),
    })
    .optional(),
}) satisfies z.ZodType<RunEngineContext>;

/** What a run keeps of what the engine was given besides its request (risk_runs.engine_context). */
export function runEngineContext(
  externalElevation: RunEngineContext['externalElevation'],
  warnings: string[],
  fineData?: RunEngineContext['fineData'],
): RunEngineContext {
  return {
    ...(externalElevation && { externalElevation }),
    warnings,
    ...(fineData && { fineData }),
  };
}

type RiskRunRow = typeof riskRuns.$inferSelect;

function storedRiskRun(row: RiskRunRow, analysisGzip: Buffer): StoredRiskRun {
  return {
    id: row.id,
    accountId: row.accountId,
    request: riskRequestSchema.parse(row.request),
    engineVersion: row.engineVersion,
    fieldValues: designFieldValuesSchema.parse(row.fieldValues),
    revisionGroupId: row.revisionGroupId,
    portfolioId: row.portfolioId,
    createdAt: row.createdAt,
    analysis: analysisResultSchema.parse(JSON.parse(gunzipSync(analysisGzip).toString('utf8'))),
  };
}

/**
 * A run that holds its result, as kept, or undefined when there is no such run. Every run a saved
 * analysis refers to holds its result (saving completes it); an unsaved run that showed the sample
 * profile does not, and is read with readCompleteRiskRun.
 */
export async function readRiskRun(
  database: Pick<DatabaseClient, 'select'>,
  runId: string,
): Promise<StoredRiskRun | undefined> {
  const [row] = await database.select().from(riskRuns).where(eq(riskRuns.id, runId));
  if (!row) return undefined;
  if (row.analysisGzip === null) throw new Error(`risk run ${runId} holds no result`);
  return storedRiskRun(row, row.analysisGzip);
}

/** Who may read a run, as `readCompleteRiskRun`'s caller judges it: undefined when there is none. */
export type RiskRunAccess =
  Pick<RiskRunRow, 'accountId' | 'revisionGroupId' | 'portfolioId'> | undefined;

/**
 * A run with its result. `demandAccess` sees the run's owner and group first (undefined when there
 * is no such run) and throws to refuse, before any engine time is spent. A run kept without its
 * result (it showed the sample profile) is analysed again on the engine's threads, as it first
 * ran: the same request, analysis date (its creation time), elevation service answer and warnings.
 * The result, its design values and the engine release that computed it are then stored with the
 * run. Hazard data and engine are those of this release: after an upgrade the result is the new
 * engine's, and the run's engine version says so.
 */
export async function readCompleteRiskRun(
  context: { database: Pick<DatabaseClient, 'select' | 'update'>; enginePool: EnginePool },
  runId: string,
  demandAccess: (run: RiskRunAccess) => Promise<void>,
): Promise<StoredRiskRun> {
  const [row] = await context.database.select().from(riskRuns).where(eq(riskRuns.id, runId));
  await demandAccess(row ?? undefined);
  if (!row) throw new Error(`demandAccess let a missing run ${runId} through`);
  if (row.analysisGzip !== null) return storedRiskRun(row, row.analysisGzip);
  const engineContext = runEngineContextSchema.parse(row.engineContext ?? { warnings: [] });
  const outcome = await context.enginePool.analyse({
    request: riskRequestSchema.parse(row.request),
    now: row.createdAt,
    externalElevation: engineContext.externalElevation,
    warnings: engineContext.warnings,
    ...(engineContext.fineData && { fineData: engineContext.fineData }),
    keepResult: true,
  });
  if (outcome.analysisGzip === undefined) throw new Error('the engine worker kept no result');
  const completed = {
    analysisGzip: outcome.analysisGzip,
    fieldValues: outcome.fieldValues,
    engineVersion,
  };
  // Two readers completing one run at once compute the same result; the first one stored stays.
  await context.database
    .update(riskRuns)
    .set(completed)
    .where(and(eq(riskRuns.id, runId), isNull(riskRuns.analysisGzip)));
  return storedRiskRun({ ...row, ...completed }, outcome.analysisGzip);
}
