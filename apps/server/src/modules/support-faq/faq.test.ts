import {
  FAQ_AUDIENCES,
  type FaqEditorEntry,
  type FaqEntryBody,
  type FaqListReply,
  LANGUAGES,
  FAQ_PATHS as P,
} from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { Browser, expectError, ok } from '../../../test/http.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { makeAccount, signedIn } from '../callbacks/test-support.ts';
import { seedTutorials } from '../content/index.ts';
import { createConfirmedAccount } from '../identity/index.ts';
import { seedFaq } from './faq.seed.ts';
import { faqService } from './faq.service.ts';
import { SHIPPED_FAQ } from './shipped/index.ts';

const item = (id: number) => P.editorItem.replace(':id', String(id));
const list = (audience: string, language: string) => `${P.list}?audience=${audience}&language=${language}`;
const search = (text: string, language: string) =>
  `${P.search}?text=${encodeURIComponent(text)}&language=${language}&hostname=localhost`;

const body = (over: Partial<FaqEntryBody> = {}): FaqEntryBody => ({
  audience: 'customer',
  published: true,
  translations: [
    { language: 'en', question: 'Can I pay with gooseberries?', answer: 'No, **gooseberries** are not accepted.' },
    { language: 'ru', question: 'Можно ли платить крыжовником?', answer: 'Нет, крыжовник не принимается.' },
  ],
  ...over,
});

