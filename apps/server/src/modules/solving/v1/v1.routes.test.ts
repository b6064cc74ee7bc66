import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LogCapture, testConfig } from '../../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../../test/databases.ts';
import { loggerOptions } from '../../../platform/logger.ts';
import type { SolvingEngine } from '../engine.types.ts';
import { PNG_1X1, png } from '../task-types/test-fixtures.ts';
import { type Customer, realPng, type SolverHarness, solverHarness } from './test-harness.ts';
import { v1Routes } from './v1.routes.ts';

const IMAGE = realPng(120, 40);
const B64 = IMAGE.toString('base64');
const SITEKEY = '6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-';
const PAGE = 'https://shop.test/login';
/** The price of a normal image captcha in the seeded price table: $1 per 1000. */
const IMAGE_PRICE = 1000;

type Params = Record<string, unknown>;
interface FilePart {
  bytes: Buffer;
  filename?: string;
  type?: string;
}
type Via = 'get' | 'form' | 'json' | 'multipart';

/** A multipart body as a client would build it (the platform's FormData). */
async function multipart(params: Params, files: Record<string, FilePart> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(params)) form.append(k, String(v));
  for (const [k, f] of Object.entries(files)) {
    form.append(k, new Blob([new Uint8Array(f.bytes)], { type: f.type ?? 'image/png' }), f.filename ?? 'captcha.png');
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

const query = (params: Params) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

function* chunks(buffer: Buffer, size: number) {
  for (let at = 0; at < buffer.length; at += size) yield buffer.subarray(at, at + size);
}

/** No stack trace, no internal detail: a protocol line or JSON. */
function expectClean(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(200);
  expect(res.body).not.toMatch(/\n\s+at |Error:|stack|node_modules|\.ts:\d/);
}

describe.each(DATABASE_TARGETS)('solver API v1 on $name', (target) => {
  let h: SolverHarness;
  let rich: Customer;
  let workerId: number;

  beforeAll(async () => {
    h = await solverHarness(target);
    rich = await h.customer(1_000_000_000);
    workerId = await h.worker();
  });
  afterAll(() => h?.close());
  beforeEach(() => h.drain());

  async function call(
    path: '/in.php' | '/res.php',
    params: Params,
    options: {
      via?: Via;
      files?: Record<string, FilePart>;
      contentType?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<LightMyRequestResponse> {
    const via = options.via ?? (options.files ? 'multipart' : 'get');
    const headers = { ...options.headers };
    let res: LightMyRequestResponse;
    if (via === 'get') {
      res = await h.app.inject({ method: 'GET', url: `${path}?${query(params)}`, headers });
    } else if (via === 'form') {
      res = await h.app.inject({
        method: 'POST',
        url: path,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: query(params),
      });
    } else if (via === 'json') {
      res = await h.app.inject({
        method: 'POST',
        url: path,
        headers: { ...headers, 'content-type': options.contentType ?? 'application/json' },
        payload: JSON.stringify(params),
      });
    } else {
      const body = await multipart(params, options.files);
      res = await h.app.inject({
        method: 'POST',
        url: path,
        headers: { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    }
    expectClean(res);
    return res;
  }

  /** Asserts the same error code in both envelopes. */
  async function expectCode(
    path: '/in.php' | '/res.php',
    params: Params,
    code: string,
    options: Parameters<typeof call>[2] = {},
  ) {
    const plain = await call(path, params, options);
    expect(plain.body, `${path} ${JSON.stringify(params).slice(0, 200)}`).toBe(code);
    expect(plain.headers['content-type']).toMatch(/^text\/plain/);
    const json = await call(path, { ...params, json: 1 }, options);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.json()).toMatchObject({ status: 0, request: code });
  }

  const submitImage = async (customer: Customer = rich, extra: Params = {}) => {
    const res = await call('/in.php', { key: customer.key, method: 'base64', body: B64, ...extra });
    expect(res.body).toMatch(/^OK\|\d+$/);
    return Number(res.body.slice(3));
  };

  describe('in.php', () => {
    it('accepts a query GET, a form, multipart with a PNG file part and JSON labelled text/plain', async () => {
      const viaGet = await call('/in.php', { key: rich.key, method: 'base64', body: B64 });
      const viaForm = await call('/in.php', { key: rich.key, method: 'base64', body: B64 }, { via: 'form' });
      const viaMultipart = await call(
        '/in.php',
        { key: rich.key, method: 'post', numeric: 1 },
        { files: { file: { bytes: IMAGE, filename: 'captcha.png' } } },
      );
      const viaJson = await call(
        '/in.php',
        { key: rich.key, method: 'base64', body: B64, numeric: 1 },
        { via: 'json', contentType: 'text/plain' },
      );
      const viaRealJson = await call('/in.php', { key: rich.key, method: 'base64', body: B64 }, { via: 'json' });
      const ids = [viaGet, viaForm, viaMultipart, viaJson, viaRealJson].map((res) => {
        expect(res.body).toMatch(/^OK\|\d+$/);
        return Number(res.body.slice(3));
      });
      expect(new Set(ids).size).toBe(5);
      // The worker receives the real image, whatever the transport.
      for (const id of ids) {
        const task = await h.solve(workerId, { type: 'text', text: '123' }, id);
        expect(task.spec.image).toMatchObject({ mime: 'image/png', width: 120, height: 40 });
        expect(task.spec.image?.bytes.equals(IMAGE)).toBe(true);
      }
      expect((await h.engine.get(rich.userId, ids[2] as number))?.state).toBe('ready');
    });

    it('merges the query with the body (the body wins) and reads json=1 from either', async () => {
      const res = await call(
        `/in.php?key=${rich.key}&method=userrecaptcha&json=1` as '/in.php',
        { googlekey: SITEKEY, pageurl: PAGE, method: 'userrecaptcha' },
        { via: 'json', contentType: 'text/plain' },
      );
      expect(res.json()).toEqual({ status: 1, request: expect.stringMatching(/^\d+$/) });
      const fromBody = await call('/in.php', { key: rich.key, textcaptcha: 'Two plus two?', json: 1 }, { via: 'form' });
      expect(fromBody.json()).toEqual({ status: 1, request: expect.stringMatching(/^\d+$/) });
      // A GET has only its query; a POST body overrides the query.
      const viaQuery = await h.app.inject({
        method: 'GET',
        url: `/in.php?key=${rich.key}&method=nosuch&textcaptcha=Hi`,
      });
      expect(viaQuery.body).toBe('ERROR_METHOD_CALL');
      const bodyWins = await h.app.inject({
        method: 'POST',
        url: `/in.php?key=${rich.key}&method=nosuch`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: query({ method: 'base64', body: B64 }),
      });
      expect(bodyWins.body).toMatch(/^OK\|\d+$/);
    });

    it('passes soft_id, the pingback and the client IP to the engine', async () => {
      // A pingback must go to an address registered for the account.
      const unregistered = await call('/in.php', {
        key: rich.key,
        method: 'base64',
        body: B64,
        pingback: 'https://hooks.test/cb',
      });
      expect(unregistered.body).toBe('ERROR_BAD_PARAMETERS');
      await h.database.db
        .insertInto('pingbackAddress')
        .values({ customerId: rich.userId, address: 'https://hooks.test/', origin: 'https://hooks.test' })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const res = await h.app.inject({
        method: 'POST',
        url: '/in.php',
        remoteAddress: '203.0.113.7',
        headers: { 'content-type': 'application/json' },
        payload: { key: rich.key, method: 'base64', body: B64, soft_id: 4587, pingback: 'https://hooks.test/cb?a=1' },
      });
      expect(res.body).toMatch(/^OK\|\d+$/);
      const row = await h.database.db
        .selectFrom('task')
        .select(['softId', 'callbackUrl', 'clientIp', 'source'])
        .where('id', '=', Number(res.body.slice(3)))
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        softId: 4587,
        callbackUrl: 'https://hooks.test/cb?a=1',
        clientIp: '203.0.113.7',
        source: 'v1',
      });
      // soft_id that is no id is ignored; a pingback that is no URL is refused.
      expect((await call('/in.php', { key: rich.key, method: 'base64', body: B64, soft_id: 'abc' })).body).toMatch(
        /^OK\|/,
      );
      await expectCode(
        '/in.php',
        { key: rich.key, method: 'base64', body: B64, pingback: 'javascript:alert(1)' },
        'ERROR_BAD_PARAMETERS',
      );
    });

    it('answers every reachable in.php error in both envelopes', async () => {
      const poor = await h.customer(0);
      const key = rich.key;
      await expectCode('/in.php', { method: 'base64', body: B64 }, 'ERROR_WRONG_USER_KEY');
      await expectCode('/in.php', { key: 'abc', method: 'base64', body: B64 }, 'ERROR_WRONG_USER_KEY');
      await expectCode('/in.php', { key: 'f'.repeat(32), method: 'base64', body: B64 }, 'ERROR_KEY_DOES_NOT_EXIST');
      await expectCode('/in.php', { key: key.toUpperCase(), method: 'base64', body: B64 }, 'ERROR_KEY_DOES_NOT_EXIST');
      await expectCode('/in.php', { key: poor.key, method: 'base64', body: B64 }, 'ERROR_ZERO_BALANCE');
      await expectCode('/in.php', { key, method: 'userrecaptcha', googlekey: SITEKEY }, 'ERROR_PAGEURL');
      await expectCode('/in.php', { key, method: 'userrecaptcha', pageurl: PAGE }, 'ERROR_WRONG_GOOGLEKEY');
      await expectCode(
        '/in.php',
        { key, method: 'userrecaptcha', pageurl: PAGE, googlekey: 'bad key!' },
        'ERROR_GOOGLEKEY',
      );
      await expectCode(
        '/in.php',
        { key, method: 'userrecaptcha', pageurl: PAGE, googlekey: SITEKEY, proxy: 'nonsense', proxytype: 'HTTP' },
        'ERROR_PROXY_FORMAT',
      );
      await expectCode(
        '/in.php',
        { key, method: 'base64', body: PNG_1X1.toString('base64') },
        'ERROR_ZERO_CAPTCHA_FILESIZE',
      );
      await expectCode('/in.php', { key, method: 'post' }, 'ERROR_ZERO_CAPTCHA_FILESIZE');
      await expectCode(
        '/in.php',
        { key, method: 'base64', body: png(300, 100, 700_000).toString('base64') },
        'ERROR_TOO_BIG_CAPTCHA_FILESIZE',
        { via: 'form' },
      );
      await expectCode(
        '/in.php',
        { key, method: 'base64', body: Buffer.from('plain text, not an image '.repeat(10)).toString('base64') },
        'ERROR_IMAGE_TYPE_NOT_SUPPORTED',
      );
      await expectCode('/in.php', { key, method: 'base64', body: '%%% not base64 %%%' }, 'ERROR_UPLOAD');
      await expectCode('/in.php', { key, method: 'post' }, 'ERROR_WRONG_FILE_EXTENSION', {
        files: { file: { bytes: IMAGE, filename: 'captcha.exe', type: 'application/octet-stream' } },
      });
      await expectCode('/in.php', { key, textcaptcha: 'x'.repeat(141) }, 'ERROR_BAD_PARAMETERS');
      await expectCode('/in.php', { key, method: 'nosuchmethod' }, 'ERROR_METHOD_CALL');
      await expectCode('/in.php', { key }, 'ERROR_METHOD_CALL');
      // Nothing was submitted by any of these.
      expect((await h.engine.queueStats()).queued).toBe(0);
    });

    it('json=1 errors carry an error_text', async () => {
      const res = await call('/in.php', { key: 'short', json: 1 });
      expect(res.json()).toEqual({
        status: 0,
        request: 'ERROR_WRONG_USER_KEY',
        error_text: expect.stringContaining('32'),
      });
    });

    it('lists its error codes with method=get_server_errors', async () => {
      const plain = await call('/in.php', { method: 'get_server_errors' });
      expect(plain.body).toContain('ERROR_ZERO_BALANCE: ');
      expect(plain.body.split('\n').length).toBeGreaterThan(10);
      const json = (await call('/in.php', { method: 'get_server_errors', json: 1 })).json();
      expect(json.status).toBe(1);
      expect(json.request).toContainEqual({ code: 'ERROR_WRONG_USER_KEY', description: expect.any(String) });
    });

    it('debug_dump=1 shows the parsed parameters (no key, no image bytes) and submits nothing', async () => {
      const res = await call(
        '/in.php',
        { key: rich.key, method: 'post', debug_dump: 1, json: 1, textinstructions: 'Type the red letters' },
        { files: { file: { bytes: IMAGE, filename: 'c.png' } } },
      );
      const dump = res.json();
      expect(dump.status).toBe(1);
      expect(dump.request.params).toMatchObject({
        key: '[hidden]',
        method: 'post',
        textinstructions: 'Type the red letters',
      });
      expect(dump.request.files).toEqual({ file: { filename: 'c.png', bytes: IMAGE.length } });
      expect(res.body).not.toContain(rich.key);
      const plain = await call('/in.php', { key: rich.key, method: 'base64', body: B64, debug_dump: 1 });
      expect(plain.body).not.toContain(rich.key);
      expect(plain.body).not.toContain(B64.slice(0, 40));
      expect(JSON.parse(plain.body).params.body).toBe(`[${B64.length} characters]`);
      expect((await h.engine.queueStats()).queued).toBe(0);
    });
  });

  describe('res.php', () => {
    it('get: not ready, then the answer, in both envelopes; get2 adds the price', async () => {
      const id = await submitImage();
      await expectCode('/res.php', { key: rich.key, action: 'get', id }, 'CAPCHA_NOT_READY');
      expect((await call('/res.php', { key: rich.key, action: 'get', id, json: 1 })).json()).toEqual({
        status: 0,
        request: 'CAPCHA_NOT_READY',
      });
      await h.solve(workerId, { type: 'text', text: 'x7k2' }, id);
      expect((await call('/res.php', { key: rich.key, action: 'get', id })).body).toBe('OK|x7k2');
      expect((await call('/res.php', { key: rich.key, action: 'get', id, json: 1 })).json()).toEqual({
        status: 1,
        request: 'x7k2',
      });
      expect((await call('/res.php', { key: rich.key, action: 'get2', id })).body).toBe('OK|x7k2|0.001');
      expect((await call('/res.php', { key: rich.key, action: 'get2', id, json: 1 })).json()).toEqual({
        status: 1,
        request: 'x7k2',
        price: '0.001',
      });
      // POSTing JSON to res.php works too.
      const posted = await call('/res.php', { key: rich.key, action: 'get', id: String(id), json: 1 }, { via: 'json' });
      expect(posted.json()).toEqual({ status: 1, request: 'x7k2' });
    });

    it('get: JSON kinds answer an object (JSON text in plain mode); token extras in JSON', async () => {
      const geetest = await call('/in.php', {
        key: rich.key,
        method: 'geetest',
        gt: 'g'.repeat(32),
        challenge: 'c'.repeat(32),
        pageurl: PAGE,
      });
      const geetestId = Number(geetest.body.slice(3));
      const fields = { challenge: 'c'.repeat(32), validate: 'v123', seccode: 'v123|jordan' };
      await h.solve(workerId, { type: 'fields', fields }, geetestId);
      expect((await call('/res.php', { key: rich.key, action: 'get', id: geetestId, json: 1 })).json()).toEqual({
        status: 1,
        request: fields,
      });
      const plain = (await call('/res.php', { key: rich.key, action: 'get', id: geetestId })).body;
      expect(plain.startsWith('OK|')).toBe(true);
      expect(JSON.parse(plain.slice(3))).toEqual(fields);

      const turnstile = await call('/in.php', {
        key: rich.key,
        method: 'turnstile',
        sitekey: '0x4AAAAAAAB',
        pageurl: PAGE,
      });
      const turnstileId = Number(turnstile.body.slice(3));
      await h.solve(workerId, { type: 'token', token: '0.tok', userAgent: 'Mozilla/5.0 Test' }, turnstileId);
      expect((await call('/res.php', { key: rich.key, action: 'get', id: turnstileId, json: 1 })).json()).toEqual({
        status: 1,
        request: '0.tok',
        useragent: 'Mozilla/5.0 Test',
      });
      expect((await call('/res.php', { key: rich.key, action: 'get', id: turnstileId })).body).toBe('OK|0.tok');
    });

    it('get: unsolvable, unknown, foreign and malformed ids', async () => {
      const id = await submitImage();
      const other = await h.customer(10_000);
      await expectCode('/res.php', { key: other.key, action: 'get', id }, 'ERROR_WRONG_CAPTCHA_ID');
      await expectCode('/res.php', { key: rich.key, action: 'get', id: 1 }, 'ERROR_WRONG_CAPTCHA_ID');
      await expectCode('/res.php', { key: rich.key, action: 'get', id: '9'.repeat(25) }, 'ERROR_WRONG_CAPTCHA_ID');
      await expectCode('/res.php', { key: rich.key, action: 'get', id: '12ab' }, 'ERROR_WRONG_ID_FORMAT');
      await expectCode('/res.php', { key: rich.key, action: 'get' }, 'ERROR_WRONG_ID_FORMAT');
      await expectCode('/res.php', { key: rich.key, action: 'get', id: '-5' }, 'ERROR_WRONG_ID_FORMAT');
      await h.drain();
      await expectCode('/res.php', { key: rich.key, action: 'get', id }, 'ERROR_CAPTCHA_UNSOLVABLE');
      await expectCode('/res.php', { key: rich.key, action: 'get2', id }, 'ERROR_CAPTCHA_UNSOLVABLE');
    });

    it('get with ids=…: every answer joined by |', async () => {
      const ready = await submitImage();
      const rotten = await submitImage();
      await h.solve(workerId, { type: 'text', text: 'AB12' }, ready);
      // Ends `rotten` unsolvable, keeps a fresh one processing.
      await h.drain();
      const ready2 = await submitImage();
      await h.solve(workerId, { type: 'text', text: 'ZZ9' }, ready2);
      const pending = await submitImage();
      const ids = [ready, pending, rotten, 1, ready2].join(',');
      const expected = 'AB12|CAPCHA_NOT_READY|ERROR_CAPTCHA_UNSOLVABLE|ERROR_WRONG_CAPTCHA_ID|ZZ9';
      expect((await call('/res.php', { key: rich.key, action: 'get', ids })).body).toBe(expected);
      expect((await call('/res.php', { key: rich.key, action: 'get', ids, json: 1 })).json()).toEqual({
        status: 1,
        request: expected,
      });
      expect(
        (
          await call('/res.php', { key: rich.key, action: 'get', ids: [ready, ready2], json: 1 }, { via: 'json' })
        ).json(),
      ).toEqual({
        status: 1,
        request: 'AB12|ZZ9',
      });
      await expectCode('/res.php', { key: rich.key, action: 'get', ids: `${ready},x1` }, 'ERROR_WRONG_ID_FORMAT');
      await expectCode(
        '/res.php',
        { key: rich.key, action: 'get', ids: Array.from({ length: 101 }, (_, i) => i + 1).join(',') },
        'ERROR_BAD_PARAMETERS',
      );
    });

    it('getbalance: a bare number, or its JSON', async () => {
      const customer = await h.customer(12_345_600);
      expect((await call('/res.php', { key: customer.key, action: 'getbalance' })).body).toBe('12.3456');
      expect((await call('/res.php', { key: customer.key, action: 'getbalance', json: 1 })).json()).toEqual({
        status: 1,
        request: '12.3456',
      });
      await submitImage(customer);
      expect((await call('/res.php', { key: customer.key, action: 'getbalance' })).body).toBe('12.3446');
      const empty = await h.customer(0);
      expect((await call('/res.php', { key: empty.key, action: 'GETBALANCE' })).body).toBe('0');
    });

    it('reportgood / reportbad: recorded once, refused when not solved or too late, unknown ids', async () => {
      const customer = await h.customer(1_000_000);
      const good = await submitImage(customer);
      await h.solve(workerId, { type: 'text', text: 'good' }, good);
      expect((await call('/res.php', { key: customer.key, action: 'reportgood', id: good })).body).toBe(
        'OK_REPORT_RECORDED',
      );
      await expectCode('/res.php', { key: customer.key, action: 'reportgood', id: good }, 'ERROR_DUPLICATE_REPORT');

      const bad = await submitImage(customer);
      await h.solve(workerId, { type: 'text', text: 'bad' }, bad);
      const before = Number((await call('/res.php', { key: customer.key, action: 'getbalance' })).body);
      expect((await call('/res.php', { key: customer.key, action: 'reportbad', id: bad, json: 1 })).json()).toEqual({
        status: 1,
        request: 'OK_REPORT_RECORDED',
      });
      // An accepted complaint refunds the price.
      const after = Number((await call('/res.php', { key: customer.key, action: 'getbalance' })).body);
      expect(Math.round((after - before) * 1e6)).toBe(IMAGE_PRICE);
      await expectCode('/res.php', { key: customer.key, action: 'reportbad', id: bad }, 'ERROR_DUPLICATE_REPORT');

      const pending = await submitImage(customer);
      await expectCode(
        '/res.php',
        { key: customer.key, action: 'reportbad', id: pending },
        'ERROR_REPORT_NOT_RECORDED',
      );
      await h.solve(workerId, { type: 'text', text: 'late' }, pending);
      h.clock.advance(3600_000);
      await expectCode(
        '/res.php',
        { key: customer.key, action: 'reportbad', id: pending },
        'ERROR_REPORT_NOT_RECORDED',
      );
      await expectCode('/res.php', { key: customer.key, action: 'reportgood', id: 1 }, 'ERROR_WRONG_CAPTCHA_ID');
      await expectCode('/res.php', { key: customer.key, action: 'reportgood', id: 'abc' }, 'ERROR_WRONG_ID_FORMAT');
    });

    it('answers every other res.php error in both envelopes', async () => {
      await expectCode('/res.php', { action: 'getbalance' }, 'ERROR_WRONG_USER_KEY');
      await expectCode('/res.php', { key: 'a'.repeat(32), action: 'getbalance' }, 'ERROR_KEY_DOES_NOT_EXIST');
      await expectCode('/res.php', { key: rich.key }, 'ERROR_EMPTY_ACTION');
      await expectCode('/res.php', { key: rich.key, action: ' ' }, 'ERROR_EMPTY_ACTION');
      await expectCode('/res.php', { key: rich.key, action: 'launch_missiles' }, 'ERROR_BAD_PARAMETERS');
      // Pingback addresses: registered from the address's own IP, listed, deleted.
      const fresh = await h.customer(0);
      const res = (params: Params, ip = '203.0.113.9') =>
        h.app.inject({
          method: 'GET',
          url: `/res.php?${new URLSearchParams(params as Record<string, string>)}`,
          remoteAddress: ip,
        });
      expect(
        (await res({ key: fresh.key, action: 'add_pingback', addr: 'http://203.0.113.9/cb' }, '198.51.100.1')).body,
      ).toBe('ERROR_IP_ADDRES');
      expect((await res({ key: fresh.key, action: 'add_pingback', addr: 'http://203.0.113.9/cb' })).body).toBe('OK');
      expect((await res({ key: fresh.key, action: 'get_pingback' })).body).toBe('OK|http://203.0.113.9/cb');
      expect((await res({ key: fresh.key, action: 'get_pingback', json: '1' })).json()).toEqual({
        status: 1,
        request: ['http://203.0.113.9/cb'],
      });
      expect((await res({ key: fresh.key, action: 'del_pingback', addr: 'all' })).body).toBe('OK');
      expect((await res({ key: fresh.key, action: 'get_pingback' })).body).toBe('OK|');
      await expectCode(
        '/res.php',
        { key: rich.key, action: 'add_pingback', addr: 'not a url' },
        'ERROR_BAD_PARAMETERS',
      );
    });

    it('refuses the keys of banned accounts', async () => {
      const banned = await h.customer(1_000_000);
      await h.database.db
        .updateTable('userAccount')
        .set({ bannedAt: new Date() })
        .where('id', '=', banned.userId)
        .execute();
      await expectCode('/res.php', { key: banned.key, action: 'getbalance' }, 'ERROR_KEY_DOES_NOT_EXIST');
      await expectCode('/in.php', { key: banned.key, method: 'base64', body: B64 }, 'ERROR_KEY_DOES_NOT_EXIST');
    });

    it('debug_dump=1 on res.php echoes the parameters without the key', async () => {
      const res = await call('/res.php', { key: rich.key, action: 'get', id: 5, debug_dump: 1, json: 1 });
      expect(res.json()).toEqual({
        status: 1,
        request: { params: { key: '[hidden]', action: 'get', id: '5', debug_dump: '1', json: '1' }, files: {} },
      });
    });
  });

  describe('envelope and transport', () => {
    it('header_acao=1 adds Access-Control-Allow-Origin on answers and errors, from the query or the body', async () => {
      const ok = await call('/res.php', { key: rich.key, action: 'getbalance', header_acao: 1 });
      expect(ok.headers['access-control-allow-origin']).toBe('*');
      const error = await call('/in.php', { header_acao: '1', json: 1 });
      expect(error.headers['access-control-allow-origin']).toBe('*');
      const inBody = await call(
        '/in.php',
        { key: rich.key, method: 'base64', body: B64, header_acao: 1 },
        { via: 'json' },
      );
      expect(inBody.headers['access-control-allow-origin']).toBe('*');
      const broken = await h.app.inject({
        method: 'POST',
        url: '/in.php?header_acao=1&json=1',
        headers: { 'content-type': 'application/json' },
        payload: '{"key":',
      });
      expect(broken.headers['access-control-allow-origin']).toBe('*');
      expect(broken.json()).toMatchObject({ status: 0, request: 'ERROR_BAD_PARAMETERS' });
      const without = await call('/res.php', { key: rich.key, action: 'getbalance' });
      expect(without.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await h.app.inject({ method: 'OPTIONS', url: '/in.php' });
      expect(preflight.statusCode).toBe(200);
      expect(preflight.headers['access-control-allow-origin']).toBe('*');
    });

    it('leaves the rest of the app its own body parsing', async () => {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: '{',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toMatch(/^ERROR_/);
    });
  });

  describe('hostile input', () => {
    const raw = (url: string, payload: string | Buffer, contentType?: string) =>
      h.app.inject({
        method: 'POST',
        url,
        ...(contentType ? { headers: { 'content-type': contentType } } : {}),
        payload,
      });

    it('broken, oversized and odd bodies get protocol errors, never a 4xx, 5xx or a stack', async () => {
      const boundary = '----x';
      const cases: Array<[string, Promise<LightMyRequestResponse>, string]> = [
        ['broken JSON', raw('/in.php', '{"key": "abc",', 'application/json'), 'ERROR_BAD_PARAMETERS'],
        ['broken JSON as text/plain', raw('/in.php', '{"key": ', 'text/plain'), 'ERROR_BAD_PARAMETERS'],
        ['JSON array', raw('/in.php', '[1,2,3]', 'application/json'), 'ERROR_BAD_PARAMETERS'],
        ['JSON scalar', raw('/res.php', '"key"', 'application/json'), 'ERROR_BAD_PARAMETERS'],
        [
          'truncated multipart',
          raw(
            '/in.php',
            `--${boundary}\r\nContent-Disposition: form-data; name="key"\r\n\r\n${'a'.repeat(32)}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG`,
            `multipart/form-data; boundary=${boundary}`,
          ),
          'ERROR_UPLOAD',
        ],
        ['multipart without boundary', raw('/in.php', 'whatever', 'multipart/form-data'), 'ERROR_UPLOAD'],
        [
          'multipart garbage',
          raw('/in.php', 'this is not multipart at all', `multipart/form-data; boundary=${boundary}`),
          'ERROR_UPLOAD',
        ],
        ['raw image body', raw('/in.php', IMAGE, 'image/png'), 'ERROR_UPLOAD'],
        ['raw binary body with NUL bytes', raw('/in.php', Buffer.from([0, 1, 2, 0, 3]), 'text/plain'), 'ERROR_UPLOAD'],
        ['invalid content-type', raw('/in.php', 'a=b', 'this is / not a type;;;'), 'ERROR_UPLOAD'],
        [
          'huge form body',
          raw(
            '/in.php',
            `key=${'a'.repeat(32)}&body=${'A'.repeat(3 * 1024 * 1024)}`,
            'application/x-www-form-urlencoded',
          ),
          'ERROR_TOO_BIG_CAPTCHA_FILESIZE',
        ],
        [
          'huge JSON body',
          raw('/res.php', JSON.stringify({ key: 'x', pad: 'p'.repeat(3 << 20) }), 'application/json'),
          'ERROR_TOO_BIG_CAPTCHA_FILESIZE',
        ],
        [
          'NUL in the key',
          h.app.inject({ method: 'GET', url: `/res.php?key=${'a'.repeat(31)}%00&action=getbalance` }),
          'ERROR_KEY_DOES_NOT_EXIST',
        ],
        [
          'prototype keys',
          raw('/res.php', '{"__proto__":{"json":1},"constructor":{"x":1}}', 'application/json'),
          'ERROR_WRONG_USER_KEY',
        ],
        [
          'repeated parameters',
          h.app.inject({ method: 'GET', url: '/res.php?key=a&key=b&key[]=c&action=get' }),
          'ERROR_WRONG_USER_KEY',
        ],
        [
          'malformed percent-encoding',
          h.app.inject({ method: 'GET', url: '/res.php?key=%zz%&action=%' }),
          'ERROR_WRONG_USER_KEY',
        ],
      ];
      for (const [name, pending, code] of cases) {
        const res = await pending;
        expect(res.statusCode, name).toBe(200);
        expect(res.body, name).toBe(code);
        expectClean(res);
      }
    });

    it('multipart limits: a file over 600 kB, too many files, a huge text field', async () => {
      const key = rich.key;
      const big = await call(
        '/in.php',
        { key, method: 'post' },
        { files: { file: { bytes: png(300, 100, 700 * 1024) } } },
      );
      expect(big.body).toBe('ERROR_TOO_BIG_CAPTCHA_FILESIZE');
      const files: Record<string, FilePart> = {};
      for (let i = 0; i < 12; i++) files[`file_${i}`] = { bytes: IMAGE };
      expect((await call('/in.php', { key, method: 'rotatecaptcha' }, { files })).body).toBe('ERROR_UPLOAD');
      const hugeField = await call(
        '/in.php',
        { key, method: 'post', textinstructions: 't'.repeat(2 * 1024 * 1024 + 10) },
        {
          files: { file: { bytes: IMAGE } },
        },
      );
      expect(hugeField.body).toBe('ERROR_BAD_PARAMETERS');
      const hugeBody = await call(
        '/in.php',
        { key, method: 'base64', body: 'A'.repeat(2 * 1024 * 1024 + 10) },
        { via: 'multipart' },
      );
      expect(hugeBody.body).toBe('ERROR_TOO_BIG_CAPTCHA_FILESIZE');
      const manyBig: Record<string, FilePart> = {};
      for (let i = 1; i <= 9; i++) manyBig[`file_${i}`] = { bytes: png(300, 100, 590 * 1024) };
      manyBig.file = { bytes: png(300, 100, 590 * 1024) };
      const pads = { pad1: 'p'.repeat(2 * 1024 * 1024 - 10), pad2: 'p'.repeat(2 * 1024 * 1024 - 10) };
      const tooMuch = await multipart({ key, method: 'rotatecaptcha', ...pads }, manyBig);
      expect(tooMuch.payload.length).toBeGreaterThan(9 * 1024 * 1024);
      // Announced by content-length, and sent chunked without one.
      for (const payload of [tooMuch.payload, Readable.from(chunks(tooMuch.payload, 64 * 1024))]) {
        const res = await h.app.inject({
          method: 'POST',
          url: '/in.php',
          headers: { 'content-type': tooMuch.contentType },
          payload,
        });
        expectClean(res);
        expect(res.body).toBe('ERROR_TOO_BIG_CAPTCHA_FILESIZE');
      }
      expect((await h.engine.queueStats()).queued).toBe(0);
    });

    it('unknown methods and actions, NUL bytes and huge values in parameters', async () => {
      const key = rich.key;
      await expectCode('/in.php', { key, method: 'userrecaptcha\u0000' }, 'ERROR_BAD_PARAMETERS');
      await expectCode('/in.php', { key, method: 'x'.repeat(10_000) }, 'ERROR_BAD_PARAMETERS', { via: 'form' });
      await expectCode('/in.php', { key, textcaptcha: 'what\u0000is this' }, 'ERROR_BAD_PARAMETERS');
      await expectCode(
        '/in.php',
        { key, method: 'userrecaptcha', googlekey: SITEKEY, pageurl: `${PAGE}\u0000` },
        'ERROR_PAGEURL',
      );
      await expectCode(
        '/in.php',
        { key, method: 'base64', body: B64, pingback: 'https://a.test/\u0000' },
        'ERROR_BAD_PARAMETERS',
      );
      const weird = await call('/in.php', { key, method: 'base64', body: 12345 }, { via: 'json' });
      expect(weird.body).toBe('ERROR_UPLOAD');
      const objectKey = await call('/in.php', { key: { $ne: null }, method: 'base64' }, { via: 'json' });
      expect(objectKey.body).toBe('ERROR_WRONG_USER_KEY');
      const arrayAction = await call('/res.php', { key, action: ['get'], id: [1] }, { via: 'json' });
      expect(arrayAction.body).toBe('ERROR_EMPTY_ACTION');
      const hugeSoftId = await call('/in.php', { key, method: 'base64', body: B64, soft_id: '9'.repeat(40) });
      expect(hugeSoftId.body).toMatch(/^OK\|\d+$/);
      const unknownPath = await h.app.inject({ method: 'GET', url: '/in.php/../res.php?action=getbalance' });
      expect(unknownPath.statusCode).toBeLessThan(500);
    });
  });
});

describe('solver API v1 when the engine refuses or fails', () => {
  let h: SolverHarness;
  let customer: Customer;
  const logs = new LogCapture();
  let app: FastifyInstance;
  let failing = false;

  beforeAll(async () => {
    h = await solverHarness(DATABASE_TARGETS[0] as (typeof DATABASE_TARGETS)[0]);
    customer = await h.customer(1_000_000);
    const engine: SolvingEngine = {
      ...h.engine,
      submit: async () => ({ ok: false, refusal: 'ERROR_NO_SLOT_AVAILABLE' }),
      get: async () => {
        throw new Error('connection to /var/secret/db.sock lost');
      },
      balanceMicros: async (id) => {
        if (failing) throw Object.assign(new Error('boom'), { statusCode: 500 });
        return h.engine.balanceMicros(id);
      },
    };
    // The app's logger settings: query strings (API keys travel there) are cut from logged URLs.
    app = Fastify({ logger: { ...(loggerOptions(testConfig({ LOG_LEVEL: 'info' })) as object), stream: logs } });
    await app.register(v1Routes({ db: h.database.db, engine, log: app.log }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await h?.close();
  });

  it('answers a refusal with its code, and a failure with a retryable code, logged, without detail', async () => {
    const refused = await app.inject({
      method: 'GET',
      url: `/in.php?key=${customer.key}&method=base64&body=${encodeURIComponent(B64)}`,
    });
    expect(refused.body).toBe('ERROR_NO_SLOT_AVAILABLE');
    const refusedJson = await app.inject({ method: 'GET', url: `/in.php?key=${customer.key}&textcaptcha=Hi&json=1` });
    expect(refusedJson.json()).toMatchObject({ status: 0, request: 'ERROR_NO_SLOT_AVAILABLE' });

    const failed = await app.inject({
      method: 'GET',
      url: `/res.php?key=${customer.key}&action=get&id=1000&json=1&header_acao=1`,
    });
    expectClean(failed);
    expect(failed.json()).toMatchObject({ status: 0, request: 'ERROR_NO_SLOT_AVAILABLE' });
    expect(failed.headers['access-control-allow-origin']).toBe('*');
    expect(failed.body).not.toContain('secret');
    expect(logs.text).toContain('connection to /var/secret/db.sock lost');
    expect(logs.text).toContain('solver API v1 request failed');

    failing = true;
    const balance = await app.inject({ method: 'GET', url: `/res.php?key=${customer.key}&action=getbalance` });
    expectClean(balance);
    expect(balance.body).toBe('ERROR_NO_SLOT_AVAILABLE');
    // The key never reaches the log.
    expect(logs.text).not.toContain(customer.key);
  });
});
