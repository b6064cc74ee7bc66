// "Solve with Crowdsolve" on the image demo: a visitor's button is a sign-in link that returns to
// the demo; signed in as a customer with money, pressing it sends the captcha on screen through the
// solver API v2 with the customer's key, while a worker in /cabinet (a second browser) types the
// right answer; the demo fills it in, verifies it and reports success with the task's cost. The
// server seals challenges with the test's key, so the worker reads the answer from the challenge of
// the form the customer's page shows (DEMO_DOM): the only task queued is that captcha.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fundedAdminCustomer, readyWorker } from '../support/api-clients.mjs';
import { openPage, screenshot } from '../support/browser.mjs';
import { challengeAnswer, DEMO_CHALLENGE_SECRET } from '../support/demo-answer.mjs';
import { fill, pageCall, visit } from '../support/first-hour.mjs';
import { en } from '../support/i18n.mjs';
import { createAdmin, PASSWORD, signIn } from '../support/journey.mjs';
import { ROOT } from '../support/server.mjs';
import { useServerAndBrowser } from '../support/suite.mjs';

const ADMIN = 'admin-demo-solve@example.com';
const WORKER = `worker-demo-solve-${Date.now()}@example.com`;
const demo = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/i18n/locales/en/demo.json'), 'utf8'));

describe('Solve with Crowdsolve on the image demo', () => {
  const env = useServerAndBrowser(
    () => ({ DEMO_CHALLENGE_SECRET, DEV_MAIL_OUTBOX: 'true', SEED_DEMO: 'false', GOLDEN_TASK_RATE: '0' }),
    { prepare: (dir) => createAdmin(dir, ADMIN) },
  );
  const pages = [];
  after(async () => {
    for (const p of pages) await p.context.close().catch(() => {});
  });

  it('a customer presses the button, a worker in the cabinet answers, the demo reports success with the cost', async () => {
    const origin = env.server.international;
    await fundedAdminCustomer(origin, ADMIN, { idempotencyKey: 'demo-solve-funds', reason: 'demo solve journey' });
    await readyWorker(origin, ADMIN, WORKER);

    const customer = await openPage(env.browser);
    const worker = await openPage(env.browser);
    pages.push(customer, worker);
    customer.page.setDefaultTimeout(30_000);
    worker.page.setDefaultTimeout(30_000);
    try {
      // Signed out, the button is a link to sign in that comes back to the demo.
      await visit(customer.page, `${origin}/demo/normal`);
      const signInLink = customer.page.getByTestId('demo-solve-sign-in');
      assert.equal(await signInLink.textContent(), demo.solve.button);
      assert.equal(await signInLink.getAttribute('href'), '/auth/login?return_to=%2Fdemo%2Fnormal');
      await signInLink.click();
      await customer.page.waitForURL((url) => url.pathname === '/auth/login');
      await customer.page.getByLabel(en.auth.fields.email).fill(ADMIN);
      await customer.page.getByLabel(en.auth.fields.password).fill(PASSWORD);
      await customer.page.getByRole('button', { name: en.auth.login.submit }).click();
      await customer.page.waitForURL((url) => url.pathname === '/demo/normal');

      // The worker starts work in the cabinet.
      await signIn(worker.page, origin, WORKER);
      await worker.page.waitForURL((url) => url.pathname !== '/auth/login');
      await visit(worker.page, `${origin}/cabinet`);
      await worker.page.getByRole('button', { name: en.worker.actions.start }).click();

      // The demo counts the worker online, and the customer sends the captcha on screen.
      const { page } = customer;
      await page.reload();
      await page.waitForFunction(
        () => Number(document.querySelector('[data-testid="demo-solve-workers"]')?.getAttribute('data-count')) >= 1,
      );
      const form = page.locator('form[data-cs-demo="normal"]');
      await page.waitForFunction(() =>
        Boolean(document.querySelector('form[data-cs-demo]')?.getAttribute('data-cs-challenge')),
      );
      const challenge = await form.getAttribute('data-cs-challenge');
      const startedAt = Date.now();
      await page.getByTestId('demo-solve-button').click();
      const status = page.getByTestId('demo-solve-status');
      await status.waitFor();
      assert.match(await status.textContent(), /\d+ s$/);

      // The worker gets that captcha and types its answer.
      const answer = String(challengeAnswer(challenge));
      const field = worker.page.getByLabel(en.worker.task.answer);
      await field.waitFor({ timeout: 30_000 });
      await field.fill(answer);
      await field.press('Enter');

      // The demo fills it in, verifies it and reports success with the cost and the time.
      const result = page.getByTestId('demo-solve-result');
      await result.waitFor({ timeout: 30_000 });
      assert.equal(await result.getAttribute('data-accepted'), 'true');
      const verdict = page.getByTestId('demo-verdict');
      assert.equal((await verdict.locator('p').textContent()).trim(), demo.result.ok);
      assert.equal((await form.getByLabel(demo.widget.answer).inputValue()).toUpperCase(), answer.toUpperCase());
      const prices = (await pageCall(page, 'GET', '/api/v2/customer/prices?currency=USD')).json.prices;
      const costMicros = prices.find((p) => p.type === 'image_text').per1000Micros / 1000;
      assert.ok(costMicros > 0);
      assert.equal(Number(await result.getAttribute('data-cost-micros')), costMicros);
      const cost = new Intl.NumberFormat('en', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
        maximumFractionDigits: 6,
      }).format(costMicros / 1_000_000);
      const text = (await result.textContent()).trim();
      const seconds = Number(/in (\d+) seconds?/.exec(text)?.[1]);
      assert.ok(seconds >= 1 && seconds <= Math.ceil((Date.now() - startedAt) / 1000) + 1, text);
      assert.equal(text, fill(demo.solve[seconds === 1 ? 'done_one' : 'done_other'], { count: seconds, cost }));
      assert.deepEqual(customer.errors, []);
      assert.deepEqual(worker.errors, []);
    } catch (err) {
      await screenshot(customer.page, 'demo-solve-customer-failure');
      await screenshot(worker.page, 'demo-solve-worker-failure');
      throw err;
    }
  });
});
