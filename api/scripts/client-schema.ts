import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

/** The committed types of `@ai-doctor/client`. */
export const CLIENT_SCHEMA_FILE = fileURLToPath(new URL('../client/src/schema.ts', import.meta.url));

/** The generated file's first line, so nobody edits it by hand. */
const HEADER =
  '// Generated from the API server’s OpenAPI document by `pnpm --filter @ai-doctor/api generate:client`.\n' +
  '// Do not edit: change the route schemas and generate again (api/test/client.test.ts checks it is current).\n\n';

/** Values that change from day to day (the booking example's date) must not change the generated types. */
function withoutExamples(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutExamples);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'example' && key !== 'examples')
      .map(([key, v]) => [key, withoutExamples(v)]),
  );
}

/** The TypeScript types of `@ai-doctor/client` (openapi-typescript) for an OpenAPI document. */
export async function clientSchemaSource(doc: object): Promise<string> {
  const ast = await openapiTS(withoutExamples(doc) as Parameters<typeof openapiTS>[0]);
  return HEADER + astToString(ast);
}
