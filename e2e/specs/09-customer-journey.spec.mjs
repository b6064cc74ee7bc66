// A customer's journey: sign up and confirm → top up $5 through the sandbox payment provider →
// register a pingback address and an API IP whitelist → send three image captchas through the API
// (one a worker solves, one solved wrongly and reported bad, one that ends unsolvable) → see each
// outcome, with the right amounts, on the dashboard, the statistics, the impossible-captchas,
// complaints and pingback-log pages; the pingback receiver got every result.
import assert from 'node:assert/strict';
import http from 'node:http';
import { createRequire } from 'node:module';
import { after, describe, it } from 'node:test';
import { readyWorker } from '../support/api-clients.mjs';
import { openPage, screenshot, waitForHydration } from '../support/browser.mjs';
import { en } from '../support/i18n.mjs';
import { CONFIRM_LINK, createAdmin, mailLink, PASSWORD } from '../support/journey.mjs';
import { png } from '../support/png.mjs';
import { useServerAndBrowser } from '../support/suite.mjs';

const require = createRequire(import.meta.url);
const { Solver } = require('@2captcha/captcha-solver');
const endpoints = require('@2captcha/captcha-solver/dist/structs/constants/constants').supportedProviders.twoCaptcha;

const STAMP = Date.now();
const ADMIN = 'admin-customer-journey@example.com';
const CUSTOMER = `customer-journey-${STAMP}@example.com`;
const WORKER = `worker-for-customer-journey-${STAMP}@example.com`;
/** The answers the worker gives: the right one, and one the customer reports as wrong. */
const RIGHT = 'W9H5K';
const WRONG = 'X7Q2Z';
/**
 * Amounts as the app shows them in English (micro-dollars, 2 to 6 decimals). An image captcha
 * costs $1.00 per 1000 in the starting price table (migration 0005_pricing.sql): $0.001 a task.
 */
const SHOWN = { topUp: '$5.00', zero: '$0.00', task: '$0.001', left: '$4.999' };
/** How long the unsolvable task may take: it ends 90 s after submission (the sweep runs every second). */
const UNSOLVABLE_WAIT_MS = 170_000;

/** i18next-style interpolation of `{{name}}` for the texts of en.* */
const fill = (text, values) => text.replace(/\{\{(\w+)\}\}/g, (_, k) => String(values[k]));
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Retries `fn` until it stops throwing (or returns without throwing), up to `timeoutMs`. */
async function eventually(fn, timeoutMs = 20_000, everyMs = 500) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await fn();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await sleep(everyMs);
    }
  }
}

