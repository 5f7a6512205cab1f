import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { useEntryPrintView } from '../account/entry-parameters.ts';
import { AfterFirstPaintProvider, useFirstPaintDone } from './after-first-paint.tsx';
import { RenderErrorFallback } from './render-error-fallback.tsx';
import { Footer } from './footer.tsx';
import { PageFrame } from './page-frame.tsx';
import { TopBar } from './top-bar.tsx';

/**
 * Every route: the top bar, the page, and the footer at the bottom of a short page. The print view
 * (`?printView=1`) is the page alone. The footer, and what a page keeps below the fold, render once
 * the first frame has been painted, in the same update, so nothing on screen moves.
 */
export function PageLayout() {
  const location = useLocation();
  const [printView] = useEntryPrintView();
  const afterFirstPaint = useFirstPaintDone();
  return (
    <AfterFirstPaintProvider value={afterFirstPaint}>
      <PageFrame
        top={!printView && <TopBar />}
        bottom={!printView && afterFirstPaint && <Footer />}
      >
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
      </PageFrame>
    </AfterFirstPaintProvider>
  );
}
