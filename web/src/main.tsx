import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { replayEarlyClicks } from './app/earlyClicks.ts';
import { registerServiceWorker } from './app/serviceWorker.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);
// The built pages are prerendered (scripts/prerender.ts); the dev server's page is empty.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
// Replay the clicks held so far, and any held later (a lazy page's code still loading), as their buttons hydrate.
replayEarlyClicks();
// Offline after the first visit (registered once the page has loaded).
registerServiceWorker();
