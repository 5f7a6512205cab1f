import Cookies from 'js-cookie';

/** The API key cookie: it authorises calls and is kept for 7 days. */
const apiKeyCookieName = 'hazardscope_api_key';
const apiKeyLifetimeDays = 7;

export function readApiKey(): string | undefined {
  return Cookies.get(apiKeyCookieName) || undefined;
}

export function storeApiKey(apiKey: string): void {
  Cookies.set(apiKeyCookieName, apiKey, {
    expires: apiKeyLifetimeDays,
    sameSite: 'strict',
    secure: window.location.protocol === 'https:',
  });
}

export function forgetApiKey(): void {
  Cookies.remove(apiKeyCookieName);
}

/** The Authorization header of a logged-in user, or none. */
export function authorisationHeaders(): Record<string, string> {
  const apiKey = readApiKey();
  return apiKey ? { authorization: `Bearer ${apiKey}` } : {};
}
