// `npm run bench:portfolio-queries`: the portfolio reads a dashboard makes, on a portfolio of
// synthetic assets written straight into the tables (PORTFOLIO_QUERY_ASSETS, 100,000 by default),
// on embedded PGlite and, with DATABASE_URL, on a scratch PostgreSQL database: the assets table's
// search (GET /api/portfolios/{id}/assets?search=…, page and count) and the map's points (GET
// /api/portfolios/{id}/points). Prints the median of five calls of each, after one to warm up,
// with the search's trigram indexes (migration 0012) and again with them dropped, and the time to
// write 10 chunks' results with and without the index on their places. PORTFOLIO_QUERY_PARTS
// picks the parts ('search,points' by default). The rows are synthetic (references, addresses and
// places cycled from short lists, each asset's request the sample file's first, the yearly values
// 6.66 kB of zeros, compressible as the real ones are): the figures are of the queries, not of
// the engine.
import { sql } from 'drizzle-orm';
import { catalogue } from '@hazardscope/catalogue';
import {
  portfolioAssetsQuerySchema,
  portfolioPointsReplySchema,
  type PortfolioPointsReply,
} from '@hazardscope/contracts';
import { openDatabase, type Database } from '../src/database/open-database.ts';
import { accounts } from '../src/database/schema.ts';
import { createScratchPostgres } from '../src/database/test-databases.ts';
import { listPortfolioAssets } from '../src/portfolios/list-portfolio-assets.ts';
import { listPortfolioPoints } from '../src/portfolios/list-portfolio-points.ts';
import { readPortfolioTable } from '../src/portfolios/read-portfolio-table.ts';
import {
  mapPortfolioColumns,
  validatePortfolioRows,
} from '../src/portfolios/validate-portfolio-rows.ts';
import { createGazetteerGeocoder } from '../src/location/gazetteer-geocoder.ts';
import { portfolioCsvOf } from '../../../scripts/reliability/portfolio-client.ts';
import { bearer, registerVerifiedAccount } from '../src/testing/account-helpers.ts';
import { startTestApp } from '../src/testing/start-test-app.ts';

const assetCount = Number(process.env.PORTFOLIO_QUERY_ASSETS ?? 100_000);

/**
 * The validated single-analysis request of the sample file's first asset, stored with every
 * synthetic asset, so the assets' rows are as wide as real ones.
 */
async function sampleRequest(): Promise<unknown> {
  const table = await readPortfolioTable(Buffer.from(portfolioCsvOf(1)));
  const { accepted } = await validatePortfolioRows(
    { catalogue, geocoder: createGazetteerGeocoder() },
    table,
    mapPortfolioColumns(table.headers, catalogue),
    'ssp245',
  );
  const [first] = accepted;
  if (first === undefined) throw new Error('the sample file has no valid first row');
  return first.request;
}
const request = JSON.stringify(await sampleRequest());
const parts = new Set((process.env.PORTFOLIO_QUERY_PARTS ?? 'search,points').split(','));
const portfolioId = '00000000-0000-4000-8000-000000000001';

/** Writes the synthetic results of assets `start` to `end` (inclusive) in one statement. */
async function writeResults(database: Database, start: number, end: number) {
  await database.client.execute(sql`
    insert into portfolio_asset_results (portfolio_id, index, value_at_risk, current_rating,
      end_of_life_rating, end_of_life_value_at_risk, country, region)
    select ${portfolioId}, i, decode(repeat('00', 6660), 'hex'),
      (array['A', 'B', 'C'])[i % 3 + 1], (array['A', 'B', 'C'])[i / 3 % 3 + 1],
      (i % 1000) / 1000.0, (array['GB', 'FR', 'DE', 'AU', 'US', 'JP', 'BR', 'IN'])[i % 8 + 1],
      (array['England', 'Auvergne-Rhône-Alpes', 'Nordrhein-Westfalen', 'Western Australia',
        'Colorado', 'Osaka', 'Pernambuco', 'Maharashtra'])[i % 8 + 1]
    from generate_series(${start}::int, ${end}::int) as i`);
}

/** Writes one paid portfolio of `assetCount` synthetic assets, each with a result. */
async function fillSyntheticPortfolio(database: Database) {
  const [owner] = await database.client
    .insert(accounts)
    .values({ username: 'bench@example.com' })
    .returning();
  if (owner === undefined) throw new Error('no account');
  await database.client.execute(sql`
    insert into portfolios (id, owner_id, title, scenario, status, analysis_date, total, done,
      mapping, rejected_rows, price_minor, currency, paid_at)
    values (${portfolioId}, ${owner.id}, 'Synthetic book', 'ssp245', 'done', now(), ${assetCount},
      ${assetCount}, '[]', '[]', 0, 'USD', now())`);
  // In slices of 10,000 rows: PGlite holds a statement's rows in WebAssembly memory.
  for (let start = 0; start < assetCount; start += 10_000) {
    const end = Math.min(assetCount, start + 10_000) - 1;
    await database.client.execute(sql`
      insert into portfolio_assets (portfolio_id, index, chunk, line, reference, address, latitude,
        longitude, asset_type, value, request)
      select ${portfolioId}, i, i / 500, i + 2, 'ASSET-' || lpad(i::text, 6, '0'),
        (array['High Street', 'Station Road', 'Main Street', 'Church Lane', 'Park Avenue',
          'Victoria Road', 'Green Lane', 'Mill Road'])[i % 8 + 1] || ' ' || (i % 977 + 1) || ', ' ||
        (array['Leeds', 'Lyon', 'Köln', 'Perth', 'Denver', 'Osaka', 'Recife', 'Pune', 'Bergen',
          'Cork', 'Graz', 'Porto', 'Malmö', 'Turku', 'Brno', 'Gdańsk', 'Utrecht', 'Ghent', 'Basel',
          'Split'])[i / 8 % 20 + 1],
        -60 + (i % 1200) * 0.1, -180 + (i % 3600) * 0.1,
        (array['SH', 'SO', 'WH'])[i % 3 + 1], 100000 + i, ${request}::jsonb
      from generate_series(${start}::int, ${end}::int) as i`);
    await writeResults(database, start, end);
  }
  await database.client.execute(sql`analyze portfolio_assets`);
  await database.client.execute(sql`analyze portfolio_asset_results`);
  return owner;
}

