import { webClientHeader } from '@hazardscope/contracts';

/**
 * The headers of every call of the web client. The login is an HttpOnly session cookie the browser
 * sends by itself and page scripts cannot read; this mark asks the server for that cookie when
 * logging in and lets the cookie authorise calls that change something.
 */
export function webClientHeaders(): Record<string, string> {
  return { [webClientHeader.name]: webClientHeader.value };
}
