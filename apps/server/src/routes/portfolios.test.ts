import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analysisResultSchema,
  formatPlainDecimal,
  hazardKeys,
  portfolioReplySchema,
  portfolioUploadReplySchema,
  type PortfolioReply,
} from '@hazardscope/contracts';
import { pdfPageTexts } from '@hazardscope/report/test-support/pdf-text';
import { portfolioAssetResults } from '../database/schema.ts';
import { databaseVariants } from '../database/test-databases.ts';
import { readAssetValues } from '../portfolios/portfolio-values.ts';
import { bearer, registerVerifiedAccount, uniqueUsername } from '../testing/account-helpers.ts';
import { uploadPortfolio } from '../testing/portfolio-helpers.ts';
import { testCard } from '../testing/purchase-helpers.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

const allowListed = uniqueUsername('portfolio-allowed');

const portfolioCsv = [
  'ID,Latitude,Longitude,Address,Asset Type,Replacement Value,Build Year',
  'SYD-1,-33.8679,151.2073,,SO,315000,',
  'LON-1,51.5074,-0.1278,10 Downing Street,SH,1250000,1990',
  'BAD-LAT,95,10,,SO,100000,',
  'ZRH-1,,,Zürich,SO,"500,000",',
  'SEA-1,0,-30,,SO,200000,',
  'NOPE,,,Nowhereville Qqq,SO,100000,',
  'BAD-TYPE,48.85,2.35,,XYZ,100000,',
  // Rated B now and C at the end of its life: the breakdowns' 'now' counts tell the two apart.
  'LAGOS,6.5244,3.3792,,SO,400000,',
].join('\n');

async function waitUntilFinished(
  testApp: TestApp,
  apiKey: string,
  id: string,
): Promise<PortfolioReply> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const reply = await testApp.request({
      method: 'GET',
      url: `/api/portfolios/${id}`,
      headers: bearer(apiKey),
    });
    const portfolio = portfolioReplySchema.parse(reply.json());
    if (['done', 'failed', 'cancelled'].includes(portfolio.status)) return portfolio;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the portfolio did not finish');
}

