import { SUPPORT_EMAIL } from '@ai-doctor/content/contact';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { SECURITY_SCHEMES } from '../http/security-docs.ts';

/** OpenAPI document built from the routes' JSON schemas, and Swagger UI (served from the package, no CDN). */
export const docsPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'AI Doctor API',
        version: '1.0.0',
        description:
          'Wellness diagnosis, server-side rPPG re-analysis, social cards, the site forms of AI Doctor, and ' +
          'clinics’ own bookings. Estimates are informational, not clinically validated, and no health data is ' +
          'stored. Every error has the body `{ statusCode, error, message }`.\n\n' +
          '**Auth.** Each operation lists what it accepts. The public routes take no key (limited per IP) or ' +
          'any API key (`Authorization: Bearer aidk_…`, limited per key instead); the clinic and support routes ' +
          'need a key of their scope. Every answer announces its limits in the `RateLimit-Policy`, ' +
          '`RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` fields (IETF draft 06), and a 429 ' +
          'says which limit was reached.',
        license: { name: 'Proprietary: use under the AI Doctor Terms & Conditions', url: '/terms' },
        contact: { name: 'AI Doctor support', email: SUPPORT_EMAIL },
      },
      // The server that serves this document (the API and the app share one origin).
      servers: [{ url: '/', description: 'This server' }],
      components: { securitySchemes: SECURITY_SCHEMES },
      tags: [
        { name: 'measurement', description: 'Diagnosis and re-analysis of a scan (nothing is stored)' },
        { name: 'site', description: 'Social preview images' },
        { name: 'forms', description: 'Contact, newsletter and consultation bookings (stored)' },
        { name: 'clinics', description: 'A clinic’s own bookings, with its API key' },
        { name: 'support', description: 'The support inbox, with the support key' },
        { name: 'operations', description: 'Health check' },
      ],
    },
    hideUntagged: true,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // No call to the public validator service: the page talks to this server only.
    uiConfig: { validatorUrl: null },
    staticCSP: true,
    // Swagger UI's own CSP (it replaces the site's on its pages), minus what would reach other hosts or
    // break plain-http local deployments.
    transformStaticCSP: (header) =>
      header
        .replace(' validator.swagger.io', '')
        .replaceAll(' https:', '')
        .replace(' upgrade-insecure-requests;', '')
        // Swagger UI sets a few inline style attributes (no inline script is allowed).
        .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"),
  });
});
