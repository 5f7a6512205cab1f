import type { AccountReply } from '@hazardscope/contracts';
import { AppError } from '../errors.ts';
import { consumeRateLimit, refundRateLimit } from '../rate-limits/consume-rate-limit.ts';
import { rateLimits } from '../rate-limits/rate-limit-rule.ts';
import type { AccountContext, CallerAddress } from './account-context.ts';
import { accountMessages } from './account-messages.ts';
import { demandEmailProof } from './demand-email-proof.ts';
import { toAccountReply } from './account-row.ts';
import { findAccountByUsername } from './find-account-by-username.ts';
import { issueApiKey } from './issue-api-key.ts';
import { dummyHash, passwordMatches } from './secrets.ts';
import { sendSignInLink } from './send-sign-in-link.ts';

/**
 * Login by username and password (`GET /api/account?username&password`, `POST /api/account/login`).
 * 'password required' when the account has a password and none was given; 'Please
 * verify email' (with a fresh code mailed) when the password is right but the address unverified.
 * Only failed attempts count against the limits (rate-limit-rule.ts): every attempt is counted
 * before the password is checked, atomically, and given back when it succeeds, so a burst of
 * parallel guesses cannot pass the limit while the first ones are still being checked.
 */
export async function logInWithPassword(
  context: AccountContext,
  input: { username: string; password: string | undefined } & CallerAddress,
): Promise<AccountReply> {
  const limits = rateLimits.loginFailures(input.username, input.clientAddress);
  await consumeRateLimit(context.database, context.clock, limits);
  const notAFailure = () => refundRateLimit(context.database, context.clock, limits);
  const account = await findAccountByUsername(context.database, input.username);
  const countMail = () =>
    consumeRateLimit(
      context.database,
      context.clock,
      rateLimits.mailSending(input.username, input.clientAddress),
    );
  const refuse = (): never => {
    throw new AppError('UNAUTHORISED', accountMessages.incorrectLogin);
  };

  if (account === undefined) {
    // Answered as an account with a password would be, so login tells nobody which addresses have
    // accounts: without a password, 'password required' (the form then asks for one); with one,
    // the same hashing time as a real check, then the same refusal.
    if (!input.password) {
      await notAFailure();
      throw new AppError('UNAUTHORISED', accountMessages.passwordRequired, 'password');
    }
    await passwordMatches(await dummyHash(), input.password);
    return refuse();
  }
  if (account.passwordHash === null) {
    if (input.password) return refuse();
    await notAFailure();
    await countMail();
    await sendSignInLink(context, account);
    throw new AppError('UNAUTHORISED', accountMessages.signInLinkSent);
  }
  if (!input.password) {
    await notAFailure();
    throw new AppError('UNAUTHORISED', accountMessages.passwordRequired, 'password');
  }
  if (!(await passwordMatches(account.passwordHash, input.password))) return refuse();
  await notAFailure();
  if (account.emailVerifiedAt === null) {
    await demandEmailProof(context, account, input);
  }
  const apiKey = await issueApiKey(context.database, context.clock, account.id);
  return toAccountReply(account, apiKey);
}
