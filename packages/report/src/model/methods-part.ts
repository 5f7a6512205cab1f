import {
  climateScenarioLabels,
  formatPercent,
  hazardKeys,
  hazardLabels,
  hazardMethodLines,
  methodLimitations,
  methodReferences,
  methodsSections,
  nineHazardsIntroduction,
  ratingLabels,
  ratingTexts,
  type MethodsBlock,
  type MethodsSection,
} from '@hazardscope/contracts';
import { valueInYear } from '@hazardscope/charts';
import type { ReportInput } from '../report-input.ts';
import type { ReportBlock, ReportModel, ReportPart } from '../report-model.ts';
import { heading, paragraph } from './blocks.ts';

function methodsBlock(block: MethodsBlock): ReportBlock {
  switch (block.kind) {
    case 'paragraph':
      return paragraph(block.text);
    case 'formula':
      return { kind: 'formula', text: block.text };
    case 'list':
      return { kind: 'list', items: block.items };
  }
}

function methodsSection(number: string, section: MethodsSection): ReportBlock[] {
  return [heading(2, number, section.title, true), ...section.blocks.map(methodsBlock)];
}

/** Section 4: the method of our engine, in the words of /info/methods (one copy, in contracts). */
export function buildMethodsPart(input: ReportInput): ReportPart {
  const hazards: ReportBlock[] = [
    heading(2, '4.6', 'The nine hazards', true),
    paragraph(nineHazardsIntroduction),
  ];
  hazardKeys.forEach((hazard, index) => {
    hazards.push(heading(3, `4.6.${index + 1}`, hazardLabels[hazard], false));
    hazards.push({
      kind: 'list',
      items: hazardMethodLines(hazard).map((line) => ({
        label: `${line.label}:`,
        text: line.text,
      })),
    });
  });
  return {
    kind: 'methods',
    showsResults: false,
    blocks: [
      heading(1, '4', 'Methods Used for Analysis', true),
      paragraph(
        `This section describes the method of the ${input.names.productName} risk engine that produced this report. The datasets are listed with their sources and licences on the product’s data sources page.`,
        'muted',
      ),
      ...methodsSections.flatMap((section, index) => methodsSection(`4.${index + 1}`, section)),
      paragraph('The warming path is tabulated in section 2.4.', 'muted'),
      ...hazards,
      heading(2, '4.7', 'Ratings', true),
      paragraph(ratingTexts.introduction),
      {
        kind: 'list',
        items: (['A', 'B', 'C'] as const).map((letter) => ({
          label: `${letter}`,
          text: ratingTexts[letter],
        })),
      },
      paragraph(ratingTexts.closing),
      heading(2, '4.8', 'Limitations', true),
      { kind: 'list', items: methodLimitations.map((text) => ({ text })) },
      heading(2, undefined, 'Key references', false),
      { kind: 'list', items: methodReferences.map((text) => ({ text })) },
    ],
  };
}

/** Section 5: what the ratings say, and who to contact. */
export function buildConclusionPart(
  input: ReportInput,
  chartInput: ReportModel['chartInput'],
): ReportPart {
  const { summary } = input.analysis;
  const { names } = input;
  const totalAt = (year: number) =>
    valueInYear(chartInput.totalRisk, chartInput.startYear, year) ?? 0;
  const findings = input.sample
    ? `This is a sample report. Its figures are illustrative — a current rating of ${summary.currentRating} in ${summary.currentRatingYear} rising to ${summary.futureRating} by ${summary.peakRiskYear} — and say nothing about the climate risk of this location. Purchase the analysis to obtain real results for this asset.`
    : `The asset is rated ${summary.currentRating} (${ratingLabels[summary.currentRating]}) in ${summary.currentRatingYear}, with a Value At Risk of ${formatPercent(totalAt(summary.currentRatingYear))} a year, and ${summary.futureRating} (${ratingLabels[summary.futureRating]}) at its peak in ${summary.peakRiskYear}, with ${formatPercent(totalAt(summary.peakRiskYear))} a year, under the ${climateScenarioLabels[input.analysis.inputs.scenario.climateScenario]} scenario${input.analysis.inputs.scenario.climateScenario === 'ssp585' ? ' (a stress test)' : ''}.`;
  return {
    kind: 'conclusion',
    showsResults: true,
    blocks: [
      heading(1, '5', 'Conclusion', true),
      paragraph(findings),
      paragraph(
        'The hazard breakdown in section 3.6 and the vulnerability diagnostics in section 3.5 show which hazards and which elements drive the risk, and so where adaptation — a higher floor, a stronger design wind, fire protection, other materials — would act. Because the results are screening-level estimates for a representative asset, significant decisions should rest on a site-specific assessment.',
      ),
      heading(2, undefined, 'Contact details', false),
      {
        kind: 'list',
        items: [
          { label: 'Provider:', text: names.providerShortName },
          { label: 'E-mail:', text: names.supportEmail },
          { label: 'Web:', text: names.publicUrl },
        ],
      },
    ],
  };
}
