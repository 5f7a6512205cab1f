import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@hazardscope/catalogue';
import {
  hazardKeys,
  portfolioAssetsQuerySchema,
  roundFraction,
  type PortfolioAssetsReply,
} from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import { parseConfig } from '../config.ts';
import type { Database } from '../database/open-database.ts';
import {
  accounts,
  portfolioAssetResults,
  portfolioAssets,
  portfolios,
} from '../database/schema.ts';
import { databaseVariants } from '../database/test-databases.ts';
import { listPortfolioAssets } from './list-portfolio-assets.ts';
import { listPortfolioPoints } from './list-portfolio-points.ts';
import { encodeAssetValues, readAssetValues, storedYearIndex } from './portfolio-values.ts';

const clock = () => new Date('2026-03-01T09:00:00Z');
const years = 111;
const assetCount = 60;

/** Asset i: type SH or OLR by parity, VAR growing with i, failed every 10th, pending from 55 on. */
const failedIndex = (index: number) => index % 10 === 9;
const pendingIndex = (index: number) => index >= 55;
const totalAt = (index: number, yearIndex: number) =>
  roundFraction((index + 1) * 1e-4 + yearIndex * 1e-6) + 0.1 + 0.2 - 0.3;
const endOfLifeRating = (index: number) => (index < 20 ? 'A' : index < 40 ? 'B' : 'C');

