import { describe, expect, it } from 'vitest';
import { mediaTypeOf, readRequestBody } from './request-body';

describe('mediaTypeOf', () => {
  it('answers each header for itself, whatever came just before (it remembers the last one)', () => {
    const headers = [
      'application/json',
      'Application/JSON; charset=utf-8',
      'application/json',
      undefined,
      ' text/plain ;charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      undefined,
      'application/json; charset=utf-8',
    ];
    expect(headers.map(mediaTypeOf)).toEqual([
      'application/json',
      'application/json',
      'application/json',
      '',
      'text/plain',
      'text/plain',
      'application/x-www-form-urlencoded',
      '',
      'application/json',
    ]);
  });
});

describe('readRequestBody', () => {
  it('parses JSON and refuses what Fastify refuses', () => {
    expect(readRequestBody('{"data":1}', 'application/json', { form: false })).toEqual({
      ok: true,
      value: { data: 1 },
    });
    expect(readRequestBody('', 'application/json', { form: false })).toEqual({ ok: false, failure: 'empty' });
    expect(readRequestBody('{"__proto__":{}}', 'application/json', { form: false })).toEqual({
      ok: false,
      failure: 'malformed-json',
    });
    expect(readRequestBody('a=1', 'application/x-www-form-urlencoded', { form: false })).toEqual({
      ok: false,
      failure: 'unsupported-media-type',
    });
    expect(readRequestBody('a=1', 'application/x-www-form-urlencoded', { form: true })).toEqual({
      ok: true,
      value: { a: '1' },
    });
    expect(readRequestBody(undefined, undefined, { form: false })).toEqual({ ok: true, value: undefined });
  });
});
