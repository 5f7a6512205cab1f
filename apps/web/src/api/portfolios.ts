import { useQuery } from '@tanstack/react-query';
import {
  paymentIntentReplySchema,
  portfolioAssetsReplySchema,
  portfolioLimits,
  portfolioListReplySchema,
  portfolioPricingReplySchema,
  portfolioPurchaseReplySchema,
  portfolioReplySchema,
  portfolioUploadReplySchema,
  type CardDetails,
  type ClimateScenario,
  type PaymentIntentReply,
  type PortfolioAsset,
  type PortfolioListReply,
  type PortfolioPurchaseReply,
  type PortfolioReply,
  type PortfolioStatus,
  type PortfolioUploadReply,
} from '@hazardscope/contracts';
import { apiErrorOf, fetchJson } from './fetch-json.ts';
import { webClientHeaders } from './web-client-headers.ts';

/*
 * The portfolio calls: upload, status, assets, payment, list and delete. Every call carries the
 * web client's mark; the browser adds the session cookie.
 */

const portfolioPath = (id: string) => `/api/portfolios/${encodeURIComponent(id)}`;

const jsonPost = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...webClientHeaders() },
  body: JSON.stringify(body),
});

/** `POST /api/portfolios`: the file with its title and scenario, read and quoted, not run yet. */
export function uploadPortfolio(input: {
  file: File;
  title: string;
  scenario: ClimateScenario;
}): Promise<PortfolioUploadReply> {
  const form = new FormData();
  form.set('title', input.title);
  form.set('scenario', input.scenario);
  form.set('file', input.file, input.file.name);
  // No content-type: the browser writes the multipart boundary.
  return fetchJson('/api/portfolios', portfolioUploadReplySchema, {
    method: 'POST',
    headers: webClientHeaders(),
    body: form,
  });
}

function fetchPortfolio(id: string): Promise<PortfolioReply> {
  return fetchJson(portfolioPath(id), portfolioReplySchema, { headers: webClientHeaders() });
}

/** While a portfolio runs, its status is read again this often (ms). */
const portfolioPollIntervalMs = 1500;

const runningStatuses: readonly PortfolioStatus[] = ['queued', 'running'];

/** Whether a portfolio in this status is still being analysed. */
export function isPortfolioRunning(status: PortfolioStatus): boolean {
  return runningStatuses.includes(status);
}

/** A portfolio's status, polled while it runs, so the progress bar moves without a reload. */
export function usePortfolio(id: string | null) {
  return useQuery({
    queryKey: ['portfolio', id],
    enabled: id !== null,
    queryFn: () => fetchPortfolio(id ?? ''),
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === undefined || isPortfolioRunning(status) ? portfolioPollIntervalMs : false;
    },
  });
}

/**
 * Every asset of a portfolio, page after page (`GET …/assets?cursor=&limit=` at the largest page
 * the server allows), reporting each page as it arrives.
 */
export async function fetchAllPortfolioAssets(
  id: string,
  onPage?: (loaded: number) => void,
): Promise<PortfolioAsset[]> {
  const assets: PortfolioAsset[] = [];
  let cursor: number | null = null;
  do {
    const query = new URLSearchParams({ limit: String(portfolioLimits.assetsPageLimit) });
    if (cursor !== null) query.set('cursor', String(cursor));
    const page = await fetchJson(
      `${portfolioPath(id)}/assets?${query.toString()}`,
      portfolioAssetsReplySchema,
      { headers: webClientHeaders() },
    );
    assets.push(...page.assets);
    onPage?.(assets.length);
    cursor = page.nextCursor;
  } while (cursor !== null);
  return assets;
}

/** The caller's portfolios, newest first (`usePortfolioList` imports this when first needed). */
export function fetchPortfolioList(): Promise<PortfolioListReply> {
  return fetchJson('/api/portfolios', portfolioListReplySchema, { headers: webClientHeaders() });
}

export async function deletePortfolio(id: string): Promise<void> {
  const response = await fetch(portfolioPath(id), {
    method: 'DELETE',
    headers: webClientHeaders(),
  });
  if (!response.ok && response.status !== 404) {
    const body: unknown = await response.json().catch(() => undefined);
    throw apiErrorOf(body, response);
  }
}

/** Opens (or resumes) the order for a quoted portfolio: the card form's parameters. */
export function startPortfolioPayment(id: string): Promise<PaymentIntentReply> {
  return fetchJson(`${portfolioPath(id)}/payment/intent`, paymentIntentReplySchema, jsonPost({}));
}

/** Pays the order (the card for the built-in test provider); the portfolio is then queued. */
export function confirmPortfolioPayment(
  id: string,
  orderId: string,
  card?: CardDetails,
): Promise<PortfolioPurchaseReply> {
  return fetchJson(
    `${portfolioPath(id)}/payment/confirm`,
    portfolioPurchaseReplySchema,
    jsonPost({ orderId, card }),
  );
}

/** The price tiers and limits the pricing and Portfolio pages state. */
export function usePortfolioPricing() {
  return useQuery({
    queryKey: ['portfolio-pricing'],
    queryFn: () => fetchJson('/api/portfolios/pricing', portfolioPricingReplySchema),
    staleTime: Infinity,
  });
}

/** The files a portfolio offers for download, by kind: path and the name it is saved under. */
export function portfolioFile(
  id: string,
  kind: 'export' | 'report' | 'rejected',
): { path: string; extension: string } {
  switch (kind) {
    case 'export':
      return { path: `${portfolioPath(id)}/export.csv`, extension: 'csv' };
    case 'report':
      return { path: `${portfolioPath(id)}/report.pdf`, extension: 'pdf' };
    case 'rejected':
      return { path: `${portfolioPath(id)}/rejected.csv`, extension: 'csv' };
  }
}

/**
 * Starts a quoted portfolio that needs no payment (an allow-listed account): the server queues it
 * and answers its status.
 */
export function runPortfolio(id: string): Promise<PortfolioReply> {
  return fetchJson(`${portfolioPath(id)}/run`, portfolioReplySchema, jsonPost({}));
}
