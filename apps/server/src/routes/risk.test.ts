import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataSourcesReplySchema, riskReplySchema } from '@hazardscope/contracts';
import { catalogue } from '@hazardscope/catalogue';
import { listPublicDatasets, loadHazardData } from '@hazardscope/hazard-data';
import { databaseVariants } from '../database/test-databases.ts';
import { eq } from 'drizzle-orm';
import { riskRuns } from '../database/schema.ts';
import { readRiskRun } from '../risk/read-risk-run.ts';
import { saveRun } from '../testing/purchase-helpers.ts';
import { engineVersion, runRiskAnalysis } from '@hazardscope/analysis';
import { riskRequestSchema } from '@hazardscope/contracts';
import { bearer, registerVerifiedAccount, uniqueUsername } from '../testing/account-helpers.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

const hazardData = loadHazardData();
const sydney = { latitude: -33.8688, longitude: 151.2093, address: 'Sydney NSW, Australia' };
const allowListedUsername = uniqueUsername('allowed');

describe.each(databaseVariants())('POST /api/risk on $name', (variant) => {
  let testApp: TestApp;
  let allowListed: { apiKey: string };
  let ordinary: { apiKey: string };

  beforeAll(async () => {
    testApp = await startTestApp(variant, {
      hazardData,
      environment: { ALLOWLIST: allowListedUsername },
    });
    allowListed = await registerVerifiedAccount(testApp, allowListedUsername);
    ordinary = await registerVerifiedAccount(testApp);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    testApp.request({ method: 'POST', url: '/api/risk', payload: payload as object, headers });

  it('answers an anonymous visitor with the sample profile and keeps the run without its result', async () => {
    const reply = await post({ archetype: { acronym: 'SH' }, asset: sydney });
    expect(reply.statusCode).toBe(200);
    const { response } = riskReplySchema.parse(reply.json());
    expect(response.realResults).toBe(false);
    expect(response.analysis.properties.sample).toBe(true);
    expect(response.analysis.properties.totalRisk).toHaveLength(111);
    expect(response.analysis.summary.currentRating).toBe('A');
    const [row] = await testApp.database.client
      .select()
      .from(riskRuns)
      .where(eq(riskRuns.id, response._id));
    expect(row).toMatchObject({
      accountId: null,
      analysisGzip: null,
      engineContext: { warnings: [] },
    });
    await expect(readRiskRun(testApp.database.client, response._id)).rejects.toThrow(
      'holds no result',
    );
  });

  it('sends the reply compressed as the client accepts it, brotli first', async () => {
    const payload = { archetype: { acronym: 'SH' }, asset: sydney };
    const decoded = async (acceptEncoding: string | undefined) => {
      const reply = await post(
        payload,
        acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      );
      expect(reply.statusCode).toBe(200);
      expect(reply.headers.vary).toContain('accept-encoding');
      const encoding = reply.headers['content-encoding'];
      const body =
        encoding === 'br'
          ? brotliDecompressSync(reply.rawPayload)
          : encoding === 'gzip'
            ? gunzipSync(reply.rawPayload)
            : reply.rawPayload;
      const { response } = riskReplySchema.parse(JSON.parse(body.toString('utf8')));
      return { encoding, analysis: response.analysis };
    };
    const plain = await decoded(undefined);
    expect(plain.encoding).toBeUndefined();
    const gzip = await decoded('gzip, deflate');
    expect(gzip.encoding).toBe('gzip');
    expect(gzip.analysis).toEqual(plain.analysis);
    const brotli = await decoded('gzip, deflate, br');
    expect(brotli.encoding).toBe('br');
    expect(brotli.analysis).toEqual(plain.analysis);
    expect((await decoded('identity')).encoding).toBeUndefined();
  });

  it('gives a logged-in user who is not allow-listed the sample too', async () => {
    const reply = await post(
      { archetype: { acronym: 'SH' }, asset: sydney },
      bearer(ordinary.apiKey),
    );
    expect(riskReplySchema.parse(reply.json()).response.realResults).toBe(false);
  });

  it('gives an allow-listed user the real profile, the same as the engine computes', async () => {
    const payload = { archetype: { acronym: 'SH' }, asset: sydney };
    const reply = await post(payload, bearer(allowListed.apiKey));
    const { response } = riskReplySchema.parse(reply.json());
    expect(response.realResults).toBe(true);
    expect(response.analysis.properties.sample).toBe(false);
    const direct = runRiskAnalysis(riskRequestSchema.parse(payload), {
      catalogue,
      hazardData,
      now: testApp.now(),
    });
    expect(response.analysis.properties.riskHazards).toEqual(
      direct.analysis.properties.riskHazards,
    );
  });

  it('refuses a latitude out of range with a 400 naming the field', async () => {
    const reply = await post({ archetype: { acronym: 'SH' }, asset: { ...sydney, latitude: 95 } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ field: 'asset.latitude' });
  });

  it('refuses an unknown archetype with a 400 naming the field', async () => {
    const reply = await post({ archetype: { acronym: 'NOPE' }, asset: sydney });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ field: 'archetype.acronym' });
    expect(reply.json().message).toContain("'NOPE'");
  });

  it('refuses a design field outside its bounds with a 400 naming the field', async () => {
    const reply = await post({
      archetype: { acronym: 'SH' },
      asset: { ...sydney, fields: { heightAboveGround: -3 } },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ field: 'asset.fields.heightAboveGround' });
    expect(reply.json().message).toContain('Minimum allowed value is');
  });

  it('refuses an unknown element with a 400', async () => {
    const reply = await post({
      archetype: { acronym: 'SH' },
      asset: { ...sydney, elements: { 'Flux capacitor': 'not_included' } },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toContain('Flux capacitor');
  });

  it('refuses a point at sea with a clear message, not a result', async () => {
    const reply = await post({
      archetype: { acronym: 'SH' },
      asset: { latitude: 30, longitude: -40 },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toContain('is at sea');
    expect(reply.json().message).toContain('Choose the point on land');
  });

  it('analyses a city centre on the water and moves a point 4 km offshore to land', async () => {
    const helsinki = await post({
      archetype: { acronym: 'SH' },
      asset: { latitude: 60.17, longitude: 24.94 },
    });
    expect(helsinki.statusCode).toBe(200);
    const offSydney = await post({
      archetype: { acronym: 'SH' },
      asset: { latitude: -33.87, longitude: 151.335 },
    });
    expect(offSydney.statusCode).toBe(200);
  });

  it('lets only the three optional hazards be left out', async () => {
    const refused = await post({
      archetype: { acronym: 'SH' },
      asset: sydney,
      scenario: { excludedHazards: ['heat'] },
    });
    expect(refused.statusCode).toBe(400);
    const accepted = await post(
      {
        archetype: { acronym: 'SH' },
        asset: sydney,
        scenario: { excludedHazards: ['cyclone_wind', 'freeze-thaw'] },
      },
      bearer(allowListed.apiKey),
    );
    const { analysis } = riskReplySchema.parse(accepted.json()).response;
    expect(analysis.metadata.cyclone_wind?.no_calc_reason).toBeTruthy();
  });

  it('lists the public datasets and the embedded data layers with their provenance', async () => {
    const reply = await testApp.request({ method: 'GET', url: '/api/data_sources' });
    expect(reply.statusCode).toBe(200);
    const { datasets, layers } = dataSourcesReplySchema.parse(reply.json());
    expect(layers.length).toBeGreaterThan(10);
    expect(layers.every((layer) => layer.licence !== '' && layer.attribution !== '')).toBe(true);
    expect(datasets).toEqual(listPublicDatasets());
  });

  it('answers an elevation look-up from the embedded grid', async () => {
    const reply = await testApp.request({
      method: 'GET',
      url: '/api/location/elevation?latitude=27.9881&longitude=86.925',
    });
    expect(reply.statusCode).toBe(200);
    // Everest's 5′ cell averages several thousand metres (ETOPO5), far above sea level.
    expect(reply.json().elevationMetres).toBeGreaterThan(3000);
    expect(reply.json().dataset).toContain('ETOPO');
  });

  it('computes a sample run’s result when it is saved, as the run first ran', async () => {
    const payload = { archetype: { acronym: 'SH' }, asset: { ...sydney, fields: {} } };
    const ranAt = testApp.now();
    const reply = await post(payload);
    const runId = riskReplySchema.parse(reply.json()).response._id;
    // A year later (the last test here: the clock stays moved): the analysis date (which sets the default build year) stays the run's own.
    testApp.advance(366 * 24 * 3600 * 1000);
    const saver = await registerVerifiedAccount(testApp);
    await saveRun(testApp, saver.apiKey, runId, 'Sydney house');
    const stored = await readRiskRun(testApp.database.client, runId);
    const direct = runRiskAnalysis(riskRequestSchema.parse(payload), {
      catalogue,
      hazardData,
      now: ranAt,
    });
    expect(stored?.analysis).toEqual(direct.analysis);
    expect(stored?.fieldValues).toEqual(direct.fieldValues);
    expect(stored?.engineVersion).toBe(engineVersion);
  });
});
