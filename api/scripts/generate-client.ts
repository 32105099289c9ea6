/**
 * `pnpm --filter @ai-doctor/api generate:client`: writes the types of `@ai-doctor/client`
 * (api/client/src/schema.ts) from the OpenAPI document the server builds from its route schemas. Run it
 * after changing a route; `test/client.test.ts` fails while the committed types differ from the document.
 */
import { writeFileSync } from 'node:fs';
import { buildApp } from '../src/app.ts';
import { CLIENT_SCHEMA_FILE, clientSchemaSource } from './client-schema.ts';

const app = await buildApp({ webRoot: null, databaseUrl: null, dataDir: null, analysisThreads: 1 });
try {
  await app.ready();
  writeFileSync(CLIENT_SCHEMA_FILE, await clientSchemaSource(app.swagger()));
  console.log(`generate:client: wrote ${CLIENT_SCHEMA_FILE}`);
} finally {
  await app.close();
}
