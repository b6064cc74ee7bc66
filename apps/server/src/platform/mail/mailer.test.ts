import { TRANSFER_CONFIRM_WEB_PATH, WALLET_CONFIRM_WEB_PATH } from '@crowdsolve/contract';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { SmtpSink } from '../../../test/smtp.ts';
import type { DatabaseHandle } from '../db.ts';
import { randomToken } from '../secrets.ts';
import { devOutbox } from './dev-outbox.ts';
import { createMailer } from './mailer.ts';
import { REDACTED, redactLinks } from './redact.ts';
import { escapeHtml, renderMail } from './render.ts';
import type { MailTransport } from './transport.ts';

const SITE = 'https://crowdsolve.test';

/** Every one-time link the product mails, with a fresh token. */
function oneTimeLinks() {
  const t = () => randomToken();
  const links = {
    confirmEmail: `/auth/check_key/${t()}/42`,
    deleteEmail: `/auth/delete_email/${t()}/42`,
    resetPassword: `/auth/check_remind/${t()}/42`,
    changeEmailOld: `/auth/change_email/${t()}/42/old`,
    changeEmailNew: `/auth/change_email/${t()}/42/new`,
    walletChange: `${WALLET_CONFIRM_WEB_PATH}/${t()}/42`,
    transferConfirm: `${TRANSFER_CONFIRM_WEB_PATH}/${t()}/42`,
    queryToken: `/reset?token=${t()}&lang=en`,
  };
  return Object.entries(links).map(([name, path]) => ({
    name,
    url: `${SITE}${path}`,
    token: /[A-Za-z0-9_-]{43}/.exec(path)?.[0] ?? '',
  }));
}

const mailWith = (url: string, to = 'someone@example.com') => ({
  to,
  ...renderMail('en', {
    subject: 'A link',
    paragraphs: ['Follow the link.'],
    action: { label: 'Open', url },
    secondary: { text: 'Not you?', label: 'Tell us', url: `${url}/x` },
  }),
});

describe('redactLinks', () => {
  it('replaces the token of every one-time link, in text and in HTML', () => {
    for (const link of oneTimeLinks()) {
      const mail = mailWith(link.url);
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain(link.token);
        const redacted = redactLinks(body);
        expect(redacted, link.name).not.toContain(link.token);
        const expected = link.url.replace(link.token, REDACTED);
        expect(redacted, link.name).toContain(body === mail.html ? escapeHtml(expected) : expected);
      }
    }
  });

  it('keeps ordinary links and words as they are', () => {
    const body = [
      `${SITE}/profile/authentication`,
      `${SITE}/pay/send_user?page=2&sort=date`,
      `${SITE}/blog/how-to-solve-a-captcha`,
      `${SITE}/auth/check_key/short/42`,
      'A long word outside any link: abcdefghijklmnopqrstuvwxyzABCDEFGHIJ.',
    ].join('\n');
    expect(redactLinks(body)).toBe(body);
  });
});

describe.each(DATABASE_TARGETS)('the mail log on $name', (target) => {
  let database: DatabaseHandle;
  let smtp: SmtpSink;
  let transport: MailTransport;
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    [database, smtp] = await Promise.all([target.open(), SmtpSink.start()]);
    transport = smtp.transport();
  });
  afterAll(async () => {
    transport?.close();
    await smtp?.close();
    await database?.close();
  });

  const logged = (template: string) =>
    database.db
      .selectFrom('mailLog')
      .select(['id', 'textBody', 'htmlBody', 'status'])
      .where('template', '=', template)
      .executeTakeFirstOrThrow();

  it('sends the real link and logs the mail with its token redacted', async () => {
    const mailer = createMailer({ db: database.db, transport, devOutbox: false, log });
    for (const link of oneTimeLinks()) {
      const to = `${link.name.toLowerCase()}@example.com`;
      expect(await mailer.send(mailWith(link.url, to), { userId: null, template: `sent_${link.name}` })).toBe('sent');
      const received = await smtp.waitFor(to, 'A link');
      expect(received.text).toContain(link.url);
      expect(received.html).toContain(link.token);

      const row = await logged(`sent_${link.name}`);
      expect(row.status).toBe('sent');
      expect(row.textBody, link.name).not.toContain(link.token);
      expect(row.htmlBody, link.name).not.toContain(link.token);
      expect(row.textBody).toContain(REDACTED);
    }
  });

  it('redacts as well when the mail is not sent: no transport (the outbox), or a failing one', async () => {
    const [link] = oneTimeLinks();
    if (!link) throw new Error('no link');
    const failing: MailTransport = {
      send: async () => {
        throw new Error('connection refused');
      },
      close: () => {},
    };
    const kept = await createMailer({ db: database.db, transport: null, devOutbox: false, log }).send(
      mailWith(link.url),
      { userId: null, template: 'no_smtp_one' },
    );
    const failed = await createMailer({ db: database.db, transport: failing, devOutbox: false, log }).send(
      mailWith(link.url),
      { userId: null, template: 'failed_one' },
    );
    expect([kept, failed]).toEqual(['outbox', 'failed']);
    for (const [template, status] of [
      ['no_smtp_one', 'outbox'],
      ['failed_one', 'failed'],
    ] as const) {
      const row = await logged(template);
      expect(row.status).toBe(status);
      expect(`${row.textBody}${row.htmlBody}`).not.toContain(link.token);
    }
  });

  it('keeps the development outbox’s mails whole in memory only, for every mailer of the database', async () => {
    const [link] = oneTimeLinks();
    if (!link) throw new Error('no link');
    const mail = mailWith(link.url);
    await createMailer({ db: database.db, transport, devOutbox: true, log }).send(mail, {
      userId: null,
      template: 'outbox_one',
    });
    const row = await logged('outbox_one');
    expect(row.status).toBe('outbox');
    expect(`${row.textBody}${row.htmlBody}`).not.toContain(link.token);
    expect(devOutbox(database.db).read(row.id)).toEqual(mail);
    // Not sent.
    expect(smtp.to(mail.to)).toEqual([]);
  });
});
