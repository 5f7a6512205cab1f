// An engine worker thread (piscina): loads the embedded hazard grids once, then runs one analysis per
// task, so the engine's ~10 ms of CPU per run never holds the server's event loop.
import { workerData } from 'node:worker_threads';
import { move, transferableSymbol, valueSymbol } from 'piscina';
import { AnalysisInputError, runRiskAnalysis, runScenarioRange } from '@hazardscope/analysis';
import { catalogue } from '@hazardscope/catalogue';
import { loadHazardData } from '@hazardscope/hazard-data';
import type { EngineWorkerData, WorkerOutcome, WorkerTask } from './engine-task.ts';
import { encodeReplyBody } from '../http/reply-encoding.ts';
import { compressAnalysisJson } from './read-risk-run.ts';
import { riskReplyBytes } from './risk-reply-json.ts';
import { analysePortfolioChunk } from '../portfolios/analyse-portfolio-chunk.ts';

// The grids come from the main thread's shared memory when it passed them (the server does); the
// other layers (~30 MB) are read here.
const { hazardGridBuffers } = (workerData ?? {}) as EngineWorkerData;
const hazardData = loadHazardData(undefined, { sharedGridBuffers: hazardGridBuffers });

export default function analyseInWorker(task: WorkerTask): WorkerOutcome {
  if ('kind' in task && task.kind === 'portfolio-chunk') {
    const outcomes = analysePortfolioChunk(task.assets, { catalogue, hazardData, now: task.now });
    const buffers = outcomes.map((outcome) =>
      outcome.analysed ? outcome.values.buffer : undefined,
    );
    return move(
      transferable({ kind: 'portfolio-chunk', outcomes }, buffers),
    ) as unknown as WorkerOutcome;
  }
  if ('kind' in task) {
    // The low and high runs and the other scenarios: four more engine runs, asked for after the
    // result is shown so that POST /api/risk does not wait for them.
    return { kind: 'scenario-range', range: runScenarioRange(task.run, { hazardData }) };
  }
  try {
    const { analysis, fieldValues } = runRiskAnalysis(task.request, {
      catalogue,
      hazardData,
      now: task.now,
      externalElevation: task.externalElevation,
      ...(task.fineData && { fineData: task.fineData }),
    });
    analysis.warnings.unshift(...task.warnings);
    const analysisJson =
      task.keepResult || task.reply?.realResults === true ? JSON.stringify(analysis) : undefined;
    const analysisGzip =
      task.keepResult && analysisJson !== undefined
        ? compressAnalysisJson(analysisJson)
        : undefined;
    const replyBody =
      task.reply &&
      encodeReplyBody(riskReplyBytes(task.reply, analysis, analysisJson), task.reply.encoding);
    const outcome: WorkerOutcome = {
      kind: 'analysed',
      fieldValues,
      ...(analysisGzip && { analysisGzip }),
      ...(replyBody && { replyBody }),
    };
    // The bytes move to the main thread rather than being copied.
    return move(
      transferable(outcome, [analysisGzip?.buffer, replyBody?.buffer]),
    ) as unknown as WorkerOutcome;
  } catch (error) {
    if (!(error instanceof AnalysisInputError)) throw error;
    return { kind: 'refused', inputKind: error.kind, message: error.message, field: error.field };
  }
}

/**
 * An outcome with the buffers it owns listed for transfer. A buffer taken from Node's shared pool
 * (small ones) is copied instead: moving it would take the rest of the pool with it.
 */
function transferable(outcome: WorkerOutcome, buffers: (ArrayBufferLike | undefined)[]) {
  const owned = buffers.filter(
    (buffer): buffer is ArrayBuffer =>
      buffer instanceof ArrayBuffer && buffer.byteLength > Buffer.poolSize,
  );
  return { [transferableSymbol]: owned, [valueSymbol]: outcome };
}
