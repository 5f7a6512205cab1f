import { and, eq, isNull } from 'drizzle-orm';
import type { AccountReply } from '@hazardscope/contracts';
import { accounts } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import type { AccountContext, CallerAddress } from './account-context.ts';
import { accountMessages } from './account-messages.ts';
import { demandEmailProof } from './demand-email-proof.ts';
import { toAccountReply, type AccountRow } from './account-row.ts';
import { hashPassword } from './secrets.ts';

/**
 * `PUT /api/account/password_add`: the first password of an account made in the save flow
 * (a purchase by a user logged in without a password opens the set-password dialog first). The address
 * must be proven first — otherwise whoever typed someone else's address into the save flow could
 * give that account a password of their own — so an unverified account gets a code mailed and
 * 'Please verify email' (the web's verification step), after which the call succeeds.
 */
export async function addPassword(
  context: AccountContext,
  account: AccountRow,
  input: { username: string; password: string } & CallerAddress,
): Promise<AccountReply> {
  if (input.username !== account.username) {
    throw new AppError('FORBIDDEN', accountMessages.notYourAccount, 'username');
  }
  if (account.passwordHash !== null) {
    throw new AppError('CONFLICT', accountMessages.passwordAlreadySet);
  }
  if (account.emailVerifiedAt === null) {
    await demandEmailProof(context, account, input);
  }
  const passwordHash = await hashPassword(input.password);
  const [updated] = await context.database
    .update(accounts)
    .set({ passwordHash })
    .where(and(eq(accounts.id, account.id), isNull(accounts.passwordHash)))
    .returning();
  if (updated === undefined) throw new AppError('CONFLICT', accountMessages.passwordAlreadySet);
  return toAccountReply(updated);
}
