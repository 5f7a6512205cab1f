import { caveatChapters, disclaimerParagraphs } from '@hazardscope/contracts';
import type { ReportInput } from '../report-input.ts';
import type { ReportBlock, ReportCover, ReportPart } from '../report-model.ts';
import { formatReportDate } from '../report-format.ts';
import { heading, paragraph } from './blocks.ts';

/** The red notice of a sample report. */
export const sampleNoticeText =
  'SAMPLE REPORT — the results in this report are illustrative samples only and are not real climate risk for this location. Purchase the analysis to obtain real results.';

/** Caption of the locator map drawn from the land/sea mask (the report has no satellite image). */
export const locatorMapCaption =
  'Location of the asset (red pin) on the GSHHG coastline at 30″ (about 1 km).';

export function buildCover(input: ReportInput): ReportCover {
  const { analysis, names } = input;
  const { publicUrl } = names;
  return {
    title: 'CLIMATE RISK ANALYSIS REPORT',
    preparedFor: input.preparedFor,
    address: analysis.properties.address,
    assetDescription: `${input.archetype.name} (${input.archetype.service}, ${input.archetype.subGroup})`,
    dateText: formatReportDate(input.createdAt),
    revisionLabel: input.revisionLabel,
    sampleNotice: input.sample ? sampleNoticeText : undefined,
    locatorMap: input.locatorMap,
    locatorCaption:
      input.locatorMap === undefined
        ? 'No location image is available for this report.'
        : locatorMapCaption,
    footerLinks: [
      { label: names.productName, url: publicUrl },
      { label: 'Scientific methods', url: `${publicUrl}/info/methods` },
      { label: 'Disclaimer and caveats', url: `${publicUrl}/info/disclaimer_caveats` },
      { label: 'Data sources', url: `${publicUrl}/info/data_sources` },
    ],
  };
}

function sampleNotice(input: ReportInput): ReportBlock[] {
  return input.sample ? [paragraph(sampleNoticeText, 'notice')] : [];
}

export function buildDisclaimerPart(input: ReportInput): ReportPart {
  return {
    kind: 'disclaimer',
    showsResults: false,
    blocks: [
      heading(1, undefined, 'Disclaimer', false),
      ...sampleNotice(input),
      ...disclaimerParagraphs(input.names).map((text) => paragraph(text)),
    ],
  };
}

/** Caveats 1, 1.1–1.4, 2, 2.1–2.2: the texts of /info/disclaimer_caveats. */
export function buildCaveatsPart(input: ReportInput): ReportPart {
  const blocks: ReportBlock[] = [heading(1, undefined, 'Caveats', false)];
  for (const chapter of caveatChapters(input.names)) {
    blocks.push(heading(2, chapter.number, chapter.title, false));
    blocks.push(...chapter.paragraphs.map((text) => paragraph(text, 'small')));
    for (const section of chapter.sections) {
      blocks.push(heading(3, section.number, section.title, false));
      blocks.push(...section.paragraphs.map((text) => paragraph(text, 'small')));
      if (section.points !== undefined) {
        blocks.push({ kind: 'list', items: section.points.map((text) => ({ text })) });
      }
    }
  }
  return { kind: 'caveats', showsResults: false, blocks };
}

export function buildContentsPart(): ReportPart {
  return {
    kind: 'contents',
    showsResults: false,
    blocks: [heading(1, undefined, 'Table of contents', false), { kind: 'contents' }],
  };
}

export function buildIntroductionPart(input: ReportInput): ReportPart {
  const { analysis, names } = input;
  const { startYear, endYear } = analysis.inputs.scenario;
  return {
    kind: 'introduction',
    showsResults: false,
    blocks: [
      heading(1, '1', 'Introduction', true),
      ...sampleNotice(input),
      paragraph(
        `This report sets out the physical climate risk of one asset — ${input.archetype.name} at ${analysis.properties.address} — for every year from ${startYear} to ${endYear}, as computed by ${names.productName}. It covers nine hazards: riverine flooding, coastal inundation with sea-level rise, extreme heat, forest fire, extreme wind, soil movement, freeze–thaw, surface water flooding and tropical cyclone wind.`,
      ),
      paragraph(
        'Risk is given as Value At Risk (VAR%): the expected annual cost of physical damage as a share of the asset’s replacement cost, also called the technical insurance premium. Alongside it the report gives each hazard’s annual probability of stopping the asset working, their combined failure probability, and an A, B or C rating of VAR%.',
      ),
      paragraph(
        'Section 2 records the settings of the analysis: the site, the archetype that represents the asset with its design values and materials, the hazard data used for each hazard and the emissions scenario. Section 3 presents the results, section 4 the methods behind them and section 5 concludes. The results are screening-level estimates under a high-emissions stress test; read them together with the disclaimer and caveats at the front of this report.',
      ),
    ],
  };
}
