/**
 * The official 2captcha JS client (`@2captcha/captcha-solver`, API v1 with json=1) against the
 * real server, listening on 127.0.0.1; a test worker answers through the engine while it polls.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../../test/databases.ts';
import type { WorkerTask } from '../engine.types.ts';
import { mp3 } from '../task-types/test-fixtures.ts';
import { microsToDollars } from './reply.ts';
import { type Customer, realPng, type SolverHarness, solverHarness } from './test-harness.ts';

const require = createRequire(import.meta.url);

interface CaptchaAnswer {
  data: string;
  id: string;
  [extra: string]: unknown;
}
type Method = (params: Record<string, unknown>) => Promise<CaptchaAnswer>;
/** The client's methods these tests call (each sends one in.php call and polls res.php json=1). */
const METHODS = [
  'imageCaptcha',
  'text',
  'coordinates',
  'grid',
  'canvas',
  'rotate',
  'boundingBox',
  'audio',
  'temu',
  'vkimage',
  'recaptcha',
  'hcaptcha',
  'cloudflareTurnstile',
  'geetest',
  'geetestV4',
  'lemin',
  'capyPuzzle',
  'amazonWaf',
  'tencent',
  'dataDome',
  'mtCaptcha',
] as const;
type SolverInstance = Record<(typeof METHODS)[number], Method> & {
  balance(): Promise<number>;
  goodReport(id: string): Promise<string>;
  badReport(id: string): Promise<string>;
};
const { Solver } = require('@2captcha/captcha-solver') as {
  Solver: new (key: string, pollingFrequency?: number, enableACAO?: boolean) => SolverInstance;
};
/** The client's endpoints live in this shared object, read at call time (reference §3). */
const endpoints = require('@2captcha/captcha-solver/dist/structs/constants/constants').supportedProviders
  .twoCaptcha as {
  in: string;
  res: string;
};

const IMAGE = realPng(120, 40).toString('base64');
const TILE = realPng(30, 30).toString('base64');
const SITEKEY = '6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-';
const PAGE = 'https://shop.test/login';
const TOKEN = `03AGdBq24PBCbwiDRaS_MJ7Z${'x'.repeat(200)}`;
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0.0.0 Safari/537.36';
const COOKIES = 'KEY1:Value1;KEY2:Value2';
const GEETEST = { challenge: 'c'.repeat(32), validate: '09fe8d7c6ba54f32', seccode: '12fe3d4c|jordan' };
const LEMIN = { answer: '0x0xcgx0x0xbsx0xax', challenge_id: 'a33515c5-9095-4c2a-b2eb-c86214d62f98' };
const CAPY = { captchakey: 'PUZZLE_Abc1dEFghIJKLM2no34P56q7rStu8v', challengekey: 'y1Pu234n', answer: '0xax8ex0x' };
const AMAZON = { captcha_voucher: 'eyJ0eXAiOiJKV1Qi', existing_token: '25b7ee41-2d4e:EQoAf2Zd' };
const TENCENT = { appid: '190014885', ret: 0, ticket: 'tr0344YjJASGmJGtohyWS', randstr: '@KVN' };
const DATADOME = 'datadome=G4TdaXfDqz0B; Max-Age=31536000; Domain=.example.com; Path=/; Secure; SameSite=Lax';

/** What the test worker answers, per kind. */
function answerFor(task: WorkerTask): unknown {
  const token = (t: string, extra: Record<string, string> = {}) => ({ type: 'token', token: t, ...extra });
  const fields = (f: Record<string, string | number>) => ({ type: 'fields', fields: f });
  switch (task.kind) {
    case 'image_text':
      return { type: 'text', text: 'W9H5K' };
    case 'text':
      return { type: 'text', text: 'Friday' };
    case 'audio':
      return { type: 'text', text: 'hello world' };
    case 'coordinates':
      return {
        type: 'points',
        points: [
          { x: 10, y: 12 },
          { x: 50, y: 30 },
        ],
      };
    case 'temu':
      return { type: 'points', points: (task.spec.parts ?? []).map((_, i) => ({ x: 10 + i, y: 20 + i })) };
    case 'grid':
      return { type: 'cells', cells: [7, 1, 4] };
    case 'canvas':
      return {
        type: 'polygons',
        polygons: [
          [
            { x: 5, y: 5 },
            { x: 3, y: 31 },
            { x: 93, y: 30 },
          ],
        ],
      };
    case 'rotate':
      return { type: 'angles', angles: [120] };
    case 'bounding_box':
      return { type: 'boxes', boxes: [{ xMin: 10, xMax: 60, yMin: 5, yMax: 35 }] };
    case 'vk_image':
      return fields({ best_step: 2 });
    case 'recaptcha_v2':
      return token(TOKEN, { cookies: COOKIES });
    case 'hcaptcha':
      return token('P1_eyJ0eXAiOiJKV1Qi', { respKey: 'E0_eyJ0eXAiOiJKV1Qi', userAgent: UA });
    case 'turnstile':
      return token('0.4uMMZZdSfsVM8.610cd090', { userAgent: UA });
    case 'mtcaptcha':
      return token('v1(fa78e9fe,c64ca2f,Hx3jMg3)');
    case 'geetest':
      return fields(GEETEST);
    case 'geetest_v4':
      return fields({
        captcha_id: task.spec.kind === 'geetest_v4' ? task.spec.params.captchaId : '',
        lot_number: '7fafac97a43d4701aee908afa49c73ba',
        pass_token: '6f1c27bd15777d5e9e6e1ba94604c28e',
        gen_time: '1648112802',
        captcha_output: 'FEB0Fyp2UEcHdeFQ0PEN=',
      });
    case 'lemin':
      return fields(LEMIN);
    case 'capy':
      return fields(CAPY);
    case 'amazon_waf':
      return fields(AMAZON);
    case 'tencent':
      return fields(TENCENT);
    case 'datadome':
      return fields({ cookie: DATADOME });
    default:
      throw new Error(`no answer for ${task.kind}`);
  }
}

