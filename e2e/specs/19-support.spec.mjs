// Support tickets end to end: a signed-in customer asks the support bot something it cannot answer
// and opens a ticket from it with a screenshot; the ticket and the staff desk show the conversation
// with the bot; an admin answers it from the desk (an internal note first, which the customer never
// sees); the customer gets the answer by mail through a real SMTP server, follows its link to the
// ticket, replies (the ticket is open again) and closes it.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { openPage, screenshot, waitForHydration } from '../support/browser.mjs';
import { register, visit } from '../support/first-hour.mjs';
import { createAdmin, signIn } from '../support/journey.mjs';
import { png } from '../support/png.mjs';
import { ROOT } from '../support/server.mjs';
import { useServerAndBrowser } from '../support/suite.mjs';

const locale = (ns) => JSON.parse(fs.readFileSync(path.join(ROOT, `packages/i18n/locales/en/${ns}.json`), 'utf8'));
const tickets = locale('tickets');
const bot = locale('supportBot');
const mailTexts = locale('mail');
const routes = locale('routes');
const STAMP = Date.now();
const ADMIN = `admin-support-${STAMP}@example.com`;
const CUSTOMER = `customer-support-${STAMP}@example.com`;
// A question the bot cannot answer; it becomes the ticket's subject.
const SUBJECT = `What will the weather be like in Paris tomorrow? ${STAMP}`;

/** Quoted-printable and soft line breaks undone: enough to read a mail's links and text. */
const decode = (raw) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));

