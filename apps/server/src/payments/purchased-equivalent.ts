import { isDeepStrictEqual } from 'node:util';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { PurchasedEquivalent } from '@hazardscope/contracts';
import type { AccountContext } from '../accounts/account-context.ts';
import { isSameSite, siteOfSavedAnalysis, type AnalysisSite } from '../analyses/analysis-site.ts';
import {
  readStoredAnalysisDocument,
  type StoredAnalysisDocument,
} from '../analyses/stored-analysis-document.ts';
import { analyses } from '../database/schema.ts';
import { AppError } from '../errors.ts';

/** A saved analysis as stored: its stored document (inputs, design) and its summary (site). */
interface SavedAnalysisRow {
  document: unknown;
  summary: unknown;
}

/** What decides an analysis's results: where, what, how it is built, and the engine that ran. */
interface ResultDeterminants {
  site: AnalysisSite;
  settings: {
    engineVersion: string;
    climateScenario: string;
    excludedHazards: string[];
    assetLifeEnd: number;
    design: StoredAnalysisDocument['design'];
  };
}

/**
 * What decides a saved analysis's results; undefined for one saved in an older shape, which cannot
 * be compared (opening it answers 410 Gone).
 */
function resultDeterminantsOf(row: SavedAnalysisRow): ResultDeterminants | undefined {
  try {
    const document = readStoredAnalysisDocument(row.document);
    const { scenario, settings } = document.request;
    return {
      site: siteOfSavedAnalysis(row),
      settings: {
        engineVersion: document.engineVersion,
        climateScenario: scenario.climateScenario,
        excludedHazards: [...scenario.excludedHazards].sort(),
        assetLifeEnd: settings.assetLifeEnd,
        design: document.design,
      },
    };
  } catch (error) {
    if (error instanceof AppError && error.code === 'GONE') return undefined;
    throw error;
  }
}

/**
 * Whether two saved analyses give the same results: the same site (asset type and point), emissions
 * scenario, hazards left out, asset life end, design values and materials, run by the same engine
 * version. The engine is deterministic, so such analyses hold the same numbers.
 */
function giveTheSameResults(a: ResultDeterminants, b: ResultDeterminants): boolean {
  return isSameSite(a.site, b.site) && isDeepStrictEqual(a.settings, b.settings);
}

/**
 * The buyer's earliest purchased analysis, of another group, that gives the same results as the
 * analysis about to be bought (`analysis`), or undefined. The payment intent names it, so the
 * purchase screen can say the buyer already has this report before they pay for it again.
 */
export async function findPurchasedEquivalent(
  context: Pick<AccountContext, 'database'>,
  ownerId: string,
  analysis: SavedAnalysisRow & { groupId: string },
): Promise<PurchasedEquivalent | undefined> {
  const wanted = resultDeterminantsOf(analysis);
  if (wanted === undefined) return undefined;
  const purchased = await context.database
    .select({
      id: analyses.id,
      title: analyses.title,
      paidAt: analyses.paidAt,
      document: analyses.document,
      summary: analyses.summary,
    })
    .from(analyses)
    .where(
      and(
        eq(analyses.ownerId, ownerId),
        eq(analyses.isAdaptation, false),
        isNotNull(analyses.paidAt),
        ne(analyses.groupId, analysis.groupId),
      ),
    )
    .orderBy(asc(analyses.paidAt), asc(analyses.createdAt));
  const equivalent = purchased.find((row) => {
    const determinants = resultDeterminantsOf(row);
    return determinants !== undefined && giveTheSameResults(determinants, wanted);
  });
  if (equivalent === undefined || equivalent.paidAt === null) return undefined;
  return {
    analysisId: equivalent.id,
    title: equivalent.title,
    paidAt: equivalent.paidAt.toISOString(),
  };
}
