import {
  hazardKeys,
  type AdaptationCompareReply,
  type NetPresentValueSettingsInput,
} from '@hazardscope/contracts';
import {
  comparePathways,
  composePathwayProfile,
  premiumSeries,
  type YearlyRiskProfile,
} from '@hazardscope/engine';
import type { AccountRow } from '../accounts/account-row.ts';
import type { ResultAccessContext } from '../analyses/result-access.ts';
import type { Clock } from '../clock.ts';
import { AppError } from '../errors.ts';
import { readRiskRun, type StoredRiskRun } from '../risk/read-risk-run.ts';
import { adaptationMessages } from './adaptation-messages.ts';
import { readAdaptableAnalysis } from './read-adaptable-analysis.ts';

export interface CompareAdaptationInput {
  analysisId: string;
  settings: NetPresentValueSettingsInput;
  pathways: {
    pathwayNumber: number;
    options: { optionNumber: number; adaptationYear: number; capex: number; runId: string }[];
  }[];
}

const profileOf = (run: StoredRiskRun): YearlyRiskProfile => ({
  totalRisk: run.analysis.properties.totalRisk,
  riskHazards: run.analysis.properties.riskHazards,
  failureHazards: run.analysis.properties.failureHazards,
});

/**
 * `POST /api/adaptation/compare`: the baseline (the saved analysis) and each pathway priced from the
 * runs the server kept — never from numbers the client sends. A pathway's yearly profile is the
 * baseline's until its first option's year and each option's run from that option's year on;
 * premiums are total VAR × the asset replacement cost; the NPV window starts at the current year.
 */
export async function compareAdaptationPathways(
  context: ResultAccessContext & { clock: Clock },
  account: AccountRow,
  input: CompareAdaptationInput,
): Promise<AdaptationCompareReply> {
  const { baseRun } = await readAdaptableAnalysis(context, account, input.analysisId);
  const scenarioStartYear = baseRun.analysis.inputs.scenario.startYear;
  const currentYear = context.clock().getUTCFullYear();
  const baseline = profileOf(baseRun);
  const cost = input.settings.assetReplacementCost;

  const pathways = [];
  for (const pathway of input.pathways) {
    const steps = [];
    for (const option of pathway.options) {
      const run = await readRiskRun(context.database, option.runId);
      if (run === undefined || run.accountId !== account.id) {
        throw new AppError('NOT_FOUND', adaptationMessages.runNotFound, 'runId');
      }
      if (!sameAsset(run, baseRun)) {
        throw new AppError('BAD_REQUEST', adaptationMessages.runOfOtherAsset, 'runId');
      }
      steps.push({ adaptationYear: option.adaptationYear, profile: profileOf(run) });
    }
    const profile = composePathwayProfile(baseline, steps, scenarioStartYear);
    pathways.push({
      pathwayNumber: pathway.pathwayNumber,
      profile,
      premiums: premiumSeries(profile.totalRisk, cost),
      capitalExpenditures: pathway.options.map((option) => ({
        year: option.adaptationYear,
        amount: option.capex,
      })),
    });
  }

  const baselinePremiums = premiumSeries(baseline.totalRisk, cost);
  const comparison = comparePathways({
    scenarioStartYear,
    currentYear,
    termYears: input.settings.termYears,
    discountRate: input.settings.discountRate,
    baselinePremiums,
    pathways,
  });
  return {
    scenarioStartYear,
    currentYear,
    settings: input.settings,
    notCalculatedHazards: hazardKeys.filter(
      (hazard) => baseRun.analysis.metadata[hazard]?.no_calc_reason,
    ),
    failureNotCalculated: hazardKeys.flatMap((hazard) => {
      const metadata = baseRun.analysis.metadata[hazard];
      const reason = metadata?.failure_no_calc_reason;
      return reason === undefined || metadata?.no_calc_reason !== undefined
        ? []
        : [{ hazard, reason }];
    }),
    baseline: {
      profile: cloneProfile(baseline),
      premiums: baselinePremiums,
      netPresentValue: comparison.baselineNetPresentValue,
    },
    pathways: pathways.map((pathway, index) => {
      const outcome = comparison.pathways[index];
      if (outcome === undefined) throw new Error('comparePathways lost a pathway');
      return {
        pathwayNumber: pathway.pathwayNumber,
        profile: cloneProfile(pathway.profile),
        premiums: pathway.premiums,
        netPresentValue: outcome.netPresentValue,
        savedAgainstBaseline: outcome.savedAgainstBaseline,
        paybackYear: outcome.paybackYear ?? null,
        paybackAfterWindow: outcome.paybackAfterWindow,
      };
    }),
    bestPathwayNumber: comparison.bestPathwayNumber ?? null,
  };
}

function cloneProfile(profile: YearlyRiskProfile): AdaptationCompareReply['baseline']['profile'] {
  return {
    totalRisk: [...profile.totalRisk],
    riskHazards: profile.riskHazards.map((row) => [...row]),
    failureHazards: profile.failureHazards.map((row) => [...row]),
  };
}

/** An option's run must be of the adapted asset: same archetype and place. */
function sameAsset(run: StoredRiskRun, base: StoredRiskRun): boolean {
  return (
    run.request.archetype.acronym === base.request.archetype.acronym &&
    run.request.asset.latitude === base.request.asset.latitude &&
    run.request.asset.longitude === base.request.asset.longitude
  );
}
