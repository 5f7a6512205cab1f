import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SavedAnalysis } from '@hazardscope/contracts';
import { refreshSavedAnalyses } from './account-context.tsx';

/**
 * `fetchSharedAnalysis` for a component: after the fetch the saved list is read again, because the
 * server adds a shared analysis to a logged-in viewer's list.
 */
export function useFetchSharedAnalysis(): (id: string) => Promise<SavedAnalysis> {
  const queryClient = useQueryClient();
  return useCallback(
    async (id: string) => {
      // Imported on the first shared link, so that its schemas are not built at start-up.
      const { fetchSharedAnalysis } = await import('./saved-analyses-api.ts');
      const analysis = await fetchSharedAnalysis(id);
      await refreshSavedAnalyses(queryClient);
      return analysis;
    },
    [queryClient],
  );
}
