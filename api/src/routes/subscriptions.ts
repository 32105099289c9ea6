import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../http/errors.ts';
import { email, type FormRouteOptions, normaliseEmail } from '../http/fields.ts';
import { ANYONE } from '../http/security-docs.ts';

const subscriptionResponse = {
  type: 'object',
  required: ['email', 'status'],
  properties: {
    email: { type: 'string' },
    status: { type: 'string', enum: ['subscribed', 'already-subscribed'] },
  },
} as const;

/** `POST /api/subscriptions`: the blog's 'Stay Updated' box. Subscribing twice is a success, not an error. */
export const subscriptionRoutes: FastifyPluginAsync<FormRouteOptions> = async (app, opts) => {
  app.post<{ Body: { email: string } }>(
    '/subscriptions',
    {
      config: { rateLimit: { max: opts.rateLimitMax } },
      schema: {
        tags: ['forms'],
        operationId: 'subscribeToNewsletter',
        security: ANYONE,
        summary: 'Subscribe an e-mail address to the newsletter (idempotent)',
        body: {
          type: 'object',
          required: ['email'],
          additionalProperties: false,
          properties: { email },
          examples: [{ email: 'reader@example.org' }],
        },
        response: {
          201: { description: 'Newly subscribed', ...subscriptionResponse },
          200: { description: 'Was already subscribed', ...subscriptionResponse },
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const address = normaliseEmail(req.body.email);
      const inserted = await app.db.query(
        'INSERT INTO newsletter_subscriptions (email) VALUES ($1) ON CONFLICT (email) DO NOTHING RETURNING id',
        [address],
      );
      return inserted.length
        ? reply.code(201).send({ email: address, status: 'subscribed' })
        : reply.code(200).send({ email: address, status: 'already-subscribed' });
    },
  );
};
