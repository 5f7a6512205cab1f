import {
  climateScenarioLabels,
  climateScenarioPathwayNames,
  designSpecificationRows,
  formatFixed,
  formatReportElevation,
  hazardKeys,
  hazardLabels,
  hazardMethods,
  returnPeriodText,
  notIncludedMaterialName,
  warmingPathCaption,
  warmingPathPoints,
  type HazardMetadata,
} from '@hazardscope/contracts';
import type { ReportInput } from '../report-input.ts';
import type { ReportBlock, ReportPart, TableBlock } from '../report-model.ts';
import { formatReportCoordinate } from '../report-format.ts';
import { column, factsTable, heading, paragraph } from './blocks.ts';
import { locatorMapCaption } from './front-matter.ts';
import { siteMapBlock } from './site-map-part.ts';

/** 2.1 Asset details: the site with coordinates to 5 decimals and elevation to 1 decimal. */
function assetDetails(input: ReportInput): ReportBlock[] {
  const { analysis } = input;
  const [longitude, latitude] = analysis.geometry.coordinates;
  const site = analysis.site;
  const elevationMetres = site?.elevationMetres ?? analysis.inputs.asset.design.elevation;
  const rows: [string, string][] = [
    ['Address', analysis.properties.address],
    ['Asset name', analysis.properties.name],
    ['Asset type', `${input.archetype.name} (${input.archetype.acronym})`],
    ['Latitude', formatReportCoordinate(latitude)],
    ['Longitude', formatReportCoordinate(longitude)],
    [
      'Elevation above mean sea level',
      elevationMetres === null ? 'Not recorded' : formatReportElevation(elevationMetres),
    ],
    ['Elevation dataset', site?.elevationDataset ?? 'Source Unknown'],
  ];
  if (site !== undefined) {
    rows.push(['Distance to the coast', `${formatFixed(site.distanceToCoastKilometres, 1)} km`]);
    rows.push([
      'IPCC AR6 reference region',
      site.region === null ? 'None' : `${site.region.name} (${site.region.acronym})`,
    ]);
  }
  const blocks: ReportBlock[] = [heading(2, '2.1', 'Asset details', true), factsTable(rows)];
  if (input.locatorMap !== undefined) {
    blocks.push({
      kind: 'locator-map',
      map: input.locatorMap,
      caption: locatorMapCaption,
      heightPoints: 230,
    });
  } else {
    blocks.push(paragraph('No location image is available for this report.', 'muted'));
  }
  if (input.siteMap !== undefined) blocks.push(siteMapBlock(input.siteMap));
  return blocks;
}

/** 2.2 Archetype details: default versus current design values, and elements with materials. */
function archetypeDetails(input: ReportInput): ReportBlock[] {
  const { archetype, analysis } = input;
  const rows = designSpecificationRows({
    fields: archetype.fields,
    used: input.currentFieldValues,
    site: analysis.site,
  }).map((row): [string, string, string] => [row.label, row.defaultText, row.usedText]);
  const designTable: TableBlock = {
    kind: 'table',
    columns: [column('Design setting', 3), column('Default', 2), column('Current', 2.4)],
    rows,
  };

  const includedByName = new Map(
    analysis.inputs.asset.elements.map((element) => [element.name, element]),
  );
  const elementsTable: TableBlock = {
    kind: 'table',
    columns: [
      column('Element', 3),
      column('Group', 1.5),
      column('Share of cost', 1.3, 'right'),
      column('Default material', 2.4),
      column('Material', 2.4),
    ],
    rows: archetype.elements.map((element) => {
      const included = includedByName.get(element.name);
      return [
        element.name,
        element.group,
        `${formatFixed(element.proportion * 100, 1)} %`,
        input.materialsById[element.defaultMaterial]?.name ?? element.defaultMaterial,
        included?.material.name ?? notIncludedMaterialName,
      ];
    }),
    caption:
      'Share of cost: the element’s share of the replacement cost. Material: the material the analysis used; ‘Not Included’ elements were left out.',
  };
  return [
    heading(2, '2.2', 'Archetype details', true),
    paragraph(
      `The asset is represented by the archetype ${archetype.name} (${archetype.acronym}): a typical asset of its type described by design settings and by elements, each with a share of the replacement cost, the hazards it is exposed to and a material.`,
    ),
    heading(3, undefined, 'Design specifications', false),
    designTable,
    heading(3, undefined, 'Element specifications', false),
    elementsTable,
  ];
}