describe.each(DATABASE_TARGETS)('the 2captcha JS client (v1) on $name', (target) => {
  let h: SolverHarness;
  let customer: Customer;
  let workerId: number;
  let solver: SolverInstance;
  const saved = { ...endpoints };
  /** Tasks the worker received. */
  const seen: WorkerTask[] = [];
  let working = true;
  let worker: Promise<void>;
  /** While set, the worker leaves tasks alone. */
  let paused = false;

  beforeAll(async () => {
    h = await solverHarness(target);
    customer = await h.customer(50_000_000);
    workerId = await h.worker();
    await h.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = h.app.server.address() as AddressInfo;
    endpoints.in = `http://127.0.0.1:${port}/in.php`;
    endpoints.res = `http://127.0.0.1:${port}/res.php`;
    solver = new Solver(customer.key, 30);
    worker = (async () => {
      while (working) {
        if (paused) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          continue;
        }
        const task = await h.engine.claim(workerId, { waitMs: 100 });
        if (!task) continue;
        if (paused) {
          await h.engine.release(workerId, task.taskId, 'skip');
          continue;
        }
        seen.push(task);
        const outcome = await h.engine.answer(workerId, task.taskId, answerFor(task));
        if (!outcome.ok) throw new Error(`answer refused: ${JSON.stringify(outcome)}`);
      }
    })();
  });
  afterAll(async () => {
    working = false;
    await worker;
    Object.assign(endpoints, saved);
    await h?.close();
  });
  beforeEach(async () => {
    paused = false;
  });

  it('solves a normal image captcha (JSON POST to in.php, polling res.php)', async () => {
    const result = await solver.imageCaptcha({ body: IMAGE, numeric: 4, min_len: 5, max_len: 5 });
    expect(result).toEqual({ status: 1, data: 'W9H5K', id: expect.stringMatching(/^\d+$/) });
    const task = seen.find((t) => String(t.taskId) === result.id);
    expect(task?.spec.image?.width).toBe(120);
    expect(task?.spec.params).toMatchObject({ numeric: 4, minLength: 5, maxLength: 5 });
  });

  it('solves a text captcha', async () => {
    const result = await solver.text({ textcaptcha: 'If tomorrow is Saturday, what day is today?', lang: 'en' });
    expect(result).toMatchObject({ data: 'Friday' });
    expect(seen.find((t) => String(t.taskId) === result.id)?.kind).toBe('text');
  });

  it('solves a coordinates captcha', async () => {
    const result = await solver.coordinates({ body: IMAGE, textinstructions: 'Click the cats' });
    // The official client asks for json=1, where 2captcha answers the points as {x, y} strings.
    expect(result).toMatchObject({
      data: [
        { x: '10', y: '12' },
        { x: '50', y: '30' },
      ],
    });
  });

  it('solves a grid captcha', async () => {
    const result = await solver.grid({ body: IMAGE, textinstructions: 'Select all cars', rows: 4, cols: 4 });
    expect(result).toMatchObject({ data: 'click:1/4/7' });
    expect(seen.find((t) => String(t.taskId) === result.id)?.spec.params).toMatchObject({ rows: 4, columns: 4 });
  });

  // What the client hands the caller is res.php's json=1 envelope: `request` as `data`, the extras
  // beside it (2captcha's shapes, evidence in task-types/format.ts).
  const ID = expect.stringMatching(/^\d+$/);

  it('canvas, rotate, bounding box, audio: strings in `data`', async () => {
    const canvas = await solver.canvas({ body: IMAGE, textinstructions: 'Highlight the red CIRCLE' });
    expect(canvas).toEqual({ status: 1, data: 'canvas:5,5,3,31,93,30;', id: ID });
    const rotate = await solver.rotate({ body: IMAGE, angle: 40 });
    expect(rotate).toEqual({ status: 1, data: '120', id: ID });
    const box = await solver.boundingBox({ image: IMAGE, textinstructions: 'Circle all the cars' });
    expect(box).toEqual({ status: 1, data: '[{"xMin":10,"xMax":60,"yMin":5,"yMax":35}]', id: ID });
    const audio = await solver.audio({ body: mp3().toString('base64'), lang: 'en' });
    expect(audio).toEqual({ status: 1, data: 'hello world', id: ID });
  });

  it('temu: points like coordinates; VK image: its step as an object', async () => {
    const temu = await solver.temu({ body: IMAGE, part1: TILE, part2: TILE, part3: TILE });
    expect(temu).toEqual({
      status: 1,
      data: [
        { x: '10', y: '20' },
        { x: '11', y: '21' },
        { x: '12', y: '22' },
      ],
      id: ID,
    });
    const vk = await solver.vkimage({ body: IMAGE, steps: [5, 4, 7] });
    expect(vk).toEqual({ status: 1, data: { best_step: 2 }, id: ID });
  });

  it('reCAPTCHA v2 sent with cookies: the worker’s cookies beside the token', async () => {
    const result = await solver.recaptcha({ pageurl: PAGE, googlekey: SITEKEY, cookies: 'sid:abc;lang:en' });
    expect(result).toEqual({ status: 1, data: TOKEN, cookies: COOKIES, id: ID });
  });

  it('hCaptcha: useragent and respKey; Turnstile: useragent; MTCaptcha: the token alone', async () => {
    const h = await solver.hcaptcha({ pageurl: PAGE, sitekey: '10000000-ffff-ffff-ffff-000000000001' });
    expect(h).toEqual({
      status: 1,
      data: 'P1_eyJ0eXAiOiJKV1Qi',
      useragent: UA,
      respKey: 'E0_eyJ0eXAiOiJKV1Qi',
      id: ID,
    });
    const t = await solver.cloudflareTurnstile({ pageurl: PAGE, sitekey: '0x4AAAAAAAC3DHQFLr1GavRN' });
    expect(t).toEqual({ status: 1, data: '0.4uMMZZdSfsVM8.610cd090', useragent: UA, id: ID });
    const mt = await solver.mtCaptcha({ pageurl: PAGE, sitekey: 'MTPublic-KzqLY1cKH' });
    expect(mt).toEqual({ status: 1, data: 'v1(fa78e9fe,c64ca2f,Hx3jMg3)', id: ID });
  });

  it('GeeTest v3 and v4, Lemin, Capy, Amazon WAF, Tencent: objects; DataDome: the cookie string', async () => {
    const gt = await solver.geetest({ pageurl: PAGE, gt: 'f'.repeat(32), challenge: 'c'.repeat(32) });
    expect(gt).toEqual({ status: 1, data: GEETEST, id: ID });
    const v4 = await solver.geetestV4({ pageurl: PAGE, captcha_id: 'e392e1d7fd421dc63325744d5a2b9c73' });
    expect(v4).toMatchObject({
      status: 1,
      data: { captcha_id: 'e392e1d7fd421dc63325744d5a2b9c73', gen_time: '1648112802' },
    });
    const lemin = await solver.lemin({ pageurl: PAGE, captcha_id: 'CROPPED_3dfdd5c_d1872b52', div_id: 'lemin' });
    expect(lemin).toEqual({ status: 1, data: LEMIN, id: ID });
    const capy = await solver.capyPuzzle({ pageurl: PAGE, captchakey: CAPY.captchakey });
    expect(capy).toEqual({ status: 1, data: CAPY, id: ID });
    const amazon = await solver.amazonWaf({
      pageurl: PAGE,
      sitekey: 'AQIDAHjcYu',
      iv: 'CgAHbCe2GgAAAAAj',
      context: 'ctx',
    });
    expect(amazon).toEqual({ status: 1, data: AMAZON, id: ID });
    const tencent = await solver.tencent({ pageurl: PAGE, app_id: '190014885' });
    expect(tencent).toEqual({ status: 1, data: TENCENT, id: ID });
    const dd = await solver.dataDome({
      pageurl: PAGE,
      captcha_url: 'https://geo.captcha-delivery.com/captcha/?initialCid=AHrlqAAA&t=fe',
      userAgent: UA,
      proxy: 'user:pass@1.2.3.4:3128',
      proxytype: 'http',
    });
    expect(dd).toEqual({ status: 1, data: DATADOME, id: ID });
  });

  it('get2 adds the price beside the extras; a bulk get joins each answer’s plain form', async () => {
    const points = await solver.coordinates({ body: IMAGE, textinstructions: 'Click the cats' });
    const hc = await solver.hcaptcha({ pageurl: PAGE, sitekey: '10000000-ffff-ffff-ffff-000000000001' });
    const gt = await solver.geetest({ pageurl: PAGE, gt: 'f'.repeat(32), challenge: 'c'.repeat(32) });
    const res = async (query: Record<string, string>) => {
      const reply = await fetch(`${endpoints.res}?${new URLSearchParams({ key: customer.key, ...query })}`);
      return reply.text();
    };
    const price = async (id: string) => {
      const view = await h.engine.get(customer.userId, Number(id));
      if (view?.state !== 'ready') throw new Error(`task ${id} is not ready`);
      return microsToDollars(view.costMicros);
    };
    const coordinates = 'coordinate:x=10,y=12;x=50,y=30';
    expect(await res({ action: 'get2', id: points.id })).toBe(`OK|${coordinates}|${await price(points.id)}`);
    expect(JSON.parse(await res({ action: 'get2', id: points.id, json: '1' }))).toEqual({
      status: 1,
      request: points.data,
      price: await price(points.id),
    });
    expect(JSON.parse(await res({ action: 'get2', id: hc.id, json: '1' }))).toEqual({
      status: 1,
      request: hc.data,
      price: await price(hc.id),
      useragent: UA,
      respKey: 'E0_eyJ0eXAiOiJKV1Qi',
    });
    const joined = `${coordinates}|P1_eyJ0eXAiOiJKV1Qi|${JSON.stringify(GEETEST)}`;
    const ids = [points.id, hc.id, gt.id].join(',');
    expect(await res({ action: 'get', ids })).toBe(joined);
    expect(JSON.parse(await res({ action: 'get', ids, json: '1' }))).toEqual({ status: 1, request: joined });
  });

  it('solves a reCAPTCHA v2 (GET to in.php) and reports it good, another one bad', async () => {
    const result = await solver.recaptcha({ pageurl: PAGE, googlekey: SITEKEY });
    // No cookies were sent: none come back.
    expect(result).toEqual({ status: 1, data: TOKEN, id: ID });
    expect(await solver.goodReport(result.id)).toBe('OK_REPORT_RECORDED');
    const second = await solver.recaptcha({ pageurl: PAGE, googlekey: SITEKEY, invisible: 1 });
    expect(await solver.badReport(second.id)).toBe('OK_REPORT_RECORDED');
    // A repeated complaint is accepted by the client as well.
    expect(await solver.badReport(second.id)).toBe('ERROR_DUPLICATE_REPORT');
    await expect(solver.goodReport(result.id)).rejects.toMatchObject({ err: 'ERROR_DUPLICATE_REPORT' });
  });

  it('reads the balance as a number', async () => {
    const balance = await solver.balance();
    const micros = await h.engine.balanceMicros(customer.userId);
    expect(balance).toBeCloseTo(micros / 1e6, 6);
    expect(balance).toBeLessThan(50);
  });

  it('gets the protocol errors it knows', async () => {
    await expect(new Solver('not-a-key', 30).imageCaptcha({ body: IMAGE })).rejects.toMatchObject({
      err: 'ERROR_WRONG_USER_KEY',
    });
    await expect(new Solver('e'.repeat(32), 30).recaptcha({ pageurl: PAGE, googlekey: SITEKEY })).rejects.toMatchObject(
      {
        err: 'ERROR_KEY_DOES_NOT_EXIST',
      },
    );
    await expect(new Solver('e'.repeat(32), 30).balance()).rejects.toMatchObject({
      err: expect.stringContaining('ERROR_KEY_DOES_NOT_EXIST'),
    });
    const poor = await h.customer(0);
    await expect(new Solver(poor.key, 30).imageCaptcha({ body: IMAGE })).rejects.toMatchObject({
      err: 'ERROR_ZERO_BALANCE',
    });
    await expect(solver.imageCaptcha({ body: 'bm90IGFuIGltYWdl' })).rejects.toMatchObject({
      err: 'ERROR_ZERO_CAPTCHA_FILESIZE',
    });
  });

  it('stops polling when the task ends unsolvable', async () => {
    paused = true;
    const solving = solver.imageCaptcha({ body: IMAGE });
    const caught = solving.catch((err: unknown) => err);
    // Once the task is queued, it runs out of time.
    for (let i = 0; i < 100 && (await h.engine.queueStats()).queued === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await h.drain();
    expect(await caught).toMatchObject({ err: 'ERROR_CAPTCHA_UNSOLVABLE' });
  });
});
