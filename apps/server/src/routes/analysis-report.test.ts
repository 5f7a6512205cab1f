import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analysisResultSchema,
  formatPercent,
  hazardKeys,
  hazardLabels,
  reportProgressLineSchema,
  roundFraction,
  scenarioRangeSchema,
  type AnalysisResult,
  type ReportProgressLine,
} from '@hazardscope/contracts';
import { pdfPageTexts } from '@hazardscope/report/test-support/pdf-text';
import { testPng } from '@hazardscope/report/test-support/test-png';
import { allowListEntries, savedReports } from '../database/schema.ts';
import { databaseVariants } from '../database/test-databases.ts';
import { bearer, registerVerifiedAccount } from '../testing/account-helpers.ts';
import { deleteWhenReferenced } from '../testing/deleted-while-referenced.ts';
import { buy, saveRun } from '../testing/purchase-helpers.ts';
import { copyRun, runThroughApi } from '../testing/risk-run-helpers.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

// Rendering a report takes seconds of CPU; the embedded database is enough to test the calls.
const embedded = databaseVariants()[0]!;
const renderTimeout = 180_000;

/**
 * One app on the embedded database for the tests of this file that need no settings of their own:
 * each app starts PGlite and its own report worker, a few seconds before the first drawing.
 */
let sharedEmbeddedApp: Promise<TestApp> | undefined;
function embeddedApp(): Promise<TestApp> {
  sharedEmbeddedApp ??= startTestApp(embedded);
  return sharedEmbeddedApp;
}
afterAll(async () => {
  await (await sharedEmbeddedApp)?.close();
});

function progressLines(body: string): ReportProgressLine[] {
  return body
    .trim()
    .split('\n')
    .map((line) => reportProgressLineSchema.parse(JSON.parse(line)));
}

