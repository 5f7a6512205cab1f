import { z } from 'zod';
import {
  adaptationOptionsSchema,
  designFieldValuesSchema,
  riskRequestSchema,
} from '@hazardscope/contracts';
import { AppError } from '../errors.ts';
import type { StoredRiskRun } from '../risk/read-risk-run.ts';
import { analysisMessages } from './analysis-messages.ts';

/**
 * What a saved analysis stores, built by the server from the run it keeps (never sent by the
 * client): the request it ran, the engine release, and the design values and element materials
 * it ran with (the report's archetype details table prints them). The result stays with the run.
 */
const storedAnalysisDocumentSchema = z.object({
  version: z.literal(1),
  runId: z.uuid(),
  engineVersion: z.string(),
  request: riskRequestSchema,
  design: z.object({
    /** Every design field value, the archetype's defaults with the user's changes. */
    fieldValues: designFieldValuesSchema,
    /** The included elements and the material each ran with. */
    elements: z.array(
      z.object({
        name: z.string(),
        group: z.string(),
        materialId: z.string(),
        materialName: z.string(),
      }),
    ),
  }),
  adaptationOptions: adaptationOptionsSchema.optional(),
});
export type StoredAnalysisDocument = z.infer<typeof storedAnalysisDocumentSchema>;

export function buildStoredAnalysisDocument(
  run: StoredRiskRun,
  adaptationOptions: StoredAnalysisDocument['adaptationOptions'],
): StoredAnalysisDocument {
  return {
    version: 1,
    runId: run.id,
    engineVersion: run.engineVersion,
    request: run.request,
    design: {
      fieldValues: run.fieldValues,
      elements: run.analysis.inputs.asset.elements.map((element) => ({
        name: element.name,
        group: element.group,
        materialId: element.material.id,
        materialName: element.material.name,
      })),
    },
    ...(adaptationOptions !== undefined ? { adaptationOptions } : {}),
  };
}

/** The stored document, validated; one saved in an older shape answers 410 with what to do. */
export function readStoredAnalysisDocument(document: unknown): StoredAnalysisDocument {
  const parsed = storedAnalysisDocumentSchema.safeParse(document);
  if (!parsed.success) throw new AppError('GONE', analysisMessages.outdatedDocument);
  return parsed.data;
}
