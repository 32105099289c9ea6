import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Content-Security-Policy of the whole site. The app loads only its own scripts (no inline script),
 * compiles its WebAssembly core (`'wasm-unsafe-eval'`) and runs module workers (`worker-src 'self' blob:`).
 * Styles allow inline because the UI library injects its theme variables in a <style> element.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  workerSrc: ["'self'", 'blob:'],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  // The server may run on plain http on a local network; upgrading would break every asset there.
  upgradeInsecureRequests: null,
};

/**
 * The headers helmet sets with the CSP above. They depend on nothing in the request, so helmet runs once,
 * on a response that is never sent, and its headers are reused for every reply: running its middleware
 * for each request (`@fastify/helmet` even builds it again each time, parsing the CSP) cost the API's
 * small JSON routes more than their own work.
 */
function securityHeaders(): Record<string, string> {
  const setHeaders = helmet({ contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY } });
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  setHeaders(req, res, (err) => {
    if (err) throw err;
  });
  return Object.fromEntries(Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]));
}

/** Security headers (helmet, with the CSP above) and response compression for every route. */
export const securityPlugin = fp(async (app) => {
  const headers = securityHeaders();
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(compress, { global: true });
});
