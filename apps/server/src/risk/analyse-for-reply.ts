import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { engineVersion } from '@hazardscope/analysis';
import {
  FineDataError,
  fineDataAt,
  type FineDataSources,
  type HazardDataStore,
  type SiteFineData,
} from '@hazardscope/hazard-data';
import { maximumRevisionsPerGroup, type RiskRequest } from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import { accountMessages } from '../accounts/account-messages.ts';
import { analysisMessages } from '../analyses/analysis-messages.ts';
import { countGroupRevisions } from '../analyses/count-group-revisions.ts';
import { demandSameSite, siteOfRequest, siteOfSavedAnalysis } from '../analyses/analysis-site.ts';
import { readerHasAllowListRight, showsRealResults } from '../analyses/result-access.ts';
import { isAnalysisId } from '../analyses/saved-analysis-row.ts';
import { ownsPaidPortfolio } from '../portfolios/portfolio-access.ts';
import { portfolioMessages } from '../portfolios/portfolio-messages.ts';
import type { Clock } from '../clock.ts';
import type { AllowListSettings } from '../allowlist/is-allow-listed.ts';
import type { Config } from '../config.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { analyses, riskRuns } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import type { ElevationLookup } from '../location/elevation-lookup.ts';
import type { ReplyEncoding } from '../http/reply-encoding.ts';
import type { EnginePool } from './engine-pool.ts';
import { externalElevationFor } from './external-elevation-for.ts';
import { runEngineContext } from './read-risk-run.ts';

export interface AnalyseForReplyContext {
  database: DatabaseClient;
  config: AllowListSettings & Pick<Config, 'ELEVATION_URL'>;
  clock: Clock;
  /** The worker threads that run the engine (a bounded queue: 503 when full). */
  enginePool: EnginePool;
  /** An external elevation service (ELEVATION_URL), preferred to the embedded grid when set. */
  externalElevation: ElevationLookup | undefined;
  /** TERRAIN_DIR and FLOOD_MAPS_DIR, read here on the main thread (file or range reads). */
  fineData: FineDataSources;
  hazardData: HazardDataStore;
}

/**
 * `POST /api/risk`: runs the analysis and keeps the run (request, what else the engine was given,
 * engine version, design values; owner or anonymous), with its real result when the reply shows it.
 * A run that shows the sample profile is kept without its result: most are never saved, and one
 * that is gets its result computed again then (read-risk-run.ts). A re-run of a purchased group
 * (`revisionOf`) is refused once the group holds three revisions, before the engine runs and again under the group's lock as the
 * run is stored. The reply carries the real profile only when result-access.ts says so. It comes
 * back as the body of a RiskReply in the `encoding` the client accepts, written whole and
 * compressed by the engine's worker thread (the run's id is chosen before the engine runs), so the
 * event loop neither builds a sample profile nor serialises or compresses a result.
 */
