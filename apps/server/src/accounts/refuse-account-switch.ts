import type { AccountContext } from './account-context.ts';
import type { AccountRow } from './account-row.ts';
import { findAccountByApiKey } from './find-account-by-api-key.ts';
import { AppError } from '../errors.ts';

/** What a visitor logged in to one account is told when a link would open another. */
function otherAccountMessage(username: string): string {
  return `You are logged in as ${username}, and this link opens another account. Log out first if you want to use it.`;
}

/**
 * Refuses to put a link's key (`crapikey`) in place of the session a browser already holds for
 * another live account: a link carrying someone else's key would otherwise switch the visitor
 * into that account without a word, and whatever they then saved or bought would land there
 * (409, naming the account they are logged in to). The same account, or a session that has
 * lapsed, is no switch.
 */
export async function refuseAccountSwitch(
  context: Pick<AccountContext, 'database' | 'clock'>,
  linkAccount: AccountRow,
  sessionKey: string | undefined,
): Promise<void> {
  if (sessionKey === undefined) return;
  const sessionAccount = await findAccountByApiKey(context.database, context.clock, sessionKey);
  if (sessionAccount === undefined || sessionAccount.id === linkAccount.id) return;
  throw new AppError('CONFLICT', otherAccountMessage(sessionAccount.username));
}
