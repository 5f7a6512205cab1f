import { describe, expect, it } from 'vitest';
import { loadHazardData } from '@hazardscope/hazard-data';
import {
  climateScenarioLabels,
  climateScenarios,
  formatPercent,
  hazardKeys,
  hazardLabels,
} from '@hazardscope/contracts';
import { buildReportModel } from './build-report-model.ts';
import type { HeadingBlock, ReportModel, SiteMapBlock, TableBlock } from './report-model.ts';
import { buildSiteMap } from './site-map.ts';
import { formatReportDate } from './report-format.ts';
import {
  testAnalysis,
  testRealAnalysis,
  testReportInput,
  testScenarioRange,
} from './test-support/report-test-input.ts';

const headingsOf = (model: ReportModel) =>
  model.parts
    .flatMap((part) => part.blocks)
    .filter((block): block is HeadingBlock => block.kind === 'heading');

const numberedHeadings = (model: ReportModel) =>
  headingsOf(model)
    .filter((heading) => heading.number !== undefined)
    .map((heading) => `${heading.number} ${heading.text}`);

/** The table that follows the heading with this text. */
function tableAfter(model: ReportModel, headingText: string): TableBlock {
  const blocks = model.parts.flatMap((part) => part.blocks);
  const start = blocks.findIndex((block) => block.kind === 'heading' && block.text === headingText);
  const table = blocks.slice(start).find((block): block is TableBlock => block.kind === 'table');
  if (start < 0 || table === undefined) throw new Error(`no table after '${headingText}'`);
  return table;
}

const rowNamed = (table: TableBlock, label: string) => table.rows.find((row) => row[0] === label);

