/**
 * The published code samples (samples/<language>/) run against the real server listening on
 * 127.0.0.1, with a worker answering through the worker API, and must print the answer the
 * worker gave; each pingback receiver must get it too. Languages whose toolchain is missing on
 * this machine are skipped with the reason (CI installs them: .ci/run).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { IDENTITY_PATHS, WORK_PATHS, type WorkerTaskView, workPath } from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { Browser, ok } from '../../../test/http.ts';
import { buildApp } from '../../app.ts';
import { ROOT_DIR } from '../../config.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { ledgerService } from '../billing/index.ts';
import { createConfirmedAccount } from '../identity/index.ts';
import { realPng } from '../solving/v1/test-harness.ts';
import { workerAdmissions } from '../work/index.ts';
import { findTool, SAMPLE_RUNS, type SampleRun } from './sample-runs.ts';

const ANSWER = 'W9H5K';
const BOXES = [{ xMin: 10, xMax: 60, yMin: 5, yMax: 35 }];
const SAMPLES = path.join(ROOT_DIR, 'samples');
const PASSWORD = 'long-password-1';

interface Run {
  code: number | null;
  out: string;
}

/** Runs a command to its end (killed after `timeoutMs`). */
function run(command: string, args: string[], cwd: string, env: Record<string, string>, timeoutMs = 150_000) {
  return new Promise<Run>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c));
    child.stderr.on('data', (c: Buffer) => (out += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, out });
    });
  });
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/** A long-running child (a pingback receiver) whose output is collected. */
function background(command: string, args: string[], cwd: string, env: Record<string, string>) {
  const child: ChildProcess = spawn(command, args, { cwd, env: { ...process.env, ...env } });
  const state = { out: '' };
  child.stdout?.on('data', (c: Buffer) => (state.out += c));
  child.stderr?.on('data', (c: Buffer) => (state.out += c));
  return { child, state, stop: () => child.kill('SIGKILL') };
}

/** A page with an image captcha and a form, like the ones the browser samples automate. */
function captchaPage(image: Buffer): http.Server {
  return http.createServer((req, res) => {
    if (req.url === '/captcha.png') {
      res.writeHead(200, { 'content-type': 'image/png' }).end(image);
      return;
    }
    if (req.method === 'POST') {
      let body = '';
      req.on('data', (c: Buffer) => (body += c));
      req.on('end', () => {
        const answer = new URLSearchParams(body).get('answer');
        const verdict = answer === ANSWER ? 'Passed' : `Wrong: ${answer}`;
        res.writeHead(200, { 'content-type': 'text/html' }).end(`<p id="result">${verdict}</p>`);
      });
      return;
    }
    res
      .writeHead(200, { 'content-type': 'text/html' })
      .end(
        '<form method="post" action="/check"><img id="captcha" src="/captcha.png" width="120" height="40">' +
          '<input id="answer" name="answer"><button type="submit">Send</button></form>',
      );
  });
}

const target = DATABASE_TARGETS[0];
if (!target) throw new Error('no database target');

