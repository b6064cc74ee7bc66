import {
  COOKIES,
  CSRF_HEADER,
  IDENTITY_PATHS,
  SUPPORT_TICKET_PATHS as P,
  STORAGE_PATHS,
  SUPPORT_TICKETS_PER_HOUR,
  supportPath,
} from '@crowdsolve/contract';
import { resources } from '@crowdsolve/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { Browser, expectError, ok } from '../../../test/http.ts';
import { findLink, type IdentityHarness, identityHarness, PASSWORD, uniqueEmail } from '../../../test/smtp.ts';
import { ledgerService } from '../billing/index.ts';
import { createConfirmedAccount } from '../identity/index.ts';
import { multipartBody, sampleImage, tempDir } from '../storage/test-support.ts';
import { closeStaleTickets } from './auto-close.ts';
import { cannedService } from './canned.service.ts';
import { ticketsService } from './support-tickets.service.ts';

const CSRF = 'test-csrf-token-0123456789abcdef';
const DAY = 24 * 3_600_000;

describe.each(DATABASE_TARGETS)('support tickets ($name)', (target) => {
  let h: IdentityHarness;
  let files: Awaited<ReturnType<typeof tempDir>>;

  beforeAll(async () => {
    files = await tempDir('tickets');
    h = await identityHarness(target, {
      STORAGE_DIR: files.dir,
      INTERNATIONAL_HOSTS: 'crowdsolve.test',
      REGION_HOSTS: 'zh.crowdsolve.test',
      PORT: '8080',
    });
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await files?.remove();
  });

  async function account(
    options: {
      userType?: 'customer' | 'worker' | null;
      moderator?: boolean;
      language?: 'en' | 'ru' | 'zh';
      site?: 'international' | 'region';
    } = {},
  ) {
    const email = uniqueEmail(options.moderator ? 'staff' : 'user');
    const userId = await createConfirmedAccount(h.database.db, h.clock, {
      email,
      password: PASSWORD,
      userType: options.userType === undefined ? 'customer' : options.userType,
      isModerator: options.moderator ?? false,
    });
    if (options.language || options.site) {
      await h.database.db
        .updateTable('userAccount')
        .set({ interfaceLanguage: options.language ?? 'en', site: options.site ?? 'international' })
        .where('id', '=', userId)
        .execute();
    }
    const browser = h.browser();
    expect(ok(await browser.post(IDENTITY_PATHS.login, { email, password: PASSWORD })).status).toBe('ok');
    return { userId, email, browser };
  }

  async function upload(browser: Browser, data: Buffer, fileName: string, contentType: string) {
    const { body, contentType: type } = multipartBody(data, { fileName, contentType });
    const cookies = new Map(browser.cookies);
    cookies.set(COOKIES.csrf, CSRF);
    const res = await h.app.inject({
      method: 'POST',
      url: `${STORAGE_PATHS.upload}?purpose=ticket-attachment`,
      payload: body,
      headers: {
        'content-type': type,
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        [CSRF_HEADER]: CSRF,
      },
      remoteAddress: browser.ip,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; url: string };
  }

  async function taskOf(customerId: number) {
    const now = h.clock.now();
    const row = await h.database.db
      .insertInto('task')
      .values({
        customerId,
        kind: 'image_text',
        spec: JSON.stringify({ body: 'x' }),
        source: 'v1',
        status: 'solved',
        priceMicros: 1000,
        workerPayMicros: 500,
        unsolvableAt: new Date(now.getTime() + DAY),
        createdAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function paymentOf(userId: number) {
    const now = h.clock.now();
    const row = await h.database.db
      .insertInto('payment')
      .values({
        userId,
        provider: 'sandbox',
        method: 'sandbox',
        amountMicros: 10_000_000,
        feeMicros: 0,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('runs a ticket from open to waiting (mailed in the user’s language with its link) to closed, and a reply reopens it', async () => {
    const customer = await account({ language: 'ru' });
    const moderator = await account({ userType: null, moderator: true });
    const taskId = await taskOf(customer.userId);
    const paymentId = await paymentOf(customer.userId);
    const refs = ok(await customer.browser.get(P.references));
    expect(refs.tasks.map((t: { id: number }) => t.id)).toContain(taskId);
    expect(refs.payments.map((p: { id: number }) => p.id)).toContain(paymentId);

    const shot = await upload(customer.browser, await sampleImage(800, 600), 'screen.png', 'image/png');
    const created = ok(
      await customer.browser.post(P.tickets, {
        subject: 'Payment not credited',
        category: 'payment',
        body: 'I paid but the balance is the same.',
        taskId,
        paymentId,
        attachmentIds: [shot.id],
      }),
    );
    expect(created).toMatchObject({
      subject: 'Payment not credited',
      category: 'payment',
      status: 'open',
      messageCount: 1,
      task: { id: taskId, kind: 'image_text' },
      payment: { id: paymentId, amountMicros: 10_000_000 },
    });
    expect(created.messages).toHaveLength(1);
    expect(created.messages[0]).toMatchObject({ kind: 'reply', author: 'user', authorEmail: null });
    expect(created.messages[0].attachments[0]).toMatchObject({ id: shot.id, contentType: 'image/png' });
    const ticketPath = supportPath(P.ticket, created.id);

    // The desk: in the open queue, unassigned, with the user's context.
    const queue = ok(await moderator.browser.get(`${P.desk}?status=open&assigned=unassigned`));
    expect(queue.records.map((r: { id: number }) => r.id)).toContain(created.id);
    const desk = ok(await moderator.browser.get(supportPath(P.deskTicket, created.id)));
    expect(desk.user).toMatchObject({ id: customer.userId, email: customer.email, balanceMicros: 0, language: 'ru' });
    expect(desk.user.tasks[0]).toMatchObject({ id: taskId });
    expect(desk.user.payments[0]).toMatchObject({ id: paymentId });
    expect(desk.staff.map((s: { id: number }) => s.id)).toContain(moderator.userId);

    // An internal note: the user never sees it, and no mail goes.
    const before = h.smtp.mark();
    ok(
      await moderator.browser.post(supportPath(P.deskMessages, created.id), {
        body: 'Checked the provider: webhook pending.',
        internal: true,
      }),
    );
    const afterNote = ok(await customer.browser.get(ticketPath));
    expect(afterNote.status).toBe('open');
    expect(JSON.stringify(afterNote)).not.toContain('webhook pending');

    // A staff reply: the ticket waits for the user, who gets it by mail (in Russian, with the link).
    const answered = ok(
      await moderator.browser.post(supportPath(P.deskMessages, created.id), {
        body: 'Your payment is credited now.',
      }),
    );
    expect(answered).toMatchObject({ status: 'waiting', assigneeId: moderator.userId });
    expect(answered.messages.map((m: { kind: string }) => m.kind)).toEqual(['reply', 'note', 'reply']);
    const ru = resources.ru.mail.supportTicket.staffReply;
    const mail = await h.smtp.waitForMail(
      (m) =>
        m.envelopeTo.includes(customer.email.toLowerCase()) && m.subject.startsWith(ru.subject.split('#')[0] ?? ''),
      10_000,
      before,
    );
    expect(mail.subject).toBe(`Поддержка ответила на обращение #${created.id}: Payment not credited`);
    expect(mail.text).toContain('Your payment is credited now.');
    expect(mail.text).not.toContain('webhook pending');
    expect(findLink(mail, /^\/support\/tickets\/(\d+)$/)?.[1]).toBe(String(created.id));
    expect(h.smtp.mails.slice(before).filter((m) => m.envelopeTo.includes(customer.email.toLowerCase()))).toHaveLength(
      1,
    );
    const seen = ok(await customer.browser.get(ticketPath));
    expect(seen.status).toBe('waiting');
    expect(seen.messages.map((m: { author: string }) => m.author)).toEqual(['user', 'staff']);
    expect(seen.messages[1].authorEmail).toBeNull();

    // The user's reply opens it again; the user closes it; a reply reopens a closed ticket too.
    expect(ok(await customer.browser.post(supportPath(P.messages, created.id), { body: 'Thanks!' })).status).toBe(
      'open',
    );
    expect(ok(await customer.browser.post(supportPath(P.close, created.id))).status).toBe('closed');
    const reopened = ok(await customer.browser.post(supportPath(P.messages, created.id), { body: 'One more thing' }));
    expect(reopened.status).toBe('open');
    expect(
      reopened.messages.filter((m: { kind: string }) => m.kind === 'event').map((m: { body: string }) => m.body),
    ).toEqual(['closed_user', 'reopened']);
    const list = ok(await customer.browser.get(P.tickets));
    expect(list.records[0]).toMatchObject({ id: created.id, status: 'open' });
  });

  it('mails a region user in Chinese with a link to the ticket on the region site', async () => {
    const customer = await account({ language: 'zh', site: 'region' });
    const moderator = await account({ userType: null, moderator: true });
    const created = ok(
      await customer.browser.post(P.tickets, { subject: '余额', category: 'payment', body: '没到账' }),
    );
    const since = h.smtp.mark();
    ok(await moderator.browser.post(supportPath(P.deskMessages, created.id), { body: '已处理' }));
    const mail = await h.smtp.waitFor(customer.email, `客服已回复您的工单 #${created.id}：余额`, since);
    expect(mail.text).toContain('已处理');
    expect(mail.text).toContain(`http://zh.crowdsolve.test:8080/support/tickets/${created.id}`);
  });

  it('closes a ticket waiting a week by itself, one process at a time', async () => {
    const customer = await account();
    const moderator = await account({ userType: null, moderator: true });
    const open = ok(await customer.browser.post(P.tickets, { subject: 'API', category: 'api', body: 'Question' }));
    const waiting = ok(await customer.browser.post(P.tickets, { subject: 'Key', category: 'account', body: 'Q' }));
    ok(await moderator.browser.post(supportPath(P.deskMessages, waiting.id), { body: 'Answer' }));
    const tickets = ticketsService({
      db: h.database.db,
      clock: h.clock,
      storage: { getMany: async () => [] } as never,
      ledger: ledgerService({ db: h.database.db, clock: h.clock }),
      mails: {} as never,
      log: h.app.log,
    });
    h.clock.advance(6 * DAY);
    await closeStaleTickets(h.database.db, tickets);
    expect(ok(await customer.browser.get(supportPath(P.ticket, waiting.id))).status).toBe('waiting');
    h.clock.advance(DAY + 60_000);
    const [first, second] = await Promise.all([
      closeStaleTickets(h.database.db, tickets),
      closeStaleTickets(h.database.db, tickets),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBeGreaterThanOrEqual(1);
    const closed = ok(await customer.browser.get(supportPath(P.ticket, waiting.id)));
    expect(closed.status).toBe('closed');
    expect(closed.messages.filter((m: { body: string }) => m.body === 'closed_auto')).toHaveLength(1);
    // A ticket waiting for staff never closes by itself.
    expect(ok(await customer.browser.get(supportPath(P.ticket, open.id))).status).toBe('open');
    expect(ok(await customer.browser.post(supportPath(P.messages, waiting.id), { body: 'Still broken' })).status).toBe(
      'open',
    );
  });

  it('never shows a user another user’s ticket or attachment, and keeps the desk for staff', async () => {
    const owner = await account();
    const other = await account({ userType: 'worker' });
    const moderator = await account({ userType: null, moderator: true });
    const file = await upload(owner.browser, Buffer.from('2026-11-25 ERROR 1001\n'), 'app.log', 'text/plain');
    const ticket = ok(
      await owner.browser.post(P.tickets, {
        subject: 'Log',
        category: 'api',
        body: 'See the log',
        attachmentIds: [file.id],
      }),
    );
    const staffShot = await upload(moderator.browser, await sampleImage(200, 100), 'answer.png', 'image/png');
    const answer = ok(
      await moderator.browser.post(supportPath(P.deskMessages, ticket.id), {
        body: 'See the picture',
        attachmentIds: [staffShot.id],
      }),
    );
    const staffFile = answer.messages.at(-1).attachments[0];

    expectError(await other.browser.get(supportPath(P.ticket, ticket.id)), 404, 'ERROR_NOT_FOUND');
    expectError(await other.browser.post(supportPath(P.messages, ticket.id), { body: 'hi' }), 404, 'ERROR_NOT_FOUND');
    expectError(await other.browser.post(supportPath(P.close, ticket.id)), 404, 'ERROR_NOT_FOUND');
    expect(ok(await other.browser.get(P.tickets)).records).toEqual([]);
    // The attachments: the owner and staff read them, nobody else.
    const attached = ticket.messages[0].attachments[0];
    expect((await other.browser.get(attached.url)).statusCode).toBe(404);
    expect((await other.browser.get(staffFile.url)).statusCode).toBe(404);
    expect((await new Browser(h.app).get(attached.url)).statusCode).toBe(404);
    expect((await owner.browser.get(attached.url)).body).toContain('ERROR 1001');
    expect((await owner.browser.get(staffFile.url)).statusCode).toBe(200);
    expect((await moderator.browser.get(attached.url)).statusCode).toBe(200);
    // Someone else's upload, or another user's task, cannot be attached to one's own ticket.
    const otherFile = await upload(other.browser, Buffer.from('mine'), 'x.txt', 'text/plain');
    expectError(
      await owner.browser.post(supportPath(P.messages, ticket.id), { body: 'x', attachmentIds: [otherFile.id] }),
      400,
      'ERROR_VALIDATION',
    );
    expectError(
      await owner.browser.post(supportPath(P.messages, ticket.id), { body: 'x', attachmentIds: [file.id] }),
      400,
      'ERROR_VALIDATION',
    );
    const foreignTask = await taskOf(other.userId);
    expectError(
      await owner.browser.post(P.tickets, { subject: 's', category: 'api', body: 'b', taskId: foreignTask }),
      400,
      'ERROR_VALIDATION',
    );
    // The desk: staff only.
    for (const res of [
      await owner.browser.get(P.desk),
      await owner.browser.get(supportPath(P.deskTicket, ticket.id)),
      await owner.browser.post(supportPath(P.deskMessages, ticket.id), { body: 'x' }),
      await owner.browser.put(supportPath(P.deskAssignee, ticket.id), { assigneeId: owner.userId }),
      await owner.browser.get(P.canned),
    ]) {
      expectError(res, 403, 'ERROR_FORBIDDEN');
    }
    expectError(await new Browser(h.app).get(P.tickets), 400, 'ERROR_EMPTY_USER');
  });

  it('filters the queue, assigns, keeps canned answers, and limits new tickets', async () => {
    const customer = await account();
    const moderator = await account({ userType: null, moderator: true });
    const colleague = await account({ userType: null, moderator: true });
    const ticket = ok(await customer.browser.post(P.tickets, { subject: 'Work', category: 'worker', body: 'Hi' }));
    const assigned = ok(
      await moderator.browser.put(supportPath(P.deskAssignee, ticket.id), { assigneeId: colleague.userId }),
    );
    expect(assigned).toMatchObject({ assigneeId: colleague.userId, assigneeEmail: colleague.email });
    expect(assigned.messages.at(-1)).toMatchObject({ kind: 'event', body: 'assigned', authorEmail: moderator.email });
    // The user is not told who took the ticket.
    expect(ok(await customer.browser.get(supportPath(P.ticket, ticket.id))).messages).toHaveLength(1);
    const mine = ok(await colleague.browser.get(`${P.desk}?assigned=me&category=worker`));
    expect(mine.records.map((r: { id: number }) => r.id)).toEqual([ticket.id]);
    expect(ok(await moderator.browser.get(`${P.desk}?assigned=me`)).records).toEqual([]);
    expectError(
      await moderator.browser.put(supportPath(P.deskAssignee, ticket.id), { assigneeId: customer.userId }),
      400,
      'ERROR_VALIDATION',
    );
    expect(ok(await moderator.browser.post(supportPath(P.deskClose, ticket.id))).status).toBe('closed');

    const canned = ok(await moderator.browser.post(P.canned, { title: 'Refund', body: 'Refunds take 3 days.' }));
    ok(
      await colleague.browser.put(supportPath(P.cannedOne, canned.id), {
        title: 'Refund',
        body: 'Refunds take a day.',
      }),
    );
    expect(ok(await moderator.browser.get(P.canned)).records).toContainEqual(
      expect.objectContaining({ id: canned.id, body: 'Refunds take a day.' }),
    );
    expect((await moderator.browser.delete(supportPath(P.cannedOne, canned.id))).statusCode).toBe(204);
    expect(await cannedService({ db: h.database.db, clock: h.clock }).list()).toEqual([]);

    const limited = await account();
    for (let i = 0; i < SUPPORT_TICKETS_PER_HOUR; i++) {
      ok(await limited.browser.post(P.tickets, { subject: `T${i}`, category: 'other', body: 'b' }));
    }
    expectError(
      await limited.browser.post(P.tickets, { subject: 'more', category: 'other', body: 'b' }),
      429,
      'ERROR_RATE_LIMITED',
    );
  });
});
