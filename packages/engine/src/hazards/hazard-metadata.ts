import type {
  DatasetReference,
  HazardKey,
  HazardMetadata,
  SiteHazardContext,
  WarmingLevelResponse,
} from '@hazardscope/contracts';
import { engineDatasets } from '../engine-datasets.ts';
import type { HazardAssessment } from './hazard-model.ts';
import { hazardDescriptions } from './hazard-models.ts';

/**
 * Stems of `site.datasets` ids each hazard's present-day (historical) inputs come from. hazard-data
 * names its layers; a dataset whose id contains one of the stems is cited for that hazard.
 */
const historicalDatasetStems: Readonly<Record<HazardKey, readonly string[]>> = {
  flood_riverine: ['river', 'elevation', 'etopo'],
  inundation: [
    'coast',
    'jrc',
    'water-level',
    'fingerprint',
    'sea-level',
    'elevation',
    'etopo',
    'gshhg',
    'landsea',
  ],
  heat: ['beyer', 'bioclim'],
  forest_fire: ['fwi', 'fire', 'biome'],
  wind: ['wind-code', 'basic-wind'],
  soil_movement: ['ncep', 'beyer', 'bioclim', 'biome'],
  'freeze-thaw': ['ncep', 'elevation', 'etopo'],
  flood_surfacewater: ['beyer', 'bioclim', 'gsdr-idf'],
  cyclone_wind: ['cyclone', 'tc-', 'best-track'],
};

function describeDatasets(datasets: readonly DatasetReference[]): {
  names: string;
  sources: string;
} {
  return {
    names: datasets.map((dataset) => dataset.name).join('; '),
    sources: [...new Set(datasets.map((dataset) => dataset.source))].join('; '),
  };
}

/** Id of the warming path in `engineDatasets`, cited by every computed hazard. */
const warmingPathDatasetId = 'jewson-2021-gmst-ssp585';

/** Metadata of one hazard: description, reason when not computed, datasets, context. */
export function hazardMetadata(
  key: HazardKey,
  site: SiteHazardContext,
  assessment: HazardAssessment | null,
  switchedOffReason: string | null,
): HazardMetadata {
  const description = hazardDescriptions[key];
  if (assessment === null)
    return { description, no_calc_reason: switchedOffReason ?? 'Not computed' };
  const metadata: HazardMetadata = { description, ...assessment.extraMetadata };
  if (assessment.contextItems.length > 0)
    metadata.context = { items: [...assessment.contextItems] };
  if (assessment.noCalcReason !== undefined)
    return { ...metadata, no_calc_reason: assessment.noCalcReason };
  const historical = site.datasets.filter((dataset) =>
    historicalDatasetStems[key].some((stem) => dataset.id.includes(stem)),
  );
  if (historical.length > 0) {
    const { names, sources } = describeDatasets(historical);
    metadata.historical = {
      description: `${assessment.intensityMeasure}: present-day inputs from ${names}`,
      source: sources,
    };
  }
  const responses = assessment.projectionResponses.filter(
    (response): response is WarmingLevelResponse => response !== null,
  );
  const knownDatasets = [...site.datasets, ...engineDatasets];
  const findDataset = (id: string) => knownDatasets.find((dataset) => dataset.id === id);
  const projectionDatasets = [
    ...responses.map(
      (response) =>
        findDataset(response.datasetId) ?? {
          id: response.datasetId,
          name: response.quantity,
          source: 'IPCC AR6 WGI',
          licence: 'CC BY 4.0',
        },
    ),
    ...(assessment.projectionDatasetIds ?? []).flatMap((id) => findDataset(id) ?? []),
    findDataset(warmingPathDatasetId)!,
  ];
  const { names, sources } = describeDatasets(projectionDatasets);
  metadata.projection = {
    description:
      responses.length > 0
        ? `Change of ${responses.map((response) => response.quantity).join(', ')} with global warming under SSP5-8.5`
        : 'Projection under SSP5-8.5',
    source: sources,
    metadata: {
      model_type: 'Change at global warming levels along the SSP5-8.5 warming path',
      model_name: names,
      dataset: names,
      domain: site.region?.name ?? 'global',
    },
  };
  return metadata;
}
