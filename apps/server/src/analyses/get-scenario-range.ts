import type { ScenarioRange } from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import { AppError } from '../errors.ts';
import type { EnginePool } from '../risk/engine-pool.ts';
import { readRiskRun } from '../risk/read-risk-run.ts';
import { analysisMessages } from './analysis-messages.ts';
import { getAnalysis } from './get-analysis.ts';
import type { ResultAccessContext } from './result-access.ts';

/**
 * `GET /api/analysis/:id/scenario-range`: the low and high ends of the analysis's scenario and the
 * total VAR of every scenario in 2030, 2050 and 2100, computed on an engine worker when asked (four
 * engine runs), so that POST /api/risk does not wait for them. Who may read the analysis may ask
 * (404 otherwise); the numbers are real results, so a sample reader is answered 403.
 */
export async function getScenarioRange(
  context: ResultAccessContext & { enginePool: EnginePool },
  reader: AccountRow,
  analysisId: string,
): Promise<ScenarioRange> {
  const saved = await getAnalysis(context, reader, analysisId);
  if (saved.realResults !== true || saved.runId === undefined) {
    throw new AppError('FORBIDDEN', analysisMessages.scenarioRangeNeedsPurchase);
  }
  const run = await readRiskRun(context.database, saved.runId);
  if (run === undefined) throw new AppError('GONE', analysisMessages.outdatedDocument);
  return context.enginePool.scenarioRange(run);
}
