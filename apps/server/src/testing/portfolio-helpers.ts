import { paymentIntentReplySchema, portfolioUploadReplySchema } from '@hazardscope/contracts';
import { bearer } from './account-helpers.ts';
import { multipartUpload } from './multipart-upload.ts';
import type { TestApp } from './start-test-app.ts';

/** One asset in Sydney: the smallest portfolio that runs. */
export const oneAssetCsv =
  'id,latitude,longitude,asset_type,replacement_value\nSYD,-33.8679,151.2073,SO,1000\n';

/** Uploads a portfolio file as the page's form does; the reply as the server answers it. */
export function uploadPortfolio(
  testApp: TestApp,
  apiKey: string,
  csv: string | Buffer,
  fields: Record<string, string> = { title: 'Test book', scenario: 'ssp245' },
) {
  const { payload, headers } = multipartUpload(fields, { name: 'assets.csv', content: csv });
  return testApp.request({
    method: 'POST',
    url: '/api/portfolios',
    payload,
    headers: { ...headers, ...bearer(apiKey) },
  });
}

/** Uploads the one-asset portfolio under this title; its id (throws unless the upload is taken). */
export async function uploadedPortfolioId(
  testApp: TestApp,
  apiKey: string,
  title: string,
): Promise<string> {
  const uploaded = await uploadPortfolio(testApp, apiKey, oneAssetCsv, {
    title,
    scenario: 'ssp245',
  });
  if (uploaded.statusCode !== 202) throw new Error(`upload failed: ${uploaded.body}`);
  return portfolioUploadReplySchema.parse(uploaded.json()).id;
}

/** Opens (or resumes) the order of a portfolio; throws unless the server answers 200. */
export async function openPortfolioIntent(testApp: TestApp, apiKey: string, portfolioId: string) {
  const opened = await testApp.request({
    method: 'POST',
    url: `/api/portfolios/${portfolioId}/payment/intent`,
    headers: bearer(apiKey),
  });
  if (opened.statusCode !== 200) throw new Error(`intent failed: ${opened.body}`);
  return paymentIntentReplySchema.parse(opened.json());
}

/** Confirms a portfolio's order: with a card for the test provider, without one for Stripe. */
export function confirmPortfolioOrder(
  testApp: TestApp,
  apiKey: string,
  portfolioId: string,
  orderId: string,
  card?: object,
) {
  return testApp.request({
    method: 'POST',
    url: `/api/portfolios/${portfolioId}/payment/confirm`,
    headers: bearer(apiKey),
    payload: { orderId, card },
  });
}
