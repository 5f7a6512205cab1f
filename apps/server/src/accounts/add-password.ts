import { and, eq, isNull } from 'drizzle-orm';
import type { AccountReply } from '@hazardscope/contracts';
import type { DatabaseClient } from '../database/open-database.ts';
import { accounts } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { accountMessages } from './account-messages.ts';
import { toAccountReply, type AccountRow } from './account-row.ts';
import { hashPassword } from './secrets.ts';

/**
 * `PUT /api/account/password_add`: the first password of an account made in the save flow
 * (SPEC.md §4 Purchase: 'logged in without a password, a set-password dialog appears').
 */
export async function addPassword(
  database: DatabaseClient,
  account: AccountRow,
  input: { username: string; password: string },
): Promise<AccountReply> {
  if (input.username !== account.username) {
    throw new AppError('FORBIDDEN', accountMessages.notYourAccount, 'username');
  }
  if (account.passwordHash !== null) {
    throw new AppError('CONFLICT', accountMessages.passwordAlreadySet);
  }
  const passwordHash = await hashPassword(input.password);
  const [updated] = await database
    .update(accounts)
    .set({ passwordHash })
    .where(and(eq(accounts.id, account.id), isNull(accounts.passwordHash)))
    .returning();
  if (updated === undefined) throw new AppError('CONFLICT', accountMessages.passwordAlreadySet);
  return toAccountReply(updated);
}
