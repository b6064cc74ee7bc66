/**
 * A corpus of hostile solver-API requests (corpus.json: malformed keys, ids and actions, broken,
 * deep and lone-surrogate bodies, odd content types, verbs and paths, private callback addresses,
 * forged session cookies) replayed against the real app: no 5xx and no stack trace anywhere, every
 * in.php/res.php answer in v1's protocol and every v2 answer an `errorId` object, and never the
 * retryable ERROR_NO_SLOT_AVAILABLE that the server answers only when it fails itself.
 *
 * Placeholders: {KEY} (a funded customer's key), {ID} (one of their tasks), {REPEAT:text:n},
 * {DEEP_ARRAY:n}, {DEEP_OBJECT:n}.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../../test/databases.ts';
import { realPng, type SolverHarness, solverHarness } from '../v1/test-harness.ts';

interface HostileRequest {
  group: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD' | 'OPTIONS';
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}

const CORPUS: HostileRequest[] = JSON.parse(readFileSync(new URL('./corpus.json', import.meta.url), 'utf8'));

function expand(text: string, key: string, id: string): string {
  return text
    .replaceAll('{KEY}', key)
    .replaceAll('%7BKEY%7D', key)
    .replaceAll('{ID}', id)
    .replaceAll('%7BID%7D', id)
    .replace(/\{REPEAT:(.+?):(\d+)\}/g, (_m, part: string, n: string) => part.repeat(Number(n)))
    .replace(/\{DEEP_ARRAY:(\d+)\}/g, (_m, n: string) => `${'['.repeat(Number(n))}"x"${']'.repeat(Number(n))}`)
    .replace(/\{DEEP_OBJECT:(\d+)\}/g, (_m, n: string) => `${'{"a":'.repeat(Number(n))}1${'}'.repeat(Number(n))}`);
}

/** A v1 answer line: OK|…, a code, ERROR: 100x, a balance, a bulk get, or the list of in.php errors. */
const V1_LINE = [
  /^OK(\|[\s\S]*)?$/,
  /^[A-Z][A-Z0-9_]*$/,
  /^ERROR: \d{4}$/,
  /^\d+(\.\d+)?$/,
  /^[^\s|]+(\|[^\s|]+)+$/,
  /^(ERROR_[A-Z_]+: .+\n?)+$/,
];
const STACK = /\n\s+at .+:\d+:\d+|node_modules|\.ts:\d+/;

describe.each(DATABASE_TARGETS)('hostile solver-API requests on $name', (target) => {
  let h: SolverHarness;
  let key = '';
  let id = '';

  beforeAll(async () => {
    h = await solverHarness(target);
    const customer = await h.customer(10_000_000);
    key = customer.key;
    const sent = await h.app.inject({
      method: 'POST',
      url: '/in.php',
      payload: { key, method: 'base64', body: realPng(60, 20, 300).toString('base64') },
    });
    id = sent.body.slice(3);
  });
  afterAll(async () => {
    await h?.close();
  });

  it(`keeps the corpus at a few hundred requests (${CORPUS.length})`, () => {
    expect(CORPUS.length).toBeGreaterThan(300);
  });

  it('answers every request without a 5xx or a stack trace, in protocol', async () => {
    const problems: string[] = [];
    for (const entry of CORPUS) {
      // Sent at 10 a second (virtual time): the corpus tests answers, not the limits on rate.
      h.clock.advance(100);
      const url = expand(entry.url, key, id);
      const res = await h.app.inject({
        method: entry.method,
        url,
        headers: entry.headers,
        payload: entry.payload === undefined ? undefined : expand(entry.payload, key, id),
      });
      const where = `${entry.group}: ${entry.method} ${entry.url.slice(0, 80)}`;
      const body = res.body;
      if (res.statusCode >= 500) problems.push(`${where} → ${res.statusCode}`);
      if (STACK.test(body)) problems.push(`${where} → a stack trace`);
      if (/^ERROR_NO_SLOT_AVAILABLE$|"(request|errorCode)":"ERROR_NO_SLOT_AVAILABLE"/.test(body)) {
        problems.push(`${where} → ERROR_NO_SLOT_AVAILABLE`);
      }
      const path = new URL(url, 'http://x').pathname;
      const solverVerb = entry.method === 'GET' || entry.method === 'POST';
      if (solverVerb && (path === '/in.php' || path === '/res.php')) {
        if (res.statusCode !== 200) problems.push(`${where} → HTTP ${res.statusCode}`);
        const json = /json/.test(String(res.headers['content-type']));
        if (json) {
          const parsed = JSON.parse(body);
          if (![0, 1].includes(parsed.status) || !('request' in parsed))
            problems.push(`${where} → ${body.slice(0, 80)}`);
        } else if (!V1_LINE.some((line) => line.test(body))) {
          problems.push(`${where} → ${body.slice(0, 80)}`);
        }
      } else if (entry.method === 'POST' && /^\/[^/]+$/.test(path) && path !== '/test') {
        if (res.statusCode !== 200 || typeof JSON.parse(body).errorId !== 'number') {
          problems.push(`${where} → ${res.statusCode} ${body.slice(0, 80)}`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 180_000);
});