/** A real SMTP server in this process, keeping every message. */
async function smtpSink() {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: decode(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  const port = await new Promise((resolve, reject) => {
    server.on('error', reject);
    const listening = server.listen(0, '127.0.0.1', () => resolve(listening.address().port));
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    async waitFor(to, test) {
      for (let i = 0; i < 150; i++) {
        const found = mails.find((m) => m.to.includes(to) && test(m.raw));
        if (found) return found.raw;
        await new Promise((r) => setTimeout(r, 200));
      }
      throw new Error(`no mail to ${to}; got ${mails.length}`);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('a support ticket from the support bot to the desk and back', () => {
  let smtp = null;
  const env = useServerAndBrowser(
    async () => {
      smtp = await smtpSink();
      return { SMTP_URL: smtp.url, DEV_MAIL_OUTBOX: 'false', SEED_DEMO: 'false' };
    },
    { prepare: (dataDir) => createAdmin(dataDir, ADMIN) },
  );

  it('is opened from the bot with a screenshot and the conversation, answered from the desk, mailed, replied to and closed', async () => {
    const origin = env.server.international;
    const customer = await openPage(env.browser);
    const staff = await openPage(env.browser);
    try {
      // The customer registers, asks the bot something it does not know and opens a ticket from it.
      await register(customer.page, origin, CUSTOMER, 'customer');
      await visit(customer.page, `${origin}/support/bot`);
      await waitForHydration(customer.page);
      await customer.page.getByLabel(bot.chat.label).fill(SUBJECT);
      await customer.page.getByRole('button', { name: bot.chat.ask, exact: true }).click();
      const exchange = customer.page.locator('.bot-exchange').first();
      await exchange.getByText(bot.chat.unknown).waitFor();
      await exchange.getByTestId('bot-ticket').click();
      await customer.page.waitForURL(/\/support\/tickets\/new\?/);
      assert.match(new URL(customer.page.url()).searchParams.get('botThread') ?? '', /^[\w-]{16,}$/);
      await customer.page.getByText(tickets.form.fromBot).waitFor();
      assert.equal(await customer.page.getByLabel(tickets.form.subject).inputValue(), SUBJECT);
      await customer.page.getByLabel(tickets.form.body).fill('I paid $10 an hour ago and the balance is still $0.');
      await customer.page.getByLabel(tickets.attach.label).setInputFiles({
        name: 'screenshot.png',
        mimeType: 'image/png',
        buffer: png(320, 200, 7),
      });
      await customer.page.getByTestId('attached-file').waitFor();
      await customer.page.getByRole('button', { name: tickets.form.submit }).click();
      await customer.page.waitForURL(/\/support\/tickets\/\d+$/);
      const ticketPath = new URL(customer.page.url()).pathname;
      const thread = customer.page.getByTestId('ticket-thread');
      await thread.getByRole('img', { name: tickets.attach.image.replace('{{n}}', '1') }).waitFor();
      // The ticket carries the conversation with the bot: the question and that it did not know.
      const conversation = customer.page.getByTestId('ticket-bot-conversation');
      await conversation.getByRole('heading', { name: tickets.bot.title }).waitFor();
      await conversation.getByText(SUBJECT).waitFor();
      await conversation.getByText(tickets.bot.unknown).waitFor();
      assert.equal(await customer.page.locator('[data-status]').first().getAttribute('data-status'), 'open');

      // The admin finds it in the desk's open queue, notes something for staff, then answers.
      await signIn(staff.page, origin, ADMIN);
      await staff.page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
      await visit(staff.page, `${origin}/editor/support/tickets?status=open`);
      await staff.page.getByRole('heading', { name: routes.editorSupportTickets.title }).waitFor();
      await staff.page.getByRole('link', { name: SUBJECT }).click();
      await staff.page.waitForURL(`${origin}/editor/support/tickets/${ticketPath.split('/').pop()}`);
      await waitForHydration(staff.page);
      await staff.page.getByTestId('desk-context').getByText(CUSTOMER).waitFor();
      // Staff read what the customer asked the bot before answering.
      const deskConversation = staff.page.getByTestId('ticket-bot-conversation');
      await deskConversation.getByRole('heading', { name: tickets.bot.title }).waitFor();
      await deskConversation.getByText(SUBJECT).waitFor();
      // The customer's screenshot opens for staff.
      const shot = await staff.page.getByTestId('ticket-file').first().getAttribute('href');
      assert.equal((await staff.page.request.get(`${origin}${shot}`)).status(), 200);
      const reply = staff.page.getByLabel(tickets.desk.replyLabel);
      await reply.fill('Stripe webhook arrived late; checking.');
      await staff.page.getByLabel(tickets.desk.internal).check();
      await staff.page.getByRole('button', { name: tickets.desk.addNote }).click();
      await staff.page.getByTestId('ticket-thread').locator('[data-kind="note"]').waitFor();
      await reply.fill('Your payment is credited now. Sorry for the wait!');
      await staff.page.getByRole('button', { name: tickets.reply.send }).click();
      await staff.page
        .getByTestId('ticket-thread')
        .getByText('Your payment is credited now.', { exact: false })
        .waitFor();

      // The customer gets the answer by mail, with the link to the ticket; the note stays inside.
      const mail = await smtp.waitFor(CUSTOMER, (raw) => raw.includes('Your payment is credited now.'));
      assert.ok(!mail.includes('Stripe webhook arrived late'));
      assert.ok(mail.includes(mailTexts.supportTicket.staffReply.action));
      const link = mail.match(/https?:\/\/[^\s"<>]+\/support\/tickets\/\d+/)?.[0];
      assert.ok(link, 'the mail links to the ticket');
      assert.equal(new URL(link).pathname, ticketPath);

      // The customer follows the link, replies (open again) and closes the ticket.
      await visit(customer.page, `${origin}${ticketPath}`);
      await customer.page
        .getByTestId('ticket-thread')
        .getByText('Your payment is credited now.', { exact: false })
        .waitFor();
      assert.equal(await customer.page.getByText('Stripe webhook arrived late').count(), 0);
      assert.equal(await customer.page.locator('[data-status]').first().getAttribute('data-status'), 'waiting');
      await customer.page.getByLabel(tickets.reply.label).fill('Thank you, it is there now.');
      await customer.page.getByRole('button', { name: tickets.reply.send }).click();
      await customer.page.locator('[data-status="open"]').first().waitFor();
      await customer.page.getByTestId('ticket-close').click();
      await customer.page.locator('[data-status="closed"]').first().waitFor();
      await customer.page.getByText(tickets.events.closed_user).waitFor();

      // On a phone the list becomes cards and the desk puts the user's context under the thread:
      // nothing is wider than the screen.
      const fits = (page) =>
        page.evaluate(() =>
          [
            ...document.querySelectorAll(
              'main h1, main .tickets-page > *, main .tickets-thread > li, main .tickets-context, main tbody tr, main select, main textarea',
            ),
          ].every((el) => el.getBoundingClientRect().right <= window.innerWidth + 1),
        );
      await customer.page.setViewportSize({ width: 375, height: 740 });
      await visit(customer.page, `${origin}/support/tickets`);
      await customer.page.getByTestId('tickets-table').waitFor();
      assert.ok(await fits(customer.page), 'the ticket list fits a phone');
      await staff.page.setViewportSize({ width: 375, height: 740 });
      await staff.page.reload();
      await waitForHydration(staff.page);
      await staff.page.getByTestId('desk-context').waitFor();
      assert.ok(await fits(staff.page), 'the desk fits a phone');
      await screenshot(customer.page, 'support-phone-list');
      await screenshot(staff.page, 'support-phone-desk');

      // Another account never sees it.
      const other = await openPage(env.browser);
      try {
        await register(other.page, origin, `other-support-${STAMP}@example.com`, 'worker');
        const res = await other.page.request.get(`${origin}/api/v2/support/tickets/${ticketPath.split('/').pop()}`);
        assert.equal(res.status(), 404);
        assert.equal((await other.page.request.get(`${origin}${shot}`)).status(), 404);
      } finally {
        await other.context.close();
      }
      assert.deepEqual(customer.errors, []);
      assert.deepEqual(staff.errors, []);
    } catch (err) {
      await screenshot(customer.page, 'support-customer-failure');
      await screenshot(staff.page, 'support-staff-failure');
      throw err;
    } finally {
      await customer.context.close();
      await staff.context.close();
      await smtp?.close();
    }
  });
});
