import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * The API's contract held against what it really answers: every response a test receives (through
 * `testApp`'s `inject`, or `contractFetch` from a server process) is checked against the OpenAPI document
 * the server publishes. Its status must be documented for the operation (or by the `4XX`/`5XX` ranges),
 * its media type must be one the document names, and a JSON body must satisfy that response's schema.
 * A path outside the document (an unknown route's 404, the web app's pages) has no contract and is skipped.
 */

interface MediaType {
  schema?: object;
}
interface Operation {
  operationId?: string;
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface ReceivedResponse {
  method: string;
  /** Path and query as sent. */
  url: string;
  statusCode: number;
  contentType: string | undefined;
  body: string;
}

interface Route {
  template: string;
  pattern: RegExp;
  /** Literal segments first: `/api/bookings/free-slots` before `/api/bookings/{id}`. */
  literalLength: number;
  operations: Record<string, Operation>;
}

export class Contract {
  readonly #routes: Route[];
  readonly #ajv = new Ajv2020({ strict: false, allErrors: true });
  readonly #validators = new Map<object, ValidateFunction>();
  /** `operationId status` of every response checked so far. */
  readonly seen = new Set<string>();

  constructor(doc: OpenApiDocument) {
    addFormats.default(this.#ajv);
    this.#ajv.addFormat('binary', true);
    this.#routes = Object.entries(doc.paths)
      .map(([template, operations]) => ({
        template,
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        literalLength: template.replace(/\{[^}]+\}/g, '').length,
        operations,
      }))
      .sort((a, b) => b.literalLength - a.literalLength);
  }

  /** What is wrong with a response, or null when it keeps the contract (or has none). */
  violation(res: ReceivedResponse): string | null {
    const path = res.url.split('?')[0] ?? '';
    const method = res.method.toLowerCase();
    const route = this.#routes.find((r) => r.pattern.test(path) && r.operations[method]);
    if (!route || method === 'head') return null;
    const operation = route.operations[method] as Operation;
    const where = `${res.method} ${route.template} → ${res.statusCode}`;
    const status = String(res.statusCode);
    const documented = operation.responses[status] ?? operation.responses[`${status[0]}XX`];
    if (!documented) return `${where}: status not documented`;
    this.seen.add(`${operation.operationId} ${status}`);
    const content = documented.content ?? {};
    if (!Object.keys(content).length) return res.body ? `${where}: a body where none is documented` : null;
    const type = res.contentType?.split(';')[0]?.trim() ?? '';
    const media = content[type];
    if (!media) return `${where}: media type "${type}" not documented (${Object.keys(content).join(', ')})`;
    if (type !== 'application/json' || !media.schema) return null;
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return `${where}: the body is not JSON`;
    }
    let validate = this.#validators.get(media.schema);
    if (!validate) {
      validate = this.#ajv.compile(media.schema);
      this.#validators.set(media.schema, validate);
    }
    if (validate(body)) return null;
    const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message}`).join('; ');
    return `${where}: body breaks the documented schema: ${errors}; body: ${res.body.slice(0, 300)}`;
  }

  check(res: ReceivedResponse): void {
    const problem = this.violation(res);
    if (problem) throw new Error(`OpenAPI contract broken: ${problem}`);
  }
}

/** A `fetch` to a server process whose every answer is checked against the document that server publishes. */
export async function contractFetch(base: string): Promise<typeof fetch> {
  const contract = new Contract((await (await fetch(`${base}/api/docs/json`)).json()) as OpenApiDocument);
  return async (input, init) => {
    const res = await fetch(input, init);
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const contentType = res.headers.get('content-type') ?? undefined;
    contract.check({
      method: init?.method ?? 'GET',
      url: url.pathname + url.search,
      statusCode: res.status,
      contentType,
      body: contentType?.startsWith('application/json') ? await res.clone().text() : '',
    });
    return res;
  };
}
