import type { FastifyPluginAsync } from 'fastify';
import { errorResponses } from '../http/errors.ts';
import { email, type FormRouteOptions, normaliseEmail, text, uuid } from '../http/fields.ts';
import { ANYONE } from '../http/security-docs.ts';

interface ContactBody {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const contactBody = {
  type: 'object',
  examples: [
    {
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      subject: 'Clinic plans',
      message: 'Do you offer a pilot for GP clinics?',
    },
  ],
  required: ['name', 'email', 'subject', 'message'],
  additionalProperties: false,
  properties: {
    name: text('Your name', 100),
    email,
    subject: text('Subject', 150),
    message: text('Message', 5000),
  },
} as const;

const contactResponse = {
  type: 'object',
  required: ['id', 'status'],
  properties: { id: uuid, status: { type: 'string', const: 'received' } },
} as const;

/** `POST /api/contact`: the Contact page's form, stored for the support team. */
export const contactRoutes: FastifyPluginAsync<FormRouteOptions> = async (app, opts) => {
  app.post<{ Body: ContactBody }>(
    '/contact',
    {
      config: { rateLimit: { max: opts.rateLimitMax } },
      schema: {
        tags: ['forms'],
        operationId: 'sendContactMessage',
        security: ANYONE,
        summary: 'Send a message to the support team',
        body: contactBody,
        response: { 201: contactResponse, ...errorResponses },
      },
    },
    async (req, reply) => {
      const { name, subject, message } = req.body;
      const [row] = await app.db.query<{ id: string }>(
        'INSERT INTO contact_messages (name, email, subject, message) VALUES ($1, $2, $3, $4) RETURNING id',
        [name.trim(), normaliseEmail(req.body.email), subject.trim(), message.trim()],
      );
      return reply.code(201).send({ id: row?.id, status: 'received' });
    },
  );
};
