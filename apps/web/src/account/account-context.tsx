import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { AccountReply, SavedAnalysis } from '@hazardscope/contracts';
import { ApiError } from '../api/fetch-json.ts';
import { fetchSessionAccount, logOutOnServer, openSessionWithApiKey } from './account-api.ts';

/** The logged-in account as the screens use it (never the key or a hash). */
export interface Account {
  username: string;
  _id: { $oid: string };
  newsletterSubscription: boolean;
  /** False for an account created in the save flow without a password. */
  hasPassword: boolean;
}

export interface AccountContextValue {
  account: Account | undefined;
  /**
   * Makes the account of a reply that logged in current. The server has set the session cookie
   * (HttpOnly, 7 days): the key never reaches page scripts.
   */
  logIn: (reply: AccountReply) => void;
  /** Logs in with an API key alone (the `crapikey` entry parameter): the server opens a session. */
  logInWithApiKey: (apiKey: string) => Promise<void>;
  logOut: () => Promise<void>;
  /** Reads the session's account again; none for a visitor or when the session has lapsed. */
  refresh: () => Promise<void>;
}

const AccountContext = createContext<AccountContextValue | undefined>(undefined);

export function toAccount(reply: AccountReply): Account {
  return {
    username: reply.username,
    _id: reply._id,
    newsletterSubscription: reply.newsletterSubscription,
    hasPassword: reply.password === true,
  };
}

/** The query key of the logged-in user's saved analyses; invalidate it after a save or delete. */
const savedAnalysesQueryKey = ['saved-analyses'] as const;

/**
 * Reads the saved list again after it changed on the server. A read still in flight began before
 * the change (react-query would hand back its stale answer), so it is dropped first.
 */
export async function refreshSavedAnalyses(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: savedAnalysesQueryKey });
  await queryClient.invalidateQueries({ queryKey: savedAnalysesQueryKey });
}

export function AccountProvider(props: { children: ReactNode; initialAccount?: Account }) {
  const [account, setAccount] = useState<Account | undefined>(props.initialAccount);
  const queryClient = useQueryClient();

  const logIn = useCallback(
    (reply: AccountReply) => {
      setAccount(toAccount(reply));
      void refreshSavedAnalyses(queryClient);
    },
    [queryClient],
  );

  const refresh = useCallback(async () => {
    const sessionAccount = await fetchSessionAccount();
    setAccount(sessionAccount === null ? undefined : toAccount(sessionAccount));
  }, []);

  const logInWithApiKey = useCallback(async (apiKey: string) => {
    try {
      setAccount(toAccount(await openSessionWithApiKey(apiKey)));
    } catch (error) {
      // A lapsed or revoked key is no failure of the step: the visitor is simply anonymous.
      if (error instanceof ApiError && error.status === 401) {
        setAccount(undefined);
        return;
      }
      // The browser is logged in to another account, which a link never replaces (the server
      // refuses with 409): the visitor stays in their own account, and the link's key is dropped.
      if (error instanceof ApiError && error.status === 409) {
        const sessionAccount = await fetchSessionAccount();
        setAccount(sessionAccount === null ? undefined : toAccount(sessionAccount));
        return;
      }
      throw error;
    }
  }, []);

  const logOut = useCallback(async () => {
    try {
      await logOutOnServer();
    } catch {
      // The screens forget the account either way; the server lets the key lapse after its expiry.
    }
    setAccount(undefined);
    queryClient.removeQueries({ queryKey: savedAnalysesQueryKey });
  }, [queryClient]);

  const value = useMemo(
    () => ({ account, logIn, logInWithApiKey, logOut, refresh }),
    [account, logIn, logInWithApiKey, logOut, refresh],
  );
  return <AccountContext.Provider value={value}>{props.children}</AccountContext.Provider>;
}

export function useAccount(): AccountContextValue {
  const value = useContext(AccountContext);
  if (value === undefined) throw new Error('useAccount needs an AccountProvider above it.');
  return value;
}

/** The logged-in user's saved analyses (summaries), or an empty list for a visitor. */
export function useSavedAnalyses(): { analyses: SavedAnalysis[]; isLoading: boolean } {
  const { account } = useAccount();
  const query = useQuery({
    queryKey: [...savedAnalysesQueryKey, account?._id.$oid],
    // Imported when first listed, so that the saved analysis's schemas are not built at start-up.
    queryFn: async () => (await import('./saved-analyses-api.ts')).listSavedAnalyses(),
    enabled: account !== undefined,
  });
  return { analyses: account ? (query.data ?? []) : [], isLoading: query.isLoading };
}
