// The browser extension end to end: a customer downloads it from /captcha-bypass-extension, loads
// it into Chromium, enters the API key in its options (checked with getBalance against the service
// the download came from), and opens the image demo; the extension detects it and sends it to the
// service, a worker's software takes the task through the worker API and answers it, and the
// extension types the answer in: the demo reports success and the popup lists the solve.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fundedAdminCustomer, readyWorker } from '../support/api-clients.mjs';
import { openPage, screenshot } from '../support/browser.mjs';
import { challengeAnswer, DEMO_CHALLENGE_SECRET } from '../support/demo-answer.mjs';
import { browserWithExtension } from '../support/extension.mjs';
import { visit } from '../support/first-hour.mjs';
import { createAdmin } from '../support/journey.mjs';
import { ROOT } from '../support/server.mjs';
import { useServerAndBrowser } from '../support/suite.mjs';

const ADMIN = 'admin-extension@example.com';
const WORKER = `worker-extension-${Date.now()}@example.com`;
const demo = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/i18n/locales/en/demo.json'), 'utf8'));
const messages = JSON.parse(fs.readFileSync(path.join(ROOT, 'extension/static/_locales/en/messages.json'), 'utf8'));
const message = (name, sub = '') => messages[name].message.replace('$1', sub);

describe('the browser extension solves a demo through a worker', () => {
  const env = useServerAndBrowser(
    () => ({ DEMO_CHALLENGE_SECRET, DEV_MAIL_OUTBOX: 'true', SEED_DEMO: 'false', GOLDEN_TASK_RATE: '0' }),
    { prepare: (dir) => createAdmin(dir, ADMIN) },
  );
  const closing = [];
  after(async () => {
    for (const close of closing.reverse()) await close();
  });

  it('is downloaded, set up with the key, and fills in the image demo the worker answered', async () => {
    const origin = env.server.international;
    const apiKey = await fundedAdminCustomer(origin, ADMIN, {
      idempotencyKey: 'extension-funds',
      reason: 'extension journey',
    });
    const worker = await readyWorker(origin, ADMIN, WORKER);

    // Downloaded from the extension's page, as a visitor gets it.
    const visitor = await openPage(env.browser);
    closing.push(() => visitor.context.close());
    await visit(visitor.page, `${origin}/captcha-bypass-extension`);
    const [download] = await Promise.all([
      visitor.page.waitForEvent('download'),
      visitor.page.getByTestId('extension-download').click(),
    ]);
    assert.match(download.suggestedFilename(), /^crowdsolve-extension-\d+\.\d+\.\d+\.zip$/);
    const zip = fs.readFileSync(await download.path());

    const extension = await browserWithExtension(zip);
    closing.push(() => extension.close());
    const { context, id } = extension;
    const errors = [];
    let page = null;
    try {
      // The options page starts with the service the download came from and checks the key.
      page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await page.goto(`chrome-extension://${id}/options.html`);
      await page.waitForFunction((origin) => document.querySelector('#host')?.value === origin, origin);
      await page.fill('#key', 'f'.repeat(32));
      await page.click('button[type="submit"]');
      await page.waitForFunction(
        (text) => document.querySelector('#status')?.textContent?.startsWith(text),
        message('keyRejected'),
      );
      await page.fill('#key', apiKey);
      await page.click('button[type="submit"]');
      await page.waitForFunction(
        (text) => document.querySelector('#status')?.textContent?.startsWith(text),
        message('saved', '$1'),
      );
      await page.close();

      // The image demo: the extension sends it, the worker's software answers it.
      page = await context.newPage();
      page.setDefaultTimeout(60_000);
      page.on('pageerror', (err) => errors.push(err.message));
      await page.goto(`${origin}/demo/normal`);
      const form = page.locator('form[data-cs-demo="normal"]');
      await page.waitForFunction(() => document.querySelector('form[data-cs-demo="normal"]')?.dataset.csChallenge);
      const challenge = await form.getAttribute('data-cs-challenge');
      const shown = await form.locator('img[data-cs-image]').getAttribute('src');

      const task = await worker.next();
      assert.equal(task.kind, 'image_text', JSON.stringify(task));
      assert.equal(base64Of(task.image.url), await imageBase64(page, shown), 'the worker sees the picture on the page');
      const answer = String(challengeAnswer(challenge));
      await worker.answer(task.id, answer);

      // The extension types it in and submits: the demo says it is right.
      const verdict = page.getByTestId('demo-verdict');
      await verdict.waitFor();
      assert.equal(await verdict.getAttribute('data-reason'), '');
      assert.equal((await verdict.locator('p').textContent()).trim(), demo.result.ok);
      assert.equal((await form.locator('input[data-cs-answer]').inputValue()).toUpperCase(), answer.toUpperCase());

      // The popup lists the solve with its cost, and the balance less that cost.
      const popup = await context.newPage();
      await popup.goto(`chrome-extension://${id}/popup.html`);
      await popup.waitForFunction(() => /^\$\d/.test(document.querySelector('#balance')?.textContent ?? ''));
      const balance = Number((await popup.textContent('#balance')).slice(1));
      assert.ok(balance < 1 && balance > 0.9, `balance ${balance}`);
      const history = await popup.textContent('#history');
      assert.ok(history.includes(answer), history);
      assert.match(history, /\$0\.\d+/);
      // It says it is on for every site until turned off there.
      assert.equal((await popup.textContent('#all-sites')).replace(/\s+/g, ' ').trim(), message('allSites'));
      assert.deepEqual(errors, []);
    } catch (err) {
      if (page && !page.isClosed()) await screenshot(page, 'extension-failure');
      throw err;
    }
  });
});

/** The base64 of a data URL. */
function base64Of(url) {
  return url.slice(url.indexOf(',') + 1);
}

/** The picture's bytes as base64, as the page has them (a data URL or a fetch from the page). */
async function imageBase64(page, src) {
  if (src.startsWith('data:')) return base64Of(src);
  return page.evaluate(async (src) => {
    const bytes = new Uint8Array(await (await fetch(src)).arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  }, src);
}
