/** The feedback forms: spam kept out, a per-address limit, the staff's list and a reply by real SMTP. */
import { FEEDBACK_PATHS as P } from '@crowdsolve/contract';
import { resources } from '@crowdsolve/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { Browser, expectError, ok } from '../../../test/smtp.ts';
import { enterpriseHarness } from '../enterprise/test-support.ts';
import { FEEDBACK_SENDS_PER_HOUR } from './index.ts';

describe.each(DATABASE_TARGETS)('feedback forms on $name', (target) => {
  let t: Awaited<ReturnType<typeof enterpriseHarness>>;
  beforeAll(async () => {
    t = await enterpriseHarness(target);
  });
  afterAll(async () => {
    await t?.h.close();
  });

  const form = (token: string, extra: Record<string, unknown> = {}) => ({
    kind: 'service',
    name: 'Olga',
    email: 'olga@example.com',
    rating: 4,
    message: 'Fast answers, but the docs could say more about grids.',
    token,
    language: 'ru',
    ...extra,
  });
  const token = async (b: Browser) => ok(await b.get(P.token)).token as string;
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('feedback')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('refuses a form sent within 3 s of opening it, drops a filled honeypot, stores the rest', async () => {
    const visitor = new Browser(t.h.app);
    const tk = await token(visitor);
    const fast = await visitor.post(P.send, form(tk));
    expectError(fast, 400, 'ERROR_VALIDATION');
    expect(fast.json().error.fields).toEqual([{ field: 'message', message: 'too_fast' }]);
    t.h.clock.advance(5_000);
    const before = await count();
    // A bot fills the hidden field: it is told all went well, and nothing is kept.
    expect((await visitor.post(P.send, form(tk, { website: 'http://spam.example' }))).statusCode).toBe(201);
    expect(await count()).toBe(before);
    expect((await visitor.post(P.send, form(tk))).statusCode).toBe(201);
    expect(await count()).toBe(before + 1);
    // A forged token is refused.
    expectError(await visitor.post(P.send, form(`${Date.now() - 60_000}.forged`)), 400, 'ERROR_VALIDATION');
  });

  it(`takes ${FEEDBACK_SENDS_PER_HOUR} sends an hour from one address`, async () => {
    const visitor = new Browser(t.h.app);
    const tk = await token(visitor);
    t.h.clock.advance(5_000);
    for (let i = 0; i < FEEDBACK_SENDS_PER_HOUR; i++) {
      expect((await visitor.post(P.send, form(tk, { kind: 'proxy' }))).statusCode).toBe(201);
    }
    expectError(await visitor.post(P.send, form(tk, { kind: 'proxy' })), 429, 'ERROR_RATE_LIMITED');
    // Another address is not affected.
    const other = new Browser(t.h.app);
    expect((await other.post(P.send, form(tk))).statusCode).toBe(201);
  });

  it("lists feedback for staff only, by kind; marks it handled; mails a reply in the writer's language", async () => {
    const customer = await t.person();
    expectError(await customer.browser.get(P.staffList), 403, 'ERROR_FORBIDDEN');
    expectError(await new Browser(t.h.app).get(P.staffList), 400, 'ERROR_EMPTY_USER');
    const moderator = await t.person({ userType: null, isModerator: true });
    const proxy = ok(await moderator.browser.get(`${P.staffList}?kind=proxy`));
    expect(proxy.items.length).toBeGreaterThan(0);
    expect(proxy.items.every((i: { kind: string }) => i.kind === 'proxy')).toBe(true);
    const service = ok(await moderator.browser.get(`${P.staffList}?kind=service`));
    const item = service.items[0];
    expect(item).toMatchObject({ kind: 'service', name: 'Olga', rating: 4, handledAt: null, language: 'ru' });
    const handled = ok(await moderator.browser.put(P.staffHandled.replace(':id', String(item.id)), { handled: true }));
    expect(handled.handledAt).not.toBeNull();
    expect(
      ok(await moderator.browser.get(`${P.staffList}?kind=service&state=open`)).items.map((i: { id: number }) => i.id),
    ).not.toContain(item.id);

    const since = t.h.smtp.mark();
    const replied = ok(
      await moderator.browser.post(P.staffReply.replace(':id', String(item.id)), {
        text: 'Thank you: grids are now documented.',
      }),
    );
    expect(replied.reply).toBe('Thank you: grids are now documented.');
    const ru = resources.ru.mail.feedbackReply;
    const mail = await t.h.smtp.waitFor('olga@example.com', ru.subject.replace('{{kind}}', ru.kind.service), since);
    expect(mail.text).toContain('Thank you: grids are now documented.');
    expect(mail.text).toContain('Fast answers, but the docs could say more about grids.');
  });
});