function valuesOf(index: number): Buffer {
  const totalRisk = Array.from({ length: years }, (_, year) => totalAt(index, year));
  const bytes = encodeAssetValues({
    totalRisk,
    riskHazards: totalRisk.map(() => hazardKeys.map(() => 0)),
    lower: totalRisk,
    upper: totalRisk,
    notCalculated: [],
  });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

describe.each(databaseVariants())('the assets table on $name', (variant) => {
  let database: Database;
  let owner: AccountRow;
  let portfolioId: string;
  let list: (query: Record<string, string>) => Promise<PortfolioAssetsReply>;

  beforeAll(async () => {
    database = await variant.open();
    [owner] = (await database.client
      .insert(accounts)
      .values({ username: 'table@example.org', emailVerifiedAt: clock() })
      .returning()) as [AccountRow];
    const [portfolio] = await database.client
      .insert(portfolios)
      .values({
        ownerId: owner.id,
        title: 'Sixty',
        scenario: 'ssp585',
        status: 'running',
        analysisDate: clock(),
        total: assetCount,
        mapping: [],
        rejectedRows: [],
        priceMinor: 0,
        currency: 'USD',
      })
      .returning();
    portfolioId = portfolio!.id;
    const indexes = Array.from({ length: assetCount }, (_, index) => index);
    await database.client.insert(portfolioAssets).values(
      indexes.map((index) => ({
        portfolioId,
        index,
        chunk: 0,
        line: index + 2,
        reference: index === 3 ? null : `REF-${String(index).padStart(2, '0')}`,
        address: index === 4 ? 'Zürich 50%_off' : null,
        latitude: -30 + index * 0.123456789,
        longitude: 150 + index * 0.01,
        assetType: index % 2 === 0 ? 'SH' : 'OLR',
        value: 1_000 * (assetCount - index),
        request: {},
      })),
    );
    await database.client.insert(portfolioAssetResults).values(
      indexes
        .filter((index) => !pendingIndex(index))
        .map((index) =>
          failedIndex(index)
            ? { portfolioId, index, failureReason: 'at sea' }
            : {
                portfolioId,
                index,
                valueAtRisk: valuesOf(index),
                currentRating: 'A',
                endOfLifeRating: endOfLifeRating(index),
                endOfLifeValueAtRisk: totalAt(index, years - 1),
                country: index < 30 ? 'AU' : 'NZ',
                region: index < 30 ? 'New South Wales' : null,
              },
        ),
    );
    const context = {
      database: database.client,
      config: parseConfig({ ALLOWLIST: 'table@example.org' }),
      catalogue,
    };
    list = (query) =>
      listPortfolioAssets(context, owner, portfolioId, portfolioAssetsQuerySchema.parse(query));
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  const indexesOf = (reply: PortfolioAssetsReply) => reply.assets.map((asset) => asset.index);

  it('keeps the stored doubles of 2020, 2050 and 2100 as sortable columns, bit for bit', async () => {
    const rows = await database.client
      .select()
      .from(portfolioAssetResults)
      .where(eq(portfolioAssetResults.portfolioId, portfolioId));
    for (const row of rows) {
      if (row.valueAtRisk === null) {
        expect(row.valueAtRisk2100).toBeNull();
        continue;
      }
      const values = readAssetValues(row.valueAtRisk);
      expect(Object.is(row.valueAtRisk2020, values.total(storedYearIndex(2020)))).toBe(true);
      expect(Object.is(row.valueAtRisk2050, values.total(storedYearIndex(2050)))).toBe(true);
      expect(Object.is(row.valueAtRisk2100, values.total(storedYearIndex(2100)))).toBe(true);
    }
  });

  it('pages in file order by cursor, as before, and counts the assets', async () => {
    const first = await list({ limit: '25' });
    expect(indexesOf(first)).toEqual(Array.from({ length: 25 }, (_, index) => index));
    expect(first).toMatchObject({ nextCursor: 25, matching: assetCount });
    const last = await list({ limit: '25', cursor: '50' });
    expect(indexesOf(last)).toEqual([50, 51, 52, 53, 54, 55, 56, 57, 58, 59]);
    expect(last.nextCursor).toBeNull();
    expect(last.assets.at(-1)?.status).toBe('pending');
  });

  it('sorts by VAR in 2100 either way, assets without a VAR last, and pages by offset', async () => {
    const highest = await list({ sort: 'valueAtRisk2100', order: 'desc', limit: '5' });
    expect(indexesOf(highest)).toEqual([54, 53, 52, 51, 50]);
    expect(highest.nextCursor).toBeNull();
    const lowest = await list({ sort: 'valueAtRisk2100', order: 'asc', limit: '3' });
    expect(indexesOf(lowest)).toEqual([0, 1, 2]);
    // 50 analysed assets: the page after them holds the failed and pending ones, by index.
    const tail = await list({ sort: 'valueAtRisk2100', order: 'desc', limit: '5', offset: '50' });
    expect(indexesOf(tail)).toEqual([9, 19, 29, 39, 49]);
    expect(tail.assets.every((asset) => asset.totalValueAtRisk === null)).toBe(true);
  });

  it('sorts by value, reference and rating, ties broken by index', async () => {
    expect(indexesOf(await list({ sort: 'value', order: 'asc', limit: '2' }))).toEqual([59, 58]);
    const byReference = await list({ sort: 'id', order: 'desc', limit: '60' });
    expect(indexesOf(byReference).slice(0, 2)).toEqual([59, 58]);
    expect(indexesOf(byReference).at(-1)).toBe(3);
    const byRating = await list({ sort: 'endOfLifeRating', order: 'desc', limit: '2' });
    expect(byRating.assets.map((asset) => asset.endOfLifeRating)).toEqual(['C', 'C']);
    expect(indexesOf(byRating)).toEqual([40, 41]);
  });

  it('filters by search text, asset type, rating and region, and counts what matches', async () => {
    expect((await list({ search: 'ref-1' })).matching).toBe(10);
    // The asset type's name finds its acronym; % and _ are looked for as themselves.
    expect((await list({ search: 'office', limit: '1' })).matching).toBe(30);
    expect(indexesOf(await list({ search: '50%_' }))).toEqual([4]);
    expect(indexesOf(await list({ search: 'new south' })).length).toBe(27);
    expect((await list({ assetType: 'sh' })).matching).toBe(30);
    expect(indexesOf(await list({ rating: 'failed' }))).toEqual([9, 19, 29, 39, 49]);
    expect((await list({ rating: 'C' })).matching).toBe(14);
    expect((await list({ region: 'NZ/–' })).matching).toBe(23);
    const combined = await list({
      region: 'AU/New South Wales',
      rating: 'B',
      assetType: 'OLR',
      sort: 'valueAtRisk2050',
      order: 'desc',
    });
    expect(indexesOf(combined)).toEqual([27, 25, 23, 21]);
    expect(combined.matching).toBe(4);
  });

  it('gives the map every asset as a compact point', async () => {
    const { points } = await listPortfolioPoints(
      { database: database.client, config: parseConfig({ ALLOWLIST: 'table@example.org' }) },
      owner,
      portfolioId,
    );
    expect(points).toHaveLength(assetCount);
    expect(points[1]).toEqual([150.01, -29.87654, 'A', 1]);
    expect(points[9]?.[2]).toBeNull();
    expect(points[59]?.[2]).toBeNull();
  });
});
