import {
  scenarioSchema,
  assetDesignSchema,
  type AnalysisResult,
  type ArchetypeDefinition,
  type AssetDesign,
} from '@hazardscope/contracts';

/**
 * For tests: the parts of a stored result that the Settings tab reads — the archetype, the design
 * values the engine used (the archetype's defaults, overridden by `design`) and the elements run,
 * without those in `leaveOut` (Not Included). The rest of a result plays no part in the form.
 */
export function storedResultOf(
  archetype: ArchetypeDefinition,
  options: { design?: Partial<AssetDesign>; leaveOut?: readonly string[] } = {},
): AnalysisResult {
  const engineFieldNames = Object.keys(assetDesignSchema.shape);
  const design = Object.fromEntries(
    engineFieldNames.map((name) => [name, archetype.fields[name]?.default ?? null]),
  );
  return {
    properties: { address: '1 Harbour Street, Sydney', assetLifeEnd: 2100 },
    inputs: {
      scenario: scenarioSchema.parse({}),
      archetype: { acronym: archetype.acronym, name: archetype.name, service: archetype.service },
      asset: {
        design: { ...design, ...options.design },
        elements: archetype.elements
          .filter((element) => !options.leaveOut?.includes(element.name))
          .map((element) => ({
            name: element.name,
            material: { id: element.defaultMaterial, name: element.defaultMaterial },
          })),
      },
    },
  } as unknown as AnalysisResult;
}
