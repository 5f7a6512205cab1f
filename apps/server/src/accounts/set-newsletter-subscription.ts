import { eq } from 'drizzle-orm';
import type { AccountReply } from '@hazardscope/contracts';
import type { DatabaseClient } from '../database/open-database.ts';
import { accounts } from '../database/schema.ts';
import { AppError } from '../errors.ts';
import { accountMessages } from './account-messages.ts';
import { toAccountReply, type AccountRow } from './account-row.ts';

/** `POST /api/account/newsletter`: the logged-in user's own choice only. */
export async function setNewsletterSubscription(
  database: DatabaseClient,
  account: AccountRow,
  input: { username: string; newsletter: boolean },
): Promise<AccountReply> {
  if (input.username !== account.username) {
    throw new AppError('FORBIDDEN', accountMessages.notYourAccount, 'username');
  }
  const [updated] = await database
    .update(accounts)
    .set({ newsletterSubscription: input.newsletter })
    .where(eq(accounts.id, account.id))
    .returning();
  return toAccountReply(updated ?? account);
}
