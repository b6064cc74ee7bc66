// Home on the international site: server-rendered before hydration, then hydrated without
// errors, and header navigation routes on the client.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { alternates, isSameDocument, markDocument, openPage, waitForHydration } from '../support/browser.mjs';
import { en } from '../support/i18n.mjs';
import { useServerAndBrowser } from '../support/suite.mjs';

const HOME_TITLE = `Crowdsolve — ${en.routes.home.title}`;
const PRICING_TITLE = `${en.routes.pricing.title} — Crowdsolve`;

describe('home on the international site', () => {
  const env = useServerAndBrowser();

  it('is rendered by the server: h1, title, canonical and hreflang alternates without JavaScript', async () => {
    const { context, page } = await openPage(env.browser, { javaScriptEnabled: false });
    try {
      const res = await page.goto(`${env.server.international}/`);
      assert.equal(res.status(), 200);
      assert.equal(await page.locator('h1').first().textContent(), en.home.hero.title);
      assert.equal(await page.title(), HOME_TITLE);
      assert.equal(await page.locator('html').getAttribute('lang'), 'en');
      assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), `${env.server.international}/`);
      assert.deepEqual(await alternates(page), {
        en: `${env.server.international}/`,
        ru: `${env.server.international}/?lang=ru`,
        'x-default': `${env.server.international}/`,
      });
      // Without JavaScript nothing hydrates.
      assert.equal(await page.locator('html').getAttribute('data-hydrated'), null);
    } finally {
      await context.close();
    }
  });

  it('hydrates without console errors and navigates to /pricing on the client', async () => {
    const { context, page, errors } = await openPage(env.browser);
    try {
      await page.goto(`${env.server.international}/`);
      await waitForHydration(page);
      assert.equal(await page.locator('h1').first().textContent(), en.home.hero.title);
      await markDocument(page);

      const nav = page.getByRole('navigation', { name: en.common.nav.label });
      await nav.getByRole('link', { name: en.common.nav.pricing, exact: true }).click();
      await page.waitForURL(`${env.server.international}/pricing`);
      await page.locator('h1', { hasText: en.routes.pricing.title }).waitFor();
      assert.equal(await page.locator('h1').first().textContent(), en.routes.pricing.title);
      await page.waitForFunction((t) => document.title === t, PRICING_TITLE);
      assert.equal(await page.title(), PRICING_TITLE);
      assert.ok(await isSameDocument(page), 'the click reloaded the page instead of routing on the client');
      assert.equal(
        await nav.getByRole('link', { name: en.common.nav.pricing, exact: true }).getAttribute('aria-current'),
        'page',
      );

      // Back goes home, still on the client.
      await page.goBack();
      await page.waitForURL(`${env.server.international}/`);
      await page.waitForFunction((t) => document.title === t, HOME_TITLE);
      assert.ok(await isSameDocument(page));

      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
