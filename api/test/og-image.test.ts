import { ARTICLES } from '@ai-doctor/content/articles';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderSocialCard } from '../src/og/social-card.ts';
import { testApp } from './helpers.ts';
import { PNG_SIGNATURE, pngSize } from './png.ts';

// Count real renders (the renderer itself is untouched) to prove the route caches.
vi.mock('../src/og/social-card.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/og/social-card.ts')>();
  return { ...real, renderSocialCard: vi.fn(real.renderSocialCard) };
});

describe('GET /api/og-image/:slug', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('has the four article cards of the blog, by the slugs the article pages use', () => {
    expect(ARTICLES.map((a) => a.ogSlug)).toEqual([
      'ai-facial-analysis',
      'rppg-science',
      'contactless-health-seniors',
      'future-rpm',
    ]);
  });

  it.each(ARTICLES.map((a) => a.ogSlug))('renders a real 1200×630 PNG for %s', async (slug) => {
    const res = await app.inject({ method: 'GET', url: `/api/og-image/${slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    // A blank canvas compresses to a few kB; the title, brand and pulse line make it much larger.
    expect(res.rawPayload.length).toBeGreaterThan(20_000);
  });

  it('gives each article its own card', async () => {
    const cards = await Promise.all(
      ARTICLES.map(async (a) => (await app.inject({ url: `/api/og-image/${a.ogSlug}` })).rawPayload.toString('base64')),
    );
    expect(new Set(cards).size).toBe(ARTICLES.length);
  });

  it('renders each card once and serves the cached bytes afterwards, even to concurrent requests', async () => {
    const fresh = await testApp();
    const render = vi.mocked(renderSocialCard);
    render.mockClear();
    const [a, b] = await Promise.all([
      fresh.inject({ url: '/api/og-image/future-rpm' }),
      fresh.inject({ url: '/api/og-image/future-rpm' }),
    ]);
    const c = await fresh.inject({ url: '/api/og-image/future-rpm' });
    expect(render).toHaveBeenCalledTimes(1);
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(c.rawPayload.equals(a.rawPayload)).toBe(true);
    await fresh.close();
  });

  it('answers an unknown slug with a 404 in the error format', async () => {
    const res = await app.inject({ url: '/api/og-image/not-an-article' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No article with the social card slug "not-an-article"',
    });
  });

  it('lets social sites embed the card from their own origin', async () => {
    const res = await app.inject({ url: '/api/og-image/rppg-science' });
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
