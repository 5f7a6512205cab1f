import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/fetch-json.ts';
import {
  authErrorText,
  authMessages,
  isPasswordRequired,
  isVerifyEmail,
} from './auth-error-text.ts';

describe('authErrorText', () => {
  it("shows a bare 'error' reply as 'Auth system unavailable, please try again later.'", () => {
    expect(authErrorText(new ApiError('error', 400))).toBe(authMessages.unavailable);
    expect(authErrorText(new ApiError('Error', 401))).toBe(authMessages.unavailable);
  });

  it('shows a server fault or no answer as the auth system being unavailable', () => {
    expect(authErrorText(new ApiError('Something went wrong on our side.', 500))).toBe(
      authMessages.unavailable,
    );
    expect(authErrorText(new TypeError('Failed to fetch'))).toBe(authMessages.unavailable);
  });

  it("passes the server's own message through for a 4xx", () => {
    expect(authErrorText(new ApiError('Incorrect username or password.', 401))).toBe(
      'Incorrect username or password.',
    );
  });

  it("recognises 'password required' case-insensitively and 'Please verify email' exactly", () => {
    expect(isPasswordRequired(new ApiError('Password Required', 401))).toBe(true);
    expect(isPasswordRequired(new ApiError('Incorrect username or password.', 401))).toBe(false);
    expect(isVerifyEmail(new ApiError('Please verify email', 403))).toBe(true);
    expect(isVerifyEmail(new Error('Please verify email'))).toBe(false);
  });
});
