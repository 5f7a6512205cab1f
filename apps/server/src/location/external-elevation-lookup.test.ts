import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { elevationWithFallback } from './elevation-with-fallback.ts';
import { createExternalElevationLookup } from './external-elevation-lookup.ts';

/** A real HTTP server answering like OpenTopoData, Open-Elevation, a broken and a slow service. */
let server: http.Server;
let baseUrl: string;
const requestedLocations: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requestedLocations.push(url.searchParams.get('locations') ?? '');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/v1/srtm90m') {
      send(200, { status: 'OK', results: [{ dataset: 'srtm90m', elevation: 57.3, location: {} }] });
    } else if (url.pathname === '/api/v1/lookup') {
      send(200, { results: [{ latitude: 1, longitude: 2, elevation: 12 }] });
    } else if (url.pathname === '/broken') {
      send(500, { error: 'boom' });
    } else if (url.pathname === '/sea') {
      send(200, { results: [{ elevation: null }] });
    } else {
      setTimeout(() => send(200, { results: [{ elevation: 1 }] }), 1_000);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('external elevation lookup', () => {
  it('reads an OpenTopoData reply with its dataset', async () => {
    const lookup = createExternalElevationLookup(`${baseUrl}/v1/srtm90m`);
    expect(await lookup.elevationAt(-33.8679, 151.2073)).toEqual({
      elevationMetres: 57.3,
      dataset: 'srtm90m',
    });
    expect(requestedLocations.at(-1)).toBe('-33.8679,151.2073');
  });

  it('reads an Open-Elevation reply, naming the service as the dataset', async () => {
    const lookup = createExternalElevationLookup(`${baseUrl}/api/v1/lookup`);
    const reply = await lookup.elevationAt(1, 2);
    expect(reply.elevationMetres).toBe(12);
    expect(reply.dataset).toBe(new URL(baseUrl).host);
  });

  it("answers 'Elevation request timed out.' (504) when the service is too slow", async () => {
    const lookup = createExternalElevationLookup(`${baseUrl}/slow`, { timeoutMilliseconds: 100 });
    const error = await lookup.elevationAt(1, 2).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(504);
    expect((error as AppError).message).toBe('Elevation request timed out.');
  });

  it('answers 503 when the service fails or has no value', async () => {
    for (const path of ['/broken', '/sea']) {
      const lookup = createExternalElevationLookup(`${baseUrl}${path}`);
      const error = await lookup.elevationAt(1, 2).catch((caught: unknown) => caught);
      expect((error as AppError).statusCode).toBe(503);
    }
  });
});

describe('elevation with a fallback', () => {
  it('asks the fallback when the primary fails, and answers the fallback’s error when both fail', async () => {
    const failing = createExternalElevationLookup(`${baseUrl}/broken`);
    const working = createExternalElevationLookup(`${baseUrl}/v1/srtm90m`);
    const slow = createExternalElevationLookup(`${baseUrl}/slow`, { timeoutMilliseconds: 100 });
    expect((await elevationWithFallback(failing, working).elevationAt(1, 2)).dataset).toBe(
      'srtm90m',
    );
    expect((await elevationWithFallback(working, failing).elevationAt(1, 2)).dataset).toBe(
      'srtm90m',
    );
    const error = await elevationWithFallback(failing, slow)
      .elevationAt(1, 2)
      .catch((caught: unknown) => caught);
    expect((error as AppError).message).toBe('Elevation request timed out.');
  });
});
