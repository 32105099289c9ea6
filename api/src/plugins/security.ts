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
 * Security headers (helmet, with the CSP above) and response compression for every route. Helmet's
 * middleware is built once: `@fastify/helmet` builds it again for every request (parsing the CSP each
 * time), which cost the API's small JSON routes more than their own work.
 */
export const securityPlugin = fp(async (app) => {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  });
  app.addHook('onRequest', (req, reply, done) =>
    setSecurityHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  await app.register(compress, { global: true });
});
