import type { AnalysisInputError } from '@hazardscope/analysis';
import type { LoadHazardDataOptions, SiteFineData } from '@hazardscope/hazard-data';
import type { RiskReplyTask } from './risk-reply-json.ts';
import type {
  PortfolioAssetOutcome,
  PortfolioChunkAsset,
} from '../portfolios/analyse-portfolio-chunk.ts';
import type {
  AnalysisResult,
  DesignFieldValues,
  RiskRequest,
  ScenarioRange,
} from '@hazardscope/contracts';

/** What every engine thread is started with (its workerData). */
export interface EngineWorkerData {
  /** The main thread's hazard grids in shared memory (`HazardDataStore.gridBuffers`). */
  hazardGridBuffers?: LoadHazardDataOptions['sharedGridBuffers'];
}

/** What the main thread hands an engine worker: everything the analysis reads besides the grids. */
export interface EngineTask {
  request: RiskRequest;
  /** The analysis date (the clock of the main thread, so tests can move it). */
  now: Date;
  /** The elevation service's answer, fetched on the main thread before the task is queued. */
  externalElevation: { elevationMetres: number; dataset: string } | undefined;
  /** Warnings the main thread collected (a failed elevation service), put first in the result. */
  warnings: string[];
  /** What TERRAIN_DIR and FLOOD_MAPS_DIR say at the site, read on the main thread. */
  fineData?: SiteFineData;
  /**
   * Whether the result is wanted in its stored form (`analysisGzip`). A run that shows the sample
   * profile is kept without its result, which is computed again if the run is ever saved.
   */
  keepResult: boolean;
  /** For `POST /api/risk`: the reply to write (risk-reply-json.ts). */
  reply?: RiskReplyTask;
}

/**
 * What comes back: the result in its stored gzip form when the task keeps it and, when the task
 * asked for it, the reply's body (the real result or the sample profile in its place, compressed
 * here rather than on the main thread or libuv's); or the
 * analysis package's input refusal, carried as data because an Error's class does not cross
 * threads. The worker serialises the result at most once (the same text is stored and, for a real
 * result, sent) and builds the sample profile itself, so the main thread neither receives a copy
 * of ~30,000 numbers nor serialises any.
 */
export type EngineOutcome =
  | {
      kind: 'analysed';
      fieldValues: DesignFieldValues;
      analysisGzip?: Uint8Array;
      /**
       * The reply's body: its JSON text encoded as the task's reply asked (brotli, gzip or UTF-8),
       * moved (not copied) from the worker thread.
       */
      replyBody?: Uint8Array;
    }
  | { kind: 'refused'; inputKind: AnalysisInputError['kind']; message: string; field: string };

/** A stored run whose scenario range an engine worker computes (engine-worker.ts). */
export interface ScenarioRangeTask {
  kind: 'scenario-range';
  run: { request: RiskRequest; fieldValues: DesignFieldValues; analysis: AnalysisResult };
}

export interface ScenarioRangeOutcome {
  kind: 'scenario-range';
  range: ScenarioRange;
}

/** A chunk of a portfolio's assets, analysed on one thread (portfolios/analyse-portfolio-chunk.ts). */
export interface PortfolioChunkTask {
  kind: 'portfolio-chunk';
  /** The portfolio's analysis date. */
  now: Date;
  assets: PortfolioChunkAsset[];
}

export interface PortfolioChunkOutcome {
  kind: 'portfolio-chunk';
  outcomes: PortfolioAssetOutcome[];
}

/** What the one worker function of an engine thread takes: an analysis, a range or a chunk. */
export type WorkerTask = EngineTask | ScenarioRangeTask | PortfolioChunkTask;

/** What the worker function returns, of the kind of its task. */
export type WorkerOutcome = EngineOutcome | ScenarioRangeOutcome | PortfolioChunkOutcome;
