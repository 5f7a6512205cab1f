import { and, eq, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { accounts } from '../database/schema.ts';
import type { AccountRow } from './account-row.ts';

/**
 * The one rule of proof by mail: a secret mailed to an address (a verification code, a reset link,
 * a sign-in link) proves that address only, and only while the account still has it. Marks the
 * account verified (keeping an earlier verification's time) in one statement conditioned on the
 * address, so an e-mail change made after the mail — or racing with its use — never inherits the
 * proof. `alsoSet` is written under the same condition (the new password of a reset). Undefined when
 * the account no longer has the address the secret was mailed to.
 */
export async function proveAddress(
  database: Pick<DatabaseClient, 'update'>,
  clock: Clock,
  proof: { accountId: string; mailedTo: string },
  alsoSet: { passwordHash?: string } = {},
): Promise<AccountRow | undefined> {
  const [proven] = await database
    .update(accounts)
    .set({
      ...alsoSet,
      emailVerifiedAt: sql`coalesce(${accounts.emailVerifiedAt}, ${clock().toISOString()}::timestamptz)`,
    })
    .where(and(eq(accounts.id, proof.accountId), eq(accounts.username, proof.mailedTo)))
    .returning();
  return proven;
}
