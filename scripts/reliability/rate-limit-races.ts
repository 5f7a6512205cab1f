// Rate limits under parallel bursts: a burst must not pass more attempts than the limit allows.
import { rateLimits, type RateLimitRule } from '@hazardscope/server/rate-limit-rule';
import { rateLimitWindow } from '@hazardscope/server/rate-limit-windows';
import type { CheckResult } from './access-matrix.ts';
import { call, provenAccount, uniqueAddress } from './client.ts';

/** The first (tightest) rule of a limit: the one a burst meets. */
function tightestRule(rules: readonly RateLimitRule[]): RateLimitRule {
  const [first] = rules;
  if (first === undefined) throw new Error('a rate limit without a rule');
  return first;
}

/**
 * The server's windows are fixed (clock-aligned): a burst that straddles a window's end is counted
 * in two windows and may pass twice the limit without any race. Start in a fresh window when less
 * than half a minute is left of this one.
 */
async function startInOneWindow(rule: RateLimitRule): Promise<void> {
  const { secondsLeft } = rateLimitWindow(rule, new Date());
  if (secondsLeft < 30)
    await new Promise((resolve) => setTimeout(resolve, (secondsLeft + 1) * 1000));
}

export async function rateLimitRaces(baseUrl: string, burst: number): Promise<CheckResult[]> {
  const account = await provenAccount(baseUrl);
  const loginRule = tightestRule(rateLimits.loginFailures(account.username, '127.0.0.1'));
  await startInOneWindow(loginRule);
  const logins = await Promise.all(
    Array.from({ length: burst }, () =>
      call(baseUrl, 'POST', '/api/account/login', {
        body: { username: account.username, password: 'a wrong guess' },
      }),
    ),
  );
  const wrongPasswordsChecked = logins.filter((reply) => reply.status === 401).length;
  const loginLimit = loginRule.limit;

  const unverified = uniqueAddress('race-code');
  await call(baseUrl, 'PUT', '/api/account', {
    body: { username: unverified, password: 'correct horse battery', newsLetterValue: 0 },
  });
  const codeRule = tightestRule(rateLimits.verificationCode(unverified, '127.0.0.1'));
  await startInOneWindow(codeRule);
  const codes = await Promise.all(
    Array.from({ length: burst }, (_, index) =>
      call(baseUrl, 'POST', '/api/account/authentication_code', {
        body: { username: unverified, authenticationKey: String(100000 + index) },
      }),
    ),
  );
  const codesChecked = codes.filter((reply) => reply.status === 400).length;
  const codeLimit = codeRule.limit;
  const others = [...logins, ...codes].filter((reply) => ![400, 401, 429].includes(reply.status));
  return [
    {
      name: `rate limit: ${burst} parallel wrong passwords, at most ${loginLimit} checked`,
      passed: wrongPasswordsChecked <= loginLimit && wrongPasswordsChecked > 0,
      detail: `${wrongPasswordsChecked} checked, ${burst - wrongPasswordsChecked} refused 429`,
    },
    {
      name: `rate limit: ${burst} parallel wrong codes, at most ${codeLimit} checked`,
      passed: codesChecked <= codeLimit && codesChecked > 0,
      detail: `${codesChecked} checked, ${burst - codesChecked} refused`,
    },
    {
      name: 'rate limit: every reply of the bursts is 400, 401 or 429',
      passed: others.length === 0,
      detail: others.map((reply) => reply.status).join(', ') || 'none other',
    },
  ];
}
