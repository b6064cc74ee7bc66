// The software catalogue's journey: a developer registers software through the form (with its
// logo uploaded) and lands on their list with its soft_id; an admin approves it from the staff
// home's moderation queue; a visitor finds it in the catalogue; a customer sends tasks with its
// soft_id through the official 2captcha client, which a worker solves, and reviews it; the review
// is approved; the developer sees the tasks and the commission on the statistics page and the list,
// adds a payout account (confirmed through the mailed link), waits out the complaint window and
// requests a payout of the commission, which the admin pays; the developer sees it paid.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { readyWorker } from '../support/api-clients.mjs';
import { openPage, screenshot, waitForHydration } from '../support/browser.mjs';
import { movableClock } from '../support/clock.mjs';
import { fill, register, visit } from '../support/first-hour.mjs';
import { en } from '../support/i18n.mjs';
import { CONFIRM_LINK, createAdmin, mailLink, signIn } from '../support/journey.mjs';
import { png } from '../support/png.mjs';
import { ROOT } from '../support/server.mjs';
import { useServerAndBrowser } from '../support/suite.mjs';

const require = createRequire(import.meta.url);
const { Solver } = require('@2captcha/captcha-solver');
const constants = require('@2captcha/captcha-solver/dist/structs/constants/constants');
const endpoints = constants.supportedProviders.twoCaptcha;

const locale = (ns) => JSON.parse(fs.readFileSync(path.join(ROOT, `packages/i18n/locales/en/${ns}.json`), 'utf8'));
const sw = locale('software');
const partner = locale('partner');
const staff = locale('staff');
const adminTexts = locale('admin');
const STAMP = Date.now();
const ADMIN = 'admin-software@example.com';
const DEVELOPER = `developer-software-${STAMP}@example.com`;
const CUSTOMER = `customer-software-${STAMP}@example.com`;
const WORKER = `worker-software-${STAMP}@example.com`;
const NAME = `Journey Solver ${STAMP}`;
const SLUG = `journey-solver-${STAMP}`;
/**
 * The smallest payout is $1.00 (PAYOUT_METHOD_RULES), and the developer earns 10 % of a task's price:
 * the admin first sets the image captcha's price to $1000 per 1000 (worker pay $500), so ten tasks
 * earn the developer $1.00.
 */
const PRICE_PER_1000 = '1000';
const PAY_PER_1000 = '500';
const TASKS = 10;
const COMMISSION = '$1.00';
/** A USDT (TRC-20) account of the right format; the method's fee is a fixed $0.10. */
const WALLET = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const PAYOUT = { amount: '1', fee: '$0.10', receive: '$0.90' };
const REFERENCE = `TRC20-TX-${STAMP}`;
/** Commission is withdrawable once the complaint window (10 minutes after the answer) has closed. */
const PAST_COMPLAINT_WINDOW_MS = 12 * 60_000;
const WALLET_LINK = /https?:\/\/\S+\/auth\/edit_purse\/[\w-]+\/\d+/;

const textOf = async (locator) => (await locator.textContent())?.replace(/\s+/g, ' ').trim();

