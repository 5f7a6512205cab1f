import { catalogue, getArchetype } from '@hazardscope/catalogue';
import {
  hazardKeys,
  scenarioSchema,
  type HazardKey,
  type SavedAnalysis,
} from '@hazardscope/contracts';

/**
 * For tests: a saved Simple House in Sydney as `GET /api/share_analysis/:id` answers it, a whole,
 * valid analysis owned by `accountReply()`'s account; sample results unless `realResults`.
 */
export function savedAnalysisReply(analysisId: string, realResults: boolean): SavedAnalysis {
  const archetype = getArchetype('SH');
  if (archetype === undefined) throw new Error('the catalogue has no SH');
  const scenario = scenarioSchema.parse({ startYear: 2020 });
  const years = scenario.endYear - scenario.startYear + 1;
  const yearly = <Value>(value: () => Value) => Array.from({ length: years }, value);
  const elements = archetype.elements.map((element) => {
    const material = catalogue.materialsById[element.defaultMaterial];
    if (material === undefined) throw new Error(`no material ${element.defaultMaterial}`);
    return {
      name: element.name,
      group: element.group,
      proportion: element.proportion,
      exposure: element.exposure,
      heightAboveFloorMetres: 0,
      material: {
        id: material.id,
        name: material.name,
        failure_coefficients: material.failure_coefficients,
      },
    };
  });
  const design = Object.fromEntries(
    Object.values(archetype.fields).map((field) => [field.machineName, field.default]),
  );
  return {
    _id: analysisId,
    groupId: analysisId,
    title: '1 Harbour Street, Sydney',
    parentAnalysisId: null,
    createdAt: { $date: '2026-11-23T00:00:00.000Z' },
    userId: { $oid: '0b9f2c3e-1111-4b55-9a2e-2f1d3c4b5a69' },
    realResults,
    ...(realResults ? { payment: { date: '2026-11-23T00:00:00.000Z' } } : {}),
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [151.2, -33.86] },
    properties: {
      name: 'My house',
      address: '1 Harbour Street, Sydney',
      archetype: 'SH',
      assetLifeEnd: 2100,
      sample: !realResults,
      elementNames: elements.map((element) => element.name),
      totalRisk: yearly(() => 0.001),
      riskHazards: yearly(() => hazardKeys.map(() => 0.0001)),
      failureHazards: yearly(() => hazardKeys.map(() => 0)),
      riskHazardsElements: yearly(() => hazardKeys.map(() => elements.map(() => 0))),
    },
    summary: {
      currentRatingYear: 2020,
      currentRating: 'B',
      futureRating: 'B',
      peakRiskYear: 2020,
      combinedFailure: yearly(() => 0),
      maximumToDateTotalRisk: yearly(() => 0.001),
      maximumToDateCombinedFailure: yearly(() => 0),
    },
    metadata: Object.fromEntries(
      hazardKeys.map((hazard: HazardKey) => [hazard, { description: hazard }]),
    ),
    warnings: [],
    inputs: {
      archetype: { acronym: 'SH', name: archetype.name, service: archetype.service },
      scenario,
      asset: {
        name: 'My house',
        address: '1 Harbour Street, Sydney',
        archetype: { acronym: 'SH', name: archetype.name, service: archetype.service },
        design,
        elements,
      },
    },
  } as SavedAnalysis;
}