describe('code samples against this server', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let baseUrl: string;
  let captchaFile: string;
  let image: Buffer;
  let working = true;
  let worker: Promise<void>;
  let seq = 0;
  const answered: number[] = [];

  async function account(userType: 'customer' | 'worker'): Promise<{ id: number; email: string }> {
    seq += 1;
    const email = `sample-${userType}-${seq}-${process.pid}@example.com`;
    const id = await createConfirmedAccount(
      database.db,
      { now: () => new Date() },
      {
        email,
        password: PASSWORD,
        userType,
      },
    );
    return { id, email };
  }

  /** A customer with $10 and an API key. */
  async function customerKey(): Promise<string> {
    const { id } = await account('customer');
    await ledgerService({ db: database.db, clock: { now: () => new Date() } }).credit(
      id,
      10_000_000,
      `sample-fund:${id}`,
      'test funds',
    );
    const row = await database.db.selectFrom('userAccount').select('apiKey').where('id', '=', id).executeTakeFirst();
    return row?.apiKey ?? '';
  }

  beforeAll(async () => {
    database = await target.open();
    app = await buildApp({
      config: testConfig({ ALLOW_PRIVATE_CALLBACKS: 'true' }),
      database,
      renderer: null,
      logger: false,
      deliverCallbacks: true,
      sweepEveryMs: 0,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    image = realPng(120, 40);
    captchaFile = path.join(mkdtempSync(path.join(tmpdir(), 'samples-')), 'captcha.png');
    writeFileSync(captchaFile, image);

    // A worker with a token, answering every task through the worker API.
    const w = await account('worker');
    await workerAdmissions.set(database.db, w.id, true, w.id, new Date());
    const browser = new Browser(app);
    ok(await browser.post(IDENTITY_PATHS.login, { email: w.email, password: PASSWORD }));
    const token: string = ok(await browser.post(WORK_PATHS.tokens, { name: 'samples' })).token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    worker = (async () => {
      while (working) {
        const reply = await fetch(`${baseUrl}${WORK_PATHS.next}?wait=1`, { method: 'POST', headers, body: '{}' });
        const task = ((await reply.json()) as { task: WorkerTaskView | null }).task;
        if (!task) continue;
        const answer = task.answerType === 'boxes' ? { type: 'boxes', boxes: BOXES } : { type: 'text', text: ANSWER };
        const sent = await fetch(`${baseUrl}${workPath(WORK_PATHS.answer, task.id)}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ answer }),
        });
        if (sent.status !== 200) throw new Error(`answer refused: ${await sent.text()}`);
        answered.push(task.id);
      }
    })();
  });
  afterAll(async () => {
    working = false;
    await worker;
    await app?.close();
    await database?.close();
  });

  describe.each(SAMPLE_RUNS)('$language', (sample: SampleRun) => {
    const tool = findTool(sample.tool);
    it.skipIf(!tool)(
      `${sample.language}: submits, polls, reports, reads the balance; the pingback receiver gets the answer${tool ? '' : ` (skipped: ${sample.tool} is not installed)`}`,
      async () => {
        const cwd = path.join(SAMPLES, sample.dir);
        const port = await freePort();
        const receiver = background(sample.receiver[0], sample.receiver.slice(1), cwd, {
          PORT: String(port),
        });
        try {
          await waitFor(() => accepts(port), 60_000, `${sample.language} pingback receiver`);
          const pingbackUrl = `http://127.0.0.1:${port}/`;
          const result = await run(sample.solve[0], [...sample.solve.slice(1), captchaFile], cwd, {
            BASE_URL: baseUrl,
            API_KEY: await customerKey(),
            POLL_SECONDS: '0.3',
            PINGBACK_URL: pingbackUrl,
          });
          expect(result.code, result.out).toBe(0);
          const solved = result.out.match(/^solved (\d+): (.*)$/m);
          expect(solved?.[2], result.out).toBe(ANSWER);
          const id = Number(solved?.[1]);
          expect(answered).toContain(id);
          expect(result.out).toMatch(/^balance: 10(\.0+)?$/m);
          expect(result.out).toMatch(/^pingback: OK$/m);
          expect(result.out).toMatch(/^report: OK_REPORT_RECORDED$/m);
          await waitFor(() => receiver.state.out.includes(`pingback ${id}: ${ANSWER}`), 15_000, 'the pingback');
        } finally {
          receiver.stop();
        }
      },
      180_000,
    );
  });

  it('bounding box (API v2): prints the boxes the worker drew', async () => {
    const result = await run(
      'node',
      ['bounding-box.mjs', captchaFile, 'Draw a box around each car'],
      path.join(SAMPLES, 'bounding-box'),
      {
        BASE_URL: baseUrl,
        API_KEY: await customerKey(),
        POLL_SECONDS: '0.3',
      },
    );
    expect(result.code, result.out).toBe(0);
    expect(result.out).toContain('box: x 10–60, y 5–35');
    expect(result.out).toMatch(/^solved \d+: \[\{"xMin":10,"xMax":60,"yMin":5,"yMax":35\}\]$/m);
  }, 60_000);

  for (const browserSample of [
    { name: 'puppeteer', dir: 'puppeteer', file: 'solve-with-puppeteer.mjs', tool: 'chromium' },
    { name: 'selenium', dir: 'selenium', file: 'solve-with-selenium.mjs', tool: 'chromedriver' },
  ]) {
    const found = findTool(browserSample.tool) && findTool('chromium');
    it.skipIf(!found)(
      `${browserSample.name}: solves the captcha of a page and passes its form${found ? '' : ` (skipped: ${browserSample.tool} is not installed)`}`,
      async () => {
        const page = captchaPage(image);
        await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
        try {
          const result = await run('node', [browserSample.file], path.join(SAMPLES, browserSample.dir), {
            BASE_URL: baseUrl,
            API_KEY: await customerKey(),
            POLL_SECONDS: '0.3',
            TARGET_URL: `http://127.0.0.1:${(page.address() as AddressInfo).port}/`,
            CHROME_PATH: findTool('chromium') ?? '',
          });
          expect(result.code, result.out).toBe(0);
          expect(result.out).toMatch(new RegExp(`^solved \\d+: ${ANSWER}$`, 'm'));
          expect(result.out).toMatch(/^page says: Passed$/m);
        } finally {
          page.close();
        }
      },
      120_000,
    );
  }
});
