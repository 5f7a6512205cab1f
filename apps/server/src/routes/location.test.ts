import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database/open-database.ts';
import { databaseVariants } from '../database/test-databases.ts';
import { startTestApp, type TestApp } from '../testing/start-test-app.ts';

/** A real local service answering like Nominatim and OpenTopoData. */
let service: http.Server;
let serviceUrl: string;

beforeAll(async () => {
  service = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    response.writeHead(200, { 'content-type': 'application/json' });
    if (url.pathname === '/search') {
      response.end(
        JSON.stringify([
          { display_name: `Found ${url.searchParams.get('q')}`, lat: '1.5', lon: '2.5' },
        ]),
      );
    } else if (url.pathname === '/reverse') {
      response.end(JSON.stringify({ display_name: 'Somewhere, Some Region, Some Country' }));
    } else {
      response.end(JSON.stringify({ results: [{ elevation: 42, dataset: 'test-dem' }] }));
    }
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
});
afterAll(async () => {
  service.closeAllConnections();
  await new Promise((resolve) => service.close(resolve));
});

describe.each(databaseVariants())('location calls on $name', (variant) => {
  let database: Database;
  let offline: TestApp;
  let online: TestApp;

  // The two apps share one database: the calls read no stored data, and each app's own database
  // would take seconds to open and migrate.
  beforeAll(async () => {
    database = await variant.open();
    offline = await startTestApp(database);
    online = await startTestApp(database, {
      environment: { GEOCODER_URL: serviceUrl, ELEVATION_URL: `${serviceUrl}/v1/test-dem` },
    });
  });
  afterAll(async () => {
    await offline?.close();
    await online?.close();
    await database?.close();
  });

  it('searches the offline gazetteer, crediting GeoNames', async () => {
    const reply = await offline.request({
      method: 'GET',
      url: '/api/location/search?query=zur&limit=3',
    });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.results).toHaveLength(3);
    expect(body.results[0]).toMatchObject({ label: 'Zürich, Switzerland', kind: 'place' });
    expect(body.attribution).toMatch(/GeoNames/);
    expect(body.notice).toBeUndefined();
    const street = await offline.request({
      method: 'GET',
      url: `/api/location/search?query=${encodeURIComponent('10 Downing Street, London')}`,
    });
    expect(street.json().results[0].label).toMatch(/^London, .*United Kingdom$/);
    expect(street.json().notice).toMatch(/Street addresses need an online geocoder/);
  });

  it("answers 'lat,lon' as coordinates without a look-up", async () => {
    const reply = await online.request({
      method: 'GET',
      url: `/api/location/search?query=${encodeURIComponent('-33.86 151.2')}`,
    });
    expect(reply.json().results).toEqual([
      { label: '-33.86, 151.2', latitude: -33.86, longitude: 151.2, kind: 'coordinates' },
    ]);
  });

  it('uses the Nominatim-compatible geocoder when GEOCODER_URL is set', async () => {
    const search = await online.request({
      method: 'GET',
      url: '/api/location/search?query=Main%20St',
    });
    expect(search.json().results[0]).toEqual({
      label: 'Found Main St',
      latitude: 1.5,
      longitude: 2.5,
      kind: 'place',
    });
    const reverse = await online.request({
      method: 'GET',
      url: '/api/location/reverse?latitude=1&longitude=2',
    });
    expect(reverse.json().address).toBe('Somewhere, Some Region, Some Country');
  });

  it("reverse-geocodes to the nearest place, or 'latitude, longitude' when none is near", async () => {
    const city = await offline.request({
      method: 'GET',
      url: '/api/location/reverse?latitude=-33.87&longitude=151.21',
    });
    expect(city.json().address).toBe('near Sydney, New South Wales, Australia');
    const ocean = await offline.request({
      method: 'GET',
      url: '/api/location/reverse?latitude=-40&longitude=-130',
    });
    expect(ocean.json().address).toBe('-40.000000, -130.000000');
  });

  it('draws what the analysis reads on the Seine in Paris: the river, the city, no coast near', async () => {
    // Central Paris: on the Seine (a WDBII level-1 river), inside the urban area, ~150 km from
    // the Channel coast at Le Havre / the Somme estuary.
    const reply = await offline.request({
      method: 'GET',
      url: '/api/location/surroundings?latitude=48.8566&longitude=2.3522',
    });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.halfWidthKilometres).toBe(15);
    const layers = new Set(body.features.map((feature: { layer: string }) => feature.layer));
    expect([...layers].sort()).toEqual(['land', 'river', 'urban']);
    expect(body.distances).toMatchObject({
      riverSource: 'mapped',
      riverLevel: 1,
      insideUrbanArea: true,
    });
    expect(body.distances.riverKilometres).toBeLessThan(1);
    expect(body.distances.coastKilometres).toBeGreaterThan(120);
    const everyPoint = body.features
      .filter((feature: { layer: string }) => feature.layer !== 'urban')
      .flatMap(
        (feature: { ring?: number[][]; line?: number[][] }) => feature.ring ?? feature.line ?? [],
      );
    for (const [longitude, latitude] of everyPoint) {
      expect(Math.abs(latitude - 48.8566)).toBeLessThan(0.5);
      expect(Math.abs(longitude - 2.3522)).toBeLessThan(0.5);
    }
  });

  it('draws the shore of Sydney Harbour as the 30″ mask has it', async () => {
    const reply = await offline.request({
      method: 'GET',
      url: '/api/location/surroundings?latitude=-33.8688&longitude=151.2093',
    });
    const body = reply.json();
    expect(body.distances.coastKilometres).toBeLessThan(2);
    // Water inside the box: the land runs do not cover it whole.
    const landRuns = body.features.filter((feature: { layer: string }) => feature.layer === 'land');
    expect(landRuns.length).toBeGreaterThan(40);
  });

  it('draws no land and no distances for a point in the open ocean; 400 for bad coordinates', async () => {
    const ocean = await offline.request({
      method: 'GET',
      url: '/api/location/surroundings?latitude=-40&longitude=-130',
    });
    expect(ocean.statusCode).toBe(200);
    expect(ocean.json().distances).toBeNull();
    expect(
      ocean.json().features.filter((feature: { layer: string }) => feature.layer === 'land'),
    ).toEqual([]);
    const bad = await offline.request({
      method: 'GET',
      url: '/api/location/surroundings?latitude=-40&longitude=200',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('longitude');
  });

  it('answers elevation from ELEVATION_URL, and from the embedded grid without it', async () => {
    const configured = await online.request({
      method: 'GET',
      url: '/api/location/elevation?latitude=1&longitude=2',
    });
    expect(configured.json()).toEqual({ elevationMetres: 42, dataset: 'test-dem' });
    const unconfigured = await offline.request({
      method: 'GET',
      url: '/api/location/elevation?latitude=1&longitude=2',
    });
    // 1° N 2° E is in the Gulf of Guinea: the embedded 5′ grid gives ocean depth there.
    expect(unconfigured.statusCode).toBe(200);
    expect(unconfigured.json().dataset).toBe('ETOPO5 5′ (embedded)');
    expect(unconfigured.json().elevationMetres).toBeLessThan(0);
  });

  it('answers bad coordinates and a missing query with 400 naming the field', async () => {
    const latitude = await offline.request({
      method: 'GET',
      url: '/api/location/elevation?latitude=91&longitude=2',
    });
    expect(latitude.statusCode).toBe(400);
    expect(latitude.json().field).toBe('latitude');
    const query = await offline.request({ method: 'GET', url: '/api/location/search' });
    expect(query.statusCode).toBe(400);
    expect(query.json().field).toBe('query');
  });
});
