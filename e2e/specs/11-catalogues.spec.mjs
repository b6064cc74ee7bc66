// Catalogues on demand: a page downloads the strings of its own language and of the namespaces it
// shows, nothing else; a screen reached by client navigation fetches its namespace then.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { isSameDocument, markDocument, openPage, waitForHydration } from '../support/browser.mjs';
import { ROOT } from '../support/server.mjs';
import { useServerAndBrowser } from '../support/suite.mjs';

const LOCALES = path.join(ROOT, 'packages/i18n/locales');
const catalogue = (lang, ns) => JSON.parse(fs.readFileSync(path.join(LOCALES, lang, `${ns}.json`), 'utf8'));
const leaves = (value) => (typeof value === 'string' ? [value] : Object.values(value ?? {}).flatMap((v) => leaves(v)));

/**
 * Strings that would show that a catalogue reached the browser: phrases (a single ASCII word may be
 * an identifier in the code), without interpolation, and not found in the catalogues `allowed`
 * (`[lang, ns]` pairs the page may carry: a phrase they also contain proves nothing).
 */
function markers(lang, ns, allowed = []) {
  const text = allowed.map(([l, n]) => leaves(catalogue(l, n)).join('\n')).join('\n');
  const phrase = (s) => (/\s/.test(s) && s.length >= 12) || (/[^ -~]/.test(s) && s.length >= 4);
  return leaves(catalogue(lang, ns)).filter((s) => phrase(s) && !s.includes('{{') && !text.includes(s));
}

const BASE = ['common', 'errors', 'routes'];
/** The home page's own namespaces (pages.ts), beyond the base ones. */
const HOME = ['home', 'publicStats', 'pricing'];
/** The catalogues a page in `lang` showing `namespaces` may carry. */
const carries = (lang, namespaces = []) => [...BASE, ...namespaces].map((ns) => [lang, ns]);

/** Everything the page downloads (documents, scripts, JSON), decoded, collected as it arrives. */
function recordDownloads(page) {
  const bodies = [];
  const pending = new Set();
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (!['document', 'script', 'fetch', 'xhr'].includes(type)) return;
    const read = res
      .text()
      .then((text) => bodies.push({ url: res.url(), text }))
      .catch(() => {})
      .finally(() => pending.delete(read));
    pending.add(read);
  });
  return {
    async all() {
      await Promise.all([...pending]);
      return bodies;
    },
    clear() {
      bodies.length = 0;
    },
  };
}

function found(bodies, strings) {
  const hits = [];
  for (const s of strings) {
    const where = bodies.find((b) => b.text.includes(s) || b.text.includes(JSON.stringify(s).slice(1, -1)));
    if (where) hits.push(`${JSON.stringify(s)} in ${where.url}`);
  }
  return hits;
}

const PAGE_NAMESPACES = [
  'admin',
  'auth',
  'customer',
  'partner',
  'pay',
  'profile',
  'stats',
  'transfer',
  'worker',
  'mail',
];

describe('catalogues on demand', () => {
  const env = useServerAndBrowser();

  it('a ru page brings only ru strings of what it shows; zh, then a screen with its own namespace', async () => {
    const origin = env.server.region;
    const { context, page, errors } = await openPage(env.browser);
    const downloads = recordDownloads(page);
    try {
      await page.goto(`${origin}/ru`);
      await waitForHydration(page);
      assert.equal(await page.locator('html').getAttribute('lang'), 'ru');
      let bodies = await downloads.all();

      // No other language: neither the layout's strings in en/zh nor any screen's.
      const otherLanguages = ['en', 'zh'].flatMap((lang) =>
        [...BASE, ...PAGE_NAMESPACES].flatMap((ns) => markers(lang, ns, carries('ru', HOME))),
      );
      assert.ok(otherLanguages.length > 500, `too few markers (${otherLanguages.length})`);
      assert.deepEqual(found(bodies, otherLanguages), [], 'strings of another language were downloaded');
      // No screen's namespace the home page does not show, even in ru.
      const otherScreens = PAGE_NAMESPACES.flatMap((ns) => markers('ru', ns, carries('ru', HOME)));
      assert.deepEqual(found(bodies, otherScreens), [], 'strings of other screens were downloaded');
      // The page's own strings did come, with the page.
      assert.ok(found(bodies, markers('ru', 'common', carries('en'))).length > 0);
      // Route descriptions are for the head only: the page's state and scripts carry titles.
      const descriptions = Object.values(catalogue('ru', 'routes')).map((r) => r.description);
      const withoutHead = bodies.map((b) => ({ url: b.url, text: b.text.replace(/<head>.*<\/head>/s, '') }));
      assert.deepEqual(found(withoutHead, descriptions), []);

      // Switch to zh: a new page in zh, with zh strings only.
      downloads.clear();
      await page
        .getByRole('navigation', { name: catalogue('ru', 'common').language.label })
        .locator('a[hreflang="zh"]')
        .click();
      await page.waitForURL(`${origin}/`);
      await page.locator('html[lang="zh"]').waitFor();
      await waitForHydration(page);
      bodies = await downloads.all();
      const notZh = ['en', 'ru'].flatMap((lang) =>
        [...BASE, ...PAGE_NAMESPACES].flatMap((ns) => markers(lang, ns, carries('zh', HOME))),
      );
      assert.deepEqual(found(bodies, notZh), [], 'strings of another language were downloaded');

      // Client navigation to sign-in: the zh auth catalogue arrives with the screen.
      downloads.clear();
      await markDocument(page);
      const zhCommon = catalogue('zh', 'common');
      await page.getByRole('link', { name: zhCommon.nav.signIn }).first().click();
      await page.waitForURL(`${origin}/auth/login`);
      const zhAuth = catalogue('zh', 'auth');
      await page.getByRole('button', { name: zhAuth.login.submit }).waitFor();
      assert.equal(await page.locator('h1').first().textContent(), catalogue('zh', 'routes').authLogin.title);
      assert.ok(await isSameDocument(page), 'sign-in was not reached by client navigation');
      bodies = await downloads.all();
      assert.ok(found(bodies, markers('zh', 'auth', carries('zh'))).length > 0, 'the zh auth strings did not arrive');
      const authElsewhere = ['en', 'ru'].flatMap((lang) => markers(lang, 'auth', carries('zh', ['auth'])));
      assert.deepEqual(found(bodies, authElsewhere), []);
      assert.deepEqual(
        found(bodies, markers('zh', 'worker', carries('zh', ['auth']))),
        [],
        'another screen came along',
      );

      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
