import '@fontsource-variable/inter';
import './mantine-styles.ts';
import '@mantine/carousel/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  infoPagePaths,
  modalAddresses,
  portfolioPagePath,
  pricingPagePath,
  webPageRedirects,
  type ModalAddress,
  type PublicConfig,
} from '@hazardscope/contracts';
import { lazy, useState, type ReactNode } from 'react';
import { createQueryClient } from './api/query-client.ts';
import { AccountProvider } from './account/account-context.tsx';
import { EntryDialogs } from './account/entry-dialogs.tsx';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { useDocumentTitle } from './hooks/use-document-title.ts';
import { PageLayout } from './layout/page-layout.tsx';
import { HomePage } from './pages/home/home-page.tsx';
import { ModalAddressPage } from './pages/home/modal-address.tsx';
import { NotFoundPage } from './pages/not-found/not-found-page.tsx';
import { StartupGate } from './startup/startup-gate.tsx';
import { cssVariablesResolver, theme } from './theme/theme.ts';

// The static pages load on demand: their texts are not part of the first paint of the search screen.
const DataSourcesPage = lazy(() =>
  import('./pages/info/data-sources-page.tsx').then((module) => ({
    default: module.DataSourcesPage,
  })),
);
const DisclaimerCaveatsPage = lazy(() =>
  import('./pages/info/disclaimer-caveats-page.tsx').then((module) => ({
    default: module.DisclaimerCaveatsPage,
  })),
);
const MethodsPage = lazy(() =>
  import('./pages/info/methods-page.tsx').then((module) => ({ default: module.MethodsPage })),
);
const PrivacyPolicyPage = lazy(() =>
  import('./pages/info/privacy-policy-page.tsx').then((module) => ({
    default: module.PrivacyPolicyPage,
  })),
);
const TermsAndConditionsPage = lazy(() =>
  import('./pages/info/terms-and-conditions-page.tsx').then((module) => ({
    default: module.TermsAndConditionsPage,
  })),
);
const PortfolioPage = lazy(() =>
  import('./pages/portfolio/portfolio-page.tsx').then((module) => ({
    default: module.PortfolioPage,
  })),
);
const PricingPage = lazy(() =>
  import('./pages/pricing/pricing-page.tsx').then((module) => ({ default: module.PricingPage })),
);

/**
 * The whole app. `config` and `loadingScreen` are what the page brought (the public configuration,
 * the prerendered first screen), for the start-up steps.
 */
export function App(props: { config?: PublicConfig; loadingScreen?: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <AccountProvider>
          <StartupGate config={props.config} loadingScreen={props.loadingScreen}>
            <BrowserRouter>
              <NuqsAdapter>
                <AppRoutes />
                <EntryDialogs />
              </NuqsAdapter>
            </BrowserRouter>
          </StartupGate>
        </AccountProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * The route table (exact match) of the web app's pages (their paths in '@hazardscope/contracts',
 * which the server answers 200 and any other path 404); the modal addresses show the main screen
 * with their modal open; any other path is the 404 page.
 */
/** An address of `webPageRedirects` reached inside the app: replaced by its page, query kept. */
function RedirectTo(props: { path: string }) {
  const { search } = useLocation();
  return <Navigate to={`${props.path}${search}`} replace />;
}

function AppRoutes() {
  useDocumentTitle();
  return (
    <Routes>
      <Route element={<PageLayout />}>
        <Route path="/" element={<HomePage />} />
        {(Object.keys(modalAddresses) as ModalAddress[]).map((modal) => (
          <Route
            key={modal}
            path={modalAddresses[modal]}
            element={<ModalAddressPage modal={modal} />}
          />
        ))}
        <Route path={infoPagePaths.dataSources} element={<DataSourcesPage />} />
        <Route path={infoPagePaths.disclaimerCaveats} element={<DisclaimerCaveatsPage />} />
        <Route path={infoPagePaths.methods} element={<MethodsPage />} />
        <Route path={infoPagePaths.privacyPolicy} element={<PrivacyPolicyPage />} />
        <Route path={infoPagePaths.termsAndConditions} element={<TermsAndConditionsPage />} />
        <Route path={pricingPagePath} element={<PricingPage />} />
        <Route path={portfolioPagePath} element={<PortfolioPage />} />
        {Object.entries(webPageRedirects).map(([from, to]) => (
          <Route key={from} path={from} element={<RedirectTo path={to} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
