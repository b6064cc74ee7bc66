import {
  CATALOG_PATHS as C,
  CATALOG_PAGE_SIZE,
  catalogPath,
  RESERVED_SLUGS,
  SOFTWARE_PATHS,
} from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { expectError, ok } from '../../../test/smtp.ts';
import { refreshCatalogFigures } from './catalog.figures.ts';
import { catalogHarness, form, type Harness } from './catalog-harness.ts';

const list = (query: string) => `${C.software}?${query}`;
const DAY_MS = 86_400_000;

describe.each(DATABASE_TARGETS)('software catalogue on $name', (target) => {
  let h: Harness;
  beforeAll(async () => {
    h = await catalogHarness(target);
    // Opening a fresh embedded database and the app takes long on a busy machine.
  }, 180_000);
  afterAll(async () => h?.close());

  it('lists the seeded categories in every language', async () => {
    const { records } = ok(await h.app.inject({ url: C.categories }));
    expect(records.length).toBeGreaterThanOrEqual(10);
    expect(records[0]).toEqual({ slug: 'seo', names: { en: 'SEO tools', ru: 'SEO-инструменты', zh: 'SEO 工具' } });
  });

  it('registers an item through the form: its soft_id earns at once, it is listed only once published', async () => {
    const dev = await h.account('developer');
    const item = await h.submit(dev.browser, { name: 'Pending Thing', slug: 'Pending-Thing' });
    expect(item).toMatchObject({ slug: 'pending-thing', status: 'pending', publishedAt: null });
    // The developer's list shows it with its status; the registry pays for it already.
    const mine = ok(await dev.browser.get(SOFTWARE_PATHS.software)).items;
    expect(mine).toEqual([expect.objectContaining({ softId: item.softId, slug: 'pending-thing', status: 'pending' })]);
    const payee = await h.database.db
      .selectFrom('software')
      .select('developerId')
      .where('id', '=', item.softId)
      .executeTakeFirst();
    expect(payee?.developerId).toBe(dev.userId);

    // Not public while pending: a stranger gets 404, the owner and staff see it.
    const stranger = await h.account('customer');
    const page = catalogPath(C.item, { slug: 'pending-thing' });
    expectError(await stranger.browser.get(page), 404, 'ERROR_NOT_FOUND');
    expect(ok(await dev.browser.get(page))).toMatchObject({ owned: true, status: 'pending' });
    expect(ok(await (await h.staff('moderator')).browser.get(page))).toMatchObject({ owned: false, status: 'pending' });
    const before = ok(await h.app.inject({ url: list('text=Pending') }));
    expect(before.records.map((r: { id: number }) => r.id)).not.toContain(item.softId);

    await h.decide(item.softId);
    const detail = ok(await stranger.browser.get(page));
    expect(detail).toMatchObject({ id: item.softId, status: 'published', owned: false, rejectionReason: null });
    expect(detail.longDescriptionHtml).toBe('<p>Some <strong>bold</strong> text.</p>');
    expect(ok(await h.app.inject({ url: list('text=Pending') })).records.map((r: { id: number }) => r.id)).toContain(
      item.softId,
    );
  });

  it('refuses reserved and taken slugs, unknown categories and bad fields', async () => {
    const dev = await h.account('developer');
    const fields = async (body: object) => {
      const res = await dev.browser.post(C.developerCatalog, body);
      return {
        status: res.statusCode,
        code: res.json().error?.code,
        fields: res.json().error?.fields?.map((f: { field: string }) => f.field),
      };
    };
    for (const slug of RESERVED_SLUGS) {
      expect(await fields(form({ slug })), slug).toMatchObject({ status: 400, fields: ['body.slug'] });
    }
    for (const slug of ['ab', '1234', 'has space', '-lead', 'UPPER_case', 'a--b']) {
      expect(await fields(form({ slug })), slug).toMatchObject({ status: 400, fields: ['body.slug'] });
    }
    await h.submit(dev.browser, { slug: 'taken-slug' });
    expect(await fields(form({ slug: 'taken-slug' }))).toMatchObject({ status: 409, code: 'CATALOG_SLUG_TAKEN' });
    expect(await fields(form({ categories: ['nope'] }))).toMatchObject({
      status: 400,
      code: 'CATALOG_UNKNOWN_CATEGORY',
    });
    expect(await fields(form({ categories: [] }))).toMatchObject({ fields: ['body.categories'] });
    expect(await fields(form({ homepage: 'javascript:alert(1)' }))).toMatchObject({ fields: ['body.homepage'] });
    expect(await fields(form({ priceModel: 'cheap' as never }))).toMatchObject({ fields: ['body.priceModel'] });
    // A logo or screenshot must be the developer's own upload of the right kind.
    expect(await fields(form({ logoFileId: 'AAAAAAAAAAAAAAAAAAAAAA' }))).toMatchObject({
      status: 400,
      code: 'CATALOG_FILE_INVALID',
      fields: ['body.logoFileId'],
    });
    expect(await fields(form({ screenshotFileIds: ['BBBBBBBBBBBBBBBBBBBBBB'] }))).toMatchObject({
      code: 'CATALOG_FILE_INVALID',
      fields: ['body.screenshotFileIds'],
    });
    // Only developers have a catalogue form.
    const customer = await h.account('customer');
    expectError(await customer.browser.post(C.developerCatalog, form()), 403, 'ERROR_FORBIDDEN');
  });

  it('keeps an edited published item live while its change waits; an unchanged save changes nothing', async () => {
    const dev = await h.account('developer');
    const item = await h.submit(dev.browser, { slug: 'edit-me' });
    await h.decide(item.softId);
    const path = catalogPath(C.developerItem, { ref: item.softId });
    const current = ok(await dev.browser.get(path));
    const values = {
      ...form(),
      name: current.name,
      slug: current.slug,
      shortDescription: current.shortDescription,
      longDescription: current.longDescription,
      categories: current.categories,
      platforms: current.platforms,
      captchaTypes: current.captchaTypes,
      priceModel: current.priceModel,
    };
    expect(ok(await dev.browser.put(path, values)).status).toBe('published');
    const edited = ok(
      await dev.browser.put(catalogPath(C.developerItem, { ref: 'edit-me' }), { ...values, name: 'Edited' }),
    );
    expect(edited).toMatchObject({ name: 'Edited', status: 'published', changePending: true });
    // Someone else's item is not found.
    const other = await h.account('developer');
    expectError(await other.browser.put(path, values), 404, 'ERROR_NOT_FOUND');
    expectError(await other.browser.get(path), 404, 'ERROR_NOT_FOUND');
    // A bare soft_id (old API) is a draft until its form is submitted.
    const bare = (await dev.browser.post(SOFTWARE_PATHS.software, { name: 'Bare' })).json();
    expect(ok(await dev.browser.get(catalogPath(C.developerItem, { ref: bare.softId })))).toMatchObject({
      slug: null,
      status: 'draft',
    });
    const filled = ok(
      await dev.browser.put(catalogPath(C.developerItem, { ref: bare.softId }), form({ slug: 'was-bare' })),
    );
    expect(filled).toMatchObject({ softId: bare.softId, slug: 'was-bare', status: 'pending' });
  });

  it('renders Markdown safely: no scripts, raw HTML or javascript links', async () => {
    const dev = await h.account('developer');
    const longDescription =
      '# Title\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1)) [ok](https://ok.example) <img src=x onerror=alert(1)>';
    const item = await h.submit(dev.browser, { slug: 'markdown-check', longDescription });
    const html: string = ok(await dev.browser.get(catalogPath(C.item, { slug: item.slug }))).longDescriptionHtml;
    expect(html).not.toMatch(/<script|<img|href="javascript:/i);
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain(
      '<a href="https://ok.example" rel="nofollow ugc noopener noreferrer" target="_blank">ok</a>',
    );
  });

  describe('search, sorting and paging', () => {
    const ids: Record<string, number> = {};
    beforeAll(async () => {
      const dev = await h.account('developer');
      const customers = await Promise.all([1, 2, 3].map(() => h.account('customer')));
      const specs = [
        { key: 'zebra', name: 'Zebra Crawler', cat: 'scraping', tasks: 5, users: 1 },
        { key: 'yak', name: 'Yak Poster', cat: 'social-media', tasks: 50, users: 3 },
        { key: 'xerus', name: 'Xerus Tool', cat: 'scraping', tasks: 20, users: 2, text: 'a crawler for zebra fans' },
      ];
      for (const s of specs) {
        h.clock.advance(DAY_MS);
        const item = await h.submit(dev.browser, {
          name: s.name,
          slug: `sort-${s.key}`,
          categories: [s.cat],
          shortDescription: s.text ?? 'Plain words.',
        });
        await h.decide(item.softId);
        ids[s.key] = item.softId;
        for (let u = 0; u < s.users; u++) {
          await h.tasks(
            item.softId,
            customers[u]?.userId ?? 0,
            Math.floor(s.tasks / s.users) + (u === 0 ? s.tasks % s.users : 0),
          );
        }
      }
      await refreshCatalogFigures(h.database.db, h.clock.now(), true);
    });
    const idsOf = async (query: string) =>
      ok(await h.app.inject({ url: list(query) })).records.map((r: { id: number }) => r.id) as number[];
    const ours = (found: number[]) => found.filter((id) => Object.values(ids).includes(id));

    it('counts the month’s tasks and users from real traffic', async () => {
      const { records } = ok(await h.app.inject({ url: list('text=Yak Poster') }));
      expect(records[0]).toMatchObject({ id: ids.yak, tasksThisMonth: 50, usersThisMonth: 3 });
    });

    it('sorts by popularity by default without text, and by new and rating', async () => {
      expect(ours(await idsOf('categories=scraping,social-media'))).toEqual([ids.yak, ids.xerus, ids.zebra]);
      expect(ours(await idsOf('sorting=popular&categories=scraping,social-media'))).toEqual([
        ids.yak,
        ids.xerus,
        ids.zebra,
      ]);
      expect(ours(await idsOf('sorting=new&categories=scraping,social-media'))).toEqual([
        ids.xerus,
        ids.yak,
        ids.zebra,
      ]);
      // No ratings yet: rating falls back to popularity.
      expect(ours(await idsOf('sorting=rating&categories=scraping,social-media'))).toEqual([
        ids.yak,
        ids.xerus,
        ids.zebra,
      ]);
    });

    it('filters by categories (any of them)', async () => {
      expect(ours(await idsOf('categories=scraping'))).toEqual([ids.xerus, ids.zebra]);
      expect(ours(await idsOf('categories=social-media'))).toEqual([ids.yak]);
    });

    it('matches text from 3 characters, ranking a name match first, and ignores shorter text', async () => {
      // "zebra": the name of one, a word of another's description; the name match ranks first.
      expect(ours(await idsOf('text=zebra'))).toEqual([ids.zebra, ids.xerus]);
      // Prefixes match.
      expect(ours(await idsOf('text=Xeru'))).toEqual([ids.xerus]);
      // Under 3 characters the text is ignored (everything listed, by popularity).
      expect(ours(await idsOf('text=ze'))).toEqual([ids.yak, ids.xerus, ids.zebra]);
      expect(ours(await idsOf('text=%25%25%25'))).toEqual([ids.yak, ids.xerus, ids.zebra]);
      expect(await idsOf('text=nothing-like-this-exists')).toEqual([]);
    });

    it(`pages by ${CATALOG_PAGE_SIZE}, with the total of every match`, async () => {
      const dev = await h.account('developer');
      for (let i = 0; i < CATALOG_PAGE_SIZE + 2; i++) {
        const item = await h.submit(dev.browser, { name: `Pager ${i}`, slug: `pager-${i}`, categories: ['gaming'] });
        await h.decide(item.softId);
      }
      const first = ok(await h.app.inject({ url: list('categories=gaming&sorting=new') }));
      const second = ok(await h.app.inject({ url: list('categories=gaming&sorting=new&page=1') }));
      expect(first.records).toHaveLength(CATALOG_PAGE_SIZE);
      expect(second.records).toHaveLength(2);
      expect(first.totalCount).toBe(CATALOG_PAGE_SIZE + 2);
      expect(second.totalCount).toBe(CATALOG_PAGE_SIZE + 2);
      const all = [...first.records, ...second.records].map((r: { id: number }) => r.id);
      expect(new Set(all).size).toBe(CATALOG_PAGE_SIZE + 2);
      expectError(await h.app.inject({ url: list('sorting=cheapest') }), 400, 'ERROR_VALIDATION');
      expectError(await h.app.inject({ url: list('page=-1') }), 400, 'ERROR_VALIDATION');
    });

    it('leaves out disabled items', async () => {
      await h.database.db
        .updateTable('software')
        .set({ disabledAt: h.clock.now() })
        .where('id', '=', Number(ids.zebra))
        .execute();
      expect(ours(await idsOf('categories=scraping'))).toEqual([ids.xerus]);
      expectError(await h.app.inject({ url: catalogPath(C.item, { slug: 'sort-zebra' }) }), 404, 'ERROR_NOT_FOUND');
      await h.database.db
        .updateTable('software')
        .set({ disabledAt: null })
        .where('id', '=', Number(ids.zebra))
        .execute();
    });
  });
});
