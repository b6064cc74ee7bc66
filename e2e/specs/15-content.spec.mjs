// The content platform's journey: an admin makes a user a moderator; the moderator finds the
// tutorials' editor through the staff menu and writes a tutorial in English with an image uploaded
// into its text, adds a Russian version, and publishes both; a visitor finds it by search (two
// letters are no search; Russian finds another form of the word) and reads it in both languages,
// whose alternate links name only those two; the shipped tutorials are there from the first start.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { alternates, openPage, screenshot, waitForHydration } from '../support/browser.mjs';
import { fill, openStaffMenu, pageCall, register, visit } from '../support/first-hour.mjs';
import { en } from '../support/i18n.mjs';
import { createAdmin, signIn } from '../support/journey.mjs';
import { png } from '../support/png.mjs';
import { ROOT } from '../support/server.mjs';
import { useServerAndBrowser } from '../support/suite.mjs';

const locale = (lang, ns) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, `packages/i18n/locales/${lang}/${ns}.json`), 'utf8'));
const editor = locale('en', 'editor');
const content = locale('en', 'content');
const STAMP = Date.now();
const ADMIN = 'admin-content@example.com';
const MODERATOR = `moderator-content-${STAMP}@example.com`;
const TITLE = `Solving with the zephyrine queue ${STAMP}`;
const TITLE_RU = `Распознавание через очередь зефирин ${STAMP}`;
const SLUG = `zephyrine-queue-${STAMP}`;
const BODY = [
  '## Before you start',
  '',
  'The zephyrine queue takes every image captcha.',
  '',
  '```bash',
  'curl -s "$BASE_URL/in.php"',
  '```',
  '',
].join('\n');
const BODY_RU = ['## Перед началом', '', 'Очередь зефирин принимает распознавание любых капч.', ''].join('\n');

