import { STATUS_CODES } from 'node:http';
import type { FastifySchemaValidationError } from 'fastify';
import { TEXT_PATTERN } from './fields.ts';

/** The one error body of the API: validation errors, 404s, 413, 415, 422, 429 and 5xx alike. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export const errorBodySchema = {
  type: 'object',
  description: 'Every error of the API has this shape.',
  required: ['statusCode', 'error', 'message'],
  additionalProperties: false,
  properties: {
    statusCode: { type: 'integer', minimum: 400, maximum: 599, examples: [400] },
    error: { type: 'string', description: 'HTTP status text', examples: ['Bad Request'] },
    message: {
      type: 'string',
      description: 'What was wrong, in plain words',
      examples: ['body.sampleRate must be >= 10'],
    },
  },
} as const;

/** Response schemas of the error classes, for every route's `response` map. */
export const errorResponses = { '4xx': errorBodySchema, '5xx': errorBodySchema } as const;

/**
 * An error a route throws on purpose; the error handler turns it into an {@link ErrorBody}. Its message is
 * meant for the client, even with a 5xx status (a full queue's 503 says when to retry), and `headers` go
 * with the response.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly headers: Readonly<Record<string, string>>;

  constructor(statusCode: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', message };
}

/** `/timeSeriesData/3/1` → `timeSeriesData[3][1]`, so messages name the field as a client writes it. */
function fieldPath(dataVar: string, instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : `${path}.${part}`), dataVar);
}

function describe(error: FastifySchemaValidationError, dataVar: string): string {
  const where = fieldPath(dataVar, error.instancePath);
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    return `${where} must be one of: ${params.allowedValues.join(', ')}`;
  }
  if (error.keyword === 'pattern' && params.pattern === TEXT_PATTERN) {
    return `${where} must have a character that is not a space, and no control characters`;
  }
  return `${where} ${error.message ?? 'is invalid'}`;
}

/** Fastify's `schemaErrorFormatter`: one readable sentence per schema violation. */
export function formatValidationErrors(errors: FastifySchemaValidationError[], dataVar: string): Error {
  return new Error(errors.map((e) => describe(e, dataVar)).join('; '));
}
