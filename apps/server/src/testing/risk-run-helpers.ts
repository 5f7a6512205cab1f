import { eq } from 'drizzle-orm';
import { riskRuns } from '../database/schema.ts';
import { bearer } from './account-helpers.ts';
import type { TestApp } from './start-test-app.ts';

export const sydneyOffice = {
  archetype: { acronym: 'SO' },
  asset: { latitude: -33.8679, longitude: 151.2073, address: '1 George St, Sydney' },
} as const;

/** One real run through `POST /api/risk` (about a second of engine time); returns its id. */
export async function runThroughApi(
  testApp: TestApp,
  apiKey?: string,
  payload: object = sydneyOffice,
): Promise<string> {
  const reply = await testApp.request({
    method: 'POST',
    url: '/api/risk',
    payload,
    headers: apiKey === undefined ? {} : bearer(apiKey),
  });
  if (reply.statusCode !== 200) throw new Error(`run failed: ${reply.body}`);
  return (reply.json() as { response: { _id: string } }).response._id;
}

/**
 * Another stored run with the same inputs and result as `runId`, as a second identical request
 * would store, without spending the engine's time again. `accountId` null makes it anonymous.
 */
export async function copyRun(
  testApp: TestApp,
  runId: string,
  accountId: string | null,
): Promise<string> {
  const [original] = await testApp.database.client
    .select()
    .from(riskRuns)
    .where(eq(riskRuns.id, runId));
  if (original === undefined) throw new Error(`no run ${runId} to copy`);
  const [copy] = await testApp.database.client
    .insert(riskRuns)
    .values({
      accountId,
      request: original.request,
      analysisGzip: original.analysisGzip,
      engineContext: original.engineContext,
      engineVersion: original.engineVersion,
      fieldValues: original.fieldValues,
      createdAt: testApp.now(),
    })
    .returning({ id: riskRuns.id });
  if (copy === undefined) throw new Error('copying the run returned no row');
  return copy.id;
}
