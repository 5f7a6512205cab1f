import './zod-without-eval.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { readEmbeddedPublicConfig } from './config/embedded-public-config.ts';
import { installClientErrorReporting } from './error-reporting/client-error-reporting.ts';
import { FirstScreen, firstScreenAttribute } from './first-screen/first-screen.tsx';

// From here on, an error the app does not catch is reported to the server's log (no personal data).
installClientErrorReporting(window);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The page may come with the first screen prerendered (the server puts it in the main page): the
// app draws the same until its start-up steps are done, so nothing on screen moves.
const prerendered = root.querySelector(`[${firstScreenAttribute}]`) !== null;
const app = (
  <StrictMode>
    <App
      config={readEmbeddedPublicConfig()}
      loadingScreen={prerendered ? <FirstScreen /> : undefined}
    />
  </StrictMode>
);
// As a transition React renders in slices, between which the browser stays responsive; the page
// already shows the first screen or the loading indicator meanwhile.
startTransition(() => createRoot(root).render(app));
