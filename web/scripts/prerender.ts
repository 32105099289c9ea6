/**
 * Build step after `vite build` (the app) and `vite build --ssr` (src/entry-server.tsx): writes every
 * public page as static HTML (`dist/<path>/index.html`, `dist/404.html`), `robots.txt`, `sitemap.xml`,
 * the colour-scheme script and the icon set. The server sends these files; the app hydrates on top.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = join(web, 'dist');
const server: typeof import('../src/entry-server.tsx') = await import(join(web, 'dist-ssr', 'entry-server.js'));
const { PUBLIC_ROUTES, SITE_ORIGIN } = server;

/** The page a path is served from: `/` → `index.html`, `/blog/x` → `blog/x/index.html`. */
const pageFile = (path: string) => join(path.slice(1), 'index.html');

const template = readFileSync(join(dist, 'index.html'), 'utf8');
if (!template.includes('<title>AI Doctor</title>') || !template.includes('<div id="root"></div>')) {
  throw new Error('dist/index.html lacks the <title> or the empty #root this script fills');
}

function write(file: string, content: string | Buffer): void {
  mkdirSync(dirname(join(dist, file)), { recursive: true });
  writeFileSync(join(dist, file), content);
}

async function writePage(path: string, file: string): Promise<void> {
  const { head, body } = await server.renderPage(path);
  // Functions as replacements: `$` in the page text must not be read as a pattern.
  const html = template
    .replace('<title>AI Doctor</title>', () => head)
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  write(file, html);
}

for (const { path } of PUBLIC_ROUTES) await writePage(path, pageFile(path));
await writePage('/404', '404.html');

write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', SITE_ORIGIN).href}\n`);
const urls = PUBLIC_ROUTES.map(({ path }) => `  <url><loc>${new URL(path, SITE_ORIGIN).href}</loc></url>`);
write(
  'sitemap.xml',
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
);
write('color-scheme.js', server.colorSchemeScript());

/** The icon set from `public/favicon.svg`: PNGs for phones and app lists, and `favicon.ico` for old clients. */
const svg = readFileSync(join(web, 'public', 'favicon.svg'), 'utf8');
const png = (source: string, size: number) =>
  new Resvg(source, { fitTo: { mode: 'width', value: size } }).render().asPng();
write('apple-touch-icon.png', png(svg, 180));
write('icon-192.png', png(svg, 192));
write('icon-512.png', png(svg, 512));
write('icon-maskable-512.png', png(maskable(svg), 512));
write('favicon.ico', icoOf(png(svg, 32), 32));

/**
 * The icon for launchers that cut their own shape (Android's circles and squircles): the same mark on a
 * full-bleed background, inside the central 80 % every cut keeps (the web manifest's `maskable`).
 */
function maskable(icon: string): string {
  const background = icon.match(/<rect width="64" height="64" rx="\d+" fill="(#[0-9a-f]+)"\/>/)?.[1];
  if (!background || !icon.includes('viewBox="0 0 64 64"')) {
    throw new Error('public/favicon.svg is no longer a 64×64 mark on a rounded square: update the maskable icon');
  }
  return icon.replace(
    'viewBox="0 0 64 64">',
    `viewBox="-8 -8 80 80"><rect x="-8" y="-8" width="80" height="80" fill="${background}"/>`,
  );
}

/** An ICO file holding one PNG image (supported by every browser since Windows Vista's format change). */
function icoOf(image: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(header.length, 18); // where the image starts
  return Buffer.concat([header, image]);
}

console.log(`  prerendered ${PUBLIC_ROUTES.length} pages and the 404 page (site origin ${SITE_ORIGIN})`);
