import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import type { AccountReply } from '@hazardscope/contracts';
import { ShellProviders } from '../test-support/render-page.tsx';
import {
  AccountProvider,
  toAccount,
  useAccount,
  type AccountContextValue,
} from './account-context.tsx';
import { validationDebounceMs } from './use-validated-form.ts';

/** A recorded reply of our server: status and JSON body (shapes from @hazardscope/contracts). */
export interface RecordedReply {
  status: number;
  body: unknown;
}

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/** The page-view paths sent since the last `stubServer`, in order. */
export const stubbedPageViews: string[] = [];

/**
 * Replaces `fetch` at the network boundary: each call is recorded and answered by `answer`, which
 * sees the method and path (without query) and returns a recorded server reply, or a promise of
 * one to hold the answer back (to see what the screen shows meanwhile). Page views (analytics)
 * are answered here and kept apart, in `stubbedPageViews`, so that `calls` holds the calls the
 * code under test makes for its own work.
 */
export function stubServer(
  answer: (method: string, path: string) => RecordedReply | Promise<RecordedReply>,
): RecordedCall[] {
  const calls: RecordedCall[] = [];
  stubbedPageViews.length = 0;
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    if (input === '/api/page-view') {
      stubbedPageViews.push((body as { path: string }).path);
      return new Response(JSON.stringify({ message: 'Recorded.' }));
    }
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    calls.push({ method, url: input, body, headers });
    const reply = await answer(method, input.split('?')[0] ?? input);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      statusText: reply.status >= 500 ? 'Internal Server Error' : '',
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/** The account reply of a verified user, as `GET /api/account` answers it. */
export function accountReply(overrides: Partial<AccountReply> = {}): AccountReply {
  return {
    _id: { $oid: '0b9f2c3e-1111-4b55-9a2e-2f1d3c4b5a69' },
    username: 'reader@example.org',
    newsletterSubscription: false,
    password: true,
    emailVerified: true,
    ...overrides,
  };
}

/** An error reply of our server (`{ error, message, field? }`). */
export function errorReply(status: number, error: string, message: string): RecordedReply {
  return { status, body: { error, message } };
}

let latestAccount: AccountContextValue | undefined;
function AccountProbe() {
  latestAccount = useAccount();
  return null;
}

/** The account context the rendered tree sees, for assertions. */
export function currentAccountContext(): AccountContextValue {
  if (latestAccount === undefined) throw new Error('render with renderWithAccount first');
  return latestAccount;
}

/** Renders inside Mantine, react-query, a router, the product config and the account context. */
export function renderWithAccount(
  element: ReactElement,
  options: { loggedIn?: AccountReply } = {},
): RenderResult {
  return render(
    <ShellProviders>
      <AccountProvider initialAccount={options.loggedIn ? toAccount(options.loggedIn) : undefined}>
        <AccountProbe />
        {element}
      </AccountProvider>
    </ShellProviders>,
  );
}

/** Lets the 700 ms re-validation run (call with fake timers on). */
export async function passValidationPause(): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(validationDebounceMs);
  });
}

/** Types into the field whose label matches, as one change event. */
export function typeInto(label: RegExp, value: string): void {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
