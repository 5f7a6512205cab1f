import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@hazardscope/catalogue';
import { loadHazardData } from '@hazardscope/hazard-data';
import { accounts, portfolioAssetResults, portfolios } from '../database/schema.ts';
import type { Database } from '../database/open-database.ts';
import { databaseVariants } from '../database/test-databases.ts';
import { analysePortfolioChunk } from './analyse-portfolio-chunk.ts';
import { createPortfolio } from './create-portfolio.ts';
import {
  processPortfolioChunk,
  type ProcessPortfolioChunkContext,
} from './process-portfolio-chunk.ts';
import { createGazetteerGeocoder } from '../location/gazetteer-geocoder.ts';
import { parseConfig } from '../config.ts';

const hazardData = loadHazardData();
const clock = () => new Date('2026-03-01T09:00:00Z');
const csv =
  'id,latitude,longitude,asset_type,replacement_value\nA,-33.8679,151.2073,SO,315000\nB,0,-30,SO,1\n';

describe.each(databaseVariants())('a chunk on $name', (variant) => {
  let database: Database;
  let portfolioId: string;

  beforeAll(async () => {
    database = await variant.open();
    const [account] = await database.client
      .insert(accounts)
      .values({ username: 'chunk@example.org', emailVerifiedAt: clock() })
      .returning();
    const created = await createPortfolio(
      {
        database: database.client,
        config: parseConfig({ ALLOWLIST: 'chunk@example.org' }),
        clock,
        catalogue,
        geocoder: createGazetteerGeocoder(),
      },
      account!,
      { file: Buffer.from(csv), title: 'Two', scenario: 'ssp585' },
    );
    portfolioId = created.id;
    await database.client
      .update(portfolios)
      .set({ status: 'queued' })
      .where(eq(portfolios.id, portfolioId));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it('is written and counted once however often it is computed', async () => {
    let computed = 0;
    const analyseChunk: ProcessPortfolioChunkContext['analyseChunk'] = async (task) => {
      computed += 1;
      return analysePortfolioChunk(task.assets, { catalogue, hazardData, now: task.now });
    };
    const context = { database: database.client, clock, analyseChunk };
    // Two workers hold the same chunk (a lease that expired while the first was computing): both
    // compute, one writes.
    const outcomes = await Promise.all([
      processPortfolioChunk(context, { portfolioId, chunk: 0 }),
      processPortfolioChunk(context, { portfolioId, chunk: 0 }),
    ]);
    expect(outcomes.sort()).toEqual(['already-written', 'written']);
    expect(computed).toBe(2);
    // A retry after the portfolio finished finds nothing to do.
    expect(await processPortfolioChunk(context, { portfolioId, chunk: 0 })).toBe('stopped');
    const [portfolio] = await database.client
      .select()
      .from(portfolios)
      .where(eq(portfolios.id, portfolioId));
    expect(portfolio).toMatchObject({ status: 'done', done: 1, failed: 1, total: 2 });
    const results = await database.client
      .select({ index: portfolioAssetResults.index })
      .from(portfolioAssetResults)
      .where(eq(portfolioAssetResults.portfolioId, portfolioId));
    expect(results).toHaveLength(2);
    expect(portfolio?.summary).toMatchObject({ assets: 1 });
  }, 60_000);
});
