import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AjvCompiler } from '@fastify/ajv-compiler';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchemaCompiler,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { type AppConfig, configFromEnv } from './config.ts';
import { databaseRateLimitStore } from './db/rate-limit-store.ts';
import { errorBody, formatValidationErrors } from './http/errors.ts';
import { windowName } from './http/rate-limit-headers.ts';
import { analysisPoolPlugin } from './plugins/analysis-pool.ts';
import { apiKeysPlugin, keyCounterPlugin } from './plugins/api-keys.ts';
import { databasePlugin } from './plugins/database.ts';
import { docsPlugin } from './plugins/docs.ts';
import { errorHandlingPlugin, frameworkErrors } from './plugins/error-handling.ts';
import { retentionPlugin } from './plugins/retention.ts';
import { securityPlugin } from './plugins/security.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { bookingRoutes } from './routes/bookings.ts';
import { clinicBookingRoutes } from './routes/clinic-bookings.ts';
import { contactRoutes } from './routes/contact.ts';
import { enhanceRppgRoutes } from './routes/enhance-rppg.ts';
import { healthRoutes } from './routes/health.ts';
import { ogImageRoutes } from './routes/og-image.ts';
import { subscriptionRoutes } from './routes/subscriptions.ts';
import { supportInboxRoutes } from './routes/support-inbox.ts';
import { wellnessDiagnosisRoutes } from './routes/wellness-diagnosis.ts';

export interface BuildOptions extends Partial<AppConfig> {
  /** Log to stdout (server) or to `logStream` (tests that inspect the log); silent otherwise. */
  logger?: boolean;
  logStream?: NodeJS.WritableStream;
}

/** Largest accepted body outside `/api/enhance-rppg` (which sets its own, for two minutes of samples). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** How long a log line may wait in the buffer below before it is written, ms. */
const LOG_FLUSH_INTERVAL_MS = 1000;
/** Bytes of log lines written at once (about a hundred request lines); a block may grow to twice that. */
const LOG_BLOCK_BYTES = 32 * 1024;

/**
 * The server's log to stdout, written in blocks of at least 32 KB (and at least every second) off the
 * event loop, instead of a blocking system call for every line, i.e. every request (README, Benchmark).
 * Each block is written by a thread of libuv's pool, and waking one costs more than the write on a
 * virtual machine, hence large blocks. Each line is handed over as bytes: given text, the writer
 * (sonic-boom) appends every line to one string and measures that string again, copying the whole block
 * for each line; given bytes, it keeps them in a list and joins them once per block. Pino writes what is
 * left when the process exits; a killed process loses at most the last second's lines.
 */
function bufferedStdout(): { stream: DestinationStream; stop: () => void } {
  const out = pino.destination({
    dest: 1,
    sync: false,
    minLength: LOG_BLOCK_BYTES,
    maxWrite: 2 * LOG_BLOCK_BYTES,
    contentMode: 'buffer',
  });
  // sonic-boom's typings know only its text mode.
  const writeBytes = out.write as unknown as (this: typeof out, bytes: Buffer) => boolean;
  const timer = setInterval(() => out.flush(), LOG_FLUSH_INTERVAL_MS).unref();
  return { stream: { write: (line) => writeBytes.call(out, Buffer.from(line)) }, stop: () => clearInterval(timer) };
}

/**
 * Structured logs with no health values: requests are logged by method, path and client only (never the
 * body, query, headers or cookies: the `req` serializer keeps nothing else), and a `body` logged anywhere
 * else is removed. Redacting paths inside `req` as well cost every line a copy of it (README, Benchmark)
 * to remove what the serializer never keeps.
 */
function loggerOptions(opts: BuildOptions, stream: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level: opts.logLevel ?? 'info',
    stream,
    redact: { paths: ['body'], remove: true },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        path: req.url.split('?')[0],
        ip: req.ip,
      }),
    },
  };
}

/**
 * One log line per request, when it completes (method, path, client, status, time), instead of Fastify's
 * two (one on arrival, one on completion): serialising and writing each line costs the small JSON routes
 * a share of their time comparable to their own work (README, Benchmark).
 */
