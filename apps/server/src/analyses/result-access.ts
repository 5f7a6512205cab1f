import type { AccountRow } from '../accounts/account-row.ts';
import { isAllowListed, type AllowListSettings } from '../allowlist/is-allow-listed.ts';
import type { DatabaseClient } from '../database/open-database.ts';

export interface ResultAccessContext {
  database: DatabaseClient;
  config: AllowListSettings;
}

/**
 * Whether this reader sees real results of any analysis without buying it: an allow-listed
 * username ('allow') whose e-mail address has been proven. An unproven address grants nothing.
 */
export async function readerHasAllowListRight(
  context: ResultAccessContext,
  reader: AccountRow | undefined,
): Promise<boolean> {
  if (reader === undefined) return false;
  // isAllowListed holds the rule that an unproven address grants nothing.
  return isAllowListed(context.database, context.config, reader, 'allow');
}

/**
 * The one rule for what leaves the server, decided each time an analysis or run is read, never
 * from what the client sent: real results for a purchased analysis (its owner, and anyone who
 * opened it through the purchaser's share link) and for a verified allow-listed reader; the
 * illustrative sample otherwise.
 */
export function showsRealResults(input: { purchased: boolean; allowListRight: boolean }): boolean {
  return input.purchased || input.allowListRight;
}