describe.each(DATABASE_TARGETS)('the support FAQ on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const clock = manualClock(new Date('2026-11-25T10:00:00Z'));
  const visitor = () => new Browser(app);
  let moderator: Browser;

  beforeAll(async () => {
    database = await target.open();
    await seedTutorials(database.db);
    await seedFaq(database.db, { clock });
    app = await testApp(database, { clock });
    await app.ready();
    const email = `faq-moderator-${Math.random().toString(36).slice(2, 8)}@example.com`;
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

  it('ships at least six entries per audience, in en, ru and zh', () => {
    for (const audience of FAQ_AUDIENCES) {
      const entries = SHIPPED_FAQ.filter((e) => e.audience === audience);
      expect(entries.length, audience).toBeGreaterThanOrEqual(6);
      for (const e of entries)
        for (const l of LANGUAGES) expect(e.texts[l][1].length, `${e.key} ${l}`).toBeGreaterThan(40);
    }
    expect(new Set(SHIPPED_FAQ.map((e) => e.key)).size).toBe(SHIPPED_FAQ.length);
  });

  it('lists an audience in the language asked for, in the shipped order, answers rendered', async () => {
    for (const audience of FAQ_AUDIENCES) {
      const shipped = SHIPPED_FAQ.filter((e) => e.audience === audience);
      for (const language of LANGUAGES) {
        const reply = ok<FaqListReply>(await visitor().get(list(audience, language)));
        expect(reply.language).toBe(language);
        expect(reply.entries.map((e) => e.question)).toEqual(shipped.map((e) => e.texts[language][0]));
        expect(reply.entries.every((e) => e.language === language && e.languages.length === 3)).toBe(true);
      }
    }
    const en = ok<FaqListReply>(await visitor().get(list('developer', 'en')));
    expect(en.entries[0]?.answerHtml).toContain('<strong>10 %</strong>');
    // An unknown language is English.
    expect(ok<FaqListReply>(await visitor().get(list('worker', 'de'))).language).toBe('en');
    expect((await visitor().get(`${P.list}?audience=visitors`)).statusCode).toBe(400);
  });

  it('answers one published entry with related ones of its audience; an unknown id is a 404', async () => {
    const first = ok<FaqListReply>(await visitor().get(list('worker', 'ru'))).entries[0];
    if (!first) throw new Error('no entry');
    const reply = ok(await visitor().get(`${P.item.replace(':id', String(first.id))}?language=ru`));
    expect(reply.entry.question).toBe('Как начать работать?');
    expect(reply.related.length).toBe(5);
    expect(reply.related.every((r: { audience: string }) => r.audience === 'worker')).toBe(true);
    expectError(await visitor().get(P.item.replace(':id', '987654')), 404, 'ERROR_NOT_FOUND');
    expect((await visitor().get(P.item.replace(':id', 'abc'))).statusCode).toBe(400);
  });

  it('gives sitemap.xml every published entry with its languages', async () => {
    const pages = await faqService({ db: database.db, sources: null }).sitemapPages();
    expect(pages.length).toBe(SHIPPED_FAQ.length);
    expect(pages[0]).toEqual({ path: expect.stringMatching(/^\/support\/faq\/\d+$/), languages: ['en', 'ru', 'zh'] });
  });

  it('searches from three characters with stemming, across FAQ, tutorials and API docs', async () => {
    const short = ok(await visitor().get(search('ap', 'en')));
    expect(short).toMatchObject({ ignored: true, results: [] });
    // "withdrawing" finds "withdraw" (English stemming).
    const withdraw = ok(await visitor().get(search('withdrawing earnings', 'en')));
    expect(withdraw.ignored).toBe(false);
    expect(withdraw.results[0]).toMatchObject({ source: 'faq', title: 'How do I withdraw my earnings?' });
    // Russian stemming: "выплаты" finds "выплату"/"выплата".
    const ru = ok(await visitor().get(search('выплаты', 'ru')));
    expect(ru.results.some((r: { title: string }) => r.title === 'Как вывести заработок?')).toBe(true);
    // Chinese by character pairs.
    expect(ok(await visitor().get(search('提现', 'zh'))).ignored).toBe(true);
    const zh = ok(await visitor().get(search('申请提现', 'zh')));
    expect(
      zh.results.some((r: { source: string; title: string }) => r.source === 'faq' && r.title.includes('提取收入')),
    ).toBe(true);
    const sources = new Set(
      ok(await visitor().get(search('pingback', 'en'))).results.map((r: { source: string }) => r.source),
    );
    expect(sources).toEqual(new Set(['faq', 'tutorial', 'api-docs']));
    const docs = ok(await visitor().get(search('balance', 'en'))).results.filter(
      (r: { source: string }) => r.source === 'api-docs',
    );
    expect(docs.length).toBeGreaterThan(0);
    expect(docs[0].path).toMatch(/^\/api-docs\//);
  });

  it('lets staff edit and visitors only read', async () => {
    const anonymous = visitor();
    expectError(await anonymous.post(P.editorList, body()), 400, 'ERROR_EMPTY_USER');
    expectError(await anonymous.get(`${P.editorList}?audience=customer`), 400, 'ERROR_EMPTY_USER');
    const { email } = await makeAccount(database.db, clock, 'customer');
    const customer = await signedIn(app, email);
    expectError(await customer.post(P.editorList, body()), 403, 'ERROR_FORBIDDEN');
    expectError(await customer.delete(item(1)), 403, 'ERROR_FORBIDDEN');

    const created = await moderator.post(P.editorList, body());
    expect(created.statusCode).toBe(201);
    const entry = created.json() as FaqEditorEntry;
    expect(entry).toMatchObject({ audience: 'customer', published: true, shipped: false });
    expect(entry.audit[0]).toMatchObject({ action: 'created' });
    const listed = ok<FaqListReply>(await visitor().get(list('customer', 'zh')));
    // No zh version: the en one is shown, and says so.
    expect(listed.entries.at(-1)).toMatchObject({ id: entry.id, language: 'en', languages: ['en', 'ru'] });

    const hidden = ok<FaqEditorEntry>(
      await moderator.put(P.editorPublished.replace(':id', String(entry.id)), { published: false }),
    );
    expect(hidden.published).toBe(false);
    expectError(await visitor().get(P.item.replace(':id', String(entry.id))), 404, 'ERROR_NOT_FOUND');
    expect(ok(await visitor().get(search('gooseberries', 'en'))).results).toEqual([]);

    const edited = ok<FaqEditorEntry>(
      await moderator.put(item(entry.id), body({ published: true, audience: 'developer' })),
    );
    expect(edited.audience).toBe('developer');
    expect(ok(await visitor().get(search('gooseberry', 'en'))).results[0].path).toBe(`/support/faq/${entry.id}`);

    const staffList = ok(await moderator.get(`${P.editorList}?audience=developer`));
    const ids: number[] = staffList.entries.map((e: FaqEditorEntry) => e.id);
    const reordered = ok(
      await moderator.put(P.editorOrder, {
        audience: 'developer',
        ids: [entry.id, ...ids.filter((i) => i !== entry.id)],
      }),
    );
    expect(reordered.entries[0].id).toBe(entry.id);
    expect(ok<FaqListReply>(await visitor().get(list('developer', 'en'))).entries[0]?.id).toBe(entry.id);
    expectError(await moderator.put(P.editorOrder, { audience: 'worker', ids: [entry.id] }), 400, 'ERROR_VALIDATION');

    expect((await moderator.delete(item(entry.id))).statusCode).toBe(204);
    expectError(await moderator.get(item(entry.id)), 404, 'ERROR_NOT_FOUND');
  });

  it('never overwrites a staff edit of a shipped entry, nor brings back a deleted one', async () => {
    const before = ok<FaqListReply>(await visitor().get(list('customer', 'en'))).entries;
    const [first, second] = before;
    if (!first || !second) throw new Error('no entries');
    const view = ok<FaqEditorEntry>(await moderator.get(item(first.id)));
    expect(view.shipped).toBe(true);
    await moderator.put(item(first.id), {
      audience: view.audience,
      published: true,
      translations: view.translations.map((t) =>
        t.language === 'en' ? { ...t, answer: 'Our own answer about the key.' } : t,
      ),
    });
    expect((await moderator.delete(item(second.id))).statusCode).toBe(204);

    // Start again with shipped texts that changed: the untouched entries follow, the others stay.
    const changed = SHIPPED_FAQ.map((e) => ({
      ...e,
      texts: { ...e.texts, en: [e.texts.en[0], `${e.texts.en[1]} (revised)`] as const },
    }));
    const written = await seedFaq(database.db, { entries: changed, clock });
    expect(written).not.toContain('customer-api-key');
    expect(written).toContain('customer-prices');
    const after = ok<FaqListReply>(await visitor().get(list('customer', 'en'))).entries;
    expect(after.find((e) => e.id === first.id)?.answerHtml).toContain('Our own answer about the key.');
    expect(after.some((e) => e.id === second.id)).toBe(false);
    expect(after.find((e) => e.question.startsWith('How much does a captcha cost'))?.answerHtml).toContain('(revised)');
    // A second start writes nothing.
    expect(await seedFaq(database.db, { entries: changed, clock })).toEqual([]);
    const history = ok<FaqEditorEntry>(await moderator.get(item(first.id))).audit.map((a) => a.action);
    expect(history).toContain('edited');
  });
});
