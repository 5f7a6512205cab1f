import { and, eq } from 'drizzle-orm';
import type { AllowListKind } from '@hazardscope/contracts';
import type { Config } from '../config.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { allowListEntries } from '../database/schema.ts';

/**
 * SPEC.md §6: an allow-listed username may purchase ('allow') or export CSV ('export') without
 * payment. The ALLOWLIST setting grants both; the allow_list_entries table grants each separately.
 */
export async function isAllowListed(
  database: DatabaseClient,
  config: Pick<Config, 'ALLOWLIST'>,
  username: string,
  kind: AllowListKind,
): Promise<boolean> {
  const normalised = username.trim().toLowerCase();
  if (config.ALLOWLIST.includes(normalised)) return true;
  const [entry] = await database
    .select({ username: allowListEntries.username })
    .from(allowListEntries)
    .where(and(eq(allowListEntries.username, normalised), eq(allowListEntries.kind, kind)));
  return entry !== undefined;
}
