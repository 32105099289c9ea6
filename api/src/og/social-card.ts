import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Article } from '@ai-doctor/content/articles';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';

/** Open Graph's recommended card size for `summary_large_image`. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

const BRAND = 'AI Doctor';
const TAGLINE = 'Contactless vital signs from a 35-second face scan';
const COLOURS = { background: '#0b1f33', accent: '#2dd4bf', text: '#f8fafc', muted: '#94a3b8' };

/** Satori reads TTF/OTF/WOFF (not WOFF2); the Inter files ship in the @fontsource/inter npm package. */
function loadFonts() {
  const require = createRequire(import.meta.url);
  const font = (weight: 400 | 700) =>
    readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  return [
    { name: 'Inter', data: font(400), weight: 400 as const, style: 'normal' as const },
    { name: 'Inter', data: font(700), weight: 700 as const, style: 'normal' as const },
  ];
}

let fonts: ReturnType<typeof loadFonts> | undefined;

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const el = (type: string, style: Record<string, unknown>, children?: unknown, extra: object = {}): Node => ({
  type,
  props: { style, children, ...extra },
});

/** A pulse-wave trace under the title: the product's mark (an SVG image, which satori embeds as is). */
function pulseLine(): Node {
  const d = 'M0 40 H300 L330 40 L350 8 L372 72 L392 24 L408 40 H700 L730 40 L750 8 L772 72 L792 24 L808 40 H1040';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1040" height="80" viewBox="0 0 1040 80"><path d="${d}" stroke="${COLOURS.accent}" stroke-width="5" fill="none"/></svg>`;
  return el('img', { width: 1040, height: 80 }, undefined, {
    src: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    width: 1040,
    height: 80,
  });
}

function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function card(article: Article): Node {
  const meta = `${article.category} · ${formatDate(article.date)} · ${article.readTimeMinutes} min read`;
  return el(
    'div',
    {
      width: '100%',
      height: '100%',
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 80px',
      backgroundColor: COLOURS.background,
      backgroundImage: 'linear-gradient(135deg, #0b1f33 0%, #0f3d4a 100%)',
      color: COLOURS.text,
      fontFamily: 'Inter',
    },
    [
      el('div', { display: 'flex', alignItems: 'center', fontSize: 36, fontWeight: 700 }, [
        el('div', { width: 20, height: 20, borderRadius: 10, backgroundColor: COLOURS.accent, marginRight: 16 }),
        BRAND,
      ]),
      el('div', { display: 'flex', flexDirection: 'column' }, [
        el('div', { fontSize: 28, color: COLOURS.accent, marginBottom: 20 }, meta),
        el('div', { fontSize: 62, fontWeight: 700, lineHeight: 1.15 }, article.title),
      ]),
      el('div', { display: 'flex', flexDirection: 'column' }, [
        pulseLine(),
        el('div', { fontSize: 26, color: COLOURS.muted, marginTop: 12 }, TAGLINE),
      ]),
    ],
  );
}

/** Renders an article's social card as a 1200×630 PNG (satori lays out SVG, resvg rasterises it). */
export async function renderSocialCard(article: Article): Promise<Buffer> {
  fonts ??= loadFonts();
  const svg = await satori(card(article) as never, { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}
