import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { Browser, ok } from '../../../test/http.ts';
import { tempDir } from '../storage/test-support.ts';
import { cjkTokens } from './content.search.ts';
import { seedTutorials } from './content.tutorials.ts';

const SHIPPED = [
  'api-key-first-request',
  'pingback',
  'hundred-percent-recognition',
  'soft-id',
  'worker-training',
  'worker-payouts',
];

import { viewCounter } from './content.views.ts';
import { type ContentHarness, contentHarness, publicPath } from './content-harness.ts';

describe('zh n-grams', () => {
  it('indexes runs of ideographs as characters and bigrams, other words lower-cased', () => {
    expect(cjkTokens('验证码识别 API')).toEqual(['验', '证', '码', '识', '别', '验证', '证码', '码识', '识别', 'api']);
    expect(cjkTokens('验证码 识', { query: true })).toEqual(['验证', '证码', '识']);
  });
});

describe.each(DATABASE_TARGETS)('search, views, feeds and shipped tutorials on $name', (target) => {
  let h: ContentHarness;
  let editor: Browser;
  const reader = () => new Browser(h.app);
  const ids = async (query: string, kind: 'blog' | 'software' = 'blog') =>
    ok(await reader().get(publicPath(kind, query))).articles.map((a: { slug: string }) => a.slug);

  beforeAll(async () => {
    h = await contentHarness(target);
    editor = await h.staff('admin');
    await h.article(
      editor,
      {
        en: {
          title: 'Recognizing image captchas',
          summary: 'How workers read them',
          body: 'Recognition of **distorted** text.',
        },
        ru: { title: 'Распознавание капчи', summary: 'Как это работает', body: 'Распознавание искажённого текста.' },
        zh: { title: '验证码识别', summary: '工作原理', body: '如何识别扭曲的文字验证码。' },
      },
      { slug: 'recognition', publish: ['en', 'ru', 'zh'] },
    );
    await h.article(
      editor,
      {
        en: { title: 'Paying workers', summary: 'Payouts', body: 'Weekly payouts to cards.' },
        zh: { title: '工人报酬', summary: '付款', body: '每周付款。' },
      },
      { slug: 'payouts', publish: ['en', 'zh'], sites: ['region'] },
    );
  }, 240_000);
  afterAll(async () => h?.close());

  it('ignores text under 3 characters and searches en, ru (stemmed) and zh (bigrams)', async () => {
    expect(await ids('?text=zz')).toEqual(['recognition']);
    expect(await ids('?text=captcha')).toEqual(['recognition']);
    expect(await ids('?text=distorted%20recognition')).toEqual(['recognition']);
    expect(await ids('?text=nothing%20like%20this')).toEqual([]);
    expect(await ids(`?language=ru&text=${encodeURIComponent('распознаванию')}`)).toEqual(['recognition']);
    expect(await ids(`?language=ru&text=${encodeURIComponent('оплата')}`)).toEqual([]);
    expect(await ids(`?language=zh&hostname=cn.example&text=${encodeURIComponent('识别扭曲')}`)).toEqual([
      'recognition',
    ]);
    expect(await ids(`?language=zh&text=${encodeURIComponent('扭曲')}`)).toEqual(['recognition']);
    expect(await ids(`?language=zh&text=${encodeURIComponent('识验证')}`)).toEqual([]);
  });

  it('lists an article only on the sites it is for', async () => {
    // The test configuration serves the international site for unknown hosts.
    expect(await ids('?language=zh')).toEqual(['recognition']);
  });

  it('counts views in memory and writes them in one go; software articles sort by popular', async () => {
    const a = await h.article(
      editor,
      { en: { title: 'Older tool', body: 'Text' } },
      { kind: 'software', publish: ['en'] },
    );
    h.clock.advance(60_000);
    const b = await h.article(
      editor,
      { en: { title: 'Newer tool', body: 'Text' } },
      { kind: 'software', publish: ['en'] },
    );
    for (let i = 0; i < 3; i += 1) ok(await reader().get(publicPath('software', `/by-slug/${a.slug}`)));
    // Written every few seconds and when the app closes.
    await h.restart();
    editor = await h.staff('admin');
    expect(await ids('', 'software')).toEqual([a.slug, b.slug]);
    expect(await ids('?sorting=new', 'software')).toEqual([b.slug, a.slug]);
    const views = viewCounter({ db: h.database.db });
    for (let i = 0; i < 5; i += 1) views.record(b.id);
    views.record(a.id);
    await views.flush();
    expect(ok(await reader().get(publicPath('software'))).articles.map((x: { views: number }) => x.views)).toEqual([
      5, 4,
    ]);
    expect(await ids('', 'software')).toEqual([b.slug, a.slug]);
  });

  it('serves RSS 2.0 per list and language with absolute links', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/blog/rss.xml?lang=ru',
      headers: { host: 'crowdsolve.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    expect(res.body).toContain('<rss version="2.0"');
    expect(res.body).toContain('<title>Распознавание капчи</title>');
    expect(res.body).toContain('<link>http://crowdsolve.test/blog/recognition?lang=ru</link>');
    expect(res.body).not.toContain('Paying workers');
    const tutorials = await h.app.inject({ method: 'GET', url: '/h/rss.xml' });
    expect(tutorials.body).toContain('<channel>');
  });

  it('publishes the shipped tutorials once, never over an editor’s article', async () => {
    const tmp = await tempDir('tutorials');
    try {
      const write = async (slug: string, lang: string, text: string) => {
        await fs.mkdir(path.join(tmp.dir, slug), { recursive: true });
        await fs.writeFile(path.join(tmp.dir, slug, `${lang}.md`), text);
      };
      await write('first-call', 'en', '---\ntitle: Your first call\nsummary: Send a captcha\n---\n## Key\n\nUse it.\n');
      await write('first-call', 'ru', '---\ntitle: "Первый запрос"\nsummary: Отправьте капчу\n---\nТекст.\n');
      await write('first-call', 'de', '---\ntitle: Ignored\n---\nx\n');
      await write('edited', 'en', '---\ntitle: Shipped text\nsummary: s\n---\nBody\n');
      await write('Bad_Name', 'en', '---\ntitle: x\n---\ny\n');
      await h.article(
        editor,
        { en: { title: 'Edited by a person', body: 'Mine' } },
        { kind: 'tutorial', slug: 'edited' },
      );
      const [one, two] = await Promise.all([
        seedTutorials(h.database.db, { dir: tmp.dir }),
        seedTutorials(h.database.db, { dir: tmp.dir }),
      ]);
      expect([...one, ...two]).toEqual(['first-call']);
      expect(await seedTutorials(h.database.db, { dir: tmp.dir })).toEqual([]);
      const page = ok(await reader().get(publicPath('tutorial', '/by-slug/first-call?language=ru')));
      expect(page).toMatchObject({ title: 'Первый запрос', languages: ['en', 'ru'], author: 'Crowdsolve' });
      const en = ok(await reader().get(publicPath('tutorial', '/by-slug/first-call')));
      expect(en.headings).toEqual([{ id: 'key', text: 'Key', level: 2 }]);
      const edited = ok(await editor.get(`/api/v1/editor/tutorials/by-slug/edited`));
      expect(edited.translations[0].title).toBe('Edited by a person');
    } finally {
      await tmp.remove();
    }
  });

  it('ships its tutorials in en, ru and zh, listed in the order a newcomer reads them', async () => {
    await seedTutorials(h.database.db);
    for (const language of ['en', 'ru', 'zh']) {
      const list = ok(await reader().get(publicPath('tutorial', `?language=${language}`)));
      const shipped = list.articles
        .map((a: { slug: string }) => a.slug)
        .filter((slug: string) => SHIPPED.includes(slug));
      expect(shipped, language).toEqual(SHIPPED);
    }
  });
});
