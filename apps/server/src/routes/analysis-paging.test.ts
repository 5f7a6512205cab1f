import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analysisPageSizes,
  maximumSavedAnalysesPerAccount,
  savedAnalysesLimitMessage,
} from '@hazardscope/contracts';
import { analyses } from '../database/schema.ts';
import { databaseVariants } from '../database/test-databases.ts';
import { bearer, registerVerifiedAccount } from '../testing/account-helpers.ts';
import { copyRun, runThroughApi } from '../testing/risk-run-helpers.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

describe.each(databaseVariants())('paging of the saved list, and its cap, on $name', (variant) => {
  let testApp: TestApp;
  let owner: { apiKey: string; _id: { $oid: string } };
  let baseRunId: string;
  const savedIds: string[] = [];

  const get = (url: string) =>
    testApp.request({ method: 'GET', url, headers: bearer(owner.apiKey) });
  const save = async (title: string, runId?: string) =>
    testApp.request({
      method: 'POST',
      url: '/api/analysis',
      headers: bearer(owner.apiKey),
      payload: { runId: runId ?? (await copyRun(testApp, baseRunId, owner._id.$oid)), title },
    });
  const nextLink = (link: string | undefined) => /^<([^>]+)>; rel="next"$/.exec(link ?? '')?.[1];

  beforeAll(async () => {
    testApp = await startTestApp(variant);
    owner = await registerVerifiedAccount(testApp);
    baseRunId = await runThroughApi(testApp, owner.apiKey);
    for (let index = 0; index < 12; index += 1) {
      const reply = await save(`Analysis ${index}`);
      savedIds.push((reply.json() as { _id: string })._id);
    }
  });
  afterAll(async () => {
    await testApp.close();
  });

  it('pages the list oldest first; the Link header leads to the next page until the last', async () => {
    const seen: string[] = [];
    let url: string | undefined = '/api/analysis?limit=5';
    const pageLengths: number[] = [];
    while (url !== undefined) {
      const reply = await get(url);
      expect(reply.statusCode).toBe(200);
      const page = reply.json() as { _id: string }[];
      pageLengths.push(page.length);
      seen.push(...page.map((analysis) => analysis._id));
      url = nextLink(reply.headers.link as string | undefined);
    }
    expect(pageLengths).toEqual([5, 5, 2]);
    const whole = (await get('/api/analysis')).json() as { _id: string }[];
    expect(seen).toEqual(whole.map((analysis) => analysis._id));
    expect([...seen].sort()).toEqual([...savedIds].sort());
  });

  it('gives whole analyses ten to a page at most, and says so for a larger limit', async () => {
    const first = await get('/api/analysis?include=full');
    expect(first.json()).toHaveLength(analysisPageSizes.full.default);
    expect(nextLink(first.headers.link as string)).toMatch(
      /^\/api\/analysis\?include=full&cursor=/,
    );
    const tooMany = await get('/api/analysis?include=full&limit=11');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      field: 'limit',
      message: 'limit: at most 10 analyses a page with include=full',
    });
  });

  it('refuses a cursor it did not give with 400 naming the cursor', async () => {
    for (const cursor of ['not-a-cursor', Buffer.from('["x","y"]').toString('base64url')]) {
      const reply = await get(`/api/analysis?cursor=${cursor}`);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ error: 'BAD_REQUEST', field: 'cursor' });
    }
  });

  it('keeps at most the cap of saved analyses an account, with a message saying what to do', async () => {
    const [template] = await testApp.database.client
      .select()
      .from(analyses)
      .where(eq(analyses.id, savedIds[0]!));
    if (template === undefined) throw new Error('no saved analysis to copy');
    // Copies without a run of their own (a run is saved once) and with fresh ids.
    const copy = { ...template, id: undefined, runId: null };
    const missing = maximumSavedAnalysesPerAccount - savedIds.length - 1;
    await testApp.database.client
      .insert(analyses)
      .values(Array.from({ length: missing }, () => ({ ...copy, createdAt: testApp.now() })));

    const last = await save('The last one that fits');
    expect(last.statusCode).toBe(200);
    const refused = await save('One too many');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'CONFLICT', message: savedAnalysesLimitMessage });
    // Saving an already saved run again renames it: allowed at the cap.
    const runId = (last.json() as { runId: string }).runId;
    expect((await save('Renamed at the cap', runId)).statusCode).toBe(200);
  });
});
