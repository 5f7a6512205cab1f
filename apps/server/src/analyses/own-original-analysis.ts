import { and, eq } from 'drizzle-orm';
import { analyses } from '../database/schema.ts';

/**
 * The condition picking one analysis of the caller's own that is an original, not an adaptation:
 * only an original is bought or planned for (an adaptation belongs to its original), and anyone
 * else's analysis is left unmatched, so it answers 404 as if it did not exist.
 */
export function ownOriginalAnalysis(analysisId: string, ownerId: string) {
  return and(
    eq(analyses.id, analysisId),
    eq(analyses.ownerId, ownerId),
    eq(analyses.isAdaptation, false),
  );
}
