/**
 * The app rendered to HTML at build time (`scripts/prerender.ts` runs this module's Vite SSR build): each
 * public page with its head tags, so crawlers and link previews read it without running JavaScript.
 */
import { ColorSchemeScript } from '@mantine/core';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App.tsx';
import { NOT_FOUND_HEAD, PUBLIC_ROUTES, publicRoute, SITE_ORIGIN } from './app/siteRoutes.ts';
import { headHtml } from './features/site/index.ts';

export { PUBLIC_ROUTES, SITE_ORIGIN };

/** The page at `path` (any other path renders the 404 page): `<head>` tags and the `#root` markup. */
export async function renderPage(path: string): Promise<{ head: string; body: string }> {
  // `prerender` waits for the lazily loaded pages, so the HTML holds their content, not the loader. Without
  // a chunk-size limit React writes every finished boundary in place, not as a hidden copy moved by an
  // inline script (which a crawler does not run and the site's CSP blocks).
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const body = await new Response(prelude).text();
  return { head: headHtml(publicRoute(path) ?? NOT_FOUND_HEAD, SITE_ORIGIN), body };
}

/**
 * Mantine's colour-scheme script, run before the page paints so a dark-mode device gets no light flash.
 * Served as a file: the site's CSP allows no inline script.
 */
export function colorSchemeScript(): string {
  const html = renderToStaticMarkup(<ColorSchemeScript defaultColorScheme="auto" />);
  return html.replace(/^<script[^>]*>|<\/script>$/g, '');
}
