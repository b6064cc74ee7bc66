import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app.ts';
import { DATABASE_TARGETS } from '../../test/databases.ts';
import type { DatabaseHandle } from './db.ts';
import { inputProblem, MAX_INPUT_DEPTH } from './input-guard.ts';

/** `depth` arrays, one inside the other, around a string. */
const nested = (depth: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};
/** JSON text of `depth` arrays, one inside the other (too deep for JSON.stringify to write). */
const deepJson = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
/** A lone surrogate as JSON writes it (the escape, not the character). */
const LONE = '\\ud800';

describe('request input the server refuses', () => {
  it('finds a lone surrogate in values and keys, at any depth', () => {
    expect(inputProblem({ a: ['ok', { b: 'fine \u{1F600}' }] })).toBeNull();
    expect(inputProblem({ a: ['ok', { b: 'x\ud800y' }] })).toMatch(/Unicode/);
    expect(inputProblem({ ['\udfff']: 1 })).toMatch(/Unicode/);
    expect(inputProblem('\ud83d')).toMatch(/Unicode/);
  });

  it(`refuses nesting deeper than ${MAX_INPUT_DEPTH} levels`, () => {
    expect(inputProblem(nested(MAX_INPUT_DEPTH - 1))).toBeNull();
    expect(inputProblem(nested(MAX_INPUT_DEPTH + 1))).toMatch(/nested/);
  });

  it('leaves uploads (buffers) to their routes', () => {
    expect(inputProblem({ file: Buffer.from([0xd8, 0x00]) })).toBeNull();
  });
});

describe.each(DATABASE_TARGETS)('hostile input through every API on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await target.open();
    app = await testApp(database);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const json = (url: string, payload: string) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

  it('the web API answers 400 ERROR_VALIDATION, not 500', async () => {
    const res = await json('/api/v1/event-tracker', `{"type":"utm","data":{"utm_source":"${LONE}"}}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('ERROR_VALIDATION');
    const deep = await json('/api/v1/event-tracker', `{"type":"utm","data":${deepJson(5000)}}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error.code).toBe('ERROR_VALIDATION');
  });

  it('solver API v1 answers ERROR_BAD_PARAMETERS (never the retryable no-slot)', async () => {
    const res = await json('/in.php', `{"key":"x","method":"post","json":1,"textinstructions":"${LONE}"}`);
    expect(res.json()).toMatchObject({ status: 0, request: 'ERROR_BAD_PARAMETERS' });
    const query = await app.inject({ url: '/res.php?key=x&action=get&id=1&json=1&debug_dump=1&x=%ED%A0%80' });
    expect(query.json()).toMatchObject({ status: 0 });
    expect(query.json().request).not.toBe('ERROR_NO_SLOT_AVAILABLE');
    const deep = await json('/in.php', `{"key":"x","json":1,"debug_dump":1,"a":${deepJson(5000)}}`);
    expect(deep.json()).toMatchObject({ status: 0, request: 'ERROR_BAD_PARAMETERS' });
  });

  it('debug_dump shows nothing before the key is checked', async () => {
    const res = await app.inject({ url: '/in.php?key=0123456789abcdef0123456789abcdef&debug_dump=1&json=1' });
    expect(res.json().status).toBe(0);
    expect(res.json().request).toMatch(/KEY/);
  });

  it('solver API v2 answers ERROR_BAD_PARAMETERS, /test included', async () => {
    const res = await json('/createTask', `{"clientKey":"x","task":{"type":"ImageToTextTask","body":"${LONE}"}}`);
    expect(res.json()).toMatchObject({ errorId: 110, errorCode: 'ERROR_BAD_PARAMETERS' });
    const deep = await json('/test', `{"a":${deepJson(5000)}}`);
    expect(deep.statusCode).toBe(200);
    expect(deep.json()).toMatchObject({ errorCode: 'ERROR_BAD_PARAMETERS' });
  });
});
