import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses, riskRuns } from '../database/schema.ts';
import { databaseVariants } from '../database/test-databases.ts';
import { registerVerifiedAccount } from '../testing/account-helpers.ts';
import { saveRun } from '../testing/purchase-helpers.ts';
import { copyRun, runThroughApi } from '../testing/risk-run-helpers.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';
import { expireUnsavedRuns, unsavedRunRetentionDays } from './expire-unsaved-runs.ts';

const dayMilliseconds = 86_400_000;

describe.each(databaseVariants())('expireUnsavedRuns on $name', (variant) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(variant);
  });
  afterAll(async () => {
    await testApp.close();
  });
  const exists = async (runId: string) =>
    (
      await testApp.database.client
        .select({ id: riskRuns.id })
        .from(riskRuns)
        .where(eq(riskRuns.id, runId))
    ).length === 1;

  it('deletes runs nobody saved after the retention, keeping saved ones and younger ones', async () => {
    const account = await registerVerifiedAccount(testApp);
    const anonymous = await runThroughApi(testApp);
    const saved = await copyRun(testApp, anonymous, account._id.$oid);
    await saveRun(testApp, account.apiKey, saved);
    testApp.advance(unsavedRunRetentionDays * dayMilliseconds - 60_000);
    const young = await copyRun(testApp, anonymous, null);
    expect(await expireUnsavedRuns(testApp.database.client, testApp.now())).toBe(0);

    testApp.advance(2 * 60_000);
    expect(await expireUnsavedRuns(testApp.database.client, testApp.now())).toBe(1);
    expect(await exists(anonymous)).toBe(false);
    expect(await exists(saved)).toBe(true);
    expect(await exists(young)).toBe(true);
    // A week on, the first session has ended too: someone logged in now tries to save the run.
    const later = await registerVerifiedAccount(testApp);
    const reply = await testApp.request({
      method: 'POST',
      url: '/api/analysis',
      headers: { authorization: `Bearer ${later.apiKey}` },
      payload: { runId: anonymous, title: 'Too late' },
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().message).toContain('may have expired');
  });

  it("keeps a group's unsaved re-run while the group is, and lets it expire once it is deleted", async () => {
    const account = await registerVerifiedAccount(testApp);
    const original = await copyRun(testApp, await runThroughApi(testApp), account._id.$oid);
    const { groupId } = await saveRun(testApp, account.apiKey, original);
    const rerun = await copyRun(testApp, original, account._id.$oid);
    await testApp.database.client
      .update(riskRuns)
      .set({ revisionGroupId: groupId })
      .where(eq(riskRuns.id, rerun));
    testApp.advance(2 * unsavedRunRetentionDays * dayMilliseconds);
    await expireUnsavedRuns(testApp.database.client, testApp.now());
    expect(await exists(rerun)).toBe(true);

    await testApp.database.client.delete(analyses).where(eq(analyses.groupId, groupId));
    await expireUnsavedRuns(testApp.database.client, testApp.now());
    expect(await exists(rerun)).toBe(false);
  });
});
