import type { FastifyRequest } from 'fastify';
import type { AccountRow } from '../accounts/account-row.ts';
import { accountMessages } from '../accounts/account-messages.ts';
import { findAccountByApiKey } from '../accounts/find-account-by-api-key.ts';
import type { Clock } from '../clock.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { AppError } from '../errors.ts';

/**
 * The API key arrives as `Authorization: Bearer <key>`; the bare key is accepted too.
 */
export function readApiKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const key = header.replace(/^bearer\s+/i, '').trim();
  return key === '' ? undefined : key;
}

export interface Authentication {
  /** The account of the Authorization header; 401 'Please log in.' when absent or not live. */
  requireAccount(request: FastifyRequest): Promise<AccountRow>;
  /** The account when a live key is given, else undefined (shared links work without login). */
  optionalAccount(request: FastifyRequest): Promise<AccountRow | undefined>;
}

/** Resolves keys through the database on every request: no session state in the process. */
export function createAuthentication(database: DatabaseClient, clock: Clock): Authentication {
  const optionalAccount = async (request: FastifyRequest) => {
    const apiKey = readApiKey(request);
    return apiKey === undefined ? undefined : findAccountByApiKey(database, clock, apiKey);
  };
  return {
    optionalAccount,
    async requireAccount(request) {
      const account = await optionalAccount(request);
      if (account === undefined) throw new AppError('UNAUTHORISED', accountMessages.notLoggedIn);
      return account;
    },
  };
}
