import { Box, Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { useEntryPrintView } from '../account/entry-parameters.ts';
import { RenderErrorFallback } from './render-error-fallback.tsx';
import { Footer } from './footer.tsx';
import { TopBar } from './top-bar.tsx';

/**
 * Every route: the top bar, the page, and the footer at the bottom of a short page. The print view
 * (`?printView=1`) is the page alone.
 */
export function PageLayout() {
  const location = useLocation();
  const [printView] = useEntryPrintView();
  return (
    <Box style={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      {!printView && <TopBar />}
      <Box component="main" style={{ flex: 1 }}>
        <ErrorBoundary FallbackComponent={RenderErrorFallback} resetKeys={[location.pathname]}>
          <Suspense
            fallback={
              <Center mih="60vh">
                <Loader aria-label="Loading the page" />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      {!printView && <Footer />}
    </Box>
  );
}