/** The customer's server that receives pingbacks: records every request, answers 200. */
function startReceiver() {
  const received = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      received.push({ method: req.method, path: req.url, contentType: req.headers['content-type'] ?? '', body });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${server.address().port}/captcha-callback`,
        received,
        /** The form fields POSTed for a task id (throws while none came). */
        fieldsFor(taskId) {
          const hit = received
            .map((r) => ({ ...r, fields: Object.fromEntries(new URLSearchParams(r.body)) }))
            .find((r) => r.fields.id === String(taskId));
          assert.ok(hit, `no pingback for task ${taskId} yet (got ${JSON.stringify(received)})`);
          return hit;
        },
        close: () => new Promise((r) => server.close(() => r())),
      });
    });
  });
}

/** The text of a locator, trimmed and with runs of white space as one space. */
async function textOf(locator) {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

/** Loads a page of the app and waits until it is interactive. */
async function visit(page, url) {
  await page.goto(url);
  await waitForHydration(page);
}

describe('a customer from sign-up to tasks solved, unsolvable and refunded', () => {
  let receiver;
  const env = useServerAndBrowser(
    async () => {
      receiver = await startReceiver();
      return {
        DEV_MAIL_OUTBOX: 'true',
        SEED_DEMO: 'false',
        GOLDEN_TASK_RATE: '0',
        PAYMENTS_SANDBOX: 'true',
        ALLOW_PRIVATE_CALLBACKS: 'true',
      };
    },
    { prepare: (dir) => createAdmin(dir, ADMIN) },
  );
  after(() => receiver?.close());

  it('tops up, sends tasks with pingbacks from a whitelisted IP and sees every outcome', async (t) => {
    const origin = env.server.international;
    const { context, page, errors } = await openPage(env.browser);
    page.setDefaultTimeout(30_000);
    let step = 'start';
    let finished = false;
    const started = Date.now();
    const mark = (name) => {
      step = name;
      t.diagnostic(`${((Date.now() - started) / 1000).toFixed(1)} s: ${name}`);
    };
    try {
      // ── 1. Sign up through the UI, confirm the address from the letter, land on the dashboard.
      mark('sign up');
      await visit(page, `${origin}/auth/register?userType=customer`);
      await page.getByLabel(en.auth.fields.email).fill(CUSTOMER);
      await page.getByLabel(en.auth.fields.password).fill(PASSWORD);
      await page.locator('input[type="checkbox"][name="acceptTerms"]').check();
      await page.getByRole('button', { name: en.auth.register.submit }).click();
      await page.getByText(en.auth.register.done.title).waitFor();
      // Registration signs in.
      await page.getByRole('link', { name: en.auth.register.done.continue }).click();
      await page.waitForURL(`${origin}/enterpage`);
      await visit(page, `${origin}${await mailLink(origin, CUSTOMER, CONFIRM_LINK)}`);
      await page.getByText(en.auth.checkKey.done).waitFor();

      mark('empty dashboard');
      await visit(page, `${origin}/enterpage`);
      const balance = page.getByTestId('dashboard-balance').locator('.dashboard__figure');
      assert.equal(await textOf(balance), SHOWN.zero);
      await page.getByTestId('latest-empty').waitFor();
      const apiKey = await textOf(page.getByTestId('api-key'));
      assert.match(apiKey, /^[0-9a-f]{32}$/);

      // ── 2. Top up $5 through the sandbox provider.
      mark('top up through the sandbox');
      await page.getByTestId('dashboard-balance').getByRole('link', { name: en.customer.dashboard.topUp }).click();
      await page.waitForURL(`${origin}/addbalance`);
      await waitForHydration(page);
      await page.getByRole('radio', { name: en.pay.methods.sandbox }).check();
      await page.getByTestId('test-note').waitFor();
      await page.getByLabel(en.pay.form.amount).fill('5');
      assert.equal(await textOf(page.getByTestId('credited')), SHOWN.topUp);
      assert.equal(await textOf(page.getByTestId('fee')), SHOWN.zero);
      assert.equal(await textOf(page.getByTestId('total')), SHOWN.topUp);
      await page.getByRole('button', { name: en.pay.form.submit }).click();
      await page.waitForURL(/\/pay\/sandbox\/\d+$/);
      const paymentId = new URL(page.url()).pathname.split('/').pop();
      const checkout = page.getByTestId('sandbox-checkout');
      await checkout
        .getByText(fill(en.pay.sandbox.pay, { total: SHOWN.topUp, method: en.pay.methods.sandbox }))
        .waitFor();
      await checkout.getByRole('button', { name: en.pay.sandbox.complete }).click();
      await page.waitForURL(`${origin}/pay/ok?payment=${paymentId}`);
      const status = page.locator('[data-testid="payment-status"][data-status="paid"]');
      await status.getByText(fill(en.pay.status.paid, { amount: SHOWN.topUp })).waitFor();
      assert.equal(await textOf(status.getByTestId('credited')), SHOWN.topUp);
      await visit(page, `${origin}/enterpage`);
      assert.equal(await textOf(balance), SHOWN.topUp);

      // ── 3a. Register the pingback address of the customer's server.
      mark('pingback address');
      await visit(page, `${origin}/setting/pingback`);
      await page.getByLabel(en.profile.pingback.add.label, { exact: true }).fill(receiver.url);
      await page.getByRole('button', { name: en.profile.pingback.add.submit }).click();
      await page.locator(`tr[data-address="${receiver.url}"]`).waitFor();
      await page.getByText(en.profile.pingback.add.added).waitFor();

      // ── 4c. The task that will end unsolvable goes first (plain HTTP to in.php), so its 90 s
      // run alongside the rest of the journey.
      mark('submit the task that ends unsolvable');
      const lostSentAt = Date.now();
      const submitted = await fetch(`${origin}/in.php`, {
        method: 'POST',
        body: new URLSearchParams({
          key: apiKey,
          method: 'base64',
          body: png(160, 60, 11).toString('base64'),
          pingback: receiver.url,
          json: '1',
        }),
      }).then((r) => r.json());
      assert.equal(submitted.status, 1, JSON.stringify(submitted));
      const lostId = Number(submitted.request);
      // Polls res.php like a client until the task ends; resolves with the final reply.
      const lostOutcome = (async () => {
        const deadline = Date.now() + UNSOLVABLE_WAIT_MS;
        while (!finished) {
          const res = await fetch(`${origin}/res.php?key=${apiKey}&action=get&id=${lostId}&json=1`);
          const reply = await res.json();
          // The journey locks this client out for a moment (step 3b: only ::1 allowed); it polls on.
          const waiting = reply.request === 'CAPCHA_NOT_READY' || reply.request === 'ERROR_IP_NOT_ALLOWED';
          if (!waiting || Date.now() > deadline) return reply;
          await sleep(1000);
        }
      })();
      // Awaited below; if the journey fails first, its end (or error) must not outlive the test.
      lostOutcome.catch(() => {});

      // ── 3b. Allow the API key only from the local client. The server listens on 127.0.0.1, so
      // it sees this client as 127.0.0.1: a list with only ::1 refuses it, adding 127.0.0.1 lets it in.
      mark('IP whitelist');
      endpoints.in = `${origin}/in.php`;
      endpoints.res = `${origin}/res.php`;
      const solver = new Solver(apiKey, 500); // the official client, against this server
      await visit(page, `${origin}/setting/iplist`);
      await page.getByTestId('ip-list-empty').waitFor();
      for (const ip of ['::1', '127.0.0.1']) {
        await page.getByRole('textbox', { name: en.profile.apiSettings.iplist.entry }).fill(ip);
        await page.getByRole('button', { name: en.profile.apiSettings.iplist.add, exact: true }).click();
        await page.getByTestId('ip-list').getByText(ip, { exact: true }).waitFor();
        await page.getByRole('button', { name: en.profile.save, exact: true }).click();
        await page.getByText(en.profile.saved, { exact: true }).waitFor();
        // A saved change applies to the very next API call.
        if (ip === '::1') {
          await assert.rejects(solver.balance(), (err) => /ERROR_IP_NOT_ALLOWED/.test(String(err.err ?? err)));
        }
      }
      await visit(page, `${origin}/setting/iplist`);
      await page.getByTestId('ip-list').waitFor();
      assert.deepEqual((await page.getByTestId('ip-list').locator('code').allTextContents()).sort(), [
        '127.0.0.1',
        '::1',
      ]);
      // Let in now: $5 less the $0.001 held for the task still open.
      assert.equal(await solver.balance(), 4.999);

      // ── 4. A worker takes the tasks through the worker API.
      mark('worker');
      const worker = await readyWorker(origin, ADMIN, WORKER);
      // Oldest first: the one nobody can solve. "Cannot solve" alone does not end it.
      const first = await worker.next();
      assert.equal(first.id, lostId);
      assert.equal(first.kind, 'image_text');
      await worker.cannotSolve(lostId);

      // (a) Solved right.
      mark('task solved');
      const solvedPromise = solver.imageCaptcha({ body: png(150, 50, 3).toString('base64'), pingback: receiver.url });
      const solvedTask = await worker.next();
      await worker.answer(solvedTask.id, RIGHT);
      const solved = await solvedPromise;
      assert.equal(solved.data, RIGHT);
      assert.equal(Number(solved.id), solvedTask.id);

      // (b) Solved wrong, reported bad, refunded.
      mark('task reported bad');
      const wrongPromise = solver.imageCaptcha({ body: png(150, 50, 5).toString('base64'), pingback: receiver.url });
      const wrongTask = await worker.next();
      await worker.answer(wrongTask.id, WRONG);
      const wrong = await wrongPromise;
      assert.equal(wrong.data, WRONG);
      assert.equal(Number(wrong.id), wrongTask.id);
      assert.equal(await solver.badReport(wrong.id), 'OK_REPORT_RECORDED');

      // The customer's server got both answers by pingback.
      mark('pingbacks of the answers');
      for (const [id, code] of [
        [solvedTask.id, RIGHT],
        [wrongTask.id, WRONG],
      ]) {
        const hit = await eventually(() => receiver.fieldsFor(id));
        assert.equal(hit.method, 'POST');
        assert.equal(hit.path, '/captcha-callback');
        assert.match(hit.contentType, /^application\/x-www-form-urlencoded/);
        assert.deepEqual(hit.fields, { id: String(id), code });
      }

      // ── 5. The complaint, accepted and refunded (while the unsolvable one still runs out).
      mark('complaints page');
      await visit(page, `${origin}/setting/complaints`);
      const complaints = page.getByTestId('list-complaints');
      assert.equal(
        await textOf(complaints.getByTestId('complaints-summary')),
        fill(en.customer.complaints.summary, { total: 1, accepted: 1, refunded: SHOWN.task }),
      );
      const complaint = complaints.locator(`tr[data-task="${wrongTask.id}"]`);
      await complaint.waitFor();
      assert.equal(await complaints.locator('tbody tr').count(), 1);
      assert.equal(await textOf(complaint.locator('td[data-column="answer"]')), WRONG);
      const outcome = complaint.locator('td[data-column="outcome"] [data-accepted]');
      assert.equal(await outcome.getAttribute('data-accepted'), 'true');
      assert.equal(await textOf(outcome), en.customer.complaints.accepted);
      assert.equal(await textOf(complaint.locator('td[data-column="refunded"]')), SHOWN.task);

      // (c) The first task ends unsolvable 90 s after it was sent; the client is told so.
      mark('waiting for the task to end unsolvable');
      const { status: lostStatus, request: lostCode } = await lostOutcome;
      assert.deepEqual({ status: lostStatus, request: lostCode }, { status: 0, request: 'ERROR_CAPTCHA_UNSOLVABLE' });
      // Its end came from the 90 s limit, not from the worker's "cannot solve" a few seconds in.
      assert.ok(Date.now() - lostSentAt >= 85_000, `ended after ${Date.now() - lostSentAt} ms`);
      const lostHit = await eventually(() => receiver.fieldsFor(lostId));
      assert.deepEqual(lostHit.fields, { id: String(lostId), code: 'ERROR_CAPTCHA_UNSOLVABLE' });
      assert.equal(receiver.received.length, 3, JSON.stringify(receiver.received));
      // Nothing is held any more: $5 less the one task charged.
      assert.equal(await solver.balance(), 4.999);

      // The dashboard: the balance, the week, the three tasks with their states and costs.
      mark('dashboard');
      await visit(page, `${origin}/enterpage`);
      assert.equal(await textOf(balance), SHOWN.left);
      const week = page.getByTestId('dashboard-week');
      assert.equal(await textOf(week.locator('.dashboard__figure')), SHOWN.task);
      await week.getByText(fill(en.customer.dashboard.weekTasks, { count: 3 })).waitFor();
      await week.getByText(fill(en.customer.dashboard.unresolved, { count: 0 })).waitFor();
      const latest = page.getByTestId('latest-tasks');
      await latest.waitFor();
      assert.equal(await latest.locator('tbody tr').count(), 3);
      for (const [id, state, answer, cost] of [
        [solvedTask.id, 'solved', RIGHT, SHOWN.task],
        [wrongTask.id, 'solved', WRONG, SHOWN.zero],
        [lostId, 'unsolvable', '—', SHOWN.zero],
      ]) {
        const row = latest.locator(`tr[data-task="${id}"]`);
        const cells = row.locator('td');
        assert.equal(await row.locator('[data-state]').getAttribute('data-state'), state, `state of task ${id}`);
        assert.equal(await textOf(row.locator('[data-state]')), en.customer.state[state]);
        assert.equal(await textOf(cells.nth(2)), answer, `answer of task ${id}`);
        assert.equal(await textOf(cells.nth(3)), cost, `cost of task ${id}`);
      }

      // The statistics: today's row of image captchas, and the totals.
      mark('statistics');
      await visit(page, `${origin}/statistics/uploads`);
      const today = new Date(lostSentAt).toISOString().slice(0, 10); // the UTC day the tasks were sent
      const uploads = page.getByTestId('uploads-table');
      const expected = { submitted: '3', solved: '2', unsolvable: '1', refunded: '1', cost: SHOWN.task };
      for (const row of [
        uploads.locator(`tr[data-day="${today}"][data-kind="image_text"]`),
        page.getByTestId('uploads-totals'),
      ]) {
        const shown = {};
        for (const col of Object.keys(expected)) shown[col] = await textOf(row.locator(`td[data-col="${col}"]`));
        assert.deepEqual(shown, expected);
      }
      assert.equal(await uploads.locator('tbody tr').count(), 1, 'one day, one kind');

      // The impossible captchas: the one nobody solved, its hold returned to the balance.
      mark('impossible captchas');
      await visit(page, `${origin}/setting/impossible_captchas`);
      const impossible = page.getByTestId('list-impossible');
      const lost = impossible.locator(`tr[data-task="${lostId}"]`);
      await lost.waitFor();
      assert.equal(await impossible.locator('tbody tr').count(), 1);
      assert.equal(await textOf(lost.locator('td[data-column="reason"]')), en.customer.impossible.reasons.no_answer);
      assert.equal(await textOf(lost.locator('td[data-column="attempts"]')), '1');
      assert.equal(await textOf(lost.locator('td[data-column="released"]')), SHOWN.task);

      // The pingback log: three deliveries to the receiver, each delivered at the first attempt.
      mark('pingback log');
      await eventually(async () => {
        await visit(page, `${origin}/setting/pingback_log`);
        assert.equal(await page.locator('tr[data-delivery] [data-state="delivered"]').count(), 3);
      });
      for (const id of [lostId, solvedTask.id, wrongTask.id]) {
        const row = page.locator('tr[data-delivery]').filter({ has: page.getByText(String(id), { exact: true }) });
        assert.equal(await row.count(), 1, `one delivery of task ${id}`);
        assert.equal(await textOf(row.locator('td').nth(1)), receiver.url);
        assert.equal(await textOf(row.locator('[data-state]')), en.profile.pingback.log.states.delivered);
        const attempts = row.locator('li[data-attempt-ok]');
        assert.equal(await attempts.count(), 1);
        assert.equal(await attempts.getAttribute('data-attempt-ok'), 'true');
        assert.match(await textOf(attempts), new RegExp(fill(en.profile.pingback.log.httpStatus, { status: 200 })));
      }

      mark('done');
      assert.deepEqual(errors, []);
    } catch (err) {
      await screenshot(page, 'customer-journey-failure');
      err.message = `[step: ${step}] ${err.message}`;
      throw err;
    } finally {
      finished = true;
      await context.close();
    }
  });
});
