import { useQuery } from '@tanstack/react-query';

/**
 * The caller's portfolios, newest first; none for a visitor. Apart from the portfolio calls: the
 * top bar asks for the list at start-up, and the portfolio schemas (with the saved-analysis and
 * payment schemas they build on) are imported only when the list is first fetched.
 */
export function usePortfolioList(loggedIn: boolean) {
  return useQuery({
    queryKey: ['portfolios'],
    enabled: loggedIn,
    queryFn: async () => (await import('./portfolios.ts')).fetchPortfolioList(),
    staleTime: 0,
  });
}
