import type { z } from 'zod';

/** An error reply of our API, carrying the server's message for the person. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
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
  const response = await fetch(url, {
    ...init,
    headers: { accept: 'application/json', ...init?.headers },
  });
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw new ApiError(errorMessageOf(body) ?? response.statusText, response.status, fieldOf(body));
  }
  return schema.parse(body);
}

export function errorMessageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as { error?: unknown; message?: unknown };
  if (typeof record.error === 'object' && record.error !== null) {
    const nested = (record.error as { message?: unknown }).message;
    if (typeof nested === 'string') return nested;
  }
  return typeof record.message === 'string' ? record.message : undefined;
}

function fieldOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const field = (body as { field?: unknown }).field;
  return typeof field === 'string' ? field : undefined;
}
