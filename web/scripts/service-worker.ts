/**
 * Build step after `scripts/prerender.ts`: writes `dist/sw.js`, a Workbox service worker precaching the
 * whole built site (the prerendered pages, the app's JS and CSS, the `.wasm` core, the face detector's
 * runtime and model, the icons and the manifest), so `/app` loads and scans with no network after one
 * visit. It runs after the prerender because Vite's build has not written those pages yet.
 *
 * A new build gives a new `sw.js` (its precache list carries every file's revision). It installs beside
 * the old one and waits: the page offers a reload (`src/app/serviceWorker.tsx`), and every page open
 * keeps the version it started with until then, so old and new files never mix. The API is not cached.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW, type ManifestEntry } from 'workbox-build';

const dist = fileURLToPath(new URL('../dist', import.meta.url));

/** A prerendered page under the address it is visited at: `app/index.html` → `app`, `index.html` → `./`. */
function pageUrl<Entry extends ManifestEntry>(entry: Entry): Entry {
  if (entry.url === 'index.html') return { ...entry, url: './' };
  if (entry.url.endsWith('/index.html')) return { ...entry, url: entry.url.slice(0, -'/index.html'.length) };
  return entry;
}

const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  globPatterns: ['**/*.{html,js,css,wasm,tflite,png,svg,ico,webmanifest}'],
  // The 404 page is for the server's answers, not an address; the worker must not precache itself.
  globIgnores: ['404.html', 'sw.js'],
  swDest: join(dist, 'sw.js'),
  // The face detector's WebAssembly runtime is several MB; it is what lets a scan run offline.
  maximumFileSizeToCacheInBytes: 32 * 1024 * 1024,
  // Vite's assets carry their content hash in the name: no revision needed.
  dontCacheBustURLsMatching: /^assets\//,
  manifestTransforms: [async (entries) => ({ manifest: entries.map(pageUrl), warnings: [] })],
  // The page's "Reload" sends SKIP_WAITING; until then the old worker keeps serving the old files.
  skipWaiting: false,
  clientsClaim: false,
  cleanupOutdatedCaches: true,
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
});
for (const warning of warnings) console.warn(`  service worker: ${warning}`);
console.log(`  service worker: ${count} files precached (${(size / 1024 / 1024).toFixed(1)} MB)`);
