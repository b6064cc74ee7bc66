// The enterprise plan and the feedback forms: a visitor reads the plan's prices (in dollars, then in
// roubles at the day's rate) and sends service feedback; a customer with too little money
// is offered a top-up, then buys a month and sees the plan with its end date and named contact;
// staff find the feedback in the staff menu and answer it by mail.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fundedAdminCustomer } from '../support/api-clients.mjs';
import { openPage, screenshot, waitForHydration } from '../support/browser.mjs';
import { fill, openStaffMenu, visit } from '../support/first-hour.mjs';
import { en } from '../support/i18n.mjs';
import { createAdmin, signIn } from '../support/journey.mjs';
import { ROOT } from '../support/server.mjs';
import { useServerAndBrowser } from '../support/suite.mjs';

const load = (ns) => JSON.parse(fs.readFileSync(path.join(ROOT, `packages/i18n/locales/en/${ns}.json`), 'utf8'));
const ent = load('enterprise');
const fb = load('feedback');
const errors = load('errors');
const ADMIN = 'admin-enterprise@example.com';
const WRITER = 'feedback-writer@example.com';
const REPLY = `Thank you, the grid docs are updated. ${Date.now()}`;

describe('the enterprise plan and the feedback forms', () => {
  const env = useServerAndBrowser(() => ({ REGION_HOSTS: '' }), { prepare: (dir) => createAdmin(dir, ADMIN) });
  let pages = [];
  after(async () => {
    for (const p of pages) await p.context.close().catch(() => {});
  });

  it('a visitor reads the prices and writes; a customer buys; staff answer by mail', async (t) => {
    const origin = env.server.international;
    const visitor = await openPage(env.browser);
    const staff = await openPage(env.browser);
    pages = [visitor, staff];
    for (const p of pages) p.page.setDefaultTimeout(30_000);
    const v = visitor.page;
    const a = staff.page;
    let step = 'start';
    const mark = (name) => {
      step = name;
      t.diagnostic(name);
    };
    try {
      mark('visitor reads the plan');
      await visit(v, `${origin}/support/enterprise`);
      const prices = v.getByTestId('enterprise-prices');
      await prices.getByText('$200.00').waitFor();
      await prices.getByText('$2,400.00').waitFor();
      await v.getByRole('link', { name: ent.buy.signIn }).waitFor();
      // Roubles at the day's rate, with the rate named under the table.
      await v.getByTestId('currency-select').selectOption('RUB');
      await prices.getByText(/RUB|₽/).first().waitFor();
      await v.getByTestId('rate-line').waitFor();
      await screenshot(v, 'enterprise-visitor');

      mark('visitor sends feedback');
      await visit(v, `${origin}/p/service-feedback`);
      await v.getByLabel(fb.form.name).fill('Olga');
      await v.getByLabel(fb.form.email, { exact: false }).first().fill(WRITER);
      await v.getByLabel(fill(fb.form.stars_other, { count: 4 })).check();
      await v.getByLabel(fb.form.message, { exact: false }).first().fill('Fast answers; the grid docs could say more.');
      // People take longer than bots to fill a form in.
      await v.waitForTimeout(3_200);
      await v.getByRole('button', { name: fb.form.submit }).click();
      await v.getByText(fb.form.sent).waitFor();

      mark('customer is short, then buys');
      await fundedAdminCustomer(origin, ADMIN, {
        amountMicros: 500_000_000,
        idempotencyKey: 'enterprise-journey-funds',
        reason: 'enterprise journey',
      });
      await signIn(a, origin, ADMIN);
      await a.waitForURL((url) => !url.pathname.startsWith('/auth'));
      await visit(a, `${origin}/support/enterprise`);
      await a.getByLabel(new RegExp(ent.pricing.periods.quarter)).check();
      await a.getByRole('button', { name: fill(ent.buy.action, { price: '$600.00' }) }).click();
      await a.getByText(errors.BILLING_INSUFFICIENT_FUNDS).waitFor();
      await a.getByRole('link', { name: ent.buy.topUp }).waitFor();
      await a.getByLabel(new RegExp(ent.pricing.periods.month)).check();
      await a.getByRole('button', { name: fill(ent.buy.action, { price: '$200.00' }) }).click();
      await a.getByText(/Done: \$200\.00 was charged/).waitFor();
      const plan = a.getByTestId('enterprise-plan');
      await plan.getByText(ADMIN, { exact: false }).waitFor();
      await screenshot(a, 'enterprise-holder');

      mark('staff answer the feedback');
      await waitForHydration(a);
      const menu = await openStaffMenu(a, false);
      await menu.getByRole('link', { name: en.routes.editorFeedback.title }).click();
      await a.waitForURL(`${origin}/editor/feedback`);
      await waitForHydration(a);
      const card = a.locator('article[data-kind="service"]').filter({ hasText: 'the grid docs could say more' });
      await card.getByRole('button', { name: fb.staff.reply }).click();
      await card.getByLabel(fb.staff.replyLabel).fill(REPLY);
      await screenshot(a, 'feedback-staff');
      await card.getByRole('button', { name: fb.staff.send }).click();
      await a.getByText(fill(fb.staff.sent, { email: WRITER })).waitFor();

      mark('the writer gets the reply');
      let found = false;
      for (let i = 0; i < 50 && !found; i++) {
        const { mails } = await (await fetch(`${origin}/api/v2/dev/mail`)).json();
        found = mails.some((m) => m.to === WRITER && m.text.includes(REPLY));
        if (!found) await new Promise((r) => setTimeout(r, 200));
      }
      assert.ok(found, 'the reply reached the outbox for the writer');
    } catch (err) {
      await screenshot(v, `enterprise-failed-${step}-visitor`).catch(() => {});
      await screenshot(a, `enterprise-failed-${step}-staff`).catch(() => {});
      throw err;
    }
  });
});
