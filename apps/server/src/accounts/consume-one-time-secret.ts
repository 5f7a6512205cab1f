import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { DatabaseClient } from '../database/open-database.ts';
import { oneTimeSecrets, type OneTimeSecretPurpose } from '../database/schema.ts';

/**
 * Marks the secret with this hash used, if it is unused and unexpired, and returns its account id
 * and the address it was mailed to (what using it can prove: prove-address.ts). The conditional
 * update is the single-use guarantee: of two concurrent uses only one gets a row.
 */
export async function consumeOneTimeSecret(
  database: DatabaseClient,
  clock: Clock,
  purpose: OneTimeSecretPurpose,
  secretHash: string,
): Promise<{ accountId: string; mailedTo: string } | undefined> {
  const now = clock();
  const [used] = await database
    .update(oneTimeSecrets)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeSecrets.secretHash, secretHash),
        eq(oneTimeSecrets.purpose, purpose),
        isNull(oneTimeSecrets.usedAt),
        gt(oneTimeSecrets.expiresAt, now),
      ),
    )
    .returning({ accountId: oneTimeSecrets.accountId, mailedTo: oneTimeSecrets.mailedTo });
  return used;
}
