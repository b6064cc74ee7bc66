import { type DevMail, IDENTITY_PATHS as P } from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { Browser, LINKS, MAIL, ok, PASSWORD, sleep, uniqueEmail } from '../../../test/smtp.ts';
import type { DatabaseHandle } from '../../platform/db.ts';

describe.each(DATABASE_TARGETS)('the development outbox on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await target.open();
    app = await testApp(database, { env: { DEV_MAIL_OUTBOX: 'true', PUBLIC_URL: 'http://crowdsolve.test' } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** The newest outbox mail to `to` (mails go out after the answer: waits for it, as the e2e journeys do). */
  async function outboxMail(to: string): Promise<DevMail> {
    for (let i = 0; i < 100; i++) {
      const { mails } = ok<{ mails: DevMail[] }>(await new Browser(app).get(P.devMail));
      const mail = mails.find((m) => m.to === to);
      if (mail) return mail;
      await sleep(50);
    }
    throw new Error(`no outbox mail to ${to}`);
  }

  it('shows the mail with its working link while the log keeps the token redacted', async () => {
    const email = uniqueEmail('outbox');
    ok(await new Browser(app).post(P.register, { email, password: PASSWORD, acceptTerms: true }));
    const mail = await outboxMail(email);
    expect(mail.subject).toBe(MAIL.confirmEmail.subject);
    const url = mail.text.match(/http:\/\/crowdsolve\.test(\/auth\/check_key\/\S+)/)?.[1] ?? '';
    const [, hash, userId] = LINKS.confirm.exec(url) ?? [];
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(`/auth/check_key/${hash}/${userId}`);

    const logged = await database.db
      .selectFrom('mailLog')
      .select(['textBody', 'htmlBody', 'status'])
      .where('id', '=', mail.id)
      .executeTakeFirstOrThrow();
    expect(logged.status).toBe('outbox');
    expect(`${logged.textBody}${logged.htmlBody}`).not.toContain(hash);
    expect(logged.textBody).toContain(`/auth/check_key/[redacted]/${userId}`);

    expect(ok(await new Browser(app).post(P.checkKey, { hash, userId: Number(userId) }))).toEqual({ ok: true });
  });
});
