// Rate limits under parallel bursts: a burst must not pass more attempts than the limit allows.
import type { CheckResult } from './access-matrix.ts';
import { call, provenAccount, uniqueAddress } from './client.ts';

export async function rateLimitRaces(baseUrl: string, burst: number): Promise<CheckResult[]> {
  const account = await provenAccount(baseUrl);
  const logins = await Promise.all(
    Array.from({ length: burst }, () =>
      call(baseUrl, 'POST', '/api/account/login', {
        body: { username: account.username, password: 'a wrong guess' },
      }),
    ),
  );
  const wrongPasswordsChecked = logins.filter((reply) => reply.status === 401).length;
  const loginLimit = 10;

  const unverified = uniqueAddress('race-code');
  await call(baseUrl, 'PUT', '/api/account', {
    body: { username: unverified, password: 'correct horse battery', newsLetterValue: 0 },
  });
  const codes = await Promise.all(
    Array.from({ length: burst }, (_, index) =>
      call(baseUrl, 'POST', '/api/account/authentication_code', {
        body: { username: unverified, authenticationKey: String(100000 + index) },
      }),
    ),
  );
  const codesChecked = codes.filter((reply) => reply.status === 400).length;
  const codeLimit = 5;
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
