import { QueryClient } from '@tanstack/react-query';

/** Server state: catalogue and materials rarely change, so they stay fresh for the session. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
