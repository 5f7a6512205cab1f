import { useQuery } from '@tanstack/react-query';
import { allowListAuthorisedText, type AllowListKind } from '@hazardscope/contracts';
import { webClientHeaders } from './web-client-headers.ts';

/**
 * `POST /api/allowlist`: whether the logged-in user may purchase ('allow') or export ('export')
 * without payment. Only the reply 'Authorised' grants it; a refusal, an error reply or a failed
 * call does not.
 */
export async function hasAllowListRight(kind: AllowListKind, username: string): Promise<boolean> {
  const body =
    kind === 'allow' ? { allow: username.toLowerCase() } : { export: username.toLowerCase() };
  try {
    const response = await fetch('/api/allowlist', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...webClientHeaders() },
      body: JSON.stringify(body),
    });
    return response.ok && (await response.text()) === allowListAuthorisedText;
  } catch {
    return false;
  }
}

/** The logged-in user's allow-list right of one kind, asked once per user; false for a visitor. */
export function useAllowListRight(kind: AllowListKind, username: string | undefined): boolean {
  const right = useQuery({
    queryKey: ['allow-list', kind, username],
    enabled: username !== undefined,
    queryFn: () => hasAllowListRight(kind, username ?? ''),
    staleTime: Infinity,
  });
  return right.data === true;
}
