import { describe, expect, it } from 'vitest';
import {
  infoPagePaths,
  isWebAppPage,
  modalAddresses,
  portfolioPagePath,
  pricingPagePath,
  webPageRedirectOf,
} from './web-pages.ts';

describe('isWebAppPage', () => {
  it('knows the main page, the modal addresses, the information pages, the pricing and the portfolio page', () => {
    for (const path of [
      '/',
      ...Object.values(modalAddresses),
      ...Object.values(infoPagePaths),
      pricingPagePath,
      portfolioPagePath,
    ]) {
      expect(isWebAppPage(path), path).toBe(true);
    }
  });

  it('ignores letter case and a trailing slash, as the router does', () => {
    expect(isWebAppPage('/Pricing/')).toBe(true);
    expect(isWebAppPage('/INFO/methods')).toBe(true);
    expect(isWebAppPage('//')).toBe(true);
  });

  it('knows no other path', () => {
    for (const path of [
      '/no-such-page',
      '/science',
      '/info',
      '/info/methods/more',
      '/api/config',
    ]) {
      expect(isWebAppPage(path), path).toBe(false);
    }
  });
});

describe('webPageRedirectOf', () => {
  it('sends /science to the Scientific Methods outline, and nothing else anywhere', () => {
    expect(webPageRedirectOf('/science')).toBe(infoPagePaths.methods);
    expect(webPageRedirectOf('/SCIENCE/')).toBe(infoPagePaths.methods);
    expect(webPageRedirectOf('/info/methods')).toBeUndefined();
    expect(webPageRedirectOf('/sciences')).toBeUndefined();
  });
});
