import type { FastifyError, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { errorBody, HttpError } from '../http/errors.ts';

export interface ErrorHandlingOptions {
  /** The web app's prerendered 404 page, sent with status 404 for unknown non-API GET paths; null: JSON. */
  notFoundPage: string | null;
}

/**
 * One error format for the whole server: `{ statusCode, error, message }`. Client errors keep their
 * message (a validation error says which field is wrong); server errors never leak internals (a 5xx the
 * server means, such as a full queue's 503, is an `HttpError` and keeps its message). Only the
 * status and error code are logged — a message can quote the request body, and bodies carry health values.
 */
export const errorHandlingPlugin = fp<ErrorHandlingOptions>(async (app, opts) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 600 ? err.statusCode : 500;
    if (err instanceof HttpError) reply.headers(err.headers);
    if (status >= 500 && !(err instanceof HttpError)) {
      req.log.error({ err: { type: err.name, code: err.code, stack: err.stack } }, 'request failed');
      return reply.code(status).send(errorBody(status, 'The server could not complete the request.'));
    }
    req.log.info({ statusCode: status, code: err.code }, 'request rejected');
    return reply.code(status).send(errorBody(status, err.message));
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    // A missing file (`/assets/old-3f2a.js`) is a 404, not the page: a browser would try to run HTML as code.
    const isFile = /\.[^/]+$/.test(path);
    if (opts.notFoundPage !== null && !isApi && !isFile && (req.method === 'GET' || req.method === 'HEAD')) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(opts.notFoundPage);
    }
    return reply.code(404).send(errorBody(404, `No route ${req.method} ${path}`));
  });
});

/**
 * The router's own refusals (a path that is not a valid URL, a path parameter over 100 characters), which
 * Fastify answers before any hook or handler: in the same error format as every other.
 */
export const frameworkErrors = (err: FastifyError, _req: unknown, reply: FastifyReply) => {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  return reply.code(status).send(errorBody(status, err.message));
};