/** The site facts the engine recorded for a hazard: context items, heat threshold, flood defence. */
function siteFacts(metadata: HazardMetadata): string {
  const facts = (metadata.context?.items ?? []).map((item) => `${item.name}: ${item.description}`);
  if (metadata.threshold_temperature !== undefined) {
    facts.push(`Threshold temperature: ${formatFixed(metadata.threshold_temperature, 1)} °C`);
  }
  if (metadata.flood_defence_return_period !== undefined) {
    facts.push(`Flood defence standard: ${returnPeriodText(metadata.flood_defence_return_period)}`);
  }
  return facts.length > 0 ? facts.join('; ') : '–';
}

/** 2.3 Climate settings: per hazard, the data used or 'Not Calculated' with the reason. */
function climateSettings(input: ReportInput): ReportBlock[] {
  const rows: string[][] = [];
  const mutedRows: number[] = [];
  for (const hazard of hazardKeys) {
    const metadata = input.analysis.metadata[hazard];
    const label = hazardLabels[hazard];
    if (metadata === undefined) {
      mutedRows.push(rows.length);
      rows.push([label, 'Not Calculated', 'No hazard metadata available.', '–']);
      continue;
    }
    if (metadata.no_calc_reason !== undefined) {
      mutedRows.push(rows.length);
      rows.push([
        label,
        'Not Calculated',
        `Reason: ${metadata.no_calc_reason}`,
        siteFacts(metadata),
      ]);
      continue;
    }
    rows.push([
      label,
      metadata.historical?.description ?? metadata.description,
      metadata.projection?.metadata.model_name ?? '–',
      siteFacts(metadata),
    ]);
  }
  return [
    heading(2, '2.3', 'Climate settings', true),
    paragraph(
      'For each hazard, the present-day data the analysis used at this site, the climate-change signal applied to it, and the site facts the engine recorded. Hazards that could not be calculated are marked ‘Not Calculated’ with the reason.',
    ),
    {
      kind: 'table',
      columns: [
        column('Hazard', 1.3),
        column('Present-day data', 3),
        column('Climate change', 2.6),
        column('Site details', 2.4),
      ],
      rows,
      mutedRows,
    },
  ];
}

/** What the chosen scenario is and how the years are placed on its warming path. */
function scenarioIntroduction(scenario: ReportInput['analysis']['inputs']['scenario']): string {
  const years = `Each year from ${scenario.startYear} to ${scenario.endYear} is placed on one global warming path`;
  if (scenario.climateScenario === 'ssp585') {
    return `The analysis runs the high-emissions pathway RCP8.5 as its CMIP6 successor SSP5-8.5, used as a stress test rather than as the most likely future. ${years}:`;
  }
  return `The analysis runs the emissions scenario ${climateScenarioLabels[scenario.climateScenario]} chosen for it. ${years}: the SSP5-8.5 reference path moved by the difference between ${climateScenarioPathwayNames[scenario.climateScenario]} and SSP5-8.5 in the IPCC AR6 assessed global surface temperature (Chapter 4), with the AR6 sea-level projection of ${climateScenarioPathwayNames[scenario.climateScenario]}:`;
}