describe('the report and the CSV export of your own analysis', () => {
  let testApp: TestApp;
  let owner: { apiKey: string; username: string; _id: { $oid: string } };
  let stranger: { apiKey: string };
  let purchasedId: string;
  let unpurchasedId: string;
  let real: AnalysisResult;

  beforeAll(async () => {
    testApp = await embeddedApp();
    owner = await registerVerifiedAccount(testApp);
    stranger = await registerVerifiedAccount(testApp);
    const runId = await runThroughApi(testApp, owner.apiKey);
    purchasedId = (await saveRun(testApp, owner.apiKey, runId, '1 George St, Sydney'))._id;
    await buy(testApp, owner.apiKey, purchasedId);
    const copy = await copyRun(testApp, runId, owner._id.$oid);
    unpurchasedId = (await saveRun(testApp, owner.apiKey, copy, 'Not bought'))._id;
    const opened = await testApp.request({
      method: 'GET',
      url: `/api/analysis/${purchasedId}`,
      headers: bearer(owner.apiKey),
    });
    expect(opened.json().realResults).toBe(true);
    real = analysisResultSchema.parse(opened.json());
  }, 120_000);

  const call = (method: 'GET' | 'POST', path: string, apiKey?: string) =>
    testApp.request({
      method,
      url: `/api/analysis/${path}`,
      headers: apiKey === undefined ? {} : bearer(apiKey),
    });

  it('answers 401 to a caller who is not logged in', async () => {
    for (const [method, path] of [
      ['POST', `${purchasedId}/report`],
      ['GET', `${purchasedId}/report`],
      ['GET', `${purchasedId}/export`],
    ] as const) {
      const reply = await call(method, path);
      expect(reply.statusCode, `${method} ${path}`).toBe(401);
      expect(reply.json().message).toBe('Please log in.');
    }
  });

  it("answers 404 for another user's analysis and for an id that names none", async () => {
    for (const path of [`${purchasedId}/report`, `${purchasedId}/export`]) {
      const reply = await call('GET', path, stranger.apiKey);
      expect(reply.statusCode, path).toBe(404);
      expect(reply.json().message).toBe('Analysis not found.');
    }
    expect((await call('POST', 'not-an-id/report', owner.apiKey)).statusCode).toBe(404);
  });

  it('answers 403 for your own analysis that is not purchased, naming what unlocks it', async () => {
    const report = await call('POST', `${unpurchasedId}/report`, owner.apiKey);
    expect(report.statusCode).toBe(403);
    expect(report.json().message).toMatch(/purchase this analysis to download it/);
    const csv = await call('GET', `${unpurchasedId}/export`, owner.apiKey);
    expect(csv.statusCode).toBe(403);
    expect(csv.json().message).toMatch(/export permission/);
  });

  it('grants the CSV, not the report, to a proven address allow-listed for export only', async () => {
    await testApp.database.client
      .insert(allowListEntries)
      .values({ username: owner.username, kind: 'export' });
    try {
      expect((await call('GET', `${unpurchasedId}/export`, owner.apiKey)).statusCode).toBe(200);
      expect((await call('GET', `${unpurchasedId}/report`, owner.apiKey)).statusCode).toBe(403);
    } finally {
      await testApp.database.client
        .delete(allowListEntries)
        .where(eq(allowListEntries.username, owner.username));
    }
  });

  it('exports the real yearly values: header, and a row checked against the analysis', async () => {
    const reply = await call('GET', `${purchasedId}/export`, owner.apiKey);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe(
      'attachment; filename="1 George St, Sydney.csv"',
    );
    // The UTF-8 byte order mark first, for spreadsheets (export-table.ts).
    expect(reply.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = reply.body.slice(1).trim().split('\n');
    const startYear = real.inputs.scenario.startYear;
    const years = real.properties.totalRisk.map((_, index) => String(startYear + index));
    expect(header).toBe(
      [
        'id',
        'name',
        'address',
        'archetype',
        'scenario',
        'replacementCost (USD)',
        'measure',
        'hazard',
        'note',
      ]
        .concat(years)
        .join(','),
    );
    const computed = hazardKeys.filter(
      (hazard) =>
        real.inputs.scenario.hazards.includes(hazard) &&
        real.metadata[hazard]?.no_calc_reason === undefined,
    );
    // The hazard with the most VAR over the years, so the row checked carries real numbers.
    const sumOf = (hazard: (typeof hazardKeys)[number]) =>
      real.properties.riskHazards.reduce(
        (sum, year) => sum + (year[hazardKeys.indexOf(hazard)] ?? 0),
        0,
      );
    const hazard = [...computed].sort((a, b) => sumOf(b) - sumOf(a))[0]!;
    const varRow = rows.find((row) =>
      row.includes(`,Value At Risk (fraction of replacement cost),${hazardLabels[hazard]},`),
    );
    const cells = varRow!.split(',');
    const hazardIndex = hazardKeys.indexOf(hazard);
    const yearly = cells.slice(-years.length).map(Number);
    expect(yearly).toEqual(real.properties.riskHazards.map((year) => year[hazardIndex]));
    expect(yearly.some((value) => value > 0)).toBe(true);
    // The address holds a comma: quoted, not split.
    expect(varRow!.startsWith(`${purchasedId},`)).toBe(true);
    expect(varRow).toContain('"1 George St, Sydney"');
    expect(varRow).toContain(`,SO,ssp585,${real.inputs.asset.design.replacementCost},`);
    // Totals of both measures, and two rows per hazard of the analysis.
    expect(rows).toHaveLength(2 * (real.inputs.scenario.hazards.length + 1));
    const totalRow = rows.find((row) => row.includes(',Failure probability,Total,'))!;
    // At the resolution of each hazard's fraction (export-table.ts), without the sums' noise.
    expect(totalRow.split(',').slice(-years.length).map(Number)).toEqual(
      real.summary.combinedFailure.map(roundFraction),
    );
  });

  it(
    'draws the purchased report in a worker with progress, keeps it, and serves it as the PDF',
    async () => {
      const prepared = await call('POST', `${purchasedId}/report`, owner.apiKey);
      expect(prepared.statusCode).toBe(200);
      expect(prepared.headers['content-type']).toBe('application/x-ndjson');
      const lines = progressLines(prepared.body);
      const percents = lines.flatMap((line) => (line.status === 'progress' ? [line.percent] : []));
      expect(percents[0]).toBe(0);
      expect(percents.at(-1)).toBe(100);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      expect(lines.at(-1)).toEqual({ status: 'done', fileName: '1 George St, Sydney.pdf' });

      const download = await call('GET', `${purchasedId}/report`, owner.apiKey);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(
        'attachment; filename="1 George St, Sydney.pdf"',
      );
      const texts = await pdfPageTexts(download.rawPayload);
      const all = texts.join('\n');
      const total = texts.length;
      expect(total).toBeGreaterThan(20);
      texts.forEach((text, index) => expect(text).toContain(`${index + 1} / ${total}`));
      expect(texts[0]).toContain('CLIMATE RISK ANALYSIS REPORT');
      expect(texts[0]).toContain(`Prepared for ${owner.username}`);
      expect(texts[0]).toContain('01/03/2026');
      expect(all).not.toMatch(/SAMPLE/);
      for (const heading of [
        '1 Introduction',
        '2.1 Asset details',
        '2.2 Archetype details',
        '2.3 Climate settings',
        '3.2 Asset Rating',
        '3.3 Value At Risk, all hazards',
        '3.4 Failure Probability, all hazards',
        '3.5 Vulnerability Diagnostics',
        '4 Methods Used for Analysis',
        '5 Conclusion',
      ]) {
        expect(all).toContain(heading);
      }
      // The contents page points at the page each section starts on.
      const contents = texts.findIndex((text) => text.includes('Table of contents'));
      const startsOn = (pattern: RegExp) =>
        texts.findIndex((text, index) => index > contents && pattern.test(text)) + 1;
      const resultsPage = startsOn(/3 {1,2}Analysis Results 3\.1/);
      expect(resultsPage).toBeGreaterThan(contents + 1);
      expect(texts[contents]).toMatch(new RegExp(`3 {1,2}Analysis Results ${resultsPage}\\b`));
      // The design table: the wind threshold as '1 in N' and the replacement cost it ran with.
      const design = real.inputs.asset.design;
      if (design.windThreshold !== null) {
        expect(all).toContain(`1 in ${Math.round(1 / design.windThreshold)}`);
      }
      expect(all).toContain(design.replacementCost.toLocaleString('en-AU'));
      // No imagery key: 2.1 draws the site from the embedded layers.
      expect(all).toContain('The site and its surroundings, 10 km × 10 km');
      expect(all).not.toContain('Satellite image of the site');
      // One chart per computed hazard, in its own section; a hazard not computed says why.
      hazardKeys.forEach((hazard, index) => {
        const label = hazardLabels[hazard];
        expect(all).toContain(`3.6.${index + 1} ${label}`);
        const chartTitles = all.match(new RegExp(`${label}: VAR and failure probability`, 'g'));
        const reason = real.metadata[hazard]?.no_calc_reason;
        expect(chartTitles?.length ?? 0, label).toBe(reason === undefined ? 1 : 0);
      });

      // The scenario's range: the same numbers as the analysis's scenario-range call.
      expect(all).toContain('Other emissions scenarios');
      const range = scenarioRangeSchema.parse(
        (await call('GET', `${purchasedId}/scenario-range`, owner.apiKey)).json(),
      );
      const index2050 = 2050 - real.inputs.scenario.startYear;
      const rangeRow = [
        range.lower.totalRisk[index2050],
        real.properties.totalRisk[index2050],
        range.upper.totalRisk[index2050],
      ].map((value) => formatPercent(value!));
      expect(all).toContain(`2050 ${rangeRow.join(' ')}`);

      // Kept: the next request finds the saved report and answers 'done' without drawing.
      const [saved] = await testApp.database.client
        .select({ revisionKey: savedReports.revisionKey })
        .from(savedReports)
        .where(eq(savedReports.analysisId, purchasedId));
      expect(saved).toBeDefined();
      const again = progressLines((await call('POST', `${purchasedId}/report`, owner.apiKey)).body);
      expect(again).toEqual([{ status: 'done', fileName: '1 George St, Sydney.pdf' }]);

      // A new title changes the revision label on the cover: the saved report is drawn anew.
      const runId = (await call('GET', purchasedId, owner.apiKey)).json().runId as string;
      await saveRun(testApp, owner.apiKey, runId, '1 George St, Sydney – raised floor');
      const redrawn = progressLines(
        (await call('POST', `${purchasedId}/report`, owner.apiKey)).body,
      );
      expect(redrawn[0]).toEqual({ status: 'progress', percent: 0 });
      const [resaved] = await testApp.database.client
        .select({ revisionKey: savedReports.revisionKey, pdf: savedReports.pdf })
        .from(savedReports)
        .where(eq(savedReports.analysisId, purchasedId));
      expect(resaved!.revisionKey).not.toBe(saved!.revisionKey);
      expect((await pdfPageTexts(resaved!.pdf))[0]).toContain('raised floor');
    },
    renderTimeout,
  );
});

describe('the report of a purchased analysis with an imagery source (STREET_VIEW_API_KEY)', () => {
  let testApp: TestApp;
  afterAll(async () => {
    await testApp.close();
  });

  it(
    'shows the satellite image of the site in 2.1, and the layers when the image does not come',
    async () => {
      const asked: [number, number][] = [];
      let answer: 'image' | 'nothing' = 'image';
      testApp = await startTestApp(embedded, {
        siteImagery: {
          imageAt(latitude, longitude) {
            asked.push([latitude, longitude]);
            if (answer === 'nothing') return Promise.resolve(undefined);
            return Promise.resolve({
              kind: 'imagery',
              latitude,
              longitude,
              imageBase64: testPng(1200, 600).toString('base64'),
              widthPixels: 1200,
              heightPixels: 600,
              metresPerPixel: 0.124,
            });
          },
        },
      });
      const owner = await registerVerifiedAccount(testApp);
      const runId = await runThroughApi(testApp, owner.apiKey);
      const id = (await saveRun(testApp, owner.apiKey, runId, 'Imaged'))._id;
      await buy(testApp, owner.apiKey, id);
      const download = () =>
        testApp.request({
          method: 'GET',
          url: `/api/analysis/${id}/report`,
          headers: bearer(owner.apiKey),
        });
      const pdf = (await download()).rawPayload;
      const all = (await pdfPageTexts(pdf)).join('\n');
      expect(all).toContain('Satellite image of the site, about 149 m across');
      expect(all).not.toContain('The site and its surroundings');
      expect(pdf.toString('latin1')).toContain('/Subtype /Image');
      const opened = analysisResultSchema.parse(
        (
          await testApp.request({
            method: 'GET',
            url: `/api/analysis/${id}`,
            headers: bearer(owner.apiKey),
          })
        ).json(),
      );
      const [longitude, latitude] = opened.geometry.coordinates;
      expect(asked).toEqual([[latitude, longitude]]);

      // A new title redraws it; this time the provider gives nothing and the layers stand in.
      answer = 'nothing';
      await saveRun(testApp, owner.apiKey, runId, 'Imaged, renamed');
      const redrawn = (await pdfPageTexts((await download()).rawPayload)).join('\n');
      expect(redrawn).toContain('The site and its surroundings, 10 km × 10 km');
      expect(asked).toHaveLength(2);
    },
    renderTimeout,
  );
});

describe('the report of a purchased analysis, drawn when its owner opens it', () => {
  let testApp: TestApp;
  afterAll(async () => {
    await testApp.close();
  });

  it(
    'is saved in the background after GET /api/analysis/:id, so the download finds it drawn',
    async () => {
      testApp = await startTestApp(embedded, { environment: { PREPARE_REPORTS: 'true' } });
      const owner = await registerVerifiedAccount(testApp);
      const reader = await registerVerifiedAccount(testApp);
      const runId = await runThroughApi(testApp, owner.apiKey);
      const unpurchasedId = (await saveRun(testApp, owner.apiKey, runId, 'Not bought'))._id;
      const copy = await copyRun(testApp, runId, owner._id.$oid);
      const purchasedId = (await saveRun(testApp, owner.apiKey, copy, 'Bought'))._id;
      await buy(testApp, owner.apiKey, purchasedId);
      const savedReportOf = async (analysisId: string) =>
        (
          await testApp.database.client
            .select({ analysisId: savedReports.analysisId })
            .from(savedReports)
            .where(eq(savedReports.analysisId, analysisId))
        ).length > 0;
      const open = (analysisId: string, apiKey: string) =>
        testApp.request({
          method: 'GET',
          url: `/api/analysis/${analysisId}`,
          headers: bearer(apiKey),
        });

      // Opening an analysis that shows the sample draws nothing.
      expect((await open(unpurchasedId, owner.apiKey)).json().realResults).toBe(false);
      // Opening another's analysis is a 404, and draws nothing either.
      expect((await open(purchasedId, reader.apiKey)).statusCode).toBe(404);
      expect(await savedReportOf(purchasedId)).toBe(false);

      expect((await open(purchasedId, owner.apiKey)).json().realResults).toBe(true);
      const deadline = Date.now() + 150_000;
      while (!(await savedReportOf(purchasedId)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(await savedReportOf(purchasedId)).toBe(true);
      expect(await savedReportOf(unpurchasedId)).toBe(false);
      const prepared = await testApp.request({
        method: 'POST',
        url: `/api/analysis/${purchasedId}/report`,
        headers: bearer(owner.apiKey),
      });
      expect(progressLines(prepared.body)).toEqual([
        { status: 'done', fileName: '1 George St, Sydney.pdf' },
      ]);

      // Asked for while it is being prepared, the report's progress still runs from 0 to 100.
      const another = await copyRun(testApp, runId, owner._id.$oid);
      const anotherId = (await saveRun(testApp, owner.apiKey, another, 'Bought too'))._id;
      await buy(testApp, owner.apiKey, anotherId);
      expect((await open(anotherId, owner.apiKey)).json().realResults).toBe(true);
      const joined = progressLines(
        (
          await testApp.request({
            method: 'POST',
            url: `/api/analysis/${anotherId}/report`,
            headers: bearer(owner.apiKey),
          })
        ).body,
      );
      const percents = joined.flatMap((line) => (line.status === 'progress' ? [line.percent] : []));
      expect(percents[0]).toBe(0);
      expect(percents).toEqual([...percents].sort((a, b) => a - b));
      expect(joined.at(-1)).toEqual({ status: 'done', fileName: '1 George St, Sydney.pdf' });
      expect(await savedReportOf(anotherId)).toBe(true);
    },
    renderTimeout,
  );
});

describe.each(databaseVariants())(
  'the report of an analysis deleted while it is drawn, on $name',
  (variant) => {
    let testApp: TestApp;
    // PostgreSQL needs an app of its own; on PGlite the file's shared app serves.
    afterAll(async () => {
      if (variant.name !== 'pglite') await testApp.close();
    });

    it(
      'answers 404 naming the analysis, not a failure, to the progress stream and the download',
      async () => {
        testApp = variant.name === 'pglite' ? await embeddedApp() : await startTestApp(variant);
        const owner = await registerVerifiedAccount(testApp);
        // Allow-listed, so the analysis shows its report without a purchase, and can be deleted.
        await testApp.database.client
          .insert(allowListEntries)
          .values({ username: owner.username, kind: 'allow' });
        const runId = await runThroughApi(testApp, owner.apiKey);
        const analysisId = (await saveRun(testApp, owner.apiKey, runId, 'Deleted as drawn'))._id;
        // The owner deletes it in another tab after the report was asked for and before its
        // PDF is stored.
        const stopDeleting = await deleteWhenReferenced(testApp.database, savedReports.analysisId);
        try {
          const prepared = await testApp.request({
            method: 'POST',
            url: `/api/analysis/${analysisId}/report`,
            headers: bearer(owner.apiKey),
          });
          expect(prepared.statusCode).toBe(200);
          const lines = progressLines(prepared.body);
          expect(lines[0]).toEqual({ status: 'progress', percent: 0 });
          expect(lines.at(-1)).toEqual({ status: 'error', message: 'Analysis not found.' });

          const download = await testApp.request({
            method: 'GET',
            url: `/api/analysis/${analysisId}/report`,
            headers: bearer(owner.apiKey),
          });
          expect(download.statusCode, download.body).toBe(404);
          expect(download.json()).toMatchObject({
            error: 'NOT_FOUND',
            message: 'Analysis not found.',
          });
        } finally {
          await stopDeleting();
        }
        // (The trigger's delete is undone with the statement that failed: what is tested is the
        // answer, and that the failure was not logged as an error of the server.)
        expect(testApp.logLines.join('')).not.toContain('report rendering failed');
      },
      renderTimeout,
    );
  },
);
