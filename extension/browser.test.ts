// @vitest-environment node
// The built extension, installed in Chromium as a visitor gets it (the served zip), solving captchas
// on a site through the real solver API while a worker answers them in the engine.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zipEntries, zipWithFile } from '../apps/server/src/modules/recognition/extension-zip.ts';
import type { WorkerTask } from '../apps/server/src/modules/solving/engine.types.ts';
import { realPng, type SolverHarness, solverHarness } from '../apps/server/src/modules/solving/v1/test-harness.ts';
import { DATABASE_TARGETS } from '../apps/server/test/databases.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const here = path.dirname(new URL(import.meta.url).pathname);
const IMAGE = realPng(120, 40);
/** What the worker answers, by task kind. */
const ANSWERS: Record<string, unknown> = {
  image_text: { type: 'text', text: 'W7XQ' },
  turnstile: { type: 'token', token: 'CF-TOKEN', userAgent: 'Mozilla/5.0 Test' },
};

/** A site with a demo form (the service's markup) and a page with a Turnstile widget. */
function site() {
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(
      url.pathname === '/done'
        ? `<p id="answer">${url.searchParams.get('answer')}</p>`
        : url.pathname === '/token'
          ? `<script>function onDone(t) { document.title = 'solved ' + t; }</script>
             <form><div class="cf-turnstile" data-sitekey="0x4AAAAA" data-callback="onDone"></div></form>`
          : `<form data-cs-demo="normal" data-cs-challenge="c1" data-cs-task-kind="image_text" action="/done">
             <img data-cs-image src="data:image/png;base64,${IMAGE.toString('base64')}">
             <input data-cs-answer name="answer"><button type="submit">Check</button></form>`,
    );
  });
}