describe.each(databaseVariants())('portfolios on $name', (variant) => {
  let testApp: TestApp;
  let owner: { apiKey: string };
  let payer: { apiKey: string };

  beforeAll(async () => {
    testApp = await startTestApp(variant, {
      environment: { ALLOWLIST: allowListed },
      enginePool: { threads: 1, queueLength: 8, idleTimeoutMilliseconds: 60_000 },
    });
    owner = await registerVerifiedAccount(testApp, allowListed);
    payer = await registerVerifiedAccount(testApp);
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
  });

  it('checks every row, runs the good ones, and equals a single analysis byte for byte', async () => {
    const uploaded = await uploadPortfolio(testApp, owner.apiKey, portfolioCsv);
    expect(uploaded.statusCode, uploaded.body).toBe(202);
    const reply = portfolioUploadReplySchema.parse(uploaded.json());
    expect(reply.accepted).toBe(5);
    expect(reply.quote.paymentRequired).toBe(false);
    expect(reply.rejected.map((row) => row.message)).toEqual([
      'Line 4, Latitude: must be between -90 and 90.',
      "Line 7, Address: 'Nowhereville Qqq' was not found as written; give the town and country, or latitude and longitude instead.",
      "Line 8, Asset Type: 'XYZ' is neither a catalogue acronym (e.g. SH) nor an asset type's name.",
    ]);
    expect(reply.mapping).toContainEqual({ header: 'Build Year', field: 'design:buildYear' });
    expect(reply.mapping).toContainEqual({
      header: 'Replacement Value',
      field: 'replacement_value',
    });

    const run = await testApp.request({
      method: 'POST',
      url: `/api/portfolios/${reply.id}/run`,
      headers: bearer(owner.apiKey),
    });
    expect(run.statusCode, run.body).toBe(200);
    const finished = await waitUntilFinished(testApp, owner.apiKey, reply.id);
    expect(finished).toMatchObject({ status: 'done', total: 5, done: 4, failed: 1, rejected: 3 });
    expect(finished.summary?.assets).toBe(4);
    expect(finished.summary?.valueAtRisk.total).toHaveLength(111);
    expect(finished.summary?.topAssets).toHaveLength(4);
    // The breakdowns count each group's ratings now, as the dashboard heads them.
    for (const rows of [finished.summary?.byRegion, finished.summary?.byAssetType]) {
      const counted = { A: 0, B: 0, C: 0 };
      for (const row of rows ?? [])
        for (const rating of ['A', 'B', 'C'] as const) counted[rating] += row.ratings[rating];
      expect(counted).toEqual(finished.summary?.ratings.current);
    }
    expect(finished.summary?.ratings.current).not.toEqual(finished.summary?.ratings.endOfLife);

    const page = await testApp.request({
      method: 'GET',
      url: `/api/portfolios/${reply.id}/assets?limit=2`,
      headers: bearer(owner.apiKey),
    });
    expect(page.statusCode).toBe(200);
    const { assets, nextCursor } = page.json() as {
      assets: {
        id: string;
        address: string | null;
        status: string;
        failureReason: string | null;
      }[];
      nextCursor: number | null;
    };
    expect(assets.map((asset) => asset.id)).toEqual(['SYD-1', 'LON-1']);
    // An address given beside the coordinates is kept as the asset's label, not thrown away.
    expect(assets.map((asset) => asset.address)).toEqual([null, '10 Downing Street']);
    expect(nextCursor).toBe(2);
    const secondPage = await testApp.request({
      method: 'GET',
      url: `/api/portfolios/${reply.id}/assets?cursor=2`,
      headers: bearer(owner.apiKey),
    });
    const atSea = (
      secondPage.json() as typeof page extends never ? never : { assets: typeof assets }
    ).assets[1];
    expect(atSea).toMatchObject({ id: 'SEA-1', status: 'failed' });
    expect(atSea?.failureReason).toMatch(/sea/i);

    // Sorted, filtered and paged by the server; the map's points without the records.
    const sorted = await testApp.request({
      method: 'GET',
      url: `/api/portfolios/${reply.id}/assets?sort=valueAtRisk2100&order=desc&offset=0&limit=2&search=-1`,
      headers: bearer(owner.apiKey),
    });
    expect(sorted.statusCode, sorted.body).toBe(200);
    const sortedPage = sorted.json() as {
      assets: { id: string; totalValueAtRisk: { year2100: number } | null }[];
      matching: number;
      nextCursor: number | null;
    };
    expect(sortedPage.matching).toBe(4);
    expect(sortedPage.nextCursor).toBeNull();
    const [higher, lower] = sortedPage.assets;
    expect(higher!.totalValueAtRisk!.year2100).toBeGreaterThanOrEqual(
      lower!.totalValueAtRisk!.year2100,
    );
    const failedOnly = await testApp.request({
      method: 'GET',
      url: `/api/portfolios/${reply.id}/assets?rating=failed`,
      headers: bearer(owner.apiKey),
    });
    expect(failedOnly.json()).toMatchObject({ matching: 1, assets: [{ id: 'SEA-1' }] });
    const cursorWithSort = await testApp.request({
      method: 'GET',
      url: `/api/portfolios/${reply.id}/assets?cursor=2&sort=value`,
      headers: bearer(owner.apiKey),
    });
    expect(cursorWithSort.statusCode).toBe(400);
    const points = await testApp.request({
      method: 'GET',
      url: `/api/portfolios/${reply.id}/points`,
      headers: bearer(owner.apiKey),
    });
    expect(points.statusCode, points.body).toBe(200);
    const { points: mapPoints } = points.json() as { points: unknown[][] };
    expect(mapPoints).toHaveLength(5);
    expect(mapPoints[1]?.slice(0, 2)).toEqual([-0.1278, 51.5074]);
    expect(mapPoints[3]).toEqual([-30, 0, null, 3]);

    // The London asset through POST /api/risk, same inputs and analysis date.
    const single = await testApp.request({
      method: 'POST',
      url: '/api/risk',
      headers: bearer(owner.apiKey),
      payload: {
        archetype: { acronym: 'SH' },
        asset: {
          latitude: 51.5074,
          longitude: -0.1278,
          fields: { replacementCost: 1_250_000, buildYear: 1990 },
        },
        scenario: { climateScenario: 'ssp245' },
      },
    });
    expect(single.statusCode, single.body).toBe(200);
    const analysis = analysisResultSchema.parse(single.json().response.analysis);
    const [stored] = await testApp.database.client
      .select()
      .from(portfolioAssetResults)
      .where(
        and(eq(portfolioAssetResults.portfolioId, reply.id), eq(portfolioAssetResults.index, 1)),
      );
    const values = readAssetValues(stored!.valueAtRisk!);
    const fromPortfolio = {
      totalRisk: Array.from({ length: values.years }, (_, year) => values.total(year)),
      riskHazards: Array.from({ length: values.years }, (_, year) =>
        hazardKeys.map((_, hazard) => values.hazard(year, hazard)),
      ),
    };
    expect(JSON.stringify(fromPortfolio)).toBe(
      JSON.stringify({
        totalRisk: analysis.properties.totalRisk,
        riskHazards: analysis.properties.riskHazards,
      }),
    );
    expect(stored?.currentRating).toBe(analysis.summary.currentRating);
    expect(stored?.endOfLifeRating).toBe(analysis.summary.futureRating);
    expect(mapPoints[1]?.[2]).toBe(analysis.summary.futureRating);

    // The result dialog's view of the same asset: the numbers the portfolio stored.
    const dialog = await testApp.request({
      method: 'GET',
      url: `/api/portfolios/${reply.id}/assets/1/analysis`,
      headers: bearer(owner.apiKey),
    });
    expect(dialog.statusCode, dialog.body.slice(0, 200)).toBe(200);
    expect(dialog.json().response.realResults).toBe(true);
    expect(dialog.json().response.analysis.properties.totalRisk).toEqual(
      analysis.properties.totalRisk,
    );

    const exported = await testApp.request({
      method: 'GET',
      url: `/api/portfolios/${reply.id}/export.csv`,
      headers: bearer(owner.apiKey),
    });
    expect(exported.statusCode).toBe(200);
    const rows = parse(exported.body, { bom: true, columns: true }) as Record<string, string>[];
    // Four analysed assets × 111 years, and one row for the failed one.
    expect(rows).toHaveLength(4 * 111 + 1);
    const london2050 = rows.find((row) => row.id === 'LON-1' && row.year === '2050');
    // The export writes numbers to 15 significant digits (formatPlainDecimal); a sum of rounded
    // hazard fractions can carry a 16th (0.0006122079999999999), so compare the written text.
    expect(london2050?.total_var).toBe(formatPlainDecimal(analysis.properties.totalRisk[60]!));
    // Zürich, over 50 km from the sea: coastal flooding is Not Calculated there, not 0, in the
    // export, in the summary's count and in the single analysis alike.
    const zurich2050 = rows.find((row) => row.id === 'ZRH-1' && row.year === '2050');
    expect(zurich2050?.inundation_var).toBe('Not Calculated');
    expect(london2050?.inundation_var).not.toBe('Not Calculated');
    expect(finished.summary?.notCalculatedAssets?.inundation).toBeGreaterThanOrEqual(1);

    const report = await testApp.request({
      method: 'GET',
      url: `/api/portfolios/${reply.id}/report.pdf`,
      headers: bearer(owner.apiKey),
    });
    expect(report.statusCode, report.body.slice(0, 200)).toBe(200);
    const pages = await pdfPageTexts(report.rawPayload);
    expect(pages.join(' ')).toContain('PORTFOLIO CLIMATE RISK SUMMARY');
    expect(pages.join(' ')).toContain('LON-1');

    const rejected = await testApp.request({
      method: 'GET',
      url: `/api/portfolios/${reply.id}/rejected.csv`,
      headers: bearer(owner.apiKey),
    });
    const rejectedRows = parse(rejected.body, { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(rejectedRows.map((row) => row.ID)).toEqual(['BAD-LAT', 'NOPE', 'BAD-TYPE']);
    expect(rejectedRows[0]?.rejected_reason).toBe('Line 4, Latitude: must be between -90 and 90.');
  }, 180_000);

  it('keeps real results from an unpaid account until it pays with the test card', async () => {
    const uploaded = await uploadPortfolio(
      testApp,
      payer.apiKey,
      portfolioCsv.split('\n').slice(0, 3).join('\n'),
    );
    const reply = portfolioUploadReplySchema.parse(uploaded.json());
    expect(reply.quote).toMatchObject({ assets: 2, paymentRequired: true, tier: '1–100 assets' });
    const refused = await testApp.request({
      method: 'POST',
      url: `/api/portfolios/${reply.id}/run`,
      headers: bearer(payer.apiKey),
    });
    expect(refused.statusCode).toBe(403);
    const assets = await testApp.request({
      method: 'GET',
      url: `/api/portfolios/${reply.id}/assets`,
      headers: bearer(payer.apiKey),
    });
    expect(assets.statusCode).toBe(403);
    const points = await testApp.request({
      method: 'GET',
      url: `/api/portfolios/${reply.id}/points`,
      headers: bearer(payer.apiKey),
    });
    expect(points.statusCode).toBe(403);
    const strangersPoints = await testApp.request({
      method: 'GET',
      url: `/api/portfolios/${reply.id}/points`,
      headers: bearer(owner.apiKey),
    });
    expect(strangersPoints.statusCode).toBe(404);
    const stranger = await testApp.request({
      method: 'GET',
      url: `/api/portfolios/${reply.id}`,
      headers: bearer(owner.apiKey),
    });
    expect(stranger.statusCode).toBe(404);

    const intent = await testApp.request({
      method: 'POST',
      url: `/api/portfolios/${reply.id}/payment/intent`,
      headers: bearer(payer.apiKey),
    });
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json()).toMatchObject({ amountMinor: reply.quote.amountMinor, provider: 'test' });
    const confirmed = await testApp.request({
      method: 'POST',
      url: `/api/portfolios/${reply.id}/payment/confirm`,
      headers: bearer(payer.apiKey),
      payload: { orderId: intent.json().orderId, card: testCard },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const finished = await waitUntilFinished(testApp, payer.apiKey, reply.id);
    expect(finished).toMatchObject({ status: 'done', done: 2 });
    expect(finished.quote.paymentRequired).toBe(false);
  }, 180_000);

  it('answers 400 with a message a person can act on for files it cannot use', async () => {
    const notATable = await uploadPortfolio(
      testApp,
      owner.apiKey,
      Buffer.from('%PDF-1.4\u0000\u0001binary'),
    );
    expect(notATable.statusCode).toBe(400);
    expect(notATable.json().message).toMatch(/not a table/);
    const empty = await uploadPortfolio(
      testApp,
      owner.apiKey,
      'latitude,longitude,asset_type,replacement_value\n',
    );
    expect(empty.json().message).toMatch(/no rows of assets/);
    const noLocation = await uploadPortfolio(
      testApp,
      owner.apiKey,
      'asset_type,replacement_value\nSO,1\n',
    );
    expect(noLocation.json().message).toMatch(/latitude and longitude, or a column address/);
    const noneUsable = await uploadPortfolio(
      testApp,
      owner.apiKey,
      'latitude,longitude,asset_type,replacement_value\n100,0,SO,1\n',
    );
    expect(noneUsable.statusCode).toBe(400);
    expect(noneUsable.json().message).toContain('Line 2, latitude: must be between -90 and 90.');
    const badScenario = await uploadPortfolio(testApp, owner.apiKey, portfolioCsv, {
      title: 'x',
      scenario: 'rcp99',
    });
    expect(badScenario.statusCode).toBe(400);
    expect(badScenario.json().message).toMatch(/^scenario: /);
  }, 60_000);

  it('serves the 1,000-asset sample, whose deliberately bad rows are the ones rejected', async () => {
    const sample = await testApp.request({ method: 'GET', url: '/api/portfolios/sample.csv' });
    expect(sample.statusCode).toBe(200);
    const uploaded = await uploadPortfolio(testApp, payer.apiKey, sample.body);
    expect(uploaded.statusCode, uploaded.body).toBe(202);
    const reply = portfolioUploadReplySchema.parse(uploaded.json());
    expect(reply.rejected.map((row) => [row.line, row.column])).toEqual([
      [102, 'latitude'],
      [203, 'asset_type'],
      [304, 'replacement_value'],
      [405, 'asset_type'],
      [506, 'address'],
      [607, 'longitude'],
    ]);
    expect(reply.accepted).toBe(994);
    expect(reply.quote.tier).toBe('101–1000 assets');
  }, 120_000);

  it('cancels and deletes a portfolio, stopping its remaining chunks', async () => {
    const uploaded = await uploadPortfolio(testApp, payer.apiKey, portfolioCsv);
    const { id } = portfolioUploadReplySchema.parse(uploaded.json());
    const cancelled = await testApp.request({
      method: 'POST',
      url: `/api/portfolios/${id}/cancel`,
      headers: bearer(payer.apiKey),
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' });
    const listed = await testApp.request({
      method: 'GET',
      url: '/api/portfolios',
      headers: bearer(payer.apiKey),
    });
    expect(listed.json().portfolios.map((entry: { id: string }) => entry.id)).toContain(id);
    const deleted = await testApp.request({
      method: 'DELETE',
      url: `/api/portfolios/${id}`,
      headers: bearer(payer.apiKey),
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await testApp.request({
      method: 'GET',
      url: `/api/portfolios/${id}`,
      headers: bearer(payer.apiKey),
    });
    expect(gone.statusCode).toBe(404);
  }, 60_000);
});
