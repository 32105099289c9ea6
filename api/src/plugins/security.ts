import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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

/** Security headers (helmet, with the CSP above) and response compression for every route. */
export const securityPlugin = fp(async (app) => {
  await app.register(helmet, { contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY } });
  await app.register(compress, { global: true });
});
