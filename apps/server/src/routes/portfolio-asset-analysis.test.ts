import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  maximumRevisionsMessage,
  portfolioReplySchema,
  portfolioUploadReplySchema,
  riskReplySchema,
  scenarioRangeSchema,
} from '@hazardscope/contracts';
import { portfolios, riskRuns } from '../database/schema.ts';
import { databaseVariants } from '../database/test-databases.ts';
import { expireUnsavedRuns } from '../risk/expire-unsaved-runs.ts';
import { bearer, registerVerifiedAccount } from '../testing/account-helpers.ts';
import { multipartUpload } from '../testing/multipart-upload.ts';
import { saveRun, testCard } from '../testing/purchase-helpers.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

const oneAssetCsv = [
  'ID,Latitude,Longitude,Asset Type,Replacement Value',
  'LON-1,51.5074,-0.1278,SH,1250000',
].join('\n');

describe.each(databaseVariants())('a portfolio asset as a single analysis on $name', (variant) => {
  let testApp: TestApp;
  let buyer: { apiKey: string };
  let stranger: { apiKey: string };

  beforeAll(async () => {
    testApp = await startTestApp(variant, {
      enginePool: { threads: 1, queueLength: 8, idleTimeoutMilliseconds: 60_000 },
    });
    buyer = await registerVerifiedAccount(testApp);
    stranger = await registerVerifiedAccount(testApp);
  }, 120_000);
  afterAll(async () => {
    await testApp?.close();
  });

  async function upload(apiKey: string): Promise<string> {
    const { payload, headers } = multipartUpload(
      { title: 'One asset', scenario: 'ssp245' },
      { name: 'assets.csv', content: oneAssetCsv },
    );
    const reply = await testApp.request({
      method: 'POST',
      url: '/api/portfolios',
      payload,
      headers: { ...headers, ...bearer(apiKey) },
    });
    expect(reply.statusCode, reply.body).toBe(202);
    return portfolioUploadReplySchema.parse(reply.json()).id;
  }

  async function payAndFinish(apiKey: string, id: string): Promise<void> {
    const intent = await testApp.request({
      method: 'POST',
      url: `/api/portfolios/${id}/payment/intent`,
      headers: bearer(apiKey),
    });
    expect(intent.statusCode, intent.body).toBe(200);
    const confirmed = await testApp.request({
      method: 'POST',
      url: `/api/portfolios/${id}/payment/confirm`,
      headers: bearer(apiKey),
      payload: { orderId: intent.json().orderId, card: testCard },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const reply = await testApp.request({
        method: 'GET',
        url: `/api/portfolios/${id}`,
        headers: bearer(apiKey),
      });
      if (portfolioReplySchema.parse(reply.json()).status === 'done') return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the portfolio did not finish');
  }

  const assetAnalysis = (apiKey: string, id: string) =>
    testApp.request({
      method: 'GET',
      url: `/api/portfolios/${id}/assets/0/analysis`,
      headers: bearer(apiKey),
    });
  const runScenarioRange = (apiKey: string, runId: string) =>
    testApp.request({
      method: 'GET',
      url: `/api/risk/${runId}/scenario-range`,
      headers: bearer(apiKey),
    });
  const readSaved = (apiKey: string, analysisId: string) =>
    testApp.request({ method: 'GET', url: `/api/analysis/${analysisId}`, headers: bearer(apiKey) });

  it('gives the owner of a paid portfolio real results of an asset, its scenario range and its saved analysis', async () => {
    const id = await upload(buyer.apiKey);
    await payAndFinish(buyer.apiKey, id);

    const opened = await assetAnalysis(buyer.apiKey, id);
    expect(opened.statusCode, opened.body.slice(0, 200)).toBe(200);
    const { response } = riskReplySchema.parse(opened.json());
    expect(response.realResults).toBe(true);
    const [stored] = await testApp.database.client
      .select({ portfolioId: riskRuns.portfolioId })
      .from(riskRuns)
      .where(eq(riskRuns.id, response._id));
    expect(stored?.portfolioId).toBe(id);
    // Opened again, the same run; kept however old its analysis date while the portfolio is.
    const again = riskReplySchema.parse((await assetAnalysis(buyer.apiKey, id)).json());
    expect(again.response._id).toBe(response._id);
    expect(again.response.analysis.properties.totalRisk).toEqual(
      response.analysis.properties.totalRisk,
    );
    const farFuture = new Date(Date.now() + 400 * 86_400_000);
    await expireUnsavedRuns(testApp.database.client, farFuture);
    const [kept] = await testApp.database.client
      .select({ id: riskRuns.id })
      .from(riskRuns)
      .where(eq(riskRuns.id, response._id));
    expect(kept).toBeDefined();

    // The run's scenario range: real results, the owner's only.
    const range = await runScenarioRange(buyer.apiKey, response._id);
    expect(range.statusCode, range.body).toBe(200);
    expect(scenarioRangeSchema.parse(range.json()).climateScenario).toBe('ssp245');
    expect((await runScenarioRange(stranger.apiKey, response._id)).statusCode).toBe(404);

    // Saved, it stays real for its owner (they paid for this asset's numbers), with no payment of
    // its own; anyone opening it by its link sees the sample.
    const saved = await saveRun(testApp, buyer.apiKey, response._id, 'LON-1 from the book');
    expect(saved.realResults).toBe(true);
    const reopened = await readSaved(buyer.apiKey, saved._id);
    expect(reopened.json()).toMatchObject({ realResults: true });
    expect(reopened.json().payment).toBeUndefined();
    const throughShareLink = await testApp.request({
      method: 'GET',
      url: `/api/share_analysis/${saved._id}`,
      headers: bearer(stranger.apiKey),
    });
    expect(throughShareLink.json()).toMatchObject({ realResults: false });
    const savedRange = await testApp.request({
      method: 'GET',
      url: `/api/analysis/${saved._id}/scenario-range`,
      headers: bearer(buyer.apiKey),
    });
    expect(savedRange.statusCode, savedRange.body).toBe(200);
    const report = await testApp.request({
      method: 'GET',
      url: `/api/analysis/${saved._id}/report`,
      headers: bearer(buyer.apiKey),
    });
    expect(report.statusCode, report.body.slice(0, 200)).toBe(200);

    // The entitlement is decided at each read: a portfolio no longer paid for grants nothing.
    await testApp.database.client
      .update(portfolios)
      .set({ paidAt: null })
      .where(eq(portfolios.id, id));
    expect((await runScenarioRange(buyer.apiKey, response._id)).statusCode).toBe(403);
    expect((await readSaved(buyer.apiKey, saved._id)).json()).toMatchObject({
      realResults: false,
    });
    expect((await assetAnalysis(buyer.apiKey, id)).statusCode).toBe(403);
  }, 240_000);

  const rerun = (
    apiKey: string,
    revisionOfRun: string,
    changes: { latitude?: number; revisionOf?: string } = {},
  ) =>
    testApp.request({
      method: 'POST',
      url: '/api/risk',
      headers: bearer(apiKey),
      payload: {
        archetype: { acronym: 'SH' },
        asset: { latitude: changes.latitude ?? 51.5074, longitude: -0.1278 },
        scenario: { climateScenario: 'ssp245' },
        settings: { assetLifeEnd: 2080 },
        revisionOfRun,
        revisionOf: changes.revisionOf,
      },
    });

  it('re-runs an asset of a paid portfolio with real results, twice at most, at its own site', async () => {
    const id = await upload(buyer.apiKey);
    await payAndFinish(buyer.apiKey, id);
    const asset = riskReplySchema.parse((await assetAnalysis(buyer.apiKey, id)).json()).response;

    // One base at a time: a saved analysis or an asset's run.
    const both = await rerun(buyer.apiKey, asset._id, { revisionOf: asset._id });
    expect(both.statusCode, both.body).toBe(400);
    expect(both.json()).toMatchObject({ field: 'revisionOfRun' });
    // Another account's run is 404, as if it did not exist; another site is 409.
    expect((await rerun(stranger.apiKey, asset._id)).statusCode).toBe(404);
    const moved = await rerun(buyer.apiKey, asset._id, { latitude: 51.6 });
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json()).toMatchObject({ field: 'asset' });

    const first = await rerun(buyer.apiKey, asset._id);
    expect(first.statusCode, first.body.slice(0, 200)).toBe(200);
    const revision = riskReplySchema.parse(first.json()).response;
    expect(revision.realResults).toBe(true);
    const [stored] = await testApp.database.client
      .select({
        portfolioId: riskRuns.portfolioId,
        revisionGroupId: riskRuns.revisionGroupId,
        request: riskRuns.request,
      })
      .from(riskRuns)
      .where(eq(riskRuns.id, revision._id));
    expect(stored).toMatchObject({
      portfolioId: id,
      revisionGroupId: asset._id,
      request: { settings: { assetLifeEnd: 2080 } },
    });
    expect((await runScenarioRange(buyer.apiKey, revision._id)).statusCode).toBe(200);
    // The asset opened again is still its own run, not the re-run.
    const reopened = riskReplySchema.parse((await assetAnalysis(buyer.apiKey, id)).json());
    expect(reopened.response._id).toBe(asset._id);
    // Saved, the re-run stays real for its owner, in a group of its own.
    const saved = await saveRun(testApp, buyer.apiKey, revision._id, 'LON-1 to 2080');
    expect(saved.realResults).toBe(true);

    // A re-run of the re-run counts under the asset's run: the asset's run and two re-runs, as a
    // purchased analysis's group holds, then 409 however the base is named.
    expect((await rerun(buyer.apiKey, revision._id)).statusCode).toBe(200);
    for (const base of [asset._id, revision._id]) {
      const refused = await rerun(buyer.apiKey, base);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        message: maximumRevisionsMessage,
        field: 'revisionOfRun',
      });
    }

    // A portfolio no longer paid for re-runs nothing: 403, saying what to do.
    await testApp.database.client
      .update(portfolios)
      .set({ paidAt: null })
      .where(eq(portfolios.id, id));
    const unpaid = await rerun(buyer.apiKey, asset._id);
    expect(unpaid.statusCode, unpaid.body).toBe(403);
    expect(unpaid.json().message).toMatch(/Pay for this portfolio/);

    // Kept while the portfolio is; once it is deleted, the re-runs nobody saved expire.
    const farFuture = new Date(Date.now() + 400 * 86_400_000);
    await expireUnsavedRuns(testApp.database.client, farFuture);
    const reruns = () =>
      testApp.database.client
        .select({ id: riskRuns.id })
        .from(riskRuns)
        .where(eq(riskRuns.revisionGroupId, asset._id));
    expect(await reruns()).toHaveLength(2);
    await testApp.database.client.delete(portfolios).where(eq(portfolios.id, id));
    await expireUnsavedRuns(testApp.database.client, farFuture);
    expect(await reruns()).toEqual([{ id: revision._id }]);
  }, 240_000);

  it("answers 403 to the owner of an unpaid portfolio and 404 to anyone else's", async () => {
    const id = await upload(stranger.apiKey);
    expect((await assetAnalysis(stranger.apiKey, id)).statusCode).toBe(403);
    expect((await assetAnalysis(buyer.apiKey, id)).statusCode).toBe(404);
  }, 60_000);
});
