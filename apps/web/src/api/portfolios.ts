import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  paymentIntentReplySchema,
  portfolioAssetsReplySchema,
  portfolioListReplySchema,
  portfolioPointsReplySchema,
  portfolioPricingReplySchema,
  portfolioPurchaseReplySchema,
  portfolioReplySchema,
  portfolioUploadReplySchema,
  type CardDetails,
  type ClimateScenario,
  type PaymentIntentReply,
  type PortfolioAsset,
  type PortfolioAssetSortKey,
  type PortfolioAssetRatingFilter,
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

/** What the assets table asks the server for: one page in an order, with its filters. */
export interface PortfolioAssetsPageQuery {
  offset: number;
  limit: number;
  sort: PortfolioAssetSortKey;
  order: 'asc' | 'desc';
  search?: string | undefined;
  assetType?: string | undefined;
  rating?: PortfolioAssetRatingFilter | undefined;
  region?: string | undefined;
}

function assetsPath(id: string, query: Record<string, string | number | undefined>): string {
  const parameters = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') parameters.set(name, String(value));
  return `${portfolioPath(id)}/assets?${parameters.toString()}`;
}

/**
 * One page of a portfolio's assets, sorted and filtered by the server
 * (`GET …/assets?offset=&limit=&sort=&order=&search=…`); the page shown stays while the next loads.
 */
export function usePortfolioAssetsPage(id: string, query: PortfolioAssetsPageQuery) {
  return useQuery({
    queryKey: ['portfolio-assets', id, query],
    queryFn: () =>
      fetchJson(assetsPath(id, { ...query }), portfolioAssetsReplySchema, {
        headers: webClientHeaders(),
      }),
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}

/** One asset of a portfolio by its index (the file-order page of one from that index). */
export function usePortfolioAsset(id: string, index: number | undefined) {
  return useQuery({
    queryKey: ['portfolio-asset', id, index],
    enabled: index !== undefined,
    queryFn: async (): Promise<PortfolioAsset | null> => {
      const page = await fetchJson(
        assetsPath(id, { cursor: index, limit: 1 }),
        portfolioAssetsReplySchema,
        { headers: webClientHeaders() },
      );
      const asset = page.assets[0];
      return asset !== undefined && asset.index === index ? asset : null;
    },
    staleTime: Infinity,
  });
}

/** Every asset of a portfolio as a map point (`GET …/points`), not as a record. */
export function usePortfolioPoints(id: string) {
  return useQuery({
    queryKey: ['portfolio-points', id],
    queryFn: () =>
      fetchJson(`${portfolioPath(id)}/points`, portfolioPointsReplySchema, {
        headers: webClientHeaders(),
      }),
    staleTime: Infinity,
  });
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