describe('the software catalogue from registration to commission', () => {
  let clock = null;
  const env = useServerAndBrowser(
    async () => {
      clock = await movableClock();
      return { REGION_HOSTS: '', GOLDEN_TASK_RATE: '0', ...clock.env };
    },
    { prepare: (dir) => createAdmin(dir, ADMIN) },
  );
  after(() => clock?.dispose());

  it('developer, admin, visitor, customer and worker', async (t) => {
    const origin = env.server.international;
    const developer = await openPage(env.browser);
    const admin = await openPage(env.browser);
    const customer = await openPage(env.browser);
    const all = [developer, admin, customer];
    for (const p of all) p.page.setDefaultTimeout(30_000);
    let step = 'start';
    const mark = (name) => {
      step = name;
      t.diagnostic(name);
    };
    try {
      // ── The developer signs up, lands on their software list and fills the catalogue form.
      mark('developer registers software');
      const dev = developer.page;
      await register(dev, origin, DEVELOPER, 'developer');
      await dev.getByRole('link', { name: en.auth.register.done.continue }).click();
      await dev.waitForURL(`${origin}/software/softlist`);
      await waitForHydration(dev);
      await dev.getByTestId('softlist-empty').waitFor();
      await dev.getByRole('link', { name: sw.softlist.add }).click();
      await dev.waitForURL(`${origin}/software/add`);
      await waitForHydration(dev);
      await dev.getByLabel(sw.form.name, { exact: true }).fill(NAME);
      assert.equal(await dev.getByLabel(sw.form.slug).inputValue(), SLUG, 'the slug follows the name');
      await dev.getByLabel(sw.form.shortDescription).fill('Solves image captchas in a browser.');
      await dev
        .getByLabel(sw.form.longDescription, { exact: true })
        .fill('## Features\n\n- **Fast**\n- Works <b>anywhere</b>');
      await dev.getByRole('button', { name: sw.form.preview }).click();
      const preview = dev.frameLocator('[data-testid="markdown-preview"]');
      await preview.getByRole('heading', { name: 'Features' }).waitFor();
      assert.equal(await preview.locator('b').count(), 0, 'HTML in the Markdown is shown as text');
      await dev.getByRole('button', { name: sw.form.write }).click();
      await dev.locator('input[name="categories"]').first().check();
      await dev.getByLabel(sw.priceModels.free, { exact: true }).check();
      await dev.getByLabel(sw.platforms.windows).check();
      await dev.getByLabel(en.common.taskTypes.image_text).check();
      await dev
        .getByTestId('logo-upload')
        .locator('input[type="file"]')
        .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(128, 128, 7) });
      await dev.getByTestId('logo-upload').getByRole('img').waitFor();
      await dev.getByRole('button', { name: sw.form.submit }).click();
      await dev.waitForURL(`${origin}/software/softlist`);
      await dev.getByText(fill(sw.softlist.saved, { name: NAME })).waitFor();
      const row = dev.getByTestId('softlist').locator('tbody tr').first();
      const softId = Number(await row.getAttribute('data-soft-id'));
      assert.ok(softId > 0, 'a soft_id');
      assert.equal(await textOf(row.locator('td[data-column="status"]')), sw.statusShort.pending);
      await screenshot(dev, 'software-softlist');

      // ── The admin approves it from the queue the staff home links to.
      mark('admin approves the software');
      // The sign-in form hydrated once (a loaded machine may take longer than signIn waits).
      await admin.page.goto(`${origin}/auth/login`);
      await waitForHydration(admin.page, 60_000);
      await signIn(admin.page, origin, ADMIN);
      await admin.page.waitForURL(`${origin}/p/admin`);
      await waitForHydration(admin.page);
      const queues = admin.page.getByTestId('moderation-queues');
      // How many wait (the install may hold other submissions too).
      await queues.locator('[data-queue="items"][data-attention="true"]').waitFor();
      await queues.getByRole('link', { name: en.routes.editorSoftwareModeration.title }).click();
      await admin.page.waitForURL(`${origin}/editor/software/moderation`);
      const queued = admin.page.locator(`article[data-soft-id="${softId}"]`);
      await queued.getByRole('button', { name: sw.moderation.approve }).click();
      await queued.waitFor({ state: 'detached' });

      // ── The admin raises the image captcha's price (new tasks only) so the commission can be paid out.
      mark('admin sets the price');
      await visit(admin.page, `${origin}/admin/prices`);
      const kind = en.common.taskTypes.image_text;
      await admin.page.getByRole('button', { name: fill(staff.prices.editOf, { kind }) }).click();
      await admin.page.getByLabel(staff.prices.priceField).fill(PRICE_PER_1000);
      await admin.page.getByLabel(staff.prices.payField).fill(PAY_PER_1000);
      await admin.page.getByRole('button', { name: staff.prices.save }).click();
      await admin.page.locator('tr[data-type="image_text"]').getByText('$1,000.00').waitFor();

      // ── A visitor finds it in the catalogue by search, and its page shows the soft_id.
      mark('the catalogue lists it');
      const visitor = customer.page;
      await visit(visitor, `${origin}/software?text=${encodeURIComponent(`Journey Solver ${STAMP}`)}`);
      await visitor.locator(`[data-software="${SLUG}"]`).getByRole('link', { name: NAME }).click();
      await visitor.waitForURL(`${origin}/software/${SLUG}`);
      assert.equal(await textOf(visitor.getByTestId('soft-id')), String(softId));
      await visitor.getByRole('link', { name: sw.reviews.signIn }).waitFor();

      // ── The customer: signs up, confirms, tops up and sends tasks with the soft_id.
      mark('customer sends tasks with the soft_id');
      await register(visitor, origin, CUSTOMER, 'customer');
      await visit(visitor, `${origin}${await mailLink(origin, CUSTOMER, CONFIRM_LINK)}`);
      await visitor.getByText(en.auth.checkKey.done).waitFor();
      await visit(visitor, `${origin}/enterpage`);
      const apiKey = (await visitor.getByTestId('api-key').textContent()).trim();
      await visit(visitor, `${origin}/addbalance`);
      await visitor.getByRole('radio', { name: en.pay.methods.sandbox }).check();
      await visitor.getByLabel(en.pay.form.amount).fill('20');
      await visitor.getByRole('button', { name: en.pay.form.submit }).click();
      await visitor.waitForURL(/\/pay\/sandbox\/\d+$/);
      await visitor.getByTestId('sandbox-checkout').getByRole('button', { name: en.pay.sandbox.complete }).click();
      await visitor.locator('[data-testid="payment-status"][data-status="paid"]').waitFor();

      const worker = await readyWorker(origin, ADMIN, WORKER);
      endpoints.in = `${origin}/in.php`;
      endpoints.res = `${origin}/res.php`;
      // The client sends its own soft_id with every task: this software's, as its developer would ship it.
      constants.softId = softId;
      const solver = new Solver(apiKey, 200);
      for (let n = 0; n < TASKS; n++) {
        const solved = solver.imageCaptcha({ body: png(150, 50, 20 + n).toString('base64') });
        const task = await worker.next();
        await worker.answer(task.id, `ANS${n}`);
        assert.equal((await solved).data, `ANS${n}`);
      }

      // ── The customer reviews it; the admin approves the review; it shows on the page.
      mark('customer reviews the software');
      await visit(visitor, `${origin}/software/${SLUG}`);
      const form = visitor.getByTestId('review-form');
      await form.getByLabel(fill(sw.reviews.form.stars_other, { count: 5 })).check();
      await form.getByLabel(sw.reviews.form.text).fill('Solved every captcha I sent, quickly.');
      await form.getByRole('button', { name: sw.reviews.form.submit }).click();
      await visitor.getByText(sw.reviews.form.sent).waitFor();

      mark('admin approves the review');
      await visit(admin.page, `${origin}/editor/reviews/moderation`);
      const review = admin.page.locator('article[data-review]', { hasText: 'Solved every captcha I sent, quickly.' });
      await review.getByRole('button', { name: sw.moderation.approve }).click();
      await review.waitFor({ state: 'detached' });
      await visit(visitor, `${origin}/software/${SLUG}`);
      await visitor.getByTestId('review-list').getByText('Solved every captcha I sent, quickly.').waitFor();

      // ── The developer sees the tasks and the commission.
      mark('developer sees tasks and commission');
      await visit(dev, `${origin}/software/statistic/${SLUG}`);
      const totals = dev.getByTestId('stats-totals');
      await totals.locator('[data-figure="tasks"] dd').getByText(String(TASKS), { exact: true }).waitFor();
      assert.equal(await textOf(totals.locator('[data-figure="commission"] dd')), COMMISSION);
      await screenshot(dev, 'software-statistic');
      await visit(dev, `${origin}/software/softlist`);
      const listed = dev.locator(`tr[data-soft-id="${softId}"]`);
      assert.equal(await textOf(listed.getByTestId('softlist-tasks')), String(TASKS));
      assert.equal(await textOf(listed.getByTestId('softlist-commission')), COMMISSION);
      assert.equal(await textOf(listed.locator('td[data-column="status"]')), sw.statusShort.published);

      // ── The developer adds a payout account from the list's "Payouts"; a mailed link confirms it.
      mark('developer adds a payout account');
      // Payout accounts need a confirmed address: the developer follows the sign-up letter's link first.
      await visit(dev, `${origin}${await mailLink(origin, DEVELOPER, CONFIRM_LINK)}`);
      await dev.getByText(en.auth.checkKey.done).waitFor();
      await visit(dev, `${origin}/software/softlist`);
      // The list's own link (the header's menu has one too).
      await dev.locator('#main').getByRole('link', { name: sw.softlist.payouts }).click();
      await dev.waitForURL(`${origin}/partner`);
      await waitForHydration(dev);
      await dev
        .getByRole('navigation', { name: partner.tabs.label })
        .getByRole('link', { name: partner.tabs.wallets })
        .click();
      await dev.waitForURL(`${origin}/partner/payment_edit`);
      const walletForm = dev.getByRole('form', { name: partner.wallets.formTitle });
      await walletForm.getByRole('combobox', { name: partner.wallets.method }).selectOption('usdt_trc20');
      await walletForm.getByRole('textbox', { name: partner.wallets.newAccount }).fill(WALLET);
      await walletForm.getByRole('button', { name: partner.wallets.set }).click();
      await dev.getByText(partner.wallets.checkMail).waitFor();
      await visit(dev, `${origin}${await mailLink(origin, DEVELOPER, WALLET_LINK)}`);
      assert.equal(await textOf(dev.getByTestId('account')), WALLET);
      await dev.getByRole('button', { name: partner.confirm.submit }).click();
      const method = partner.methods.usdt_trc20;
      await dev.getByText(fill(partner.confirm.done, { method, account: WALLET })).waitFor();
      await dev.getByRole('link', { name: partner.confirm.toPayout }).click();
      await dev.waitForURL(`${origin}/partner/payment`);

      // ── Within the complaint window the commission is pending; once it closes, it is paid out.
      mark('developer requests a payout');
      await dev.getByTestId('pending').getByText(COMMISSION, { exact: false }).waitFor();
      assert.equal(
        await textOf(dev.getByTestId('balance')),
        fill(partner.payout.available, { amount: '$0.00', balance: COMMISSION }),
      );
      await clock.advance(PAST_COMPLAINT_WINDOW_MS);
      await visit(dev, `${origin}/partner/payment`);
      await dev
        .getByTestId('balance')
        .getByText(fill(partner.payout.available, { amount: COMMISSION, balance: COMMISSION }))
        .waitFor();
      assert.equal(await dev.getByTestId('pending').count(), 0);
      await dev.getByLabel(partner.payout.amount).fill(PAYOUT.amount);
      assert.equal(await textOf(dev.getByTestId('fee')), PAYOUT.fee);
      assert.equal(await textOf(dev.getByTestId('receive')), PAYOUT.receive);
      await dev.getByRole('button', { name: partner.payout.submit }).click();
      await dev.getByText(fill(partner.payout.done, { amount: PAYOUT.receive, account: WALLET })).waitFor();
      await dev.getByRole('link', { name: partner.payout.toHistory }).click();
      await dev.waitForURL(`${origin}/partner/history_payment`);
      const payoutRow = dev.locator('tr[data-payout]').first();
      await payoutRow.locator('[data-state="requested"]').waitFor();
      const payoutId = Number(await payoutRow.getAttribute('data-payout'));
      assert.ok(payoutId > 0, 'a payout id');

      // ── The admin pays it from the payout queue.
      mark('admin pays the payout');
      await visit(admin.page, `${origin}/admin/payouts`);
      const queuedPayout = admin.page.locator(`tr[data-payout="${payoutId}"]`);
      await queuedPayout.getByText(DEVELOPER).waitFor();
      assert.equal(await textOf(queuedPayout.locator('[data-earning]')), adminTexts.payouts.earnings.commission);
      await queuedPayout.getByRole('button', { name: fill(adminTexts.payouts.approveOf, { id: payoutId }) }).click();
      const approve = admin.page.getByRole('dialog');
      await approve.getByLabel(adminTexts.payouts.reference).fill(REFERENCE);
      await approve.getByRole('button', { name: adminTexts.payouts.approveConfirm }).click();
      await queuedPayout.waitFor({ state: 'detached' });

      mark('developer sees the payout paid');
      await visit(dev, `${origin}/partner/history_payment`);
      const paid = dev.locator(`tr[data-payout="${payoutId}"]`);
      await paid.locator('[data-state="paid"]').getByText(partner.history.states.paid).waitFor();
      await paid.getByText(fill(partner.history.reference, { reference: REFERENCE })).waitFor();
      await screenshot(dev, 'software-payout-paid');

      for (const p of all) assert.deepEqual(p.errors, [], 'no errors in the browser');
    } catch (err) {
      for (const [p, role] of [
        [developer, 'developer'],
        [admin, 'admin'],
        [customer, 'customer'],
      ]) {
        await screenshot(p.page, `software-failure-${role}`);
      }
      err.message = `${step}: ${err.message}`;
      throw err;
    } finally {
      for (const p of all) await p.context.close();
    }
  });
});
