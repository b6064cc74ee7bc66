// The public site on live data: the home page's figures (en, ru and the Chinese site) change once a
// captcha is solved, and a code sample copied from its page runs against this server and gets the
// worker's answer back.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fundedAdminCustomer, readyWorker } from '../support/api-clients.mjs';
import { openPage, screenshot } from '../support/browser.mjs';
import { visit } from '../support/first-hour.mjs';
import { createAdmin } from '../support/journey.mjs';
import { png } from '../support/png.mjs';
import { useServerAndBrowser } from '../support/suite.mjs';

const STAMP = Date.now();
const ADMIN = 'admin-public-site@example.com';
const WORKER = `worker-public-site-${STAMP}@example.com`;

/** The value of one live figure on the page (`data-figure`), as shown. */
async function figure(page, key) {
  return ((await page.locator(`[data-testid="live-figures"] [data-figure="${key}"] dd`).first().textContent()) ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Runs `node file` with env; resolves to its output, rejects on a non-zero exit. */
function runNode(file, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [file], { env: { ...process.env, ...env }, cwd: path.dirname(file) });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else reject(new Error(`exit ${code}:\n${out}`));
    });
  });
}

describe('the public site on live data', () => {
  const env = useServerAndBrowser(() => ({ DEV_MAIL_OUTBOX: 'true', SEED_DEMO: 'false', GOLDEN_TASK_RATE: '0' }), {
    prepare: (dir) => createAdmin(dir, ADMIN),
  });

  it('shows live figures that change after a solve, and a copied sample runs', async () => {
    const origin = env.server.international;
    const visitor = await openPage(env.browser);
    const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'crowdsolve-sample-'));
    try {
      // The admin is the customer here: a customer account with money and an API key.
      const apiKey = await fundedAdminCustomer(origin, ADMIN, {
        idempotencyKey: 'public-site-funds',
        reason: 'public site journey',
      });
      const worker = await readyWorker(origin, ADMIN, WORKER);

      // Before: nothing solved today, nobody online.
      const { page } = visitor;
      await visit(page, `${origin}/`);
      assert.equal(await figure(page, 'solvedToday'), '0');
      assert.equal(await figure(page, 'workersOnline'), '0');

      // The JavaScript sample, copied from its page, sends a captcha; the worker answers it.
      await visitor.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
      await visit(page, `${origin}/lang/javascript`);
      const block = page
        .locator('figure.code-figure')
        .filter({ has: page.locator('.code-figure__title', { hasText: /^solve\.mjs$/ }) });
      await block.getByRole('button', { name: 'Copy' }).click();
      await block.getByText('Copied').waitFor();
      const code = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(code, new RegExp(origin.replace(/[.:/]/g, '\\$&')), 'the sample is written for this host');
      const file = path.join(tmp, 'solve.mjs');
      await fs.writeFile(file, code);
      await fs.writeFile(path.join(tmp, 'captcha.png'), png(150, 50, 21));
      const run = runNode(file, { API_KEY: apiKey, POLL_SECONDS: '1' });
      const task = await worker.next();
      await worker.answer(task.id, 'S4MPL3');
      const output = await run;
      assert.match(output, /solved \d+: S4MPL3/, output);

      // After: the home page in en, ru and on the Chinese site counts the solve and the worker.
      for (const url of [`${origin}/`, `${origin}/?lang=ru`, `${env.server.region}/`]) {
        await visit(page, url);
        assert.equal(await figure(page, 'solvedToday'), '1', url);
        assert.equal(await figure(page, 'workersOnline'), '1', url);
      }
      await screenshot(page, 'public-site-home-zh');
      assert.deepEqual(visitor.errors, []);
    } catch (err) {
      await screenshot(visitor.page, 'public-site-failure');
      throw err;
    } finally {
      await visitor.context.close();
      await fs.rm(tmp, { recursive: true, force: true });
    }
  });
});
