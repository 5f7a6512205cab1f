import type { AccountReply } from '@hazardscope/contracts';
import type { accounts } from '../database/schema.ts';

export type AccountRow = typeof accounts.$inferSelect;

/** The reply shape of an account: `password` present only as `true`, never the hash. */
export function toAccountReply(account: AccountRow, apiKey?: string): AccountReply {
  return {
    _id: { $oid: account.id },
    username: account.username,
    newsletterSubscription: account.newsletterSubscription,
    ...(account.passwordHash !== null ? { password: true as const } : {}),
    emailVerified: account.emailVerifiedAt !== null,
    ...(apiKey !== undefined ? { apiKey } : {}),
  };
}
