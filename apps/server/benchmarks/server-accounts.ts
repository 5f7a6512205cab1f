/**
 * Benchmarks of the account and saved-analysis calls, through the real app (Fastify inject, no
 * network) on embedded PGlite, and on PostgreSQL too when DATABASE_URL is set.
 *
 *   npm run bench:accounts
 *
 * Figures printed: the argon2id verify cost alone; the login round-trip median and the part beyond
 * the hash (target ≤ 100 ms); the median time to list 200 saved analyses (target ≤ 30 ms).
 */
import { performance } from 'node:perf_hooks';
import { desc, eq } from 'drizzle-orm';
import { defaultArchetypeAcronym } from '@hazardscope/contracts';
import { passwordMatches, hashPassword } from '../src/accounts/secrets.ts';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { outbox } from '../src/database/schema.ts';
import { databaseVariants } from '../src/database/test-databases.ts';

const loginRuns = 30;
const listRuns = 30;
const savedAnalyses = 200;
const password = 'benchmark passphrase';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function timed(action: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await action();
  return performance.now() - start;
}

/** An analysis the size of a real one's saved profile: 111 years × 9 hazards of risk and failure. */
function sampleAnalysis(index: number) {
  const years = 111;
  const hazards = 9;
  const series = () =>
    Array.from({ length: hazards }, (_, hazard) =>
      Array.from({ length: years }, (_, year) =>
        Number((0.0001 * (hazard + 1) * (1 + year / 50)).toFixed(6)),
      ),
    );
  return {
    title: `Benchmark asset ${index}`,
    input_source: 'ana_v1_schema',
    warnings: [],
    geometry: { type: 'Point', coordinates: [151.2 + index / 1000, -33.86] },
    properties: {
      name: `Asset ${index}`,
      address: `${index} George St, Sydney`,
      archetype: defaultArchetypeAcronym,
      assetLifeEnd: 2100,
      totalRisk: Array.from({ length: years }, (_, year) => 0.001 + year / 100_000),
      riskHazards: series(),
      failureHazards: series(),
    },
  };
}

async function benchmark(variant: ReturnType<typeof databaseVariants>[number]) {
  const database = await variant.open();
  const app = await buildApp({
    config: parseConfig({ NODE_ENV: 'test' }),
    database,
    version: 'bench',
    logLevel: 'silent',
    webDistDirectory: undefined,
  });
  try {
    const username = `bench-${Date.now()}@example.org`;
    await app.inject({ method: 'PUT', url: '/api/account', payload: { username, password } });
    const [mail] = await database.client
      .select({ text: outbox.text })
      .from(outbox)
      .where(eq(outbox.recipient, username))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    const verified = await app.inject({
      method: 'POST',
      url: '/api/account/authentication_code',
      payload: { username, authenticationKey: code },
    });
    const apiKey = verified.json().apiKey as string;

    const passwordHash = await hashPassword(password);
    // Hash alone and whole login alternate, so both see the same load on a shared machine.
    const hashTimes: number[] = [];
    const loginTimes: number[] = [];
    for (let run = 0; run < loginRuns; run += 1) {
      hashTimes.push(await timed(() => passwordMatches(passwordHash, password)));
      loginTimes.push(
        await timed(async () => {
          const reply = await app.inject({
            method: 'POST',
            url: '/api/account/login',
            payload: { username, password },
          });
          if (reply.statusCode !== 200) throw new Error(`login failed: ${reply.body}`);
        }),
      );
    }

    for (let index = 0; index < savedAnalyses; index += 1) {
      const reply = await app.inject({
        method: 'POST',
        url: '/api/analysis',
        headers: { authorization: `Bearer ${apiKey}` },
        payload: { analysis: JSON.stringify(sampleAnalysis(index)) },
      });
      if (reply.statusCode !== 200) throw new Error(`save failed: ${reply.body}`);
    }
    const listing = async (include: 'summary' | 'full') => {
      const times: number[] = [];
      let bytes = 0;
      for (let run = 0; run < listRuns; run += 1) {
        const start = performance.now();
        const reply = await app.inject({
          method: 'GET',
          url: `/api/analysis?include=${include}`,
          headers: { authorization: `Bearer ${apiKey}` },
        });
        times.push(performance.now() - start);
        if (reply.json().length !== savedAnalyses) throw new Error('list is incomplete');
        bytes = reply.rawPayload.length;
      }
      return { milliseconds: median(times), megabytes: bytes / 1e6 };
    };
    const summaries = await listing('summary');
    const full = await listing('full');

    const hashMedian = median(hashTimes);
    const loginMedian = median(loginTimes);
    const format = (milliseconds: number) => `${milliseconds.toFixed(1)} ms`;
    console.log(`\n${variant.name}`);
    console.log(`  argon2id verify alone (median of ${loginRuns}):    ${format(hashMedian)}`);
    console.log(`  login round-trip (median of ${loginRuns}):         ${format(loginMedian)}`);
    console.log(
      `  login beyond the hash:                    ${format(loginMedian - hashMedian)}  (target ≤ 100 ms) ${loginMedian - hashMedian <= 100 ? 'OK' : 'OVER'}`,
    );
    console.log(
      `  list ${savedAnalyses} saved analyses (median of ${listRuns}): ${format(summaries.milliseconds)}  (target ≤ 30 ms) ${summaries.milliseconds <= 30 ? 'OK' : 'OVER'}; ${summaries.megabytes.toFixed(2)} MB reply`,
    );
    console.log(
      `  the same with include=full, for reference: ${format(full.milliseconds)}; ${full.megabytes.toFixed(2)} MB reply`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

for (const variant of databaseVariants()) await benchmark(variant);
