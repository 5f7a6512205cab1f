import type { RiskReply, RiskRequest } from '@hazardscope/contracts';
import type { Catalogue } from '@hazardscope/catalogue';
import { sampleProfile } from '@hazardscope/engine';
import type { HazardDataStore } from '@hazardscope/hazard-data';
import type { AccountRow } from '../accounts/account-row.ts';
import { isAllowListed } from '../allowlist/is-allow-listed.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { riskRuns } from '../database/schema.ts';
import type { ElevationLookup } from '../location/elevation-lookup.ts';
import { compressAnalysis } from './read-risk-run.ts';
import { runRiskAnalysis } from './run-risk-analysis.ts';

export interface AnalyseForReplyContext {
  database: DatabaseClient;
  config: Pick<Config, 'ALLOWLIST' | 'ELEVATION_URL'>;
  clock: Clock;
  catalogue: Catalogue;
  hazardData: HazardDataStore;
  /** An external elevation service (ELEVATION_URL), preferred to the embedded grid when set. */
  externalElevation: ElevationLookup | undefined;
}

/**
 * `POST /api/risk`: runs the analysis, keeps the real result server-side as a run, and replies with
 * the real profile only for an allow-listed account; everyone else gets the sample profile
 * (ARCHITECTURE.md 'Data flow of one analysis', SPEC.md §6).
 */
export async function analyseForReply(
  context: AnalyseForReplyContext,
  request: RiskRequest,
  account: AccountRow | undefined,
): Promise<RiskReply> {
  const warnings: string[] = [];
  let externalElevation: { elevationMetres: number; dataset: string } | undefined;
  if (context.externalElevation && request.asset.fields?.elevation === undefined) {
    try {
      externalElevation = await context.externalElevation.elevationAt(
        request.asset.latitude,
        request.asset.longitude,
      );
    } catch (error) {
      warnings.push(
        `The elevation service did not answer (${(error as Error).message}); the embedded 20′ elevation grid was used instead.`,
      );
    }
  }
  const { analysis } = runRiskAnalysis(request, {
    catalogue: context.catalogue,
    hazardData: context.hazardData,
    now: context.clock(),
    externalElevation,
  });
  analysis.warnings.unshift(...warnings);

  const [run] = await context.database
    .insert(riskRuns)
    .values({ accountId: account?.id ?? null, request, analysisGzip: compressAnalysis(analysis) })
    .returning({ id: riskRuns.id });
  if (!run) throw new Error('inserting the risk run returned no row');

  const realResults =
    account !== undefined &&
    (await isAllowListed(context.database, context.config, account, 'allow'));
  const replyAnalysis = realResults
    ? analysis
    : {
        ...sampleProfile(
          { latitude: request.asset.latitude, longitude: request.asset.longitude },
          analysis.inputs.asset,
          analysis.inputs.scenario,
        ),
        // Where the site is and how high is not a result: the sample shows the real site facts.
        site: analysis.site,
      };
  return {
    response: {
      _id: run.id,
      warnings: replyAnalysis.warnings,
      realResults,
      analysis: replyAnalysis,
    },
  };
}
