// A worker's journey: register → pass the training on control tasks an admin uploaded → start
// work in the cabinet → solve an image captcha and a coordinates captcha that a customer sent
// with the official 2captcha client; the client gets both answers and the worker earns the
// table's pay for each.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describe, it } from 'node:test';
import { openPage, screenshot, waitForHydration } from '../support/browser.mjs';
import { pageCall } from '../support/first-hour.mjs';
import { en } from '../support/i18n.mjs';
import { createAdmin, PASSWORD, signIn } from '../support/journey.mjs';
import { png } from '../support/png.mjs';
import { useServerAndBrowser } from '../support/suite.mjs';

const require = createRequire(import.meta.url);
const { Solver } = require('@2captcha/captcha-solver');
const endpoints = require('@2captcha/captcha-solver/dist/structs/constants/constants').supportedProviders.twoCaptcha;

const ADMIN = 'admin-journey@example.com';
const WORKER = `worker-journey-${Date.now()}@example.com`;
/** Worker pay per task in the starting price table (per 1000: image text $0.50, clicks $0.60). */
const PAY = { image: 500, coordinates: 600 };

const call = pageCall;

describe('a worker from sign-up to paid answers', () => {
  const env = useServerAndBrowser(() => ({ DEV_MAIL_OUTBOX: 'true', SEED_DEMO: 'false', GOLDEN_TASK_RATE: '0' }), {
    prepare: (dir) => createAdmin(dir, ADMIN),
  });

  it('trains, works and gets paid for answers the 2captcha client receives', async () => {
    const origin = env.server.international;
    const admin = await openPage(env.browser);
    const worker = await openPage(env.browser);
    try {
      // The admin: a customer account with money, and a control set for the training.
      await signIn(admin.page, origin, ADMIN);
      await admin.page.waitForURL((url) => url.pathname !== '/auth/login');
      const role = await call(admin.page, 'POST', '/api/v2/user/select_role', { userType: 'customer' });
      assert.equal(role.status, 200, JSON.stringify(role.json));
      const userReply = (await call(admin.page, 'GET', '/api/v2/user')).json;
      const me = userReply.user ?? userReply;
      const credit = await call(admin.page, 'POST', `/api/v2/admin/users/${me.id}/balance`, {
        direction: 'credit',
        amountMicros: 5_000_000,
        reason: 'journey funds',
        idempotencyKey: 'journey-funds',
      });
      assert.equal(credit.status, 200, JSON.stringify(credit.json));
      const profile = (await call(admin.page, 'GET', '/api/v2/profile')).json;
      const apiKey = profile.apiKey ?? profile.profile?.apiKey;
      assert.match(apiKey ?? '', /^[0-9a-f]{32}$/);
      // The set every install starts with is turned off: the training then draws only these three.
      const seeded = (await call(admin.page, 'GET', '/api/v2/admin/control-tasks')).json.items;
      assert.ok(seeded.length >= 30, `seeded control set: ${seeded.length}`);
      for (const task of seeded) {
        const off = await call(admin.page, 'PUT', `/api/v2/admin/control-tasks/${task.id}`, { active: false });
        assert.equal(off.status, 200, JSON.stringify(off.json));
      }
      for (let i = 0; i < 3; i++) {
        const created = await call(admin.page, 'POST', '/api/v2/admin/control-tasks', {
          task: { type: 'ImageToTextTask', body: png(120, 40, i + 7).toString('base64') },
          answer: { type: 'text', text: 'abc' },
          training: true,
          golden: false,
        });
        assert.equal(created.status, 201, JSON.stringify(created.json));
      }

      // The worker signs up and passes the training.
      const { page, errors } = worker;
      await page.goto(`${origin}/auth/register?userType=worker`);
      await waitForHydration(page);
      await page.getByLabel(en.auth.fields.email).fill(WORKER);
      await page.getByLabel(en.auth.fields.password).fill(PASSWORD);
      await page.locator('input[type="checkbox"][name="acceptTerms"]').check();
      await page.getByRole('button', { name: en.auth.register.submit }).click();
      await page.getByText(en.auth.register.done.title).waitFor();
      // Registration signs in.
      await page.getByRole('link', { name: en.auth.register.done.continue }).click();
      await page.waitForURL((url) => url.pathname !== '/auth/register');
      await page.goto(`${origin}/cabinet/training`);
      await waitForHydration(page);
      await page.getByRole('button', { name: en.worker.quality.training.start }).click();
      for (let i = 0; i < 3; i++) {
        const answer = page.getByLabel(en.worker.task.answer);
        await answer.fill('abc');
        await answer.press('Enter');
        await page.getByText(en.worker.quality.training.right).waitFor();
        const label = i < 2 ? en.worker.quality.training.next : en.worker.quality.training.results;
        await page.getByRole('button', { name: label }).click();
      }
      await page.getByText(en.worker.quality.training.passedTitle).waitFor();

      // Start work; the customer's client sends an image captcha.
      await page.goto(`${origin}/cabinet`);
      await waitForHydration(page);
      await page.getByRole('button', { name: en.worker.actions.start }).click();
      endpoints.in = `${origin}/in.php`;
      endpoints.res = `${origin}/res.php`;
      const solver = new Solver(apiKey, 200);
      const image = solver.imageCaptcha({ body: png(150, 50, 3).toString('base64') });
      const text = page.getByLabel(en.worker.task.answer);
      await text.waitFor({ timeout: 15_000 });
      await text.fill('W9H5K');
      await text.press('Enter');
      assert.equal((await image).data, 'W9H5K');

      // Then a coordinates captcha: two clicks on the image, then send.
      const clicks = solver.coordinates({
        body: png(200, 100, 5).toString('base64'),
        textinstructions: 'Click the dots',
      });
      const stage = page.getByTestId('stage');
      await stage.waitFor({ timeout: 15_000 });
      await stage.click({ position: { x: 20, y: 20 } });
      await stage.click({ position: { x: 60, y: 40 } });
      await page.getByRole('button', { name: en.worker.actions.send }).click();
      const answer = await clicks;
      assert.ok(
        Array.isArray(answer.data) ? answer.data.length === 2 : /x=\d+,y=\d+;x=\d+,y=\d+/.test(answer.data),
        JSON.stringify(answer),
      );

      // The worker's earnings rose by the table's pay for both.
      const mine = await call(page, 'GET', '/api/worker/v1/me');
      assert.equal(mine.json.earnedTodayMicros, PAY.image + PAY.coordinates);
      assert.equal(mine.json.solvedToday, 2);
      assert.deepEqual(errors, []);
    } catch (err) {
      await screenshot(worker.page, 'worker-journey-failure');
      throw err;
    } finally {
      await admin.context.close();
      await worker.context.close();
    }
  });
});
