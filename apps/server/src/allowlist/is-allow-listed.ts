import { and, eq } from 'drizzle-orm';
import type { AllowListKind } from '@hazardscope/contracts';
import type { AccountRow } from '../accounts/account-row.ts';
import type { Config } from '../config.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { allowListEntries } from '../database/schema.ts';

/** The settings that grant allow-list rights. */
export type AllowListSettings = Pick<Config, 'ALLOWLIST' | 'EXPORT_ALLOWLIST'>;

/**
 * An allow-listed username may purchase ('allow') or export CSV ('export') without payment. The
 * ALLOWLIST setting grants both, EXPORT_ALLOWLIST the export alone; the allow_list_entries table
 * grants each separately. A right
 * belongs to an address only once its owner has proven it (a mailed code or a mailed link): an
 * account created by typing an address, or renamed to one, holds no right until then.
 */
export async function isAllowListed(
  database: DatabaseClient,
  config: AllowListSettings,
  account: Pick<AccountRow, 'username' | 'emailVerifiedAt'>,
  kind: AllowListKind,
): Promise<boolean> {
  if (account.emailVerifiedAt === null) return false;
  const normalised = account.username.trim().toLowerCase();
  if (config.ALLOWLIST.includes(normalised)) return true;
  if (kind === 'export' && config.EXPORT_ALLOWLIST.includes(normalised)) return true;
  const [entry] = await database
    .select({ username: allowListEntries.username })
    .from(allowListEntries)
    .where(and(eq(allowListEntries.username, normalised), eq(allowListEntries.kind, kind)));
  return entry !== undefined;
}
