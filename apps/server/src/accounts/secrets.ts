import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * The secrets of accounts. Passwords: argon2id (the library's default algorithm, m = 19 MiB, t = 2,
 * p = 1, OWASP's minimum), ~70 ms a hash. API keys and reset tokens: 32 random bytes, base64url;
 * verification codes: 6 random digits. Keys, tokens and codes are stored as SHA-256 only — they are
 * random and short-lived, so a slow hash would add nothing but latency to every request.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A random 32-byte secret (API key or reset token), URL-safe. */
export function createRandomSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Six digits, leading zeros kept. */
export function createVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * SHA-256 of a secret, hex. `scope` (the account id for codes) keeps two accounts' equal 6-digit
 * codes from colliding in the unique index.
 */
export function hashSecret(secret: string, scope = ''): string {
  return createHash('sha256').update(`${scope}:${secret}`).digest('hex');
}

/** A fixed argon2id hash compared against when the account does not exist, so timing does not tell. */
let dummyPasswordHash: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummyPasswordHash ??= hash(createRandomSecret());
  return dummyPasswordHash;
}
