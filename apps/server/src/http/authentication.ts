import type { FastifyRequest } from 'fastify';
import type { AccountRow } from '../accounts/account-row.ts';
import { accountMessages } from '../accounts/account-messages.ts';
import { findAccountByApiKey } from '../accounts/find-account-by-api-key.ts';
import type { Clock } from '../clock.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { AppError } from '../errors.ts';
import { webClientHeader } from '@hazardscope/contracts';
import { readPresentedKey } from './browser-session.ts';

/**
 * The API key of a request: `Authorization: Bearer <key>` (the bare key is accepted too), or the
 * web client's session cookie. A cookie on a request that changes something without the web
 * client's mark is refused (403), as a forged cross-site request would be.
 */
export function readApiKey(request: FastifyRequest): string | undefined {
  const presented = readPresentedKey(request);
  if (presented === undefined) return undefined;
  if (presented.source === 'cookie' && !presented.forgeryGuarded) {
    throw new AppError(
      'FORBIDDEN',
      `This request changes something and is authorised by the session cookie, so it must carry the header ${webClientHeader.name}: ${webClientHeader.value} (or send the key as Authorization: Bearer <key>).`,
    );
  }
  return presented.apiKey;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The account of a route behind `accountRequired`, set before its handler runs; else null. */
    authenticatedAccount: AccountRow | null;
  }
}

export interface Authentication {
  /** The account of the request's key; 401 'Please log in.' when absent or not live. */
  requireAccount(request: FastifyRequest): Promise<AccountRow>;
  /** The account when a live key is given, else undefined (shared links work without login). */
  optionalAccount(request: FastifyRequest): Promise<AccountRow | undefined>;
  /**
   * The pre-handler of every route that needs a logged-in account: 401 'Please log in.' without a
   * live key. It runs after the request is validated (a bad request is still a 400 first); the
   * handler then reads the account with `accountOf(request)`.
   */
  accountRequired(request: FastifyRequest): Promise<void>;
}

/** The logged-in account of a request that passed `accountRequired`. */
export function accountOf(request: FastifyRequest): AccountRow {
  if (request.authenticatedAccount === null) {
    // A route that reads the account without the pre-handler: a bug of the server, not the caller.
    throw new Error(
      `${request.routeOptions.url ?? request.url} reads an account it never required`,
    );
  }
  return request.authenticatedAccount;
}

/** Resolves keys through the database on every request: no session state in the process. */
export function createAuthentication(database: DatabaseClient, clock: Clock): Authentication {
  const optionalAccount = async (request: FastifyRequest) => {
    const apiKey = readApiKey(request);
    return apiKey === undefined ? undefined : findAccountByApiKey(database, clock, apiKey);
  };
  const requireAccount = async (request: FastifyRequest) => {
    const account = await optionalAccount(request);
    if (account === undefined) throw new AppError('UNAUTHORISED', accountMessages.notLoggedIn);
    return account;
  };
  return {
    optionalAccount,
    requireAccount,
    async accountRequired(request) {
      request.authenticatedAccount = await requireAccount(request);
    },
  };
}
