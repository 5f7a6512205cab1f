/**
 * The web app's pages by path. The app routes exactly these; the server answers them with the app's
 * page and status 200, and any other path with the same page and status 404 (the app then shows its
 * 'Page not found'), so a link checker, a crawler or a monitor sees a missing page as missing.
 */

/** Addresses that open a modal over the main screen. Closing the modal returns to '/'. */
export const modalAddresses = {
  about: '/about',
  myAnalyses: '/my-analyses',
  editProfile: '/edit-profile',
  saveResult: '/save-result',
} as const;
export type ModalAddress = keyof typeof modalAddresses;

/** The information pages. */
export const infoPagePaths = {
  dataSources: '/info/data_sources',
  disclaimerCaveats: '/info/disclaimer_caveats',
  methods: '/info/methods',
  privacyPolicy: '/info/privacy_policy',
  termsAndConditions: '/info/terms_and_conditions',
} as const;

export const pricingPagePath = '/pricing';

/** The Portfolio page: upload, progress and dashboard (`?id=` names the portfolio on screen). */
export const portfolioPagePath = '/portfolio';

/**
 * Old or short addresses that lead to a page: '/science', a link the product's texts use for its
 * science, is the Scientific Methods outline. The server answers them with a permanent redirect
 * (308, the query kept), and the app's router replaces them in the address.
 */
export const webPageRedirects: Readonly<Record<string, string>> = {
  '/science': infoPagePaths.methods,
};

/** The page an address redirects to (letter case and a trailing slash ignored), if any. */
export function webPageRedirectOf(pathname: string): string | undefined {
  return webPageRedirects[normalisePagePath(pathname)];
}

function normalisePagePath(pathname: string): string {
  const normalised = pathname.toLowerCase().replace(/\/+$/, '');
  return normalised === '' ? '/' : normalised;
}

const webAppPagePaths: ReadonlySet<string> = new Set([
  '/',
  ...Object.values(modalAddresses),
  ...Object.values(infoPagePaths),
  pricingPagePath,
  portfolioPagePath,
]);

/**
 * Whether a path (without its query) is one of the web app's pages. As the app's router, it ignores
 * letter case and a trailing slash.
 */
export function isWebAppPage(pathname: string): boolean {
  return webAppPagePaths.has(normalisePagePath(pathname));
}