/** The median milliseconds of five calls, after one that warms the caches up. */
async function medianMilliseconds(call: () => Promise<unknown>): Promise<number> {
  await call();
  const times: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[2] ?? Number.NaN;
}

async function measure(name: string, database: Database) {
  const filling = performance.now();
  const owner = await fillSyntheticPortfolio(database);
  console.log(
    `${name}: ${assetCount.toLocaleString('en-US')} synthetic assets written in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  );
  const context = {
    database: database.client,
    config: { ALLOWLIST: [], EXPORT_ALLOWLIST: [] },
    catalogue,
  };
  const searches = [
    ['10 references', 'ASSET-04217'],
    ['an address, 1 in 8 assets', 'Victoria Road'],
    ['a region, 1 in 8 assets', 'Colorado'],
    ['nothing matches', 'Qwertyuiop'],
  ] as const;
  const measureSearches = async (indexes: string) => {
    for (const [what, search] of searches) {
      let matching = 0;
      const milliseconds = await medianMilliseconds(async () => {
        const page = await listPortfolioAssets(
          context,
          owner,
          portfolioId,
          portfolioAssetsQuerySchema.parse({ search, sort: 'valueAtRisk2100', order: 'desc' }),
        );
        matching = page.matching;
      });
      console.log(
        `${name}, ${indexes}: search '${search}' (${what}; ${matching} found), first page by VAR 2100 and count: ${milliseconds.toFixed(0)} ms`,
      );
    }
  };
  /** Milliseconds to write the results of 5,000 assets again, as ten chunks of 500. */
  const rewriteChunks = async () => {
    await database.client.execute(
      sql`delete from portfolio_asset_results where portfolio_id = ${portfolioId} and index < 5000`,
    );
    const started = performance.now();
    for (let start = 0; start < 5000; start += 500)
      await writeResults(database, start, start + 499);
    return performance.now() - started;
  };
  if (parts.has('search')) {
    await measureSearches('trigram indexes');
    const chunksWithIndex = await rewriteChunks();
    await database.client.execute(sql`drop index portfolio_asset_results_search_idx`);
    await database.client.execute(sql`drop index portfolio_assets_search_idx`);
    await measureSearches('no trigram index');
    const chunksWithout = await rewriteChunks();
    console.log(
      `${name}: results of 5,000 assets written as 10 chunks of 500: ${chunksWithIndex.toFixed(0)} ms with the place index, ${chunksWithout.toFixed(0)} ms without`,
    );
  }
  if (!parts.has('points')) return;
  let points: PortfolioPointsReply = { points: [] };
  const pointsMilliseconds = await medianMilliseconds(async () => {
    points = await listPortfolioPoints(context, owner, portfolioId);
  });
  const checkMilliseconds = await medianMilliseconds(async () =>
    portfolioPointsReplySchema.parse(points),
  );
  // The whole route as a browser calls it: authentication, the query, the reply's check against
  // its schema, JSON and brotli.
  const testApp = await startTestApp(database);
  try {
    const reader = await registerVerifiedAccount(testApp);
    await database.client.execute(
      sql`update portfolios set owner_id = ${reader._id.$oid} where id = ${portfolioId}`,
    );
    let bytes = 0;
    const routeMilliseconds = await medianMilliseconds(async () => {
      const reply = await testApp.request({
        method: 'GET',
        url: `/api/portfolios/${portfolioId}/points`,
        headers: { ...bearer(reader.apiKey), 'accept-encoding': 'br' },
      });
      if (reply.statusCode !== 200) throw new Error(reply.body);
      bytes = reply.rawPayload.length;
    });
    console.log(
      `${name}: points of ${points.points.length} assets: query and mapping ${pointsMilliseconds.toFixed(0)} ms, ` +
        `the reply's schema check ${checkMilliseconds.toFixed(0)} ms; ` +
        `GET /points ${routeMilliseconds.toFixed(0)} ms (${(bytes / 1e6).toFixed(2)} MB as sent, brotli)`,
    );
  } finally {
    await testApp.close();
  }
}

const pglite = await openDatabase({ kind: 'pglite', dataDirectory: undefined });
try {
  await measure('PGlite', pglite);
} finally {
  await pglite.close();
}
const serverUrl = process.env.DATABASE_URL;
if (serverUrl === undefined) {
  console.log('PostgreSQL: skipped (set DATABASE_URL to a server to measure it too)');
} else {
  const scratch = await createScratchPostgres(serverUrl);
  const postgres = await openDatabase({ kind: 'postgres', url: scratch.url });
  try {
    await measure('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await scratch.drop();
  }
}
