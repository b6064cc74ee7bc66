/**
 * The Anti-Captcha JS client (`@antiadmin/anticaptchaofficial`, the v2 JSON protocol) against the
 * real server on 127.0.0.1: its JSONRequest is pointed at us (reference §3); a test worker answers
 * through the engine while it polls.
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../../test/databases.ts';
import type { WorkerTask } from '../engine.types.ts';
import { type Customer, realPng, type SolverHarness, solverHarness } from '../v1/test-harness.ts';

const require = createRequire(import.meta.url);

interface AntiCaptcha {
  settings: Record<string, unknown> & { firstAttemptWaitingInterval: number; normalWaitingInterval: number };
  session: { taskId: number };
  setAPIKey(key: string): void;
  shutUp(): void;
  getBalance(): Promise<number>;
  solveImage(body: string): Promise<string>;
  solveRecaptchaV2Proxyless(websiteURL: string, websiteKey: string, isInvisible?: boolean): Promise<string>;
  reportIncorrectImageCaptcha(): Promise<boolean>;
  reportCorrectRecaptcha(): Promise<boolean>;
  checkForErrors(response: unknown): unknown;
  JSONRequest(methodName: string, payload: unknown): Promise<unknown>;
}
const ac = require('@antiadmin/anticaptchaofficial') as AntiCaptcha;

const IMAGE = realPng(120, 40).toString('base64');
const SITEKEY = '6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-';
const PAGE = 'https://shop.test/login';
const TOKEN = `03AGdBq26x${'y'.repeat(300)}`;

describe.each(DATABASE_TARGETS)('the Anti-Captcha JS client (v2) on $name', (target) => {
  let h: SolverHarness;
  let customer: Customer;
  let workerId: number;
  const seen: WorkerTask[] = [];
  /** The raw requests the client sent, to check its habits reached us. */
  const sent: Array<{ method: string; payload: unknown }> = [];
  let working = true;
  let worker: Promise<void>;
  const original = ac.JSONRequest;

  beforeAll(async () => {
    h = await solverHarness(target);
    customer = await h.customer(50_000_000);
    workerId = await h.worker();
    await h.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = h.app.server.address() as AddressInfo;
    ac.JSONRequest = async function (this: AntiCaptcha, methodName: string, payload: unknown) {
      sent.push({ method: methodName, payload });
      const res = await fetch(`http://127.0.0.1:${port}/${methodName}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json' },
        body: JSON.stringify(payload),
      });
      if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
      return this.checkForErrors(await res.json());
    };
    ac.setAPIKey(customer.key);
    ac.shutUp();
    ac.settings.firstAttemptWaitingInterval = 0.03;
    ac.settings.normalWaitingInterval = 0.03;
    worker = (async () => {
      while (working) {
        const task = await h.engine.claim(workerId, { waitMs: 100 });
        if (!task) continue;
        seen.push(task);
        const answer = task.kind === 'image_text' ? { type: 'text', text: 'QX7P' } : { type: 'token', token: TOKEN };
        const outcome = await h.engine.answer(workerId, task.taskId, answer);
        if (!outcome.ok) throw new Error(`answer refused: ${JSON.stringify(outcome)}`);
      }
    })();
  });
  afterAll(async () => {
    working = false;
    await worker;
    ac.JSONRequest = original;
    await h?.close();
  });

  it('solves an image (null fields, softId 0 and languagePool as the client sends them) and reports it', async () => {
    expect(await ac.solveImage(IMAGE)).toBe('QX7P');
    const created = sent.find((s) => s.method === 'createTask')?.payload as Record<string, unknown>;
    expect(created).toMatchObject({ softId: 0, task: { type: 'ImageToTextTask', phrase: null, languagePool: 'en' } });
    const task = seen.find((t) => t.taskId === ac.session.taskId);
    expect(task?.spec.image?.width).toBe(120);
    expect(await ac.reportIncorrectImageCaptcha()).toBe(true);
  });

  it('solves a reCAPTCHA v2 task', async () => {
    expect(await ac.solveRecaptchaV2Proxyless(PAGE, SITEKEY)).toBe(TOKEN);
    expect(seen.find((t) => t.taskId === ac.session.taskId)?.kind).toBe('recaptcha_v2');
    expect(await ac.reportCorrectRecaptcha()).toBe(true);
  });

  it('reads the balance', async () => {
    const balance = await ac.getBalance();
    expect(typeof balance).toBe('number');
    expect(balance).toBeCloseTo((await h.engine.balanceMicros(customer.userId)) / 1e6, 6);
  });

  it('throws the error code the server answers', async () => {
    ac.setAPIKey('0'.repeat(32));
    try {
      await expect(ac.getBalance()).rejects.toBe('ERROR_KEY_DOES_NOT_EXIST');
      await expect(ac.solveImage(IMAGE)).rejects.toBe('ERROR_KEY_DOES_NOT_EXIST');
    } finally {
      ac.setAPIKey(customer.key);
    }
    await expect(ac.solveImage('bm90IGFuIGltYWdl')).rejects.toBe('ERROR_ZERO_CAPTCHA_FILESIZE');
  });
});