describe('buildReportModel', () => {
  it('lays the parts out in the order of the report outline', () => {
    const model = buildReportModel(testReportInput());
    expect(model.parts.map((part) => part.kind)).toEqual([
      'disclaimer',
      'caveats',
      'contents',
      'introduction',
      'settings',
      'scenario',
      'results',
      'methods',
      'conclusion',
    ]);
    const numbered = headingsOf(model)
      .filter((heading) => heading.inContents)
      .map((heading) => `${heading.number} ${heading.text}`);
    expect(numbered.filter((heading) => /^\d /.test(heading))).toEqual([
      '1 Introduction',
      '2 Analysis Settings',
      '3 Analysis Results',
      '4 Methods Used for Analysis',
      '5 Conclusion',
    ]);
    expect(numbered.filter((heading) => /^[23]\.\d /.test(heading))).toEqual([
      '2.1 Asset details',
      '2.2 Archetype details',
      '2.3 Climate settings',
      '2.4 Emissions scenario',
      '3.1 Introduction',
      '3.2 Asset Rating',
      '3.3 Value At Risk, all hazards',
      '3.4 Failure Probability, all hazards',
      '3.5 Vulnerability Diagnostics',
      '3.6 Hazards Breakdown',
    ]);
  });

  it('prints caveats 1.1–1.4 and 2.1–2.2 from the shared texts', () => {
    const numbers = headingsOf(buildReportModel(testReportInput()))
      .map((heading) => heading.number)
      .filter((number) => number !== undefined && /^[12](\.\d)?$/.test(number));
    expect(numbers.slice(0, 8)).toEqual(['1', '1.1', '1.2', '1.3', '1.4', '2', '2.1', '2.2']);
  });

  it('gives every hazard its own breakdown section in the fixed hazard order', () => {
    const sections = numberedHeadings(buildReportModel(testReportInput())).filter((heading) =>
      heading.startsWith('3.6.'),
    );
    expect(sections).toEqual(
      Object.values(hazardLabels).map((label, index) => `3.6.${index + 1} ${label}`),
    );
  });

  it('fills the cover: title, prepared for, address, date as DD/MM/YYYY, revision, links', () => {
    const { cover } = buildReportModel(testReportInput());
    expect(cover).toMatchObject({
      title: 'CLIMATE RISK ANALYSIS REPORT',
      preparedFor: 'owner@example.com',
      address: '1 Test Street, Zürich',
      dateText: '07/03/2026',
      revisionLabel: 'Revision 2',
      sampleNotice: undefined,
    });
    expect(cover.footerLinks.map((link) => link.url)).toContain(
      'https://hazardscope.example/info/methods',
    );
  });

  it('rounds coordinates to 5 decimals and elevation to 1 decimal in 2.1', () => {
    const table = tableAfter(buildReportModel(testReportInput()), 'Asset details');
    expect(rowNamed(table, 'Latitude')?.[1]).toBe('47.37689');
    expect(rowNamed(table, 'Longitude')?.[1]).toBe('8.54169');
    expect(rowNamed(table, 'Elevation above mean sea level')?.[1]).toBe('408.3 m');
    expect(rowNamed(table, 'Elevation dataset')?.[1]).toBe('ETOPO5 20′ (embedded)');
  });

  it('says where the elevation came from when the result has no site facts', () => {
    const analysis = testAnalysis();
    delete analysis.site;
    const table = tableAfter(buildReportModel(testReportInput({ analysis })), 'Asset details');
    expect(rowNamed(table, 'Elevation above mean sea level')?.[1]).toBe('Not recorded');
    expect(rowNamed(table, 'Elevation dataset')?.[1]).toBe('Source Unknown');
  });

  it('draws the site in 2.1 from the embedded layers: the Seine by Paris’s Hôtel de Ville, with its legend', () => {
    const siteMap = buildSiteMap(loadHazardData(), 48.8566, 2.3522);
    const model = buildReportModel(testReportInput({ siteMap }));
    const blocks = model.parts.flatMap((part) => part.blocks);
    const assetDetails = blocks.findIndex(
      (block) => block.kind === 'heading' && block.text === 'Asset details',
    );
    const archetypeDetails = blocks.findIndex(
      (block) => block.kind === 'heading' && block.text === 'Archetype details',
    );
    const index = blocks.findIndex((block) => block.kind === 'site-map');
    expect(index).toBeGreaterThan(assetDetails);
    expect(index).toBeLessThan(archetypeDetails);
    const block = blocks[index] as SiteMapBlock;
    expect(block.title).toBe('The site and its surroundings, 10 km × 10 km');
    expect(block.map).toBe(siteMap);
    expect(
      block.map.kind === 'layers' &&
        block.map.rivers.some((river) => river.source === 'wdbii' && river.level === 1),
    ).toBe(true);
    expect(block.legend.map((entry) => entry.layer)).toEqual([
      'site',
      'land',
      'sea',
      'river',
      'river-centre-line',
      'urban',
    ]);
    expect(block.legend[1]?.label).toBe(
      'Land: GSHHG 2.3.7 land/sea mask, 30″ cells (0.9 × 0.6 km here)',
    );
    expect(block.caption).toContain('no imagery key is set');
  });

  it('leaves the site map out when the input has none, and names the imagery when it has an image', () => {
    const without = buildReportModel(testReportInput());
    expect(without.parts.flatMap((part) => part.blocks).some((b) => b.kind === 'site-map')).toBe(
      false,
    );
    const withImage = buildReportModel(
      testReportInput({
        siteMap: {
          kind: 'imagery',
          latitude: 47.37689,
          longitude: 8.54169,
          imageBase64: '',
          widthPixels: 1200,
          heightPixels: 600,
          metresPerPixel: 0.1,
        },
      }),
    );
    const block = withImage.parts
      .flatMap((part) => part.blocks)
      .find((candidate): candidate is SiteMapBlock => candidate.kind === 'site-map');
    expect(block?.title).toBe('Satellite image of the site, about 120 m across');
    expect(block?.legend).toEqual([{ layer: 'site', label: 'The analysed point' }]);
    expect(block?.caption).toContain('Google Maps Static API at zoom 19');
  });

  it('shows design thresholds as ‘1 in N’ with default and current values', () => {
    const input = testReportInput();
    input.currentFieldValues = {
      ...input.currentFieldValues,
      windThreshold: 0.01,
      heatThreshold: 0.02,
    };
    const table = tableAfter(buildReportModel(input), 'Design specifications');
    expect(rowNamed(table, 'Wind design threshold')).toEqual([
      'Wind design threshold',
      '1 in 500',
      '1 in 100',
    ]);
    expect(rowNamed(table, 'Heat design threshold')).toEqual([
      'Heat design threshold',
      'From regulations',
      '1 in 50',
    ]);
    expect(rowNamed(table, 'Build year')).toEqual(['Build year', '1996', '1996']);
    expect(rowNamed(table, 'Ground elevation (m)')?.[2]).toBe('408.3 m (from the elevation data)');
  });

  it('lists the replacement cost only when both the default and the current value exist', () => {
    const withCost = tableAfter(buildReportModel(testReportInput()), 'Design specifications');
    expect(rowNamed(withCost, 'Replacement cost')).toEqual([
      'Replacement cost',
      'USD $220,000',
      'USD $220,000',
    ]);
    const input = testReportInput();
    input.currentFieldValues = Object.fromEntries(
      Object.entries(input.currentFieldValues).filter(([name]) => name !== 'replacementCost'),
    );
    const table = tableAfter(buildReportModel(input), 'Design specifications');
    expect(table.rows.some((row) => row[0]?.startsWith('Replacement cost'))).toBe(false);
  });

  it('names each element’s default and used material, and ‘Not Included’ for dropped elements', () => {
    const table = tableAfter(buildReportModel(testReportInput()), 'Element specifications');
    expect(rowNamed(table, 'Roof covering')).toEqual([
      'Roof covering',
      'Roof',
      '7.0 %',
      'Corrugated steel roof sheeting',
      'Corrugated steel roof sheeting',
    ]);
    expect(rowNamed(table, 'Windows')?.[4]).toBe('Not Included');
  });

  it('tells beside the rating and in the hazard’s section where the data cannot see a hazard', () => {
    const analysis = testAnalysis();
    analysis.properties.sample = false;
    const limitation = 'The grid cannot tell whether the site lies on the floodplain.';
    analysis.metadata.flood_riverine = {
      description: 'Flooding from rivers overtopping their banks.',
      data_limitation: limitation,
    };
    const blocks = buildReportModel(testReportInput({ analysis })).parts.flatMap(
      (part) => part.blocks,
    );
    expect(blocks).toContainEqual({
      kind: 'paragraph',
      text: 'The rating may understate or overstate the risk of Riverine Flooding: the embedded data cannot resolve this hazard at the site (see 3.6.1).',
      tone: 'notice',
    });
    const section = blocks.findIndex(
      (block) => block.kind === 'heading' && block.number === '3.6.1',
    );
    expect(blocks.slice(section, section + 6)).toContainEqual({
      kind: 'paragraph',
      text: `Data limitation: ${limitation}`,
      tone: 'notice',
    });
    // The sample's numbers are illustrative: no data limitation is told for them.
    const sampleBlocks = buildReportModel(
      testReportInput({
        analysis: { ...analysis, properties: { ...analysis.properties, sample: true } },
      }),
    ).parts.flatMap((part) => part.blocks);
    expect(JSON.stringify(sampleBlocks)).not.toContain('Data limitation');
  });

  it('marks a hazard that was not computed ‘Not Calculated’ with its reason, in 2.3 and 3.6', () => {
    const model = buildReportModel(testReportInput());
    const table = tableAfter(model, 'Climate settings');
    const inundation = table.rows.findIndex((row) => row[0] === 'Coastal Inundation');
    expect(table.rows[inundation]?.slice(1, 3)).toEqual([
      'Not Calculated',
      'Reason: Site more than 10 km from the coast',
    ]);
    expect(table.mutedRows).toEqual([inundation]);
    expect(rowNamed(table, 'Extreme Heat')?.[3]).toContain('Threshold temperature: 33.5 °C');
    const blocks = model.parts.flatMap((part) => part.blocks);
    const section = blocks.findIndex(
      (block) =>
        block.kind === 'heading' && block.text === 'Coastal Inundation' && block.number === '3.6.2',
    );
    const following = blocks.slice(section + 1, section + 4);
    expect(following).toContainEqual({
      kind: 'paragraph',
      text: 'Not Calculated. Reason: Site more than 10 km from the coast',
      tone: 'body',
    });
    expect(following.some((block) => block.kind === 'chart')).toBe(false);
  });

  it('shows a failure probability that is not calculated as ‘Not Calculated’ with its reason, never 0 %', () => {
    const model = buildReportModel(testReportInput());
    const blocks = model.parts.flatMap((part) => part.blocks);
    const reason = 'No published rate at which soil movement makes a building unusable';
    const failureChart = blocks.findIndex(
      (block) => block.kind === 'chart' && block.spec.chart === 'failure-probability-over-time',
    );
    expect(blocks[failureChart + 1]).toEqual({
      kind: 'list',
      items: [
        {
          text: `${hazardLabels.soil_movement}: failure probability Not Calculated (no line on the chart, not included in the combined probability). Reason: ${reason}`,
        },
      ],
    });
    const figures = tableAfter(model, hazardLabels.soil_movement);
    expect(figures.rows.map((row) => row[2])).toEqual(figures.rows.map(() => 'Not Calculated'));
    expect(figures.rows.every((row) => row[1]?.endsWith('%'))).toBe(true);
    const section = blocks.findIndex(
      (block) => block.kind === 'heading' && block.text === hazardLabels.soil_movement,
    );
    expect(blocks.slice(section)).toContainEqual({
      kind: 'paragraph',
      text: `Failure probability Not Calculated. Reason: ${reason}`,
      tone: 'body',
    });
    // A hazard whose failure is calculated keeps its percentages.
    const heat = tableAfter(model, hazardLabels.heat);
    expect(heat.rows.every((row) => row[2]?.endsWith('%'))).toBe(true);
  });

  it('states the assumed flood defence in the riverine section of a purchased report only', () => {
    expect(floodDefences(buildReportModel(testReportInput()))).toEqual([
      expect.objectContaining({
        text: expect.stringContaining('against river floods up to a standard of 1 in 100 years;'),
      }),
    ]);
    expect(floodDefences(buildReportModel(testReportInput({ sample: true })))).toEqual([]);
  });

  it('names the coastal flood, not a river flood, as what the coastal defence holds back', () => {
    const input = testReportInput();
    const protectedCoast = {
      ...input,
      analysis: {
        ...input.analysis,
        metadata: {
          ...input.analysis.metadata,
          inundation: {
            description: 'Coastal flooding by storm surge, waves and tide on a rising sea.',
            flood_defence_return_period: 41.7,
          },
        },
      },
    };
    expect(floodDefences(buildReportModel(protectedCoast))).toContainEqual(
      expect.objectContaining({
        text: expect.stringContaining(
          'protected against coastal floods (extreme sea levels) up to a standard of 1 in 42 years;',
        ),
      }),
    );
    // The climate settings table states the same standard, rounded the same way.
    const cells = buildReportModel(protectedCoast)
      .parts.flatMap((part) => part.blocks)
      .flatMap((block) => (block.kind === 'table' ? block.rows.flat() : []));
    expect(cells).toContainEqual(expect.stringContaining('Flood defence standard: 1 in 42 years'));
  });

  it('draws the pies and vulnerability for the first rating year, 2050 and 2100', () => {
    const blocks = buildReportModel(testReportInput()).parts.flatMap((part) => part.blocks);
    const pies = blocks.find((block) => block.kind === 'chart-row');
    expect(pies).toMatchObject({
      specs: [
        { chart: 'rating-pie', year: 2020 },
        { chart: 'rating-pie', year: 2050 },
        { chart: 'rating-pie', year: 2100 },
      ],
    });
    const vulnerabilityYears = blocks.flatMap((block) =>
      block.kind === 'chart' && block.spec.chart === 'vulnerability' ? [block.spec.year] : [],
    );
    expect(vulnerabilityYears).toEqual([2020, 2050, 2100]);
  });

  it('hides DEBUG warnings and keeps the others', () => {
    const blocks = buildReportModel(testReportInput()).parts.flatMap((part) => part.blocks);
    const warnings = blocks.find(
      (block) =>
        block.kind === 'list' && block.items.some((item) => item.text.startsWith('Fire weather')),
    );
    expect(warnings).toBeDefined();
    expect(JSON.stringify(blocks)).not.toContain('DEBUG');
  });

  it('marks a sample report: notices, SAMPLE ONLY cards, muted charts, results parts flagged', () => {
    const real = buildReportModel(testReportInput());
    const sample = buildReportModel(testReportInput({ sample: true }));
    expect(real.chartInput.sample).toBe(true); // the test analysis is itself the sample profile
    expect(sample.sample).toBe(true);
    expect(sample.cover.sampleNotice).toMatch(
      /illustrative samples only and are not real climate risk/,
    );
    const notices = (model: ReportModel) =>
      model.parts
        .flatMap((part) => part.blocks)
        .filter((block) => block.kind === 'paragraph' && block.tone === 'notice');
    expect(notices(real)).toHaveLength(0);
    expect(notices(sample).length).toBeGreaterThanOrEqual(3);
    const cards = sample.parts
      .flatMap((part) => part.blocks)
      .find((block) => block.kind === 'rating-cards');
    expect(
      cards?.kind === 'rating-cards' &&
        cards.cards.every((card) => card.label.endsWith('SAMPLE ONLY')),
    ).toBe(true);
    expect(sample.parts.filter((part) => part.showsResults).map((part) => part.kind)).toEqual([
      'results',
      'conclusion',
    ]);
    expect(sample.footerText).toContain('SAMPLE REPORT');
  });

  it('states the chosen emissions scenario on its page, with the range of its warming path', () => {
    const analysis = testAnalysis();
    analysis.inputs.scenario = { ...analysis.inputs.scenario, climateScenario: 'ssp245' };
    const warmingPath = [
      { year: 2050, centralCelsius: 1.96, lowCelsius: 1.61, highCelsius: 2.41 },
      { year: 2100, centralCelsius: 2.82, lowCelsius: 2.2, highCelsius: 3.66 },
    ];
    const model = buildReportModel(testReportInput({ analysis, warmingPath }));
    const page = model.parts.find((part) => part.kind === 'scenario');
    const text = JSON.stringify(page);
    expect(text).toContain('SSP2-4.5 (intermediate emissions)');
    expect(text).not.toContain('RCP8.5 as its CMIP6 successor');
    expect(rowNamed(tableAfter(model, 'Emissions scenario'), 'High end (AR6 95 %)')).toEqual([
      'High end (AR6 95 %)',
      '2.41',
      '3.66',
    ]);
    expect(rowNamed(tableAfter(model, 'Scenario run data'), 'Emissions scenario')).toEqual([
      'Emissions scenario',
      'SSP2-4.5 (intermediate emissions)',
    ]);
  });

  it('rates the mortgage-term year, 60 years after the first analysis year, beside the others', () => {
    const input = testReportInput();
    const cards = buildReportModel(input)
      .parts.flatMap((part) => part.blocks)
      .find((block) => block.kind === 'rating-cards');
    const first = input.analysis.summary.currentRatingYear;
    expect(
      cards?.kind === 'rating-cards' && cards.cards.map((card) => [card.label, card.year]),
    ).toEqual([
      ['Current rating', first],
      ['Future rating', input.analysis.summary.peakRiskYear],
      ['Mortgage term', Math.min(first + 60, input.analysis.inputs.scenario.endYear)],
    ]);
  });

  it('names the optional hazards left out of the analysis on the scenario page', () => {
    const everyHazard = testAnalysis();
    everyHazard.inputs.scenario = { ...everyHazard.inputs.scenario, hazards: [...hazardKeys] };
    const full = buildReportModel(testReportInput({ analysis: everyHazard }));
    expect(rowNamed(tableAfter(full, 'Scenario run data'), 'Hazards left out')).toEqual([
      'Hazards left out',
      'None',
    ]);
    const analysis = testAnalysis();
    analysis.inputs.scenario = {
      ...analysis.inputs.scenario,
      hazards: hazardKeys.filter((hazard) => hazard !== 'freeze-thaw' && hazard !== 'cyclone_wind'),
    };
    const model = buildReportModel(testReportInput({ analysis }));
    expect(rowNamed(tableAfter(model, 'Scenario run data'), 'Hazards left out')).toEqual([
      'Hazards left out',
      'Freeze-Thaw, Tropical Cyclone Wind',
    ]);
  });

  it('is plain data: it survives a JSON round trip unchanged', () => {
    const model = buildReportModel(testReportInput());
    expect(JSON.parse(JSON.stringify(model))).toEqual(model);
  });
});