export async function analyseForReply(
  context: AnalyseForReplyContext,
  request: RiskRequest,
  account: AccountRow | undefined,
  encoding: ReplyEncoding,
): Promise<Buffer> {
  const allowListRight = await readerHasAllowListRight(context, account);
  if (request.revisionOf !== undefined && request.revisionOfRun !== undefined) {
    throw new AppError('BAD_REQUEST', analysisMessages.twoRevisionBases, 'revisionOfRun');
  }
  const revisedGroup =
    request.revisionOf !== undefined
      ? await revisableGroupOf(
          context.database,
          account,
          request,
          request.revisionOf,
          allowListRight,
        )
      : request.revisionOfRun !== undefined
        ? await revisablePortfolioAssetOf(
            context.database,
            account,
            request,
            request.revisionOfRun,
            allowListRight,
          )
        : undefined;
  if (revisedGroup !== undefined) await demandRevisionLeft(context.database, revisedGroup);
  const realResults = showsRealResults({
    purchased: revisedGroup?.purchased ?? false,
    allowListRight,
  });

  const warnings: string[] = [];
  const externalElevation = await externalElevationFor(
    context.externalElevation,
    request,
    warnings,
  );
  const fineData = await fineDataFor(context, request);
  const runId = randomUUID();
  // The analysis date is the run's creation time, so that a run kept without its result is
  // computed again as it was (read-risk-run.ts).
  const now = context.clock();
  const outcome = await context.enginePool.analyse({
    request,
    now,
    externalElevation,
    warnings,
    ...(fineData && { fineData }),
    keepResult: realResults,
    reply: { runId, realResults, encoding },
  });
  const run = {
    id: runId,
    accountId: account?.id ?? null,
    request,
    analysisGzip: outcome.analysisGzip ?? null,
    engineContext: runEngineContext(externalElevation, warnings, fineData),
    engineVersion,
    fieldValues: outcome.fieldValues,
    revisionGroupId: revisedGroup?.groupId ?? null,
    portfolioId: revisedGroup?.portfolioId ?? null,
    createdAt: now,
  };
  if (revisedGroup === undefined) {
    // One statement, atomic on its own: no BEGIN and COMMIT round trips around it.
    await context.database.insert(riskRuns).values(run);
  } else {
    await context.database.transaction(async (transaction) => {
      await transaction.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${revisedGroup.groupId}, 0))`,
      );
      await demandRevisionLeft(transaction, revisedGroup);
      await transaction.insert(riskRuns).values(run);
    });
  }
  if (outcome.replyBody === undefined) throw new Error('the engine worker wrote no reply');
  return outcome.replyBody;
}

/**
 * What the configured fine terrain and flood maps say at the site; undefined when none is
 * configured. A tile that cannot be read at run time (changed on disk since start-up) answers 503
 * with the file and the fault, never a 500.
 */
async function fineDataFor(
  context: Pick<AnalyseForReplyContext, 'fineData' | 'hazardData'>,
  request: RiskRequest,
): Promise<SiteFineData | undefined> {
  if (context.fineData.terrain === undefined && context.fineData.floodMaps === undefined)
    return undefined;
  try {
    return await fineDataAt(
      context.hazardData,
      context.fineData,
      request.asset.latitude,
      request.asset.longitude,
    );
  } catch (error) {
    if (error instanceof FineDataError)
      throw new AppError(
        'UNAVAILABLE',
        `The configured fine terrain or flood maps could not be read: ${error.message}`,
      );
    throw error;
  }
}

/**
 * The group a re-run joins: the caller's own saved analysis, purchased (or the caller has the
 * allow-list right), re-run at its own site with its own asset type (analysis-site.ts): what was
 * bought is one asset at one site, so only the design, materials and settings may change. Anyone
 * else's analysis is 404, as if it did not exist.
 */
async function revisableGroupOf(
  database: DatabaseClient,
  account: AccountRow | undefined,
  request: RiskRequest,
  analysisId: string,
  allowListRight: boolean,
): Promise<RevisedGroup> {
  if (account === undefined) throw new AppError('UNAUTHORISED', accountMessages.notLoggedIn);
  if (!isAnalysisId(analysisId)) {
    throw new AppError('NOT_FOUND', analysisMessages.notFound, 'revisionOf');
  }
  const [base] = await database
    .select({
      groupId: analyses.groupId,
      paidAt: analyses.paidAt,
      document: analyses.document,
      summary: analyses.summary,
    })
    .from(analyses)
    .where(and(eq(analyses.id, analysisId), eq(analyses.ownerId, account.id)));
  if (base === undefined) throw new AppError('NOT_FOUND', analysisMessages.notFound, 'revisionOf');
  const purchased = base.paidAt !== null;
  if (!purchased && !allowListRight) {
    throw new AppError('FORBIDDEN', analysisMessages.revisionNeedsPurchase, 'revisionOf');
  }
  demandSameSite(siteOfSavedAnalysis(base), siteOfRequest(request), {
    message: analysisMessages.revisionChangesSite,
  });
  return {
    groupId: base.groupId,
    purchased,
    portfolioId: null,
    field: 'revisionOf',
    uncountedOriginals: 0,
  };
}

/**
 * The asset a re-run of a portfolio asset's run revises: the caller's own run of one asset of
 * their portfolio (`GET /api/portfolios/{id}/assets/{index}/analysis`), or a re-run of it, while
 * the portfolio is paid for (or the caller has the allow-list right), at the asset's own site with
 * its own asset type, as a purchased analysis's revision: the asset's run and two re-runs. Its
 * re-runs count under the asset run's id, as a group's under the group's
 * (risk_runs.revision_group_id), and carry the portfolio, so that every later read treats them as
 * purchased (ownsPaidPortfolio). Anyone else's run, or a run of no portfolio, is 404.
 */
async function revisablePortfolioAssetOf(
  database: DatabaseClient,
  account: AccountRow | undefined,
  request: RiskRequest,
  runId: string,
  allowListRight: boolean,
): Promise<RevisedGroup> {
  if (account === undefined) throw new AppError('UNAUTHORISED', accountMessages.notLoggedIn);
  const [base] = await database
    .select({
      id: riskRuns.id,
      request: riskRuns.request,
      revisionGroupId: riskRuns.revisionGroupId,
      portfolioId: riskRuns.portfolioId,
    })
    .from(riskRuns)
    .where(and(eq(riskRuns.id, runId), eq(riskRuns.accountId, account.id)));
  if (base === undefined || base.portfolioId === null) {
    throw new AppError('NOT_FOUND', analysisMessages.runNotFound, 'revisionOfRun');
  }
  const purchased = await ownsPaidPortfolio(database, account, base.portfolioId);
  if (!purchased && !allowListRight) {
    throw new AppError('FORBIDDEN', portfolioMessages.revisionNeedsPayment, 'revisionOfRun');
  }
  demandSameSite(siteOfRequest(base.request as RiskRequest), siteOfRequest(request), {
    message: analysisMessages.revisionChangesSite,
  });
  // A re-run of a re-run revises the same asset run: the one its own revisions count under.
  return {
    groupId: base.revisionGroupId ?? base.id,
    purchased,
    portfolioId: base.portfolioId,
    field: 'revisionOfRun',
    uncountedOriginals: 1,
  };
}

/**
 * What a re-run revises: the group its revisions count under (a saved group's id, or a portfolio
 * asset run's id), whether that was bought, and the portfolio the re-run then belongs to.
 */
interface RevisedGroup {
  groupId: string;
  purchased: boolean;
  portfolioId: string | null;
  /**
   * Its originals countGroupRevisions does not see: the asset's run (1), which is the original of
   * an asset's revisions as a saved analysis is of its group's — the purchase and two re-runs, as
   * the Settings tab counts them (revisionCountOf) — and 0 for a saved group.
   */
  uncountedOriginals: number;
  /** The request field that named it, for the reply's refusals. */
  field: 'revisionOf' | 'revisionOfRun';
}

/** 409 with the customisation panel's message when the group (or asset) has no revision left. */
async function demandRevisionLeft(
  database: Pick<DatabaseClient, 'select'>,
  revisedGroup: RevisedGroup,
): Promise<void> {
  const { used } = await countGroupRevisions(database, revisedGroup.groupId);
  if (used + revisedGroup.uncountedOriginals >= maximumRevisionsPerGroup) {
    throw new AppError('CONFLICT', analysisMessages.maximumRevisions, revisedGroup.field);
  }
}
