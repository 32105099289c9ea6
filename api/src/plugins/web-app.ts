import { readdirSync } from 'node:fs';
import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/** Vite puts content-hashed files under `assets/`; they never change, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The page paths of a built app: `index.html` → `/`, `blog/x/index.html` → `/blog/x`. */
function pagePaths(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    const parts = file.split(sep);
    if (parts.at(-1) !== 'index.html' || parts[0] === 'assets') continue;
    pages.set(`/${parts.slice(0, -1).join('/')}`, parts.join('/'));
  }
  return pages;
}

/**
 * Serves the built web app: its files, and each prerendered page at its path (`/pricing` is
 * `pricing/index.html`). Other paths get the 404 page (see the not-found handler).
 */
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
  for (const [path, file] of pagePaths(opts.root)) {
    if (path !== '/') app.get(path, (_req, reply) => reply.sendFile(file));
  }
});
