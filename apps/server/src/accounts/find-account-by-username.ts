import { eq } from 'drizzle-orm';
import type { DatabaseClient } from '../database/open-database.ts';
import { accounts } from '../database/schema.ts';
import type { AccountRow } from './account-row.ts';

export async function findAccountByUsername(
  database: DatabaseClient,
  username: string,
): Promise<AccountRow | undefined> {
  const [account] = await database
    .select()
    .from(accounts)
    .where(eq(accounts.username, username.toLowerCase()));
  return account;
}