async function listen(server: { listen: Server['listen'] } & Pick<Server, 'once' | 'address'>): Promise<string> {
  server.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe.skipIf(!existsSync(CHROMIUM))('the built extension in Chromium', () => {
  let out: string;
  let profile: string;
  let server: Server;
  let context: BrowserContext;
  let h: SolverHarness;
  let origin: string;
  let key: string;
  let worker: ReturnType<typeof setInterval>;
  const solved: WorkerTask[] = [];

  beforeAll(async () => {
    out = mkdtempSync(path.join(tmpdir(), 'extension-build-'));
    profile = mkdtempSync(path.join(tmpdir(), 'extension-profile-'));
    execFileSync(process.execPath, [path.join(here, 'build.mjs'), out]);
    h = await solverHarness(DATABASE_TARGETS[0] as (typeof DATABASE_TARGETS)[number]);
    const service = await h.app.listen({ port: 0, host: '127.0.0.1' });
    const customer = await h.customer(10_000_000);
    key = customer.key;
    const workerId = await h.worker();
    // The worker takes whatever is queued and answers it.
    let busy = false;
    worker = setInterval(async () => {
      if (busy) return;
      busy = true;
      try {
        const task = await h.engine.claim(workerId, { waitMs: 0 });
        if (task) {
          solved.push(task);
          await h.engine.answer(workerId, task.taskId, ANSWERS[task.spec.kind]);
        }
      } finally {
        busy = false;
      }
    }, 250);
    server = site();
    origin = await listen(server);

    // Installed as a visitor gets it from the service: the served zip names the service.
    const { version } = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
    const built = readFileSync(path.join(out, 'release', `crowdsolve-extension-${version}.zip`));
    const served = zipWithFile(built, 'config.json', Buffer.from(JSON.stringify({ host: service })));
    const dist = path.join(out, 'unpacked');
    for (const [name, data] of zipEntries(served ?? built)) {
      mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
      writeFileSync(path.join(dist, name), data);
    }
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ['--headless=new', '--no-sandbox', `--disable-extensions-except=${dist}`, `--load-extension=${dist}`],
    });
    const sw = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 20_000 }));
    // Only the key is entered: the service address came with the download.
    await sw.evaluate(
      (key) =>
        (
          globalThis as unknown as { chrome: { storage: { local: { set(v: object): Promise<void> } } } }
        ).chrome.storage.local.set({ key }),
      customer.key,
    );
  }, 120_000);
  afterAll(async () => {
    clearInterval(worker);
    await context?.close();
    server?.close();
    await h?.close();
    rmSync(out, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true });
  });

  it('registers its service worker, solves a demo captcha on a page and submits the answer', async () => {
    const sw = context.serviceWorkers()[0];
    expect(sw?.url()).toMatch(/^chrome-extension:\/\/[a-p]{32}\/background\.js$/);
    const page = await context.newPage();
    await page.goto(`${origin}/demo`);
    await page.waitForURL(/\/done\?answer=W7XQ/, { timeout: 40_000 });
    expect(await page.textContent('#answer')).toBe('W7XQ');
    const task = solved.find((t) => t.spec.kind === 'image_text');
    expect(task?.spec.image?.bytes.equals(IMAGE)).toBe(true);

    // The popup lists the solve with its cost and shows the balance.
    const popup = await context.newPage();
    await popup.goto(`chrome-extension://${new URL(sw?.url() ?? '').host}/popup.html`);
    // $10 funded, less the solve's price.
    await expect.poll(() => popup.textContent('#balance'), { timeout: 10_000 }).toMatch(/^\$\d/);
    const balance = Number((await popup.textContent('#balance'))?.slice(1));
    expect(balance).toBeLessThan(10);
    expect(balance).toBeGreaterThan(9);
    expect(await popup.textContent('#history')).toContain('W7XQ');
    expect(await popup.textContent('#history')).toMatch(/\$0\.\d+/);
    expect(await popup.textContent('#all-sites')).toMatch(/^On for every site until you turn it off/);
  }, 90_000);

  it('the options page starts with the service it came from and checks the key against it', async () => {
    const sw = context.serviceWorkers()[0];
    const page = await context.newPage();
    await page.goto(`chrome-extension://${new URL(sw?.url() ?? '').host}/options.html`);
    await expect.poll(() => page.inputValue('#host')).toBe(h.app.listeningOrigin);
    await page.fill('#key', 'not-a-key');
    await page.click('button[type="submit"]');
    await expect.poll(() => page.textContent('#status')).toMatch(/^The service did not accept the key: ERROR_/);
    await page.fill('#key', key);
    await page.click('button[type="submit"]');
    await expect.poll(() => page.textContent('#status')).toMatch(/^Saved\. Balance: \$\d/);

    // It says it is on for every site, and lists the sites turned off, each to turn back on.
    expect(await page.textContent('#all-sites')).toMatch(/^The extension solves captchas on every site/);
    expect(await page.isVisible('#off-none')).toBe(true);
    await sw?.evaluate(() =>
      (
        globalThis as unknown as { chrome: { storage: { local: { set(v: object): Promise<void> } } } }
      ).chrome.storage.local.set({ disabledSites: ['shop.example'] }),
    );
    await page.reload();
    await expect.poll(() => page.textContent('#off-sites')).toContain('shop.example');
    expect(await page.isVisible('#off-none')).toBe(false);
    await page.click('#off-sites button');
    await expect.poll(() => page.locator('#off-sites li').count()).toBe(0);
    expect(await page.isVisible('#off-none')).toBe(true);
  }, 60_000);

  it('fills a Turnstile widget with the token and calls the page callback it names', async () => {
    const page = await context.newPage();
    await page.goto(`${origin}/token`);
    await page.waitForFunction(() => document.title === 'solved CF-TOKEN', null, { timeout: 60_000 });
    expect(await page.inputValue('input[name="cf-turnstile-response"]')).toBe('CF-TOKEN');
    const task = solved.find((t) => t.spec.kind === 'turnstile');
    expect(JSON.stringify(task?.spec)).toContain('0x4AAAAA');
    expect(JSON.stringify(task?.spec)).toContain(`${origin}/token`);
  }, 90_000);
});
