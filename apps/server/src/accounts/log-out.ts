import { eq } from 'drizzle-orm';
import type { DatabaseClient } from '../database/open-database.ts';
import { apiKeys } from '../database/schema.ts';
import { hashSecret } from './secrets.ts';

/** Revokes the one key presented; the account's other sessions stay. */
export async function logOut(database: DatabaseClient, apiKey: string): Promise<void> {
  await database.delete(apiKeys).where(eq(apiKeys.keyHash, hashSecret(apiKey)));
}
