import { beforeAll, describe, expect, it } from 'vitest';
import { loadHazardData } from '@hazardscope/hazard-data';
import { buildReportModel } from '../build-report-model.ts';
import { buildLocatorMap } from '../locator-map.ts';
import { buildSiteMap } from '../site-map.ts';
import { pdfPageTexts as pageTexts } from '../test-support/pdf-text.ts';
import {
  testRealAnalysis,
  testReportInput,
  testScenarioRange,
} from '../test-support/report-test-input.ts';
import { testPng } from '../test-support/test-png.ts';
import { renderReportPdf } from './render-report-pdf.ts';

describe('renderReportPdf', () => {
  let samplePdf: Buffer;
  let sampleTexts: string[];

  beforeAll(async () => {
    const store = loadHazardData();
    const input = testReportInput({
      sample: true,
      locatorMap: buildLocatorMap(store.landSea, 47.376887, 8.541694),
      siteMap: buildSiteMap(store, 47.376887, 8.541694),
    });
    samplePdf = await renderReportPdf(buildReportModel(input));
    sampleTexts = await pageTexts(samplePdf);
  });

  it('writes an A4 PDF', () => {
    expect(samplePdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A4 is 595.28 × 841.89 pt.
    expect(samplePdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);
  });

  it('numbers every page ‘n / total’', () => {
    const total = sampleTexts.length;
    expect(total).toBeGreaterThan(15);
    sampleTexts.forEach((text, index) => {
      expect(text).toContain(`${index + 1} / ${total}`);
    });
  });

  it('prints the cover, the section headings and a contents page that points at them', () => {
    expect(sampleTexts[0]).toContain('CLIMATE RISK ANALYSIS REPORT');
    expect(sampleTexts[0]).toContain('Prepared for owner@example.com');
    expect(sampleTexts[0]).toContain('07/03/2026');
    expect(sampleTexts[0]).toContain('Location of the asset (red pin)');
    expect(sampleTexts.join('\n')).not.toMatch(/not configured/i);
    const all = sampleTexts.join('\n');
    for (const heading of [
      'Disclaimer',
      '1.4 Exclusion of liability',
      '2.2 Financial modelling',
      '1 Introduction',
      '2.1 Asset details',
      '2.3 Climate settings',
      '3.2 Asset Rating',
      '3.6.9 Tropical Cyclone Wind',
      '4 Methods Used for Analysis',
      '5 Conclusion',
    ]) {
      expect(all).toContain(heading);
    }
    const contents = sampleTexts.findIndex((text) => text.includes('Table of contents'));
    const conclusionPage = sampleTexts.findIndex((text) =>
      /5 {1,2}Conclusion This is a sample/.test(text),
    );
    expect(sampleTexts[contents]).toMatch(new RegExp(`5 {1,2}Conclusion ${conclusionPage + 1}\\b`));
  });

  it('keeps non-ASCII text readable through the embedded font', () => {
    const all = sampleTexts.join('\n');
    expect(all).toContain('Zürich');
    expect(all).toContain('Σ_h');
    expect(all).toContain('°C');
    expect(all).toContain('ETOPO5 20′');
    expect(all).toContain('1 − Π');
  });

  it('draws charts as vectors, not as images', () => {
    const all = sampleTexts.join('\n');
    expect(all).toContain('Value At Risk by hazard (% of replacement cost per year)');
    expect(samplePdf.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it('marks every results page of a sample, and no page before or after the results', () => {
    // After the contents page, which lists the same headings.
    const contents = sampleTexts.findIndex((text) => text.includes('Table of contents'));
    const firstAfterContents = (heading: string) =>
      sampleTexts.findIndex((text, index) => index > contents && text.includes(heading));
    const resultsStart = firstAfterContents('3.1 Introduction');
    const methodsStart = firstAfterContents('4 Methods Used for');
    const conclusion = sampleTexts.length - 1;
    expect(resultsStart).toBeGreaterThan(contents);
    expect(methodsStart).toBeGreaterThan(resultsStart);
    sampleTexts.forEach((text, index) => {
      const showsResults = (index >= resultsStart && index < methodsStart) || index === conclusion;
      expect(text.includes('SAMPLE ONLY'), `page ${index + 1}`).toBe(showsResults);
    });
    expect(sampleTexts[0]).toContain('illustrative samples only and are not real climate risk');
  });

  it('leaves the sample notices out of a report of real results, and prints its scenario range and the other scenarios', async () => {
    const analysis = testRealAnalysis();
    const texts = await pageTexts(
      await renderReportPdf(
        buildReportModel(testReportInput({ analysis, scenarioRange: testScenarioRange(analysis) })),
      ),
    );
    const all = texts.join('\n');
    expect(all).not.toContain('SAMPLE REPORT');
    expect(all).not.toContain('SAMPLE REPORT —');
    expect(texts[0]).toContain('No location image');
    expect(all).toContain('Other emissions scenarios');
    expect(all).toContain('Total Value At Risk by emissions scenario');
    expect(all).toContain('SSP2-4.5 (intermediate emissions)');
    expect(all).toMatch(/The shaded band spans the total between the low and the high end/);
  });

  it('keeps the headings of the scenario comparison and of the failure probability on the page of their charts', async () => {
    // At the end of a page each heading and its introduction were once left alone, with part of
    // the page empty under them and the chart on the next page.
    const analysis = testRealAnalysis();
    const texts = await pageTexts(
      await renderReportPdf(
        buildReportModel(testReportInput({ analysis, scenarioRange: testScenarioRange(analysis) })),
      ),
    );
    // The page of a text in the body of the report, not in its table of contents.
    const pageWith = (part: string) =>
      texts.findIndex((text) => text.includes(part) && !text.includes('Table of contents'));
    expect(pageWith('Other emissions scenarios')).toBeGreaterThanOrEqual(0);
    expect(pageWith('Total Value At Risk by emissions scenario')).toBe(
      pageWith('Other emissions scenarios'),
    );
    expect(pageWith('Failure Probability, all hazards')).toBeGreaterThanOrEqual(0);
    expect(pageWith('Annual failure probability by hazard')).toBe(
      pageWith('Failure Probability, all hazards'),
    );
  });

  it('draws the site from the embedded layers in 2.1, with its legend and a caption that says how coarse they are', () => {
    const contents = sampleTexts.findIndex((text) => text.includes('Table of contents'));
    const pageWith = (part: string) =>
      sampleTexts.findIndex((text, index) => index > contents && text.includes(part));
    const sitePage = pageWith('The site and its surroundings, 10 km × 10 km');
    expect(sitePage).toBeGreaterThanOrEqual(pageWith('2.1 Asset details'));
    expect(sitePage).toBeLessThan(pageWith('2.2 Archetype details'));
    const page = sampleTexts[sitePage] ?? '';
    expect(page).toContain('Land: GSHHG 2.3.7 land/sea mask, 30″ cells');
    expect(page).toContain('Rivers: WDBII, full resolution');
    expect(page).toContain('Urban areas: Natural Earth 1:50m');
    expect(page).toContain('no imagery key is set');
    expect(page).toContain('(about 1 km), so a quay, a street or a narrow creek does not show');
    // The scale bar and the north arrow.
    expect(page).toContain('2 km');
    expect(page).toMatch(/\bN\b/);
  });

  it('puts the satellite image in the layers’ place when the input has one', async () => {
    const pdf = await renderReportPdf(
      buildReportModel(
        testReportInput({
          analysis: testRealAnalysis(),
          siteMap: {
            kind: 'imagery',
            latitude: 47.376887,
            longitude: 8.541694,
            imageBase64: testPng(1200, 600).toString('base64'),
            widthPixels: 1200,
            heightPixels: 600,
            metresPerPixel: 0.101,
          },
        }),
      ),
    );
    const all = (await pageTexts(pdf)).join('\n');
    expect(all).toContain('Satellite image of the site, about 121 m across');
    expect(all).toContain('Google Maps Static API at zoom 19 (about 0.10 m per pixel here)');
    expect(all).not.toContain('The site and its surroundings');
    // The scale bar of a 121 m wide image: 20 m.
    expect(all).toContain('20 m');
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
  });

  it('prints the mortgage-term rating card, 60 years after the first analysis year, on the rating page', async () => {
    const input = testReportInput({ analysis: testRealAnalysis() });
    const texts = await pageTexts(await renderReportPdf(buildReportModel(input)));
    const contents = texts.findIndex((text) => text.includes('Table of contents'));
    const ratingPage =
      texts.find((text, index) => index > contents && text.includes('3.2 Asset Rating')) ?? '';
    const { currentRatingYear, peakRiskYear } = input.analysis.summary;
    const mortgageYear = Math.min(currentRatingYear + 60, input.analysis.inputs.scenario.endYear);
    expect(ratingPage).toMatch(new RegExp(`Current rating .*risk, ${currentRatingYear}`));
    expect(ratingPage).toMatch(new RegExp(`Future rating .*risk, ${peakRiskYear}`));
    expect(ratingPage).toMatch(new RegExp(`Mortgage term .*risk, ${mortgageYear}`));
    expect(ratingPage).toContain(`the mortgage-term rating is that of ${mortgageYear}`);
  });
});
