/**
 * The official 2captcha JS client (`@2captcha/captcha-solver`, API v1 with json=1) against the
 * real server, listening on 127.0.0.1; a test worker answers through the engine while it polls.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../../test/databases.ts';
import type { WorkerTask } from '../engine.types.ts';
import { type Customer, realPng, type SolverHarness, solverHarness } from './test-harness.ts';

const require = createRequire(import.meta.url);

interface CaptchaAnswer {
  data: string;
  id: string;
  [extra: string]: unknown;
}
interface SolverInstance {
  balance(): Promise<number>;
  imageCaptcha(params: Record<string, unknown>): Promise<CaptchaAnswer>;
  text(params: Record<string, unknown>): Promise<CaptchaAnswer>;
  coordinates(params: Record<string, unknown>): Promise<CaptchaAnswer>;
  grid(params: Record<string, unknown>): Promise<CaptchaAnswer>;
  recaptcha(params: Record<string, unknown>): Promise<CaptchaAnswer>;
  goodReport(id: string): Promise<string>;
  badReport(id: string): Promise<string>;
}
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
const SITEKEY = '6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-';
const PAGE = 'https://shop.test/login';
const TOKEN = `03AGdBq24PBCbwiDRaS_MJ7Z${'x'.repeat(200)}`;

/** What the test worker answers, per kind. */
function answerFor(task: WorkerTask): unknown {
  switch (task.kind) {
    case 'image_text':
      return { type: 'text', text: 'W9H5K' };
    case 'text':
      return { type: 'text', text: 'Friday' };
    case 'coordinates':
      return {
        type: 'points',
        points: [
          { x: 10, y: 12 },
          { x: 50, y: 30 },
        ],
      };
    case 'grid':
      return { type: 'cells', cells: [7, 1, 4] };
    case 'recaptcha_v2':
      return { type: 'token', token: TOKEN };
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

  it('solves a reCAPTCHA v2 (GET to in.php) and reports it good, another one bad', async () => {
    const result = await solver.recaptcha({ pageurl: PAGE, googlekey: SITEKEY });
    expect(result).toMatchObject({ data: TOKEN });
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
