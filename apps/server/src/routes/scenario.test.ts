import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedAnalysisSchema, scenarioRangeSchema } from '@hazardscope/contracts';
import { pdfPageTexts } from '@hazardscope/report/test-support/pdf-text';
import { databaseVariants } from '../database/test-databases.ts';
import { bearer, registerVerifiedAccount } from '../testing/account-helpers.ts';
import { buy, saveRun } from '../testing/purchase-helpers.ts';
import { runThroughApi, sydneyOffice } from '../testing/risk-run-helpers.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

interface SavedWithInputs {
  groupId: string;
  inputs: { scenario: { climateScenario: string } };
  properties: { totalRisk: number[] };
}

// The emissions scenario through the API: chosen in POST /api/risk, kept by the run, the saved
// analysis, its share link and its revisions; and the range computed on the engine workers.
describe.each(databaseVariants())('emissions scenario on $name', (variant) => {
  let testApp: TestApp;
  let owner: { apiKey: string; _id: { $oid: string } };

  beforeAll(async () => {
    testApp = await startTestApp(variant);
    owner = await registerVerifiedAccount(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  /** One saved analysis as the API returns it (validated), with the parts these tests read. */
  const readOne = async (id: string) => {
    const reply = await testApp.request({
      method: 'GET',
      url: `/api/analysis/${id}`,
      headers: bearer(owner.apiKey),
    });
    savedAnalysisSchema.parse(reply.json());
    return reply.json() as SavedWithInputs;
  };
  const scenarioOf = (saved: SavedWithInputs) => saved.inputs.scenario.climateScenario;

  it('refuses an unknown scenario with a 400 that names the choices', async () => {
    const reply = await testApp.request({
      method: 'POST',
      url: '/api/risk',
      payload: { ...sydneyOffice, scenario: { climateScenario: 'rcp45' } },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.body).toContain('ssp126, ssp245, ssp370, ssp585');
  });

  it("answers an unsaved run's range to its owner only, and only where the run shows real results", async () => {
    const runId = await runThroughApi(testApp, owner.apiKey, sydneyOffice);
    const rangeOf = (id: string, headers: Record<string, string> = bearer(owner.apiKey)) =>
      testApp.request({ method: 'GET', url: `/api/risk/${id}/scenario-range`, headers });
    const sample = await rangeOf(runId);
    expect(sample.statusCode).toBe(403);
    expect(sample.json().message).toContain('purchase');
    expect((await rangeOf(runId, {})).statusCode).toBe(401);
    expect((await rangeOf('not-a-run')).statusCode).toBe(404);
    expect((await rangeOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('keeps the scenario through save, share, purchase, revision and the range', async () => {
    const runId = await runThroughApi(testApp, owner.apiKey, {
      ...sydneyOffice,
      scenario: { climateScenario: 'ssp245' },
    });
    const saved = await saveRun(testApp, owner.apiKey, runId, 'Intermediate emissions');
    expect(scenarioOf(await readOne(saved._id))).toBe('ssp245');
    const shared = (
      await testApp.request({ method: 'GET', url: `/api/share_analysis/${saved._id}` })
    ).json() as SavedWithInputs;
    expect(scenarioOf(shared)).toBe('ssp245');

    const rangeUrl = `/api/analysis/${saved._id}/scenario-range`;
    const beforePurchase = await testApp.request({
      method: 'GET',
      url: rangeUrl,
      headers: bearer(owner.apiKey),
    });
    expect(beforePurchase.statusCode).toBe(403);
    expect(beforePurchase.json().message).toContain('purchase');

    await buy(testApp, owner.apiKey, saved._id);
    const real = await readOne(saved._id);
    const reply = await testApp.request({
      method: 'GET',
      url: rangeUrl,
      headers: bearer(owner.apiKey),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const range = scenarioRangeSchema.parse(reply.json());
    expect(range.climateScenario).toBe('ssp245');
    real.properties.totalRisk.forEach((total, year) => {
      expect(range.lower.totalRisk[year]!).toBeLessThanOrEqual(total);
      expect(range.upper.totalRisk[year]!).toBeGreaterThanOrEqual(total);
    });
    expect(range.comparison.years).toEqual([2030, 2050, 2100]);
    expect(range.comparison.totalRiskByScenario.ssp245).toEqual(
      [2030, 2050, 2100].map((year) => real.properties.totalRisk[year - 1990]),
    );

    // The CSV export and the PDF report state it.
    const csv = await testApp.request({
      method: 'GET',
      url: `/api/analysis/${saved._id}/export`,
      headers: bearer(owner.apiKey),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\n')[1]).toContain(',SO,ssp245,');
    const prepared = await testApp.request({
      method: 'POST',
      url: `/api/analysis/${saved._id}/report`,
      headers: bearer(owner.apiKey),
    });
    expect(prepared.statusCode).toBe(200);
    const pdf = await testApp.request({
      method: 'GET',
      url: `/api/analysis/${saved._id}/report`,
      headers: bearer(owner.apiKey),
    });
    expect(pdf.statusCode).toBe(200);
    const pages = (await pdfPageTexts(pdf.rawPayload)).join('\n');
    expect(pages).toContain('SSP2-4.5 (intermediate emissions)');
    expect(pages).toContain('High end (AR6 95 %)');

    // A revision re-runs the purchased analysis under another scenario and keeps that one.
    const revisionRunId = await runThroughApi(testApp, owner.apiKey, {
      ...sydneyOffice,
      scenario: { climateScenario: 'ssp126' },
      revisionOf: saved._id,
    });
    // Before it is saved, the re-run's range is its owner's: real, as the group is purchased.
    const runRange = await testApp.request({
      method: 'GET',
      url: `/api/risk/${revisionRunId}/scenario-range`,
      headers: bearer(owner.apiKey),
    });
    expect(runRange.statusCode, runRange.body).toBe(200);
    expect(scenarioRangeSchema.parse(runRange.json()).climateScenario).toBe('ssp126');
    const stranger = await registerVerifiedAccount(testApp);
    const strangersRange = await testApp.request({
      method: 'GET',
      url: `/api/risk/${revisionRunId}/scenario-range`,
      headers: bearer(stranger.apiKey),
    });
    expect(strangersRange.statusCode).toBe(404);
    const revision = await saveRun(testApp, owner.apiKey, revisionRunId, 'Low emissions');
    const readRevision = await readOne(revision._id);
    expect(scenarioOf(readRevision)).toBe('ssp126');
    expect(readRevision.groupId).toBe(saved.groupId);
    expect(scenarioOf(await readOne(saved._id))).toBe('ssp245');
  }, 240_000);
});
