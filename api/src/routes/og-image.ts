import { ARTICLES, articleByOgSlug } from '@ai-doctor/content/articles';
import type { FastifyPluginAsync } from 'fastify';
import { errorResponses, HttpError } from '../http/errors.ts';
import { ANYONE } from '../http/security-docs.ts';

/** Cards change only with a deploy; crawlers and CDNs may keep them a day. */
const CACHE_CONTROL = 'public, max-age=86400';

/** `GET /api/og-image/:slug`: the article's social card, rendered once per process and kept in memory. */
export const ogImageRoutes: FastifyPluginAsync = async (app) => {
  // Promises, so concurrent first requests for a slug share one render.
  const cache = new Map<string, Promise<Buffer>>();

  app.get<{ Params: { slug: string } }>(
    '/og-image/:slug',
    {
      schema: {
        tags: ['site'],
        operationId: 'getSocialCard',
        security: ANYONE,
        summary: "An article's 1200×630 social preview image (PNG)",
        params: {
          type: 'object',
          required: ['slug'],
          properties: { slug: { type: 'string', description: ARTICLES.map((a) => a.ogSlug).join(', ') } },
        },
        response: {
          200: {
            description: 'PNG image, 1200×630',
            content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
          },
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const article = articleByOgSlug(req.params.slug);
      if (!article) throw new HttpError(404, `No article with the social card slug "${req.params.slug}"`);
      let png = cache.get(article.ogSlug);
      if (!png) {
        // Loaded on first use: the renderer (satori, resvg) costs memory a server may never need.
        png = import('../og/social-card.ts').then(({ renderSocialCard }) => renderSocialCard(article));
        cache.set(article.ogSlug, png);
        png.catch(() => cache.delete(article.ogSlug));
      }
      return (
        reply
          .type('image/png')
          .header('cache-control', CACHE_CONTROL)
          // Social sites fetch the card from their own origin.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(await png)
      );
    },
  );
};
