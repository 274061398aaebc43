// The contract as an OpenAPI 3.1 document, so people and tools can read the self-hosted API without our code.
// Schemas come from the same zod schemas the client and server validate with, so the document cannot drift.
import { z } from 'zod';
import { FUNCTIONS_STATUS_BY_CODE, httpStatusForFunctionsCode } from '../errors';
import type { FunctionsErrorCode } from '../errors';
import type { Access, Operation } from './contract';
import { API_PATHS, canonicalStatus } from './wire';

export type JsonSchema = Record<string, unknown>;

export interface OpenApiResponse {
  description: string;
  content: { 'application/json': { schema: JsonSchema } };
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  'x-access': Access;
  security: Record<string, string[]>[];
  requestBody: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, OpenApiResponse | { $ref: string }>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  servers: { url: string }[];
  paths: Record<string, { post: OpenApiOperation }>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

export interface OpenApiInfo {
  title: string;
  version: string;
  serverUrl: string;
  description?: string;
}

const BEARER = 'bearerAuth';

/** What each catalogue code means to a caller of this API (spec section 8). */
const CODE_MEANINGS: Record<FunctionsErrorCode, string> = {
  'invalid-argument': "the input does not match the operation's schema; details lists the problems",
  unauthenticated: 'no valid ID token was sent',
  'permission-denied': 'the caller may not do this',
  'not-found': 'the operation or what it names does not exist',
  aborted: 'the change conflicted with another one; retrying may succeed',
  'resource-exhausted': 'too many requests; retry later',
  cancelled: 'the request was cancelled',
  internal: 'the server failed',
  unimplemented: 'this back end does not implement the operation',
  unavailable: 'the service is unavailable; retrying may succeed',
  'deadline-exceeded': 'the operation did not finish in time',
  unknown: 'an error outside the catalogue',
};

/**
 * OpenAPI 3.1 description of every operation: `POST /api/fn/{name}` with `{data}` in, `{result}` out, the callable
 * error shape for each catalogue status, and the access level as `x-access`.
 */
export function buildOpenApiDocument(
  operations: Readonly<Record<string, Operation>>,
  info: OpenApiInfo,
): OpenApiDocument {
  const schemas: Record<string, JsonSchema> = {};
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of Object.values(operations)) {
    const input = addComponent(toJsonSchema(operation.input, 'input'), `${operation.name}Input`, schemas);
    const output = addComponent(toJsonSchema(operation.output, 'output'), `${operation.name}Output`, schemas);
    paths[API_PATHS.functions(operation.name)] = { post: describeOperation(operation, input, output) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      ...(info.description ? { description: info.description } : {}),
    },
    servers: [{ url: info.serverUrl }],
    paths,
    components: {
      schemas,
      responses: errorResponses(),
      securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

function describeOperation(operation: Operation, input: JsonSchema, output: JsonSchema): OpenApiOperation {
  const responses: OpenApiOperation['responses'] = {
    '200': {
      description: 'The result.',
      content: { 'application/json': { schema: envelope('result', output) } },
    },
  };
  for (const status of errorStatusesFor(operation.access)) {
    responses[String(status)] = { $ref: `#/components/responses/${errorResponseName(status)}` };
  }
  return {
    operationId: operation.name,
    summary: operation.summary,
    'x-access': operation.access,
    // Public operations work without a token but still accept one (an admin may see more), hence the empty
    // requirement next to bearer; the others require the bearer ID token.
    security: operation.access === 'public' ? [{}, { [BEARER]: [] }] : [{ [BEARER]: [] }],
    requestBody: { required: true, content: { 'application/json': { schema: envelope('data', input) } } },
    responses,
  };
}

function envelope(key: 'data' | 'result', schema: JsonSchema): JsonSchema {
  return { type: 'object', properties: { [key]: schema }, required: [key], additionalProperties: false };
}

/** HTTP statuses an operation can answer with; access checks never fail on a public operation. */
function errorStatusesFor(access: Access): number[] {
  const statuses = new Set(Object.values(FUNCTIONS_STATUS_BY_CODE) as number[]);
  if (access === 'public') {
    statuses.delete(FUNCTIONS_STATUS_BY_CODE.unauthenticated);
    statuses.delete(FUNCTIONS_STATUS_BY_CODE['permission-denied']);
  }
  return [...statuses].sort((a, b) => a - b);
}

function codesByHttpStatus(): Map<number, FunctionsErrorCode[]> {
  const byStatus = new Map<number, FunctionsErrorCode[]>();
  for (const code of Object.keys(CODE_MEANINGS) as FunctionsErrorCode[]) {
    const status = httpStatusForFunctionsCode(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}

const errorResponseName = (status: number) => `Error${status}`;

/** One reusable response per HTTP status; 500 carries both internal and unknown. */
function errorResponses(): Record<string, OpenApiResponse> {
  const responses: Record<string, OpenApiResponse> = {};
  for (const [status, codes] of codesByHttpStatus()) {
    const schema: JsonSchema = {
      type: 'object',
      required: ['error'],
      properties: {
        error: {
          type: 'object',
          required: ['status', 'message'],
          properties: {
            status: { type: 'string', enum: codes.map(canonicalStatus) },
            message: { type: 'string' },
            details: {
              description: 'Code-specific details, e.g. the validation issues of invalid-argument.',
            },
          },
        },
      },
    };
    const description = codes.map((code) => `functions/${code}: ${CODE_MEANINGS[code]}.`).join(' ');
    responses[errorResponseName(status)] = { description, content: { 'application/json': { schema } } };
  }
  return responses;
}

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
  }) as JsonSchema;
  return rest;
}

/**
 * Stores a schema as components.schemas[name] and returns a $ref to it. zod points recursive parts at `#` (the
 * schema's root) or at `#/$defs/...`; embedded in the document those would resolve against the document's root, so
 * the definitions move beside the schema and every such ref is repointed.
 */
function addComponent(schema: JsonSchema, name: string, components: Record<string, JsonSchema>): JsonSchema {
  const { $defs, ...root } = schema as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const pathOf = (component: string) => `#/components/schemas/${component}`;
  const repoint = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(repoint);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, key === '$ref' ? repointRef(inner) : repoint(inner)]),
    );
  };
  const repointRef = (ref: unknown): unknown => {
    if (ref === '#') return pathOf(name);
    if (typeof ref === 'string' && ref.startsWith('#/$defs/'))
      return pathOf(`${name}_${ref.slice('#/$defs/'.length)}`);
    return ref;
  };
  for (const [definition, body] of Object.entries($defs ?? {})) {
    components[`${name}_${definition}`] = repoint(body) as JsonSchema;
  }
  components[name] = repoint(root) as JsonSchema;
  return { $ref: pathOf(name) };
}
