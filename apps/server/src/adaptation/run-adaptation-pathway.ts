import { engineVersion } from '@hazardscope/analysis';
import {
  flattenDesignThresholds,
  type AdaptationOptionRun,
  type AdaptationRunReply,
  type RiskRequest,
} from '@hazardscope/contracts';
import { planAdaptationPathway } from '@hazardscope/engine';
import type { AccountRow } from '../accounts/account-row.ts';
import { riskRuns } from '../database/schema.ts';
import { adaptationRunRateLimit } from '../rate-limits/rate-limit-rule.ts';
import { consumeRateLimit } from '../rate-limits/consume-rate-limit.ts';
import type { AnalyseForReplyContext } from '../risk/analyse-for-reply.ts';
import { externalElevationFor } from '../risk/external-elevation-for.ts';
import { runEngineContext } from '../risk/read-risk-run.ts';
import { readAdaptableAnalysis } from './read-adaptable-analysis.ts';

/**
 * `POST /api/adaptation/run`: runs one pathway of a saved, purchased analysis. The options apply in
 * the order of their years, each on top of those before it (planAdaptationPathway); the engine runs
 * once per option with the analysis's own request and the accumulated changes, and each run is kept
 * as the caller's. Runs are not revisions of the analysis: they never use up its two re-runs.
 */
export async function runAdaptationPathway(
  context: AnalyseForReplyContext,
  account: AccountRow,
  input: { analysisId: string; pathwayNumber: number; options: AdaptationOptionRun[] },
): Promise<AdaptationRunReply> {
  const { baseRun } = await readAdaptableAnalysis(context, account, input.analysisId);
  await consumeRateLimit(context.database, context.clock, adaptationRunRateLimit(account.id));
  const baseRequest = baseRun.request;
  const steps = planAdaptationPathway(
    { fields: baseRequest.asset.fields ?? {}, elements: baseRequest.asset.elements ?? {} },
    input.options.map((option) => ({
      optionNumber: option.optionNumber,
      adaptationYear: option.adaptationYear,
      // Thresholds sent nested as return periods run as the annual probabilities the fields hold.
      fields: flattenDesignThresholds(option.fields, option.thresholds),
      elements: option.elements,
    })),
  );
  const warnings: string[] = [];
  const externalElevation = await externalElevationFor(
    context.externalElevation,
    baseRequest,
    warnings,
  );
  const options: AdaptationRunReply['options'] = [];
  for (const step of steps) {
    const request: RiskRequest = {
      ...baseRequest,
      revisionOf: undefined,
      asset: {
        ...baseRequest.asset,
        fields: step.customisation.fields,
        elements: step.customisation.elements,
      },
    };
    // On the engine's worker threads, like POST /api/risk (503 when their queue is full).
    const now = context.clock();
    const { fieldValues, analysisGzip } = await context.enginePool.analyse({
      request,
      now,
      externalElevation,
      warnings,
      keepResult: true,
    });
    if (analysisGzip === undefined) throw new Error('the engine worker kept no result');
    const [inserted] = await context.database
      .insert(riskRuns)
      .values({
        accountId: account.id,
        request,
        analysisGzip,
        engineContext: runEngineContext(externalElevation, warnings),
        engineVersion,
        fieldValues,
        revisionGroupId: null,
        // An option of a portfolio asset's analysis is real for the portfolio's owner as its base is.
        portfolioId: baseRun.portfolioId,
        createdAt: now,
      })
      .returning({ id: riskRuns.id });
    if (!inserted) throw new Error('inserting the adaptation run returned no row');
    options.push({
      optionNumber: step.optionNumber,
      adaptationYear: step.adaptationYear,
      runId: inserted.id,
    });
  }
  return { pathwayNumber: input.pathwayNumber, options };
}