describe('report formats', () => {
  it('writes the date as DD/MM/YYYY in UTC', () => {
    expect(formatReportDate(new Date('2026-01-05T12:00:00Z'))).toBe('05/01/2026');
  });

  describe('with the scenario range', () => {
    const resultBlocks = (model: ReportModel) =>
      model.parts.find((part) => part.kind === 'results')?.blocks ?? [];

    it('bands the time charts and follows the VAR chart with the range and the other scenarios', () => {
      const analysis = testRealAnalysis();
      const range = testScenarioRange(analysis);
      const model = buildReportModel(testReportInput({ analysis, scenarioRange: range }));
      expect(model.scenarioRange).toEqual(range);
      const blocks = resultBlocks(model);
      const varChart = blocks.findIndex(
        (block) => block.kind === 'chart' && block.spec.chart === 'value-at-risk-over-time',
      );
      const rangeTable = blocks[varChart + 2];
      expect(rangeTable?.kind).toBe('table');
      if (rangeTable?.kind !== 'table') return;
      expect(rangeTable.columns.map((column) => column.header)).toEqual([
        'Year',
        'Low end',
        'Central',
        'High end',
      ]);
      expect(rangeTable.rows.map((row) => row[0])).toEqual(['2030', '2050', '2100']);
      const startYear = analysis.inputs.scenario.startYear;
      const central2100 = analysis.properties.totalRisk[2100 - startYear] ?? 0;
      expect(rangeTable.rows[2]?.[2]).toBe(formatPercent(central2100));
      expect(rangeTable.rows[2]?.[3]).toBe(formatPercent(central2100 * 1.25));
      const comparisonRows = tableAfter(model, 'Other emissions scenarios').rows;
      expect(comparisonRows.map((row) => row[0])).toEqual(
        climateScenarios.map((scenario) => climateScenarioLabels[scenario]),
      );
      expect(comparisonRows[0]).toEqual([
        climateScenarioLabels.ssp126,
        ...[0.001, 0.002, 0.003].map((value) => formatPercent(value)),
      ]);
      expect(blocks).toContainEqual({
        kind: 'chart',
        spec: { chart: 'scenario-comparison', comparison: range.comparison },
        heightPoints: 200,
      });
      // The section numbers stay as they were.
      expect(numberedHeadings(model)).toEqual(
        numberedHeadings(buildReportModel(testReportInput())),
      );
    });

    it('leaves the range out of a sample report, of a sample result and of a report without it', () => {
      const real = testRealAnalysis();
      const sampleResult = testAnalysis();
      const models = [
        testReportInput({ analysis: real, sample: true, scenarioRange: testScenarioRange(real) }),
        testReportInput({ analysis: sampleResult, scenarioRange: testScenarioRange(sampleResult) }),
        testReportInput({ analysis: real }),
      ].map(buildReportModel);
      for (const model of models) {
        expect(model.scenarioRange).toBeUndefined();
        expect(headingsOf(model).map((heading) => heading.text)).not.toContain(
          'Other emissions scenarios',
        );
      }
    });
  });
});

function floodDefences(model: ReportModel) {
  return model.parts
    .flatMap((part) => part.blocks)
    .filter((block) => block.kind === 'paragraph' && block.text.startsWith('Flood defences:'));
}
