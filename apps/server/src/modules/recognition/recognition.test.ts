import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IDENTITY_PATHS, LANDING_PATHS, RECOGNITION_EXAMPLES, WORK_PATHS, workPath } from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { Browser, expectError, ok } from '../../../test/smtp.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { ledgerService } from '../billing/index.ts';
import { gridImage, textImage, textQuestion } from '../challenges/index.ts';
import { createConfirmedAccount } from '../identity/index.ts';
import { parseV2 } from '../solving/index.ts';
import { b64, png } from '../solving/task-types/test-fixtures.ts';
import { WORKER_CLIENT_FILE } from './index.ts';

const PASSWORD = 'long-password-1';
let seq = 0;

/** Runs the worker client with `answers` typed on its stdin; resolves with its output and exit code. */
function runClient(args: string[], answers: string) {
  return new Promise<{ code: number | null; out: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER_CLIENT_FILE, ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      out += c.toString();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
    child.stdin.write(answers);
    // The answer is typed; stdin stays open until the client has sent it and stops.
    setTimeout(() => child.stdin.end(), 20_000).unref();
  });
}

describe.each(DATABASE_TARGETS)('recognition gallery, type landings and the worker client on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let origin: string;
  const clock = manualClock(new Date('2026-11-01T06:00:00Z'));

  beforeAll(async () => {
    database = await target.open();
    app = await testApp(database, { clock });
    await app.listen({ host: '127.0.0.1', port: 0 });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function account(userType: 'customer' | 'worker' | 'admin') {
    seq += 1;
    const email = `${userType}${seq}-${target.name}@example.com`;
    const id = await createConfirmedAccount(database.db, clock, {
      email,
      password: PASSWORD,
      userType: userType === 'admin' ? null : userType,
      isAdmin: userType === 'admin',
    });
    const browser = new Browser(app);
    ok(await browser.post(IDENTITY_PATHS.login, { email, password: PASSWORD }));
    return { id, browser };
  }

  it('lists the gallery drawn by the challenge generator, with answers, images and request examples', async () => {
    const reply = ok(await app.inject({ url: `${LANDING_PATHS.recognition}?language=ru&hostname=solve.example.org` }));
    expect(reply.examples.map((e: { slug: string }) => e.slug)).toEqual(RECOGNITION_EXAMPLES.map((e) => e.slug));

    const text = reply.examples.find((e: { slug: string }) => e.slug === 'distorted-text-1');
    expect(text).toMatchObject({
      kind: 'image_text',
      answer: (await textImage(1101)).answer,
      imageUrl: '/api/v1/captcha-recognition/distorted-text-1/image.png',
      instructionUrl: null,
      width: 200,
      height: 70,
      question: null,
      solveTime: null,
    });
    expect(text.example.host).toBe('solve.example.org');
    expect(text.example.v1).toContain('curl https://solve.example.org/in.php');
    expect(text.example.v1).toContain('res.php?key=YOUR_API_KEY&action=get&id=TASK_ID&json=1');
    expect(JSON.parse(text.example.v2).task.type).toBe('ImageToTextTask');

    const grid = reply.examples.find((e: { slug: string }) => e.slug === 'tile-grid-1');
    expect(grid.answer).toBe(`click:${(await gridImage(4404)).cells.join('/')}`);
    expect(grid.instructionUrl).toBe('/api/v1/captcha-recognition/tile-grid-1/instruction.png');

    // Text questions are asked in the reader's language.
    const question = reply.examples.find((e: { slug: string }) => e.slug === 'text-question-1');
    const ru = textQuestion(8808, 'ru');
    expect(question).toMatchObject({ kind: 'text', imageUrl: null, question: ru.question, answer: ru.answer });
    expect(question.example.v1).toContain('method=textcaptcha');

    const image = await app.inject({ url: text.imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expectError(await app.inject({ url: '/api/v1/captcha-recognition/nope/image.png' }), 404, 'ERROR_NOT_FOUND');
    expectError(
      await app.inject({ url: '/api/v1/captcha-recognition/distorted-text-1/instruction.png' }),
      404,
      'ERROR_NOT_FOUND',
    );
  });

  it('filters the gallery by ids and refuses a host name that is not one', async () => {
    const reply = ok(
      await app.inject({ url: `${LANDING_PATHS.recognition}?ids=rotated-picture-2,tile-grid-1,unknown` }),
    );
    expect(reply.examples.map((e: { slug: string }) => e.slug)).toEqual(['tile-grid-1', 'rotated-picture-2']);
    const odd = ok(
      await app.inject({
        url: `${LANDING_PATHS.recognition}?ids=tile-grid-1&hostname=${encodeURIComponent('a b;rm')}`,
      }),
    );
    expect(odd.examples[0].example.host).toBe('localhost:80');
    // On this machine the examples use http.
    expect(odd.examples[0].example.v1).toContain('curl http://localhost:80/in.php');
    expectError(await app.inject({ url: `${LANDING_PATHS.recognition}?language=fr` }), 400, 'ERROR_VALIDATION');
  });

  it('describes a captcha type with its price in the asked currency, and 404 for an unknown type', async () => {
    const hc = ok(await app.inject({ url: '/api/v1/captcha-types/hcaptcha?currency=USD&hostname=h.example' }));
    expect(hc).toMatchObject({ kind: 'hcaptcha', slug: 'hcaptcha', category: 'token', currency: 'USD' });
    expect(hc.v2Types).toContain('HCaptchaTaskProxyless');
    const prices = ok(await app.inject({ url: '/api/v2/customer/prices?currency=USD' }));
    expect(hc.per1000).toBe(prices.prices.find((p: { type: string }) => p.type === 'hcaptcha')?.per1000 ?? null);
    expect(hc.example.v1).toContain('https://h.example/api-docs/hcaptcha');
    expect(hc.example.v1).toContain('# 1. Send the task');
    // The example's comments are in the reader's language; the commands stay the same.
    const ru = ok(await app.inject({ url: '/api/v1/captcha-types/hcaptcha?hostname=h.example&language=ru' }));
    expect(ru.example.v1).toContain('# 1. Отправьте задачу');
    expect(ru.example.v1).not.toContain('Send the task');
    expect(ru.example.v1.replace(/#.*\n/g, '')).toBe(hc.example.v1.replace(/#.*\n/g, ''));
    const zh = ok(await app.inject({ url: '/api/v1/captcha-types/hcaptcha?language=zh' }));
    expect(zh.example.v1).toContain('提交任务');
    const vk = ok(await app.inject({ url: '/api/v1/captcha-types/vk-image' }));
    expect(vk.per1000).toBe(prices.prices.find((p: { type: string }) => p.type === 'vk')?.per1000 ?? null);
    expectError(await app.inject({ url: '/api/v1/captcha-types/no-such-captcha' }), 404, 'ERROR_NOT_FOUND');
    expectError(await app.inject({ url: '/api/v1/captcha-types/hcaptcha?currency=EUR' }), 400, 'ERROR_VALIDATION');
  });

  it('serves the worker client as a download', async () => {
    const res = await app.inject({ url: LANDING_PATHS.workerClient });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="crowdsolve-worker.mjs"');
    expect(res.body).toBe(await readFile(WORKER_CLIENT_FILE, 'utf8'));
    expect(res.body).toContain('/api/worker/v1');
  });

  it('describes the browser extension download through the whole app', async () => {
    const reply = ok(await app.inject({ url: LANDING_PATHS.extension }));
    expect(reply.url).toBe(`/downloads/${reply.fileName}`);
    expect(reply.fileName).toMatch(/^crowdsolve-extension-\d+\.\d+\.\d+\.zip$/);
    const res = await app.inject({ url: reply.url });
    expect(res.statusCode).toBe(reply.available ? 200 : 404);
  });

  it('the worker client takes a queued image task, saves its image, sends the typed answer; solving time is measured', async () => {
    const admin = await account('admin');
    const worker = await account('worker');
    const token: string = ok(await worker.browser.post(WORK_PATHS.tokens, { name: 'terminal' })).token;
    ok(await admin.browser.put(workPath(WORK_PATHS.adminAdmission, worker.id), { admitted: true }));
    const customer = await account('customer');
    await ledgerService({ db: database.db, clock }).credit(customer.id, 100_000, `fund:${customer.id}`, 'test funds');
    const parsed = parseV2({ type: 'ImageToTextTask', body: b64(png(120, 40)) });
    if (!parsed.ok) throw new Error('fixture');
    const submitted = await app.solving.submit({
      customerId: customer.id,
      spec: parsed.spec,
      softId: null,
      callbackUrl: null,
      source: 'v2',
      clientIp: '198.51.100.7',
    });
    if (!submitted.ok) throw new Error(submitted.refusal);

    const dir = await mkdtemp(path.join(tmpdir(), 'cs-worker-'));
    const run = await runClient(
      ['--server', origin, '--token', token, '--dir', dir, '--tasks', '1', '--wait', '5'],
      'w9h5k\n',
    );
    expect(run.out).toContain('Answer sent.');
    expect(run.code).toBe(0);
    expect(run.out).toContain(`Task ${submitted.taskId}: image_text`);
    const saved = path.join(dir, `task-${submitted.taskId}-1.png`);
    expect((await readFile(saved)).equals(png(120, 40))).toBe(true);

    const task = await database.db
      .selectFrom('task')
      .select(['status', 'workerId', 'answer'])
      .where('id', '=', submitted.taskId)
      .executeTakeFirstOrThrow();
    expect(task.status).toBe('solved');
    expect(task.workerId).toBe(worker.id);
    expect(JSON.stringify(task.answer)).toContain('w9h5k');

    // Measured solving time of the kind appears once the cache of figures expires.
    clock.advance(61_000);
    const reply = ok(await app.inject({ url: `${LANDING_PATHS.recognition}?ids=distorted-text-1` }));
    expect(reply.examples[0].solveTime).toEqual({ averageSeconds: expect.any(Number), tasks: 1 });
    const type = ok(await app.inject({ url: '/api/v1/captcha-types/image-text' }));
    expect(type.solveTime?.tasks).toBe(1);

    // Tasks of demo accounts never count.
    await sql`update user_account set is_demo = true where id = ${customer.id}`.execute(database.db);
    clock.advance(61_000);
    const demo = ok(await app.inject({ url: '/api/v1/captcha-types/image-text' }));
    expect(demo.solveTime).toBeNull();
  }, 60_000);

  it('the worker client refuses to start without a token and stops at a bad one', async () => {
    const none = await runClient(['--server', origin], '');
    expect(none.code).toBe(2);
    expect(none.out).toContain('worker API token is needed');
    const bad = await runClient(['--server', origin, '--token', `cswk_${'A'.repeat(43)}`], '');
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('ERROR_UNAUTHORIZED');
  });
});