/** The scenario's warming path: central, with the AR6 5–95 % range where the engine gave it. */
function warmingTable(input: ReportInput): ReportBlock {
  const path = input.warmingPath;
  if (path === undefined) {
    return {
      kind: 'table',
      columns: [
        column('Year', 2.4),
        ...warmingPathPoints.map((point) => column(String(point.year), 1, 'right')),
      ],
      rows: [
        [
          'Global warming (°C)',
          ...warmingPathPoints.map((point) => formatFixed(point.warmingDegreesCelsius, 2)),
        ],
      ],
      caption: warmingPathCaption,
    };
  }
  return {
    kind: 'table',
    columns: [column('Year', 2.4), ...path.map((point) => column(String(point.year), 1, 'right'))],
    rows: [
      ['Global warming (°C)', ...path.map((point) => formatFixed(point.centralCelsius, 2))],
      ['Low end (AR6 5 %)', ...path.map((point) => formatFixed(point.lowCelsius, 2))],
      ['High end (AR6 95 %)', ...path.map((point) => formatFixed(point.highCelsius, 2))],
    ],
    caption: `Warming above 1850–1900 under ${climateScenarioPathwayNames[input.analysis.inputs.scenario.climateScenario]}, with the low and high ends of the AR6 5–95 % range; intermediate years are interpolated.`,
  };
}

/** 2.4 The emissions scenario page: what our engine runs, stated as it is. */
function emissionsScenario(input: ReportInput): ReportPart {
  const scenario = input.analysis.inputs.scenario;
  const computed = scenario.hazards.map((hazard) => hazardLabels[hazard]).join(', ');
  // The optional hazards its owner left out (the other six are always computed).
  const leftOut = hazardKeys.filter((hazard) => !scenario.hazards.includes(hazard));
  return {
    kind: 'scenario',
    showsResults: false,
    blocks: [
      heading(2, '2.4', 'Emissions scenario', true),
      paragraph(scenarioIntroduction(scenario)),
      warmingTable(input),
      heading(3, undefined, 'Sea level', false),
      paragraph(hazardMethods.inundation.climateChange),
      heading(3, undefined, 'Climate parameters', false),
      paragraph(
        'Present-day hazard levels come from global datasets of present-day conditions — observations, reanalyses and hindcasts, listed per hazard in section 2.3. Their change with warming is taken from CMIP6 global climate models as assessed in the IPCC Sixth Assessment Report — regional extremes at global warming levels and the Chapter 12 change grids of about 1° — and applied as changes to the present-day data. Because only modelled changes are used, not modelled absolute values, no separate bias correction is applied. No regional downscaled (CORDEX) model output and no weather-station network is used.',
      ),
      heading(3, undefined, 'Scenario run data', false),
      factsTable([
        ['Analysis years', `${scenario.startYear}–${scenario.endYear}`],
        ['Emissions scenario', climateScenarioLabels[scenario.climateScenario]],
        ['Hazards computed', computed],
        [
          'Hazards left out',
          leftOut.length === 0 ? 'None' : leftOut.map((hazard) => hazardLabels[hazard]).join(', '),
        ],
        ['Heat: share of value lost when an element fails', String(scenario.heatStressArchConst)],
        ['Heat: wear per 100 hours above the threshold', String(scenario.heatStressLinearConst)],
        [
          'Heat: failure probability within 100 hours above the threshold',
          String(scenario.heatStressHourProb),
        ],
        ['Heat: hours above the threshold per °C', `${scenario.heatStressHourConst} h/°C`],
        [
          'Coastal wave setup',
          `${scenario.waveSetupCentimetres} cm (not added: the Kirezci water levels include wave set-up)`,
        ],
      ]),
    ],
  };
}

/** Section 2, on two parts: the settings tables, then the emissions scenario page. */
export function buildSettingsParts(input: ReportInput): ReportPart[] {
  return [
    {
      kind: 'settings',
      showsResults: false,
      blocks: [
        heading(1, '2', 'Analysis Settings', true),
        ...assetDetails(input),
        { kind: 'page-break' },
        ...archetypeDetails(input),
        { kind: 'page-break' },
        ...climateSettings(input),
      ],
    },
    emissionsScenario(input),
  ];
}
