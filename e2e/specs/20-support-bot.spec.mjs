// The support bot's journey: a visitor on a phone asks the bot, reads the FAQ passage it quotes with
// its link and says it helped; a question it cannot answer offers a ticket carrying the
// conversation; an admin finds the conversation in the staff menu and marks the answer bad, and the
// same question is then answered from another page.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { openPage, screenshot, waitForHydration } from '../support/browser.mjs';
import { openStaffMenu, visit } from '../support/first-hour.mjs';
import { en } from '../support/i18n.mjs';
import { createAdmin, signIn } from '../support/journey.mjs';
import { ROOT } from '../support/server.mjs';
import { useServerAndBrowser } from '../support/suite.mjs';

const bot = JSON.parse(fs.readFileSync(path.join(ROOT, 'packages/i18n/locales/en/supportBot.json'), 'utf8'));
const ADMIN = 'admin-support-bot@example.com';
const QUESTION = 'Where is my API key?';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

describe('the support bot from a question to a staff mark', () => {
  const env = useServerAndBrowser(() => ({ REGION_HOSTS: '' }), { prepare: (dir) => createAdmin(dir, ADMIN) });
  let pages = [];
  after(async () => {
    for (const p of pages) await p.context.close().catch(() => {});
  });

  it('a visitor asks; an admin marks the answer and the ranking follows', async (t) => {
    const origin = env.server.international;
    const visitor = await openPage(env.browser, PHONE);
    const admin = await openPage(env.browser);
    pages = [visitor, admin];
    for (const p of pages) p.page.setDefaultTimeout(30_000);
    const v = visitor.page;
    let step = 'start';
    const mark = (name) => {
      step = name;
      t.diagnostic(name);
    };
    const ask = async (question) => {
      const before = await v.locator('.bot-exchange').count();
      await v.getByLabel(bot.chat.label).fill(question);
      await v.getByRole('button', { name: bot.chat.ask, exact: true }).click();
      await v.locator('.bot-exchange').nth(before).waitFor();
      return v.locator('.bot-exchange').nth(before);
    };
    try {
      // ── The visitor's question is answered from the FAQ, quoted with its link.
      mark('visitor asks');
      await visit(v, `${origin}/support/bot`);
      await waitForHydration(v);
      const answer = await ask(QUESTION);
      const faqLink = answer.locator('[data-source="faq"] a').first();
      await faqLink.waitFor();
      assert.equal(await faqLink.textContent(), QUESTION);
      const faqPath = await faqLink.getAttribute('href');
      assert.match(faqPath ?? '', /^\/support\/faq\/\d+$/);
      await answer.getByRole('button', { name: bot.chat.yes }).click();
      await answer.getByText(bot.chat.thanks).waitFor();

      // ── A question it cannot answer offers a ticket with the conversation.
      mark('visitor is offered a ticket');
      const unknown = await ask('What will the weather be like in Paris tomorrow?');
      await unknown.getByText(bot.chat.unknown).waitFor();
      const ticket = new URL((await unknown.getByTestId('bot-ticket').getAttribute('href')) ?? '', origin);
      assert.equal(ticket.pathname, '/support/tickets/new');
      assert.equal(ticket.searchParams.get('from'), 'bot');
      assert.match(ticket.searchParams.get('botThread') ?? '', /^[\w-]{16,}$/);
      assert.match(ticket.searchParams.get('body') ?? '', /Where is my API key\?/);
      await screenshot(v, 'support-bot-phone');

      // ── The admin reads the conversation from the staff menu and marks the answer bad.
      mark('admin marks the answer');
      const a = admin.page;
      await signIn(a, origin, ADMIN);
      await a.waitForURL(`${origin}/p/admin`);
      await waitForHydration(a);
      const menu = await openStaffMenu(a, false);
      await menu.getByRole('link', { name: en.routes.pSupportBotThreads.title }).click();
      await a.waitForURL(`${origin}/p/support-bot-threads`);
      await a.getByRole('link', { name: QUESTION }).first().click();
      const thread = a.locator('.bot-staff__thread');
      const first = thread.locator('.bot-exchange').first();
      await first.getByText(bot.staff.helpfulYes).waitFor();
      await first.getByRole('button', { name: bot.staff.mark.bad }).click();
      await thread.locator('.bot-exchange[data-mark="bad"]').waitFor();
      await a.getByRole('button', { name: bot.staff.filters.bad }).click();
      await a.getByRole('link', { name: QUESTION }).first().waitFor();
      await screenshot(a, 'support-bot-staff');

      // ── The same question no longer leads with the passage marked bad.
      mark('visitor asks again');
      const again = await ask(QUESTION);
      const lead = again.locator('.bot-source a').first();
      if ((await lead.count()) > 0) assert.notEqual(await lead.getAttribute('href'), faqPath);
    } catch (err) {
      await screenshot(v, `support-bot-failed-${step}`).catch(() => {});
      throw err;
    }
  });
});
