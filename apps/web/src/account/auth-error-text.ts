import { ApiError } from '../api/fetch-json.ts';

/** Server texts the account screens match on or show. */
export const authMessages = {
  unavailable: 'Auth system unavailable, please try again later.',
  passwordRequired: 'password required',
  verifyEmail: 'Please verify email',
  unknown: 'An unknown error occurred.',
} as const;

/**
 * What an account screen shows for a failed call: the server's message (fetchJson already took it
 * from error.message, then message, then the status text), except that a bare 'error', a server
 * fault (5xx) or no answer at all reads 'Auth system unavailable, please try again later.'
 */
export function authErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status >= 500 || error.message.trim().toLowerCase() === 'error') {
      return authMessages.unavailable;
    }
    return error.message || authMessages.unknown;
  }
  return authMessages.unavailable;
}

/** The server asks for a password (matched case-insensitively). */
export function isPasswordRequired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.message.trim().toLowerCase() === authMessages.passwordRequired
  );
}

/** The address is not verified yet; the server has mailed a fresh code. */
export function isVerifyEmail(error: unknown): boolean {
  return error instanceof ApiError && error.message.trim() === authMessages.verifyEmail;
}

/** Feedback, profile and save show the first available text. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error) || authMessages.unknown;
}
