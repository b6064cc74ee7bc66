// Languages on the international site: the switcher changes the language, the choice is kept
// in the `lang` cookie for later visits, and `?lang=en` brings English back.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, waitForHydration } from '../support/browser.mjs';
import { en, ru } from '../support/i18n.mjs';
import { useServerAndBrowser } from '../support/suite.mjs';

async function navTexts(page, label) {
  return page.getByRole('navigation', { name: label }).getByRole('link').allTextContents();
}

describe('language switching on the international site', () => {
  const env = useServerAndBrowser();

  it('switches to ru, remembers it across page loads, and ?lang=en goes back to English', async () => {
    const { context, page, errors } = await openPage(env.browser);
    const origin = env.server.international;
    try {
      await page.goto(`${origin}/`);
      await waitForHydration(page);
      assert.equal(await page.locator('html').getAttribute('lang'), 'en');
      // The international site has en and ru; 中文 leads to the same page on the region site.
      const switcher = page.getByRole('navigation', { name: en.common.language.label });
      assert.deepEqual(
        await switcher.locator('a[hreflang]').evaluateAll((els) => els.map((e) => e.getAttribute('hreflang'))),
        ['en', 'ru', 'zh'],
      );
      assert.equal(await switcher.locator('a[hreflang="zh"]').getAttribute('href'), `${env.server.region}/`);

      await switcher.locator('a[hreflang="ru"]').click();
      await page.waitForURL(`${origin}/?lang=ru`);
      await page.locator('html[lang="ru"]').waitFor();
      await waitForHydration(page);
      assert.equal(await page.locator('h1').first().textContent(), ru.home.hero.title);
      const ruNav = await navTexts(page, ru.common.nav.label);
      assert.ok(ruNav.includes(ru.common.nav.pricing), `nav: ${ruNav.join(', ')}`);
      assert.ok(ruNav.includes(ru.common.nav.blog), `nav: ${ruNav.join(', ')}`);

      const lang = (await context.cookies(origin)).find((c) => c.name === 'lang');
      assert.equal(lang?.value, 'ru', 'the switcher did not store the choice in the lang cookie');

      // A later visit without ?lang is in Russian, server-rendered from the cookie.
      const res = await page.goto(`${origin}/pricing`);
      assert.equal(res.status(), 200);
      assert.equal(await page.locator('html').getAttribute('lang'), 'ru');
      assert.equal(await page.locator('h1').first().textContent(), ru.routes.pricing.title);
      assert.equal(await page.title(), `${ru.routes.pricing.title} — Crowdsolve`);
      await waitForHydration(page);
      assert.ok((await navTexts(page, ru.common.nav.label)).includes(ru.common.nav.pricing));

      await page.goto(`${origin}/?lang=en`);
      await waitForHydration(page);
      assert.equal(await page.locator('html').getAttribute('lang'), 'en');
      assert.equal(await page.locator('h1').first().textContent(), en.home.hero.title);
      const enNav = await navTexts(page, en.common.nav.label);
      assert.ok(enNav.includes(en.common.nav.pricing), `nav: ${enNav.join(', ')}`);

      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
