import type { z } from 'zod';

/**
 * An error reply of our API, carrying the server's message for the person and its error code
 * (`ErrorReply.error`, e.g. 'PAYMENT_NOT_SETTLED') for the program: decide on the code, never on
 * the text.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * Calls our API and validates the reply with `schema`. Error text is taken from the reply's
 * `error.message`, then `message`, then the status text.
 */
export async function fetchJson<Schema extends z.ZodType>(
  url: string,
  schema: Schema,
  init?: RequestInit,
): Promise<z.infer<Schema>> {
  return (await fetchJsonReply(url, schema, init)).body;
}

async function fetchJsonReply<Schema extends z.ZodType>(
  url: string,
  schema: Schema,
  init?: RequestInit,
): Promise<{ body: z.infer<Schema>; headers: Headers }> {
  const response = await fetch(url, {
    ...init,
    headers: { accept: 'application/json', ...init?.headers },
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw apiErrorOf(body, response);
  }
  return { body: schema.parse(body), headers: response.headers };
}

/**
 * A paged list of our API, every page: each reply is one page (an array), and while more remain
 * its `Link` header names the next (`rel="next"`, RFC 8288). At most `maximumPages` are read.
 */
export async function fetchAllPages<Item>(
  url: string,
  pageSchema: z.ZodType<Item[]>,
  init?: RequestInit,
  maximumPages = 50,
): Promise<Item[]> {
  const items: Item[] = [];
  let next: string | undefined = url;
  for (let page = 0; next !== undefined && page < maximumPages; page += 1) {
    const { body, headers } = await fetchJsonReply(next, pageSchema, init);
    items.push(...body);
    next = nextPageUrl(headers.get('link'));
  }
  return items;
}

/** The `rel="next"` target of a Link header, or undefined. */
export function nextPageUrl(link: string | null): string | undefined {
  for (const part of (link ?? '').split(',')) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (match && /(^|;)\s*rel="?next"?\s*(;|$)/.test(match[2] ?? '')) return match[1];
  }
  return undefined;
}

/** The ApiError of a reply that is not ok, from its parsed body (undefined when not JSON). */
export function apiErrorOf(body: unknown, response: Response): ApiError {
  return new ApiError(
    errorMessageOf(body) ?? response.statusText,
    response.status,
    fieldOf(body),
    errorCodeOf(body),
  );
}

function errorMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as { error?: unknown; message?: unknown };
  if (typeof record.error === 'object' && record.error !== null) {
    const nested = (record.error as { message?: unknown }).message;
    if (typeof nested === 'string') return nested;
  }
  return typeof record.message === 'string' ? record.message : undefined;
}

/** The error code of our API's error reply (`{ error: 'CONFLICT', message }`), if it has one. */
function errorCodeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const code = (body as { error?: unknown }).error;
  return typeof code === 'string' ? code : undefined;
}

function fieldOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const field = (body as { field?: unknown }).field;
  return typeof field === 'string' ? field : undefined;
}
