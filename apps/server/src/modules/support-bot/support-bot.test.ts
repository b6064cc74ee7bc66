import {
  type BotAskReply,
  type BotThread,
  type BotThreadListReply,
  FAQ_PATHS,
  SUPPORT_BOT_PATHS as P,
} from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { Browser, expectError, ok } from '../../../test/http.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { makeAccount, signedIn } from '../callbacks/test-support.ts';
import { seedTutorials } from '../content/index.ts';
import { createConfirmedAccount } from '../identity/index.ts';
import { seedFaq } from '../support-faq/index.ts';
import { readTranscript } from './index.ts';
import { INDEX_MAX_AGE_MS } from './support-bot.index-builder.ts';

const threadPath = (id: string) => P.thread.replace(':id', id);
const staffThread = (id: string) => P.staffThread.replace(':id', id);
const markPath = (id: number) => P.staffMark.replace(':id', String(id));

describe.each(DATABASE_TARGETS)('the support bot on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const clock = manualClock(new Date('2026-11-25T10:00:00Z'));
  let moderator: Browser;

  const ask = async (question: string, language = 'en', threadId?: string, browser = new Browser(app)) =>
    ok<BotAskReply>(
      await browser.post(P.ask, { question, language, hostname: 'localhost', ...(threadId ? { threadId } : {}) }),
    );

  beforeAll(async () => {
    database = await target.open();
    await seedTutorials(database.db);
    await seedFaq(database.db, { clock });
    app = await testApp(database, { clock });
    await app.ready();
    const email = `bot-moderator-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await createConfirmedAccount(database.db, clock, {
      email,
      password: 'long-password-1',
      userType: 'customer',
      isModerator: true,
    });
    moderator = await signedIn(app, email);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers from a FAQ entry, quoting it with its title and link', async () => {
    const reply = await ask('Where is my API key?');
    expect(reply.message.answered).toBe(true);
    const [best] = reply.message.sources;
    expect(best).toMatchObject({ source: 'faq', title: 'Where is my API key?' });
    expect(best?.path).toMatch(/^\/support\/faq\/\d+$/);
    expect(best?.quote).toContain('Dashboard');
    expect(reply.ticketPath).toBe(`/support/tickets/new?botThread=${reply.threadId}`);
  });

  it('answers from a tutorial section, linking to its heading', async () => {
    const reply = await ask('How often do you retry a pingback delivery?');
    expect(reply.message.answered).toBe(true);
    const retries = reply.message.sources.find((s) => s.source === 'tutorial');
    expect(retries).toMatchObject({ heading: '4. Retries', path: '/h/pingback#4-retries' });
  });

  it('answers from an API docs page', async () => {
    const reply = await ask('What does ERROR_PAGEURL mean?');
    expect(reply.message.answered).toBe(true);
    expect(reply.message.sources.map((s) => s.path)).toContain('/api-docs/errors');
    expect(reply.message.sources.find((s) => s.source === 'api-docs')?.quote).toContain('ERROR_PAGEURL');
    // The JSON API's method pages too, linked to their v2 version.
    const v2 = await ask('What does getTaskResult answer?');
    expect(v2.message.sources.map((s) => s.path)).toContain('/api-docs/result?version=v2');
  });

  it('says it does not know an unrelated question and offers a ticket', async () => {
    const reply = await ask('What will the weather be like in Paris tomorrow?');
    expect(reply.message).toMatchObject({ answered: false, sources: [] });
    expect(reply.ticketPath).toContain(`botThread=${reply.threadId}`);
  });

  it('answers in Russian and in Chinese from the versions in that language', async () => {
    const ru = await ask('Где мой API-ключ?', 'ru');
    expect(ru.message.answered).toBe(true);
    expect(ru.message.sources[0]?.title).toBe('Где мой API-ключ?');
    const zh = await ask('API 密钥在哪里？', 'zh');
    expect(zh.message.answered).toBe(true);
    expect(zh.message.sources[0]?.title).toBe('我的 API 密钥在哪里？');
    expect((await ask('什么是 soft_id？', 'zh')).message.sources[0]?.title).toContain('soft_id');
    const pingback = await ask('如何设置回调地址？', 'zh');
    expect(pingback.message.answered).toBe(true);
    expect(pingback.message.sources.map((s) => s.path).join(' ')).toContain('pingback');
    expect((await ask('明天巴黎天气怎么样？', 'zh')).message.answered).toBe(false);
  });

  it('keeps the thread: questions, answers and sources, readable by its id and as a transcript', async () => {
    const first = await ask('Where is my API key?');
    const second = await ask('What will the weather be like in Paris tomorrow?', 'en', first.threadId);
    expect(second.threadId).toBe(first.threadId);
    const thread = ok<BotThread>(await new Browser(app).get(threadPath(first.threadId)));
    expect(thread.messages.map((m) => [m.question, m.answered])).toEqual([
      ['Where is my API key?', true],
      ['What will the weather be like in Paris tomorrow?', false],
    ]);
    expect(thread.messages[0]?.mark).toBeNull();
    expect(thread.userId).toBeNull();
    const transcript = await readTranscript(database.db, first.threadId);
    expect(transcript?.entries).toHaveLength(2);
    expect(transcript?.text).toContain('Q: Where is my API key?');
    expect(transcript?.text).toContain('(no answer found)');
    expect(await readTranscript(database.db, 'no-such-thread-0000')).toBeNull();
    expectError(await new Browser(app).get(threadPath('no-such-thread-0000')), 404, 'ERROR_NOT_FOUND');
  });

  it('lets the asker say whether an answer helped, on their own thread only', async () => {
    const reply = await ask('Where is my API key?');
    const helpful = (threadId: string) =>
      new Browser(app).put(P.helpful.replace(':id', String(reply.message.id)), { threadId, helpful: true });
    expect(ok(await helpful(reply.threadId)).helpful).toBe(true);
    expectError(await helpful('another-thread-00000'), 404, 'ERROR_NOT_FOUND');
  });

  it('shows threads to staff only, with filters and marks', async () => {
    const reply = await ask('Where is my API key?');
    const customer = await signedIn(app, (await makeAccount(database.db, clock, 'customer')).email);
    expectError(await new Browser(app).get(P.staffThreads), 400, 'ERROR_EMPTY_USER');
    expectError(await customer.get(P.staffThreads), 403, 'ERROR_FORBIDDEN');
    expectError(await customer.get(staffThread(reply.threadId)), 403, 'ERROR_FORBIDDEN');
    expectError(await customer.put(markPath(reply.message.id), { mark: 'good' }), 403, 'ERROR_FORBIDDEN');

    const unrated = ok<BotThreadListReply>(await moderator.get(`${P.staffThreads}?filter=unrated`));
    expect(unrated.threads.map((t) => t.id)).toContain(reply.threadId);
    expect(ok(await moderator.put(markPath(reply.message.id), { mark: 'good' })).mark).toBe('good');
    const thread = ok<BotThread>(await moderator.get(staffThread(reply.threadId)));
    expect(thread.messages[0]?.mark).toBe('good');
    const after = ok<BotThreadListReply>(await moderator.get(`${P.staffThreads}?filter=unrated`));
    expect(after.threads.map((t) => t.id)).not.toContain(reply.threadId);
    const bad = ok<BotThreadListReply>(await moderator.get(`${P.staffThreads}?filter=bad`));
    expect(bad.threads.map((t) => t.id)).not.toContain(reply.threadId);
    ok(await moderator.put(markPath(reply.message.id), { mark: null }));
  });

  it('shows staff a signed-in asker by their email, a visitor as nobody', async () => {
    const account = await makeAccount(database.db, clock, 'customer');
    const mine = await ask('Where is my API key?', 'en', undefined, await signedIn(app, account.email));
    const visitor = await ask('Where is my API key?');
    const list = ok<BotThreadListReply>(await moderator.get(P.staffThreads));
    const byId = new Map(list.threads.map((t) => [t.id, t]));
    expect(byId.get(mine.threadId)?.userEmail).toBe(account.email);
    expect(byId.get(visitor.threadId)).toMatchObject({ userId: null, userEmail: null });
    expect(ok<BotThread>(await moderator.get(staffThread(mine.threadId))).userEmail).toBe(account.email);
    // The asker's own view carries neither.
    expect(ok<BotThread>(await new Browser(app).get(threadPath(mine.threadId)))).toMatchObject({
      userId: null,
      userEmail: null,
    });
  });

  it('ranks a passage marked bad lower for similar questions, and a good mark undoes it', async () => {
    const question = 'How do I enable 100% recognition?';
    const before = await ask(question);
    expect(before.message.answered).toBe(true);
    const top = before.message.sources[0]?.path;
    ok(await moderator.put(markPath(before.message.id), { mark: 'bad' }));
    const after = await ask('How can I enable 100% recognition?');
    expect(after.message.sources[0]?.path).not.toBe(top);
    // A good mark on an answer quoting it brings it back.
    ok(await moderator.put(markPath(before.message.id), { mark: 'good' }));
    const again = await ask(question);
    expect(again.message.sources[0]?.path).toBe(top);
  });

  it('answers from a FAQ entry added by staff once the index is rebuilt (at most 5 minutes later)', async () => {
    const question = 'Can I pay with gooseberries?';
    expect((await ask(question)).message.answered).toBe(false);
    const created = await moderator.post(FAQ_PATHS.editorList, {
      audience: 'customer',
      published: true,
      translations: [{ language: 'en', question, answer: 'No, **gooseberries** are not accepted as payment.' }],
    });
    expect(created.statusCode).toBe(201);
    // Still the index as built: it is younger than 5 minutes.
    expect((await ask(question)).message.answered).toBe(false);
    clock.advance(INDEX_MAX_AGE_MS);
    // The first question after that rebuilds it in the background; the next ones find the entry.
    await ask(question);
    await vi.waitFor(async () => expect((await ask(question)).message.sources[0]?.title).toBe(question), {
      timeout: 10_000,
      interval: 200,
    });
  });

  it('limits questions per address', async () => {
    const browser = new Browser(app);
    for (let i = 0; i < 10; i += 1) ok(await browser.post(P.ask, { question: 'Where is my API key?', language: 'en' }));
    expectError(
      await browser.post(P.ask, { question: 'Where is my API key?', language: 'en' }),
      429,
      'ERROR_RATE_LIMITED',
    );
    // Another address still asks.
    ok(await new Browser(app).post(P.ask, { question: 'Where is my API key?', language: 'en' }));
  });
});
