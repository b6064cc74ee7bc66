// Every role's first hour on an install as `npm start` makes it (no SMTP, the default region host,
// the control set the first start seeds), by clicks only, at 1366 px and again at 390 px on a
// touch screen: a customer signs up (signed in at once), confirms from the outbox, sees the API key,
// tops up and gets an answer through the official 2captcha client; a new worker passes the seeded
// training with no admin involved and solves that captcha; an admin lands on the staff home and
// reaches every staff screen from the staff menu; a visitor sees /pricing in RUB and CNY and
// reaches the Chinese site through the language switcher. Each role's landing page is kept as a
// screenshot in e2e/artifacts.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { openPage, screenshot, waitForHydration } from '../support/browser.mjs';
import { answerTraining, fill, openStaffMenu, pageCall, register, visit } from '../support/first-hour.mjs';
import { en } from '../support/i18n.mjs';
import { createAdmin, signIn } from '../support/journey.mjs';
import { png } from '../support/png.mjs';
import { useServerAndBrowser } from '../support/suite.mjs';

const require = createRequire(import.meta.url);
const { Solver } = require('@2captcha/captcha-solver');
const endpoints = require('@2captcha/captcha-solver/dist/structs/constants/constants').supportedProviders.twoCaptcha;

const ADMIN = 'admin-first-hour@example.com';
const STAMP = Date.now();
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1366, height: 900 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
];

