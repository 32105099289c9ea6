import type { FastifyPluginAsync } from 'fastify';
import { cursorSchema, decodeCursor, limitSchema, pageLimit, pageOf, pageSchema } from '../http/cursor.ts';
import { errorResponses, HttpError } from '../http/errors.ts';
import { allRequired, uuid } from '../http/fields.ts';
import { SUPPORT_KEY } from '../http/security-docs.ts';

const message = allRequired({
  id: uuid,
  name: { type: 'string' },
  email: { type: 'string' },
  subject: { type: 'string' },
  message: { type: 'string' },
  createdAt: { type: 'string', format: 'date-time' },
});

interface MessageRow {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Date;
  /** `created_at` as PostgreSQL writes it (to the microsecond, which a JS Date drops): the page's key. */
  created_key: string;
}

/** Where a page of messages ends: the last one's time (as PostgreSQL wrote it) and id. */
type MessageKey = [string, string];
const isMessageKey = (key: unknown[]): key is MessageKey =>
  key.length === 2 &&
  typeof key[0] === 'string' &&
  /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?\+00$/.test(key[0]) &&
  typeof key[1] === 'string' &&
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key[1]);

/**
 * The support inbox, behind the support key: `GET /api/support/messages` (newest first, paginated) reads the
 * Contact form's messages, and `DELETE /api/support/messages/{id}` erases one (a person may ask for that).
 */
export const supportInboxRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { cursor?: string; limit: number } }>(
    '/support/messages',
    {
      config: { auth: 'support' },
      schema: {
        tags: ['support'],
        operationId: 'listSupportMessages',
        security: SUPPORT_KEY,
        summary: 'The Contact form’s messages, newest first',
        description: 'Pages of `limit`; pass `nextCursor` as `cursor` for the next, until it is null.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { cursor: cursorSchema, limit: limitSchema },
        },
        response: {
          200: pageSchema('messages', message),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const limit = pageLimit(req.query.limit);
      const after = req.query.cursor ? decodeCursor(req.query.cursor, isMessageKey) : null;
      const rows = await app.db.query<MessageRow>(
        `SELECT id, name, email, subject, message, created_at,
                to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00' AS created_key
           FROM contact_messages
          WHERE $1::timestamptz IS NULL OR (created_at, id) < ($1::timestamptz, $2::uuid)
          ORDER BY created_at DESC, id DESC
          LIMIT $3`,
        [after?.[0] ?? null, after?.[1] ?? null, limit + 1],
      );
      const page = pageOf(rows, limit, (row) => [row.created_key, row.id]);
      return {
        messages: page.rows.map(({ created_key: _, created_at, ...m }) => ({
          ...m,
          createdAt: new Date(created_at).toISOString(),
        })),
        nextCursor: page.nextCursor,
      };
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/support/messages/:id',
    {
      config: { auth: 'support' },
      schema: {
        tags: ['support'],
        operationId: 'deleteSupportMessage',
        security: SUPPORT_KEY,
        summary: 'Erase a contact message (at its sender’s request)',
        params: { type: 'object', required: ['id'], properties: { id: { ...uuid, description: 'The message id' } } },
        response: { 204: { description: 'Erased', type: 'null' }, ...errorResponses },
      },
    },
    async (req, reply) => {
      const rows = await app.db.query('DELETE FROM contact_messages WHERE id = $1 RETURNING id', [req.params.id]);
      if (!rows.length) throw new HttpError(404, `No contact message ${req.params.id}`);
      return reply.code(204).send();
    },
  );
};
