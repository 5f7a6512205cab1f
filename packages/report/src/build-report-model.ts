import { chartInputFromAnalysis } from '@hazardscope/charts';
import type { ReportInput } from './report-input.ts';
import type { ReportModel } from './report-model.ts';
import {
  buildCaveatsPart,
  buildContentsPart,
  buildCover,
  buildDisclaimerPart,
  buildIntroductionPart,
} from './model/front-matter.ts';
import { buildConclusionPart, buildMethodsPart } from './model/methods-part.ts';
import { buildResultsPart } from './model/results-part.ts';
import { buildSettingsParts } from './model/settings-part.ts';

/**
 * Step one of the report (ARCHITECTURE.md): the plain model of every page, from one analysis and
 * the facts around it. Pure and deterministic; the PDF is drawn from it by `renderReportPdf`.
 * Outline: cover, disclaimer, caveats, contents, 1 Introduction,
 * 2 Analysis Settings (2.1–2.4), 3 Analysis Results (3.1–3.6), 4 Methods, 5 Conclusion.
 */
export function buildReportModel(input: ReportInput): ReportModel {
  const analysisInput = chartInputFromAnalysis(input.analysis);
  // A sample report is drawn muted even if the caller passed a result not marked as a sample.
  const chartInput = { ...analysisInput, sample: input.sample || analysisInput.sample };
  const { properties } = input.analysis;
  // The range is a real result: never shown on a sample.
  const scenarioRange = chartInput.sample ? undefined : input.scenarioRange;
  return {
    productName: input.names.productName,
    sample: input.sample,
    footerText: `${input.names.productName} · ${properties.address}${input.sample ? ' · SAMPLE REPORT' : ''}`,
    chartInput,
    scenarioRange,
    cover: buildCover(input),
    parts: [
      buildDisclaimerPart(input),
      buildCaveatsPart(input),
      buildContentsPart(),
      buildIntroductionPart(input),
      ...buildSettingsParts(input),
      buildResultsPart(input, chartInput, scenarioRange),
      buildMethodsPart(input),
      buildConclusionPart(input, chartInput),
    ],
  };
}