describe('the first hour of every role on a fresh install', () => {
  // What `npm start` gives, except that golden tasks are off so that the worker's first paid task
  // is the customer's (the seeded golden set is tested in the server's tests).
  const env = useServerAndBrowser(() => ({ REGION_HOSTS: '', GOLDEN_TASK_RATE: '0' }), {
    prepare: (dir) => createAdmin(dir, ADMIN),
  });

  for (const width of WIDTHS) {
    it(`customer, worker, admin and visitor at ${width.viewport.width} px`, async (t) => {
      const origin = env.server.international;
      const options = { viewport: width.viewport, ...(width.phone ? { hasTouch: true, isMobile: true } : {}) };
      const customer = await openPage(env.browser, options);
      const worker = await openPage(env.browser, options);
      const admin = await openPage(env.browser, options);
      const visitor = await openPage(env.browser, options);
      const all = [customer, worker, admin, visitor];
      for (const p of all) p.page.setDefaultTimeout(30_000);
      const shot = (p, role) => screenshot(p.page, `first-hour-${role}-${width.name}`);
      const CUSTOMER = `customer-first-hour-${width.name}-${STAMP}@example.com`;
      const WORKER = `worker-first-hour-${width.name}-${STAMP}@example.com`;
      let step = 'start';
      const mark = (name) => {
        step = name;
        t.diagnostic(name);
      };
      try {
        // ── The customer: signed in on sign-up, the letter in the outbox, the key after confirming.
        mark('customer signs up');
        const { page } = customer;
        await register(page, origin, CUSTOMER, 'customer');
        await page.getByText(fill(en.auth.mailStatus.outboxLocal, { email: CUSTOMER })).waitFor();
        await page.getByRole('link', { name: en.auth.mailStatus.openOutbox }).click();
        await page.waitForURL(`${origin}/dev/mail`);
        await waitForHydration(page);
        await page.locator('tr', { hasText: CUSTOMER }).first().getByRole('button').click();
        // The outbox opens a letter's links in a new tab, as a mail client would: here in this one.
        const confirmLink = page.getByTestId('dev-mail-text').getByRole('link', { name: /\/auth\/check_key\// });
        await visit(page, await confirmLink.getAttribute('href'));
        await page.getByText(en.auth.checkKey.done).waitFor();
        await page.getByRole('link', { name: en.auth.checkKey.toAccount }).click();
        await page.waitForURL(`${origin}/enterpage`);
        await waitForHydration(page);
        const apiKey = (await page.getByTestId('api-key').textContent()).trim();
        assert.match(apiKey, /^[0-9a-f]{32}$/);
        await shot(customer, 'customer');

        mark('customer tops up');
        await page.getByTestId('dashboard-balance').getByRole('link', { name: en.customer.dashboard.topUp }).click();
        await page.waitForURL(`${origin}/addbalance`);
        await waitForHydration(page);
        await page.getByRole('radio', { name: en.pay.methods.sandbox }).check();
        await page.getByLabel(en.pay.form.amount).fill('5');
        await page.getByRole('button', { name: en.pay.form.submit }).click();
        await page.waitForURL(/\/pay\/sandbox\/\d+$/);
        await page.getByTestId('sandbox-checkout').getByRole('button', { name: en.pay.sandbox.complete }).click();
        await page.locator('[data-testid="payment-status"][data-status="paid"]').waitFor();

        // ── The admin: lands on the staff home; reads the control set's answers for the test.
        mark('admin signs in');
        await signIn(admin.page, origin, ADMIN);
        await admin.page.waitForURL(`${origin}/p/admin`);
        await waitForHydration(admin.page);
        await admin.page.getByTestId('attention-summary').waitFor();
        await shot(admin, 'admin');
        const control = await pageCall(admin.page, 'GET', '/api/v2/admin/control-tasks');
        assert.equal(control.status, 200);
        const answers = new Map(control.json.items.map((c) => [c.id, c.answer]));
        assert.ok(control.json.items.filter((c) => c.training && c.active).length >= 10, 'a seeded training set');

        // ── The worker: signed in on sign-up, trains on the seeded set, is admitted, solves.
        mark('worker signs up and trains');
        await register(worker.page, origin, WORKER, 'worker');
        await worker.page.getByRole('link', { name: en.auth.register.done.continue }).click();
        await worker.page.waitForURL(`${origin}/cabinet`);
        await waitForHydration(worker.page);
        await worker.page.getByText(en.worker.access.notAdmittedTitle).waitFor();
        await shot(worker, 'worker');
        await worker.page.getByRole('link', { name: en.worker.access.startTraining }).click();
        await worker.page.waitForURL(`${origin}/cabinet/training`);
        await waitForHydration(worker.page);
        await worker.page.getByRole('button', { name: en.worker.quality.training.start }).click();
        await answerTraining(worker.page, answers);
        await worker.page.getByText(en.worker.quality.training.passedTitle).waitFor();

        mark('worker solves the customer captcha');
        await visit(worker.page, `${origin}/cabinet`);
        await worker.page.getByRole('button', { name: en.worker.actions.start }).click();
        endpoints.in = `${origin}/in.php`;
        endpoints.res = `${origin}/res.php`;
        const solver = new Solver(apiKey, 200);
        const solved = solver.imageCaptcha({ body: png(150, 50, 11).toString('base64') });
        const field = worker.page.getByRole('textbox', { name: en.worker.task.answer, exact: true });
        await field.waitFor({ timeout: 20_000 });
        await field.fill('K4T7P');
        await field.press('Enter');
        assert.equal((await solved).data, 'K4T7P');

        // ── The admin reaches every staff screen by clicks.
        mark('admin walks the staff menu');
        const menu = await openStaffMenu(admin.page, width.phone);
        const screens = await menu
          .getByRole('link')
          .evaluateAll((links) => links.map((a) => [a.textContent.trim(), new URL(a.href).pathname]));
        for (const path of ['/p/admin', '/admin/users', '/admin/workers', '/admin/prices', '/admin/mail']) {
          assert.ok(
            screens.some(([, p]) => p === path),
            `${path} in the staff menu: ${JSON.stringify(screens)}`,
          );
        }
        for (const [title, path] of screens) {
          const items = await openStaffMenu(admin.page, width.phone);
          await items.getByRole('link', { name: title, exact: true }).click();
          await admin.page.waitForURL(`${origin}${path}`);
          await admin.page.getByRole('heading', { level: 1, name: title }).waitFor();
          assert.equal(await admin.page.locator('.page--placeholder').count(), 0, `${path} is built`);
        }

        // ── A visitor: prices in RUB and CNY, and the way to the Chinese site.
        mark('visitor sees prices in RUB and CNY');
        await visit(visitor.page, `${origin}/`);
        await shot(visitor, 'visitor');
        await visit(visitor.page, `${origin}/pricing`);
        // Prices in that currency (RUB 92.50, CN¥7.25) with the rate they were converted at.
        for (const [currency, symbol] of [
          ['RUB', 'RUB'],
          ['CNY', 'CN¥'],
        ]) {
          await visitor.page.getByLabel(en.common.pricing.currency).selectOption(currency);
          await visitor.page.waitForFunction(
            ([code, symbol]) =>
              document
                .querySelector('[data-testid="price-table"] tbody td:last-child')
                ?.textContent.startsWith(symbol) &&
              document.querySelector('[data-testid="rate-line"]')?.textContent.includes(code),
            [currency, symbol],
          );
          assert.equal(await visitor.page.getByText(fill(en.common.pricing.noRate, { currency })).count(), 0);
        }

        mark('visitor reaches the Chinese site');
        if (width.phone) await visitor.page.getByRole('button', { name: en.common.nav.menu }).click();
        await visitor.page.getByRole('link', { name: en.common.language.names.zh }).first().click();
        await visitor.page.waitForURL((url) => url.hostname === 'zh.localhost');
        assert.equal(await visitor.page.locator('html').getAttribute('lang'), 'zh');

        for (const p of all) assert.deepEqual(p.errors, [], 'no errors in the browser');
      } catch (err) {
        for (const [p, role] of [
          [customer, 'customer'],
          [worker, 'worker'],
          [admin, 'admin'],
          [visitor, 'visitor'],
        ]) {
          await screenshot(p.page, `first-hour-failure-${width.name}-${role}`);
        }
        err.message = `${step}: ${err.message}`;
        throw err;
      } finally {
        for (const p of all) await p.context.close();
      }
    });
  }
});