describe('the content platform from the editor to the reader', () => {
  const env = useServerAndBrowser(() => ({ REGION_HOSTS: '' }), { prepare: (dir) => createAdmin(dir, ADMIN) });
  let pages = [];
  after(async () => {
    for (const p of pages) await p.context.close().catch(() => {});
  });

  it('a moderator writes and publishes a tutorial in two languages; a visitor finds and reads it', async (t) => {
    const origin = env.server.international;
    const admin = await openPage(env.browser);
    const moderator = await openPage(env.browser);
    const visitor = await openPage(env.browser);
    pages = [admin, moderator, visitor];
    for (const p of pages) p.page.setDefaultTimeout(30_000);
    let step = 'start';
    const mark = (name) => {
      step = name;
      t.diagnostic(name);
    };
    try {
      // ── The tutorials shipped with the product are published from the first start.
      mark('shipped tutorials');
      const v = visitor.page;
      await visit(v, `${origin}/h`);
      await v.getByRole('link', { name: 'Your API key and first request' }).waitFor();

      // ── A user signs up; the admin gives them the moderator permission.
      mark('admin makes a moderator');
      const m = moderator.page;
      await register(m, origin, MODERATOR, 'customer');
      await admin.page.goto(`${origin}/auth/login`);
      await waitForHydration(admin.page, 60_000);
      await signIn(admin.page, origin, ADMIN);
      await admin.page.waitForURL(`${origin}/p/admin`);
      const found = await pageCall(admin.page, 'GET', `/api/v2/admin/users?q=${encodeURIComponent(MODERATOR)}`);
      const user = found.json.records.find((r) => r.email === MODERATOR);
      assert.ok(user, 'the new user is listed');
      const granted = await pageCall(admin.page, 'PUT', `/api/v2/admin/users/${user.id}/permissions`, {
        admin: false,
        moderator: true,
      });
      assert.equal(granted.status, 200);

      // ── The moderator opens the tutorials' editor from the staff menu and starts a new one.
      mark('moderator writes the English version');
      await visit(m, `${origin}/`);
      const menu = await openStaffMenu(m, false);
      await menu.getByRole('link', { name: en.routes.editorTutorials.title }).click();
      await m.waitForURL(`${origin}/editor/h`);
      await waitForHydration(m);
      await m.getByRole('link', { name: content.editor.new }).click();
      await m.waitForURL(`${origin}/editor/h/new`);
      await waitForHydration(m);
      await m.getByLabel(editor.fields.title).fill(TITLE);
      await m.getByLabel(editor.slug.label).fill(SLUG);
      await m.getByLabel(editor.fields.summary).fill('How the zephyrine queue takes image captchas.');
      const body = m.getByLabel(editor.fields.body);
      await body.fill(BODY);
      // The live preview renders the Markdown as the public page will.
      await m.locator('.article-prose').getByRole('heading', { name: 'Before you start' }).waitFor();
      // An image uploaded from the toolbar lands in the text at the cursor.
      await body.press('End');
      await m
        .getByTestId('body-image-input')
        .setInputFiles({ name: 'queue.png', mimeType: 'image/png', buffer: png(320, 160, 3) });
      await m.waitForFunction(
        () =>
          /!\[[^\]]*\]\(\/files\/[\w-]+\/[\w.]+\)/.test(document.querySelector('textarea[name="body"]')?.value ?? ''),
        null,
        { timeout: 30_000 },
      );
      await m.getByRole('button', { name: editor.save.draft }).click();
      await m.waitForURL(`${origin}/editor/h/${SLUG}/edit`);
      await waitForHydration(m);

      // ── A Russian version, then both published.
      mark('moderator adds Russian and publishes');
      await m.getByRole('button', { name: fill(editor.languages.add, { language: 'Русский' }) }).click();
      await m.getByLabel(editor.fields.title).fill(TITLE_RU);
      await m.getByLabel(editor.fields.summary).fill('Как очередь зефирин принимает капчи.');
      await m.getByLabel(editor.fields.body).fill(BODY_RU);
      await m.getByRole('button', { name: editor.save.draft }).click();
      await m
        .getByText(editor.save.upToDate)
        .or(m.getByText(/^Saved at/))
        .first()
        .waitFor();
      await m.getByRole('button', { name: editor.publish.all }).click();
      await m
        .getByTestId('language-state')
        .filter({ hasText: /published/ })
        .waitFor();
      await m.getByTestId('audit').waitFor();
      await screenshot(m, 'content-editor');

      // ── A visitor: two letters are no search; the title's word finds it.
      mark('visitor searches in English');
      await visit(v, `${origin}/h`);
      const search = v.getByRole('searchbox', { name: content.list.search });
      await search.fill('ze');
      await v.getByText(fill(content.list.searchShort_other, { count: 3 })).waitFor();
      assert.ok(!v.url().includes('text='), 'two characters are not searched');
      await search.fill('zephyrine');
      await v.waitForURL(/[?&]text=zephyrine/);
      const card = v.getByRole('link', { name: TITLE });
      await card.waitFor();
      assert.equal(await v.getByTestId('article-list').locator('li').count(), 1, 'only the new tutorial matches');
      await card.click();
      await v.waitForURL(`${origin}/h/${SLUG}`);
      await waitForHydration(v);
      assert.equal(await v.locator('h1').first().textContent(), TITLE);
      const image = v.getByTestId('article-body').locator('img');
      await image.waitFor();
      assert.ok(await image.evaluate((img) => img.complete && img.naturalWidth > 0), 'the uploaded image loads');
      // The code block is highlighted on the server.
      assert.ok((await v.getByTestId('article-body').locator('pre code [class^="hljs-"]').count()) > 0, 'highlighted');
      // The head a crawler reads (the server's): alternates name only the two published languages.
      await visit(v, `${origin}/h/${SLUG}`);
      assert.deepEqual(await alternates(v), {
        en: `${origin}/h/${SLUG}`,
        ru: `${origin}/h/${SLUG}?lang=ru`,
        'x-default': `${origin}/h/${SLUG}`,
      });
      await screenshot(v, 'content-article-en');

      // ── In Russian: another form of the word finds it (stemming), the page reads in Russian.
      mark('visitor searches and reads in Russian');
      await visit(v, `${origin}/h?lang=ru&text=${encodeURIComponent('распознаванию')}`);
      const ruCard = v.getByRole('link', { name: TITLE_RU });
      await ruCard.waitFor();
      await ruCard.click();
      await v.waitForURL(/\/h\/zephyrine-queue-\d+\?lang=ru$|\/h\/zephyrine-queue-\d+$/);
      await waitForHydration(v);
      assert.equal(await v.locator('h1').first().textContent(), TITLE_RU);
      assert.equal(await v.locator('html').getAttribute('lang'), 'ru');
      await v.getByTestId('article-body').getByRole('heading', { name: 'Перед началом' }).waitFor();
      await visit(v, `${origin}/h/${SLUG}?lang=ru`);
      assert.equal(await v.locator('h1').first().textContent(), TITLE_RU);
      assert.deepEqual(Object.keys(await alternates(v)).sort(), ['en', 'ru', 'x-default']);

      // ── The feed and the sitemap list it.
      mark('feed and sitemap');
      const feed = await (await fetch(`${origin}/h/rss.xml`)).text();
      assert.ok(feed.includes(`<title>${TITLE}</title>`), 'the English feed has the tutorial');
      const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
      assert.ok(sitemap.includes(`<loc>${origin}/h/${SLUG}</loc>`), 'the sitemap has the English page');
      assert.ok(sitemap.includes(`<loc>${origin}/h/${SLUG}?lang=ru</loc>`), 'the sitemap has the Russian page');
    } catch (error) {
      for (const [name, p] of [
        ['admin', admin],
        ['moderator', moderator],
        ['visitor', visitor],
      ]) {
        await screenshot(p.page, `content-failed-${name}`);
      }
      throw new Error(`step "${step}": ${error.message}`, { cause: error });
    }
  });
});