class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    // A keyed request is attributed to its key by the key's public id (never the key).
    const apiKey = req.apiKey?.id;
    const line = { req, res: reply, responseTime: reply.elapsedTime, ...(apiKey ? { apiKey } : {}) };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/**
 * Request validation with Fastify's own compiler (Ajv with its formats), strict about JSON types: a client
 * sending "72" for a number in a body gets a 400, not a silent coercion. A query string, path or header is
 * text, so there a number is read from its digits (`?limit=20`), and nowhere else.
 */
function validatorCompiler(): FastifySchemaCompiler<unknown> {
  const build = AjvCompiler();
  const options = { removeAdditional: true, allErrors: false } as const;
  const strict = build({}, { customOptions: { ...options, coerceTypes: false } });
  const fromText = build({}, { customOptions: { ...options, coerceTypes: true } });
  return (route) => (route.httpPart === 'body' ? strict : fromText)(route);
}

/** Builds the Fastify app; `server.ts` listens on it and tests call `app.inject()`. */
export async function buildApp(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...configFromEnv(), webRoot: null, dataDir: null, ...opts };
  const stdout = opts.logger && !opts.logStream ? bufferedStdout() : null;
  const logStream = opts.logStream ?? stdout?.stream;
  const app = Fastify({
    logger: logStream ? loggerOptions(opts, logStream) : false,
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // Starting can take long on a busy machine: the first start creates the embedded database (initdb,
    // up to 180 s), and each analysis thread loads its core.
    pluginTimeout: 180_000,
    schemaErrorFormatter: formatValidationErrors,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler());

  if (stdout) app.addHook('onClose', async () => stdout.stop());

  const serveApp = config.webRoot !== null && existsSync(config.webRoot);
  const notFoundFile = serveApp && config.webRoot ? join(config.webRoot, '404.html') : null;
  const notFoundPage = notFoundFile && existsSync(notFoundFile) ? readFileSync(notFoundFile, 'utf8') : null;
  await app.register(errorHandlingPlugin, { notFoundPage });
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(analysisPoolPlugin, { threads: config.analysisThreads, maxQueue: config.analysisQueueMax });
  await app.register(databasePlugin, { databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await app.register(keyCounterPlugin);
  await app.register(retentionPlugin, { policy: config.retention, intervalMs: config.retentionIntervalMs });

  await app.register(
    async (api) => {
      const ipLimit = { max: config.rateLimitMax, windowMs: config.rateLimitWindowMs };
      // First: its hook decides whether a request is keyed (own limits) or anonymous (the per-IP limit).
      await api.register(apiKeysPlugin, { cacheMs: config.apiKeyCacheMs, ipLimit });
      await api.register(rateLimit, {
        // Servers sharing a PostgreSQL count in it, so the limit holds across them; the embedded database
        // serves one process, whose memory then holds every count (and costs no query per request).
        ...(app.db.kind === 'postgres' ? { store: databaseRateLimitStore(app.db) } : {}),
        max: ipLimit.max,
        timeWindow: ipLimit.windowMs,
        allowList: (req) => req.apiKey !== null,
        // The RateLimit-* fields, as keyed requests get them (the plugin's own x-ratelimit-* otherwise).
        enableDraftSpec: true,
        // The plugin throws what this returns; its statusCode takes it through the error handler as a 429.
        errorResponseBuilder: (_req, ctx) =>
          errorBody(
            429,
            `Too many requests from your address: the limit is ${ctx.max} requests per ${windowName(ipLimit.windowMs / 1000)}; ` +
              `retry in ${ctx.after}`,
          ),
      });
      for (const routes of [healthRoutes, wellnessDiagnosisRoutes, enhanceRppgRoutes, ogImageRoutes]) {
        await api.register(routes);
      }
      const formLimit = { rateLimitMax: config.formRateLimitMax };
      for (const routes of [contactRoutes, subscriptionRoutes, bookingRoutes]) await api.register(routes, formLimit);
      // Keyed routes: their limits are their keys'.
      for (const routes of [clinicBookingRoutes, supportInboxRoutes]) await api.register(routes);
    },
    { prefix: '/api' },
  );

  if (serveApp && config.webRoot) await app.register(webAppPlugin, { root: config.webRoot });
  return app;
}
