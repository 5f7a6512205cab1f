import type { AnalysisEnvelope } from '@hazardscope/contracts';

/** The envelope fields the saved list shows; stored beside the document when an analysis is saved. */
export function analysisSummary(envelope: AnalysisEnvelope): Record<string, unknown> {
  const { name, address, archetype, assetLifeEnd } = envelope.properties;
  return {
    ...(envelope.input_source !== undefined ? { input_source: envelope.input_source } : {}),
    ...(envelope.warnings !== undefined ? { warnings: envelope.warnings } : {}),
    geometry: envelope.geometry,
    properties: {
      ...(name !== undefined ? { name } : {}),
      address,
      archetype,
      ...(assetLifeEnd !== undefined ? { assetLifeEnd } : {}),
    },
  };
}
