import { ARTICLE_RESERVED_SLUGS, CONTENT_PATHS as C } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { Browser, expectError, ok } from '../../../test/http.ts';
import { sampleImage } from '../storage/test-support.ts';
import { articlePath, type ContentHarness, contentHarness, editorPath, publicPath } from './content-harness.ts';

describe.each(DATABASE_TARGETS)('articles on $name', (target) => {
  let h: ContentHarness;
  let moderator: Browser;
  beforeAll(async () => {
    h = await contentHarness(target);
    moderator = await h.staff('moderator');
  }, 240_000);
  afterAll(async () => h?.close());

  const anonymous = () => new Browser(h.app);

  it('publishes per language: drafts stay private, the public page falls back to en', async () => {
    const a = await h.article(moderator, {
      en: { title: 'Captcha basics', summary: 'Start here', body: '## Step one\n\nHello.' },
    });
    expect(a.translations).toMatchObject([{ language: 'en', status: 'draft', changed: true }]);
    const reader = anonymous();
    expectError(await reader.get(publicPath('blog', `/by-slug/${a.slug}`)), 404, 'ERROR_NOT_FOUND');
    expect(ok(await reader.get(publicPath('blog'))).articles.map((x: { id: number }) => x.id)).not.toContain(a.id);

    let saved = ok(await moderator.put(articlePath(a.id), { version: a.version, publish: ['en'] }));
    expect(saved.translations[0]).toMatchObject({ status: 'published', changed: false });
    const en = ok(await reader.get(publicPath('blog', `/by-slug/${a.slug}`)));
    expect(en).toMatchObject({ language: 'en', title: 'Captcha basics', languages: ['en'], author: 'Crowdsolve' });
    expect(en.html).toContain('<h2 id="step-one">Step one</h2>');
    expect(en.headings).toEqual([{ id: 'step-one', text: 'Step one', level: 2 }]);
    const list = ok(await reader.get(publicPath('blog')));
    expect(list.articles[0]).toMatchObject({ id: a.id, language: 'en', title: 'Captcha basics', readingMinutes: 1 });
    // Not published in Russian: not in the Russian list; the page answers in English.
    expect(
      ok(await reader.get(publicPath('blog', '?language=ru'))).articles.map((x: { id: number }) => x.id),
    ).not.toContain(a.id);
    expect(ok(await reader.get(publicPath('blog', `/by-slug/${a.slug}?language=ru`)))).toMatchObject({
      language: 'en',
      languages: ['en'],
    });
    // An unknown language is English.
    expect(ok(await reader.get(publicPath('blog', `/by-slug/${a.slug}?language=de`))).language).toBe('en');

    // Autosaves change the draft only; the published copy stays until published again.
    saved = ok(
      await moderator.put(articlePath(a.id), {
        version: saved.version,
        translations: { en: { title: 'Captcha basics, new', summary: 'Start here', body: 'Changed.' } },
      }),
    );
    saved = ok(
      await moderator.put(articlePath(a.id), {
        version: saved.version,
        translations: { ru: { title: 'Основы капчи', summary: 'Начните здесь', body: 'Привет.' } },
      }),
    );
    expect(saved.translations).toMatchObject([
      { language: 'en', status: 'published', changed: true, title: 'Captcha basics, new' },
      { language: 'ru', status: 'draft' },
    ]);
    expect(ok(await reader.get(publicPath('blog', `/by-slug/${a.slug}`))).title).toBe('Captcha basics');

    saved = ok(await moderator.put(articlePath(a.id), { version: saved.version, publish: ['ru', 'en'] }));
    expect(ok(await reader.get(publicPath('blog', `/by-slug/${a.slug}?language=ru`)))).toMatchObject({
      language: 'ru',
      title: 'Основы капчи',
      languages: ['en', 'ru'],
    });
    expect(ok(await reader.get(publicPath('blog', `/by-slug/${a.slug}`))).title).toBe('Captcha basics, new');

    // Unpublishing English leaves Russian; an English reader gets it.
    saved = ok(await moderator.put(articlePath(a.id), { version: saved.version, unpublish: ['en'] }));
    expect(ok(await reader.get(publicPath('blog', `/by-slug/${a.slug}`)))).toMatchObject({
      language: 'ru',
      languages: ['ru'],
    });
    expect(ok(await reader.get(publicPath('blog', '/index'))).articles).toContainEqual(
      expect.objectContaining({ slug: a.slug, languages: ['ru'] }),
    );
    expect(ok(await moderator.get(editorPath('blog', '/index'))).articles).toContainEqual(
      expect.objectContaining({ slug: a.slug, languages: ['en', 'ru'] }),
    );

    // The audit names what changed, newest first; autosaves of one language are one line.
    const actions = saved.audit.map(
      (e: { action: string; language: string | null }) => `${e.action}:${e.language ?? '-'}`,
    );
    expect(actions).toEqual([
      'unpublished:en',
      'published:en',
      'published:ru',
      'saved:ru',
      'saved:en',
      'published:en',
      'created:-',
    ]);
    expect(saved.audit.find((e: { action: string }) => e.action === 'saved').detail).toBe('title, summary, body');

    // The editor's list and page show every language's state.
    const mine = ok(await moderator.get(editorPath('blog', '?language=ru')));
    expect(mine.articles.find((x: { id: number }) => x.id === a.id)).toMatchObject({
      title: 'Основы капчи',
      statuses: [
        { language: 'en', status: 'draft', changed: false },
        { language: 'ru', status: 'published', changed: false },
      ],
    });
    expect(ok(await moderator.get(editorPath('blog', `/by-slug/${a.slug}`))).id).toBe(a.id);
    // Other kinds do not show it.
    expectError(await reader.get(publicPath('tutorial', `/by-slug/${a.slug}`)), 404, 'ERROR_NOT_FOUND');
  });

  it('refuses a stale version, an empty translation, and reserved, malformed or taken slugs', async () => {
    const a = await h.article(moderator, { en: { title: 'Title', body: '' } }, { slug: 'taken-one' });
    ok(
      await moderator.put(articlePath(a.id), {
        version: a.version,
        translations: { en: { title: 'T', summary: '', body: 'x' } },
      }),
    );
    expectError(
      await moderator.put(articlePath(a.id), { version: a.version, publish: ['en'] }),
      409,
      'ARTICLE_VERSION_CONFLICT',
    );
    const now = ok(await moderator.get(editorPath('blog', '/by-slug/taken-one')));
    expectError(
      await moderator.put(articlePath(a.id), { version: now.version, publish: ['ru'] }),
      400,
      'ARTICLE_EMPTY_TRANSLATION',
    );
    const b = await h.article(moderator, { en: { title: 'No body', body: '  ' } });
    expectError(
      await moderator.put(articlePath(b.id), { version: b.version, publish: ['en'] }),
      400,
      'ARTICLE_EMPTY_TRANSLATION',
    );

    const create = (slug: string, kind = 'blog') =>
      moderator.post(C.create, { kind, slug, translations: { en: { title: 'x', summary: '', body: 'y' } } });
    for (const slug of [...ARTICLE_RESERVED_SLUGS, 'ab', '12345', 'Has-Upper', 'a--b', '-lead', 'with space']) {
      const res = await create(slug);
      expect(
        { status: res.statusCode, fields: res.json().error?.fields?.map((f: { field: string }) => f.field) },
        slug,
      ).toEqual({
        status: 400,
        fields: ['body.slug'],
      });
    }
    expectError(await create('taken-one'), 409, 'ARTICLE_SLUG_TAKEN');
    // Slugs are unique per kind.
    expect((await create('taken-one', 'tutorial')).statusCode).toBe(201);
    expectError(
      await moderator.put(articlePath(b.id), { version: b.version, slug: 'taken-one' }),
      409,
      'ARTICLE_SLUG_TAKEN',
    );
    expectError(await moderator.put(articlePath(b.id), { version: b.version, slug: 'new' }), 400, 'ERROR_VALIDATION');
    const renamed = ok(await moderator.put(articlePath(b.id), { version: b.version, slug: 'renamed-one' }));
    expect(renamed).toMatchObject({ slug: 'renamed-one', version: b.version + 1 });
    expect(renamed.audit[0]).toMatchObject({ action: 'slug_changed', detail: `slug: ${b.slug} → renamed-one` });
    // A cover must be an uploaded article image.
    expectError(
      await moderator.put(articlePath(b.id), { version: renamed.version, coverFileId: 'AAAAAAAAAAAAAAAAAAAAAA' }),
      400,
      'ERROR_VALIDATION',
    );
  });

  it('lets only admins and moderators edit (nobody: not signed in, a customer: forbidden); writes need the CSRF header', async () => {
    const admin = await h.staff('admin');
    const a = await h.article(admin, { en: { title: 'By the admin', body: 'Text' } }, { publish: ['en'] });
    const calls: [string, string, unknown?][] = [
      ['GET', editorPath('blog')],
      ['GET', editorPath('tutorial', '/index')],
      ['GET', editorPath('software', `/by-slug/${a.slug}`)],
      [
        'POST',
        C.create,
        { kind: 'blog', slug: 'not-allowed', translations: { en: { title: 'x', summary: '', body: 'y' } } },
      ],
      ['PUT', articlePath(a.id), { version: a.version, unpublish: ['en'] }],
      ['DELETE', articlePath(a.id)],
      ['DELETE', C.attachment.replace(':id', '1')],
      ['POST', C.preview, { body: '# x' }],
    ];
    const customer = await h.customer();
    for (const [method, url, body] of calls) {
      // Nobody signed in: ERROR_EMPTY_USER (the product's "not signed in").
      const nobody = await anonymous().request(method as 'GET', url, body);
      expect(nobody.json().error?.code, `${method} ${url}`).toBe('ERROR_EMPTY_USER');
      const plain = await customer.request(method as 'GET', url, body);
      expect(plain.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await h.upload(null, await sampleImage(10, 10))).json().error?.code).toBe('ERROR_EMPTY_USER');
    expect((await h.upload(customer, await sampleImage(10, 10))).statusCode).toBe(403);
    // Without the CSRF header a write is refused even for an editor.
    const bare = await h.app.inject({
      method: 'DELETE',
      url: articlePath(a.id),
      headers: { cookie: [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(bare.statusCode).toBe(403);
    // Both roles may.
    const preview = ok(await moderator.post(C.preview, { body: '# Hi\n\n<script>x</script>' }));
    expect(preview.html).toContain('<h2 id="hi">Hi</h2>');
    expect(preview.html).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect((await admin.get(editorPath('blog'))).statusCode).toBe(200);
    expect((await admin.delete(articlePath(a.id))).statusCode).toBe(204);
    expectError(await anonymous().get(publicPath('blog', `/by-slug/${a.slug}`)), 404, 'ERROR_NOT_FOUND');
    expectError(await admin.delete(articlePath(a.id)), 404, 'ERROR_NOT_FOUND');
  });

  it('uploads images before and after the first save, uses one as the cover, deletes one', async () => {
    const early = await h.upload(moderator, await sampleImage(1600, 900));
    expect(early.statusCode, early.body).toBe(201);
    const image = early.json();
    expect(image).toMatchObject({ articleId: null, url: `/files/${image.fileId}/1280.webp` });
    const a = await h.article(
      moderator,
      { en: { title: 'With a picture', body: `![chart](${image.url})` } },
      { publish: ['en'] },
    );
    expect(a.attachments.map((x) => x.id)).toEqual([image.id]);
    const late = (await h.upload(moderator, await sampleImage(300, 200), a.id)).json();
    expect(late.articleId).toBe(a.id);
    const covered = ok(await moderator.put(articlePath(a.id), { version: a.version, coverFileId: late.fileId }));
    expect(covered.cover).toMatchObject({ fileId: late.fileId, thumbUrl: `/files/${late.fileId}/640.webp` });
    expect(covered.attachments).toHaveLength(2);
    const page = ok(await anonymous().get(publicPath('blog', `/by-slug/${a.slug}`)));
    expect(page.html).toContain(`<img src="${image.url}" alt="chart" loading="lazy" />`);
    expect(page.cover.fileId).toBe(late.fileId);
    expect((await h.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(200);

    expect((await moderator.delete(C.attachment.replace(':id', String(image.id)))).statusCode).toBe(204);
    expect((await h.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
    expect(
      ok(await moderator.get(editorPath('blog', `/by-slug/${a.slug}`))).attachments.map((x: { id: number }) => x.id),
    ).toEqual([late.id]);
    expectError(await moderator.delete(C.attachment.replace(':id', String(image.id))), 404, 'ERROR_NOT_FOUND');
  });
});
