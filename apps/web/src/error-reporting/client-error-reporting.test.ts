import { describe, expect, it, vi } from 'vitest';
import { clientErrorEventSchema, type ClientErrorEvent } from '@hazardscope/contracts';
import {
  clientErrorReport,
  installClientErrorReporting,
  reportsPerPageLoad,
  sendClientErrorReport,
  withoutPersonalData,
} from './client-error-reporting.ts';

/** A window's stand-in: its events and its address. */
function fakeWindow(pathname = '/info/methods') {
  const target = new EventTarget();
  return Object.assign(target, { location: { pathname } as Location });
}

function rejection(reason: unknown): Event {
  return Object.assign(new Event('unhandledrejection'), { reason });
}

describe('withoutPersonalData', () => {
  it('drops the query and fragment of every address and replaces e-mail addresses', () => {
    expect(
      withoutPersonalData(
        'fetch http://localhost:3000/?pwResetToken=abc123&crapikey=k failed at /api/analysis/1?x=2#top for Jane.Doe@example.org',
      ),
    ).toBe('fetch http://localhost:3000/ failed at /api/analysis/1 for [email]');
  });
});

describe('clientErrorReport', () => {
  it('reports a thrown error by name, message, stack and place, within the bounds', () => {
    const error = new TypeError(`x is undefined for ${'a'.repeat(600)}`);
    const report = clientErrorReport('Uncaught error', error, {
      page: '/pricing',
      source: 'http://localhost:3000/assets/index-1.js?v=2',
      line: 12,
      column: 7,
    });
    expect(report).toMatchObject({
      event: 'client-error',
      kind: 'Uncaught error',
      source: 'http://localhost:3000/assets/index-1.js',
      line: 12,
      column: 7,
      page: '/pricing',
    });
    expect(report?.message.startsWith('TypeError: x is undefined')).toBe(true);
    expect(report?.message).toHaveLength(500);
    expect(report?.stack).toContain('TypeError');
    // What the server accepts, so a report is never refused for its shape.
    expect(clientErrorEventSchema.safeParse(report).success).toBe(true);
  });

  it('reports a rejection with something that is not an Error, and skips what is no error of ours', () => {
    expect(
      clientErrorReport('Uncaught error (listener)', { status: 500 }, { page: '/' })?.message,
    ).toBe('{"status":500}');
    expect(
      clientErrorReport('Uncaught error', undefined, { page: '/', message: 'Script error.' }),
    ).toBeUndefined();
    expect(
      clientErrorReport('Uncaught error', undefined, {
        page: '/',
        message: 'ResizeObserver loop completed with undelivered notifications.',
      }),
    ).toBeUndefined();
  });
});

describe('installClientErrorReporting', () => {
  it('sends an uncaught error and an unhandled rejection, each once, five a page load at most', () => {
    const target = fakeWindow();
    const sent: ClientErrorEvent[] = [];
    const remove = installClientErrorReporting(target as unknown as Window, async (report) => {
      sent.push(report);
    });
    target.dispatchEvent(
      new ErrorEvent('error', {
        error: new Error('boom for someone@example.org'),
        message: 'Uncaught Error: boom',
        filename: 'http://localhost/assets/app.js',
        lineno: 3,
        colno: 9,
      }),
    );
    target.dispatchEvent(
      new ErrorEvent('error', { error: new Error('boom for someone@example.org') }),
    );
    target.dispatchEvent(rejection(new Error('request failed')));
    expect(sent.map((report) => [report.kind, report.message])).toEqual([
      ['Uncaught error', 'Error: boom for [email]'],
      ['Uncaught error (listener)', 'Error: request failed'],
    ]);
    expect(sent[0]).toMatchObject({ page: '/info/methods', line: 3, column: 9 });
    for (let index = 0; index < 10; index += 1) {
      target.dispatchEvent(rejection(new Error(`failure ${index}`)));
    }
    expect(sent).toHaveLength(reportsPerPageLoad);
    remove();
  });

  it('stops listening once removed, and a report that cannot be sent raises nothing', async () => {
    const target = fakeWindow();
    const send = vi.fn(async () => {});
    installClientErrorReporting(target as unknown as Window, send)();
    target.dispatchEvent(rejection(new Error('after removal')));
    expect(send).not.toHaveBeenCalled();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(
      sendClientErrorReport({
        event: 'client-error',
        kind: 'Uncaught error',
        message: 'x',
        page: '/',
      }),
    ).resolves.toBeUndefined();
  });

  it('posts the report as JSON to the log endpoint with the web client mark', async () => {
    const fetchSpy = vi.fn(async () => new Response('{"message":"Recorded."}'));
    vi.stubGlobal('fetch', fetchSpy);
    const report: ClientErrorEvent = {
      event: 'client-error',
      kind: 'Uncaught error',
      message: 'x',
      page: '/',
    };
    await sendClientErrorReport(report);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/log');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(report);
    expect(init.keepalive).toBe(true);
  });
});
