import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** Vite puts content-hashed files under `assets/`; they never change, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Serves the built web app. Unknown non-API paths get its `index.html` (see the not-found handler). */
export const webAppPlugin = fp<{ root: string }>(async (app, opts) => {
  await app.register(fastifyStatic, {
    root: opts.root,
    wildcard: false,
    // Our own cache headers below; the plugin's default (max-age=0) would override them.
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });
});
