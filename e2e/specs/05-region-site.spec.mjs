// The region site (host 127.0.0.1): Chinese at the root, other languages under /en and /ru,
// permanent redirects, the international-site banner that can be dismissed for a year, the
// language switcher's link back to the international site, and the one-row header on a phone.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { alternates, isSameDocument, markDocument, openPage, waitForHydration } from '../support/browser.mjs';
import { en, zh } from '../support/i18n.mjs';
import { useServerAndBrowser } from '../support/suite.mjs';

const DAY_S = 24 * 60 * 60;

describe('region site by host', () => {
  const env = useServerAndBrowser();

  it('renders home in Chinese with canonical and hreflang alternates for every language', async () => {
    const origin = env.server.region;
    const { context, page, errors } = await openPage(env.browser);
    try {
      const res = await page.goto(`${origin}/`);
      assert.equal(res.status(), 200);
      assert.equal(await page.locator('html').getAttribute('lang'), 'zh');
      assert.equal(await page.locator('h1').first().textContent(), zh.home.hero.title);
      assert.equal(await page.title(), `Crowdsolve — ${zh.routes.home.title}`);
      assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), `${origin}/`);
      assert.deepEqual(await alternates(page), {
        en: `${origin}/en`,
        ru: `${origin}/ru`,
        zh: `${origin}/`,
        'x-default': `${origin}/`,
      });
      await waitForHydration(page);
      assert.equal(await page.locator('html').getAttribute('lang'), 'zh');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('redirects /zh/... and /main permanently', async () => {
    const origin = env.server.region;
    for (const [from, to] of [
      ['/zh/pricing', '/pricing'],
      ['/zh/pricing?x=1', '/pricing?x=1'],
      ['/main', '/'],
      ['/en/main', '/en'],
    ]) {
      const res = await fetch(`${origin}${from}`, { redirect: 'manual' });
      assert.equal(res.status, 301, `${from} answered ${res.status}`);
      assert.equal(res.headers.get('location'), to, `${from} redirected to ${res.headers.get('location')}`);
    }
  });

  it('serves English under /en with prefixed links, and client-side navigation keeps the prefix', async () => {
    const origin = env.server.region;
    const { context, page, errors } = await openPage(env.browser);
    try {
      const res = await page.goto(`${origin}/en/pricing`);
      assert.equal(res.status(), 200);
      assert.equal(await page.locator('html').getAttribute('lang'), 'en');
      assert.equal(await page.locator('h1').first().textContent(), en.routes.pricing.title);
      assert.equal(await page.locator('link[rel="canonical"]').getAttribute('href'), `${origin}/en/pricing`);
      await waitForHydration(page);

      const nav = page.getByRole('navigation', { name: en.common.nav.label });
      assert.equal(
        await nav.getByRole('link', { name: en.common.nav.pricing, exact: true }).getAttribute('href'),
        '/en/pricing',
      );
      assert.equal(await page.getByRole('link', { name: en.common.brandHome }).getAttribute('href'), '/en');

      await markDocument(page);
      await nav.getByRole('link', { name: en.common.nav.apiDocs, exact: true }).click();
      await page.waitForURL(`${origin}/en/api-docs`);
      await page.locator('h1', { hasText: en.routes.apiDocs.title }).waitFor();
      assert.ok(await isSameDocument(page), 'the click reloaded the page instead of routing on the client');
      assert.equal(await page.locator('html').getAttribute('lang'), 'en');
      assert.equal(
        await nav.getByRole('link', { name: en.common.nav.pricing, exact: true }).getAttribute('href'),
        '/en/pricing',
      );
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('shows the international-site banner until it is dismissed, then hides it for a year', async () => {
    const origin = env.server.region;
    const { context, page, errors } = await openPage(env.browser);
    try {
      await page.goto(`${origin}/`);
      const banner = page.getByTestId('region-banner');
      assert.equal(await banner.count(), 1, 'no region banner on the region site');
      assert.ok((await banner.textContent()).includes(zh.common.regionBanner.text));
      await waitForHydration(page);

      await banner.getByRole('button', { name: zh.common.regionBanner.dismiss }).click();
      await banner.waitFor({ state: 'detached' });

      const cookie = (await context.cookies(origin)).find((c) => c.name === 'foreign_banner_dismissed');
      assert.equal(cookie?.value, '1', 'dismissal was not stored in the foreign_banner_dismissed cookie');
      const daysAhead = (cookie.expires - Date.now() / 1000) / DAY_S;
      assert.ok(Math.abs(daysAhead - 365) < 1, `cookie expires in ${daysAhead.toFixed(2)} days, not 365`);

      await page.reload();
      assert.equal(await page.getByTestId('region-banner').count(), 0, 'banner is back after reload');
      await waitForHydration(page);
      assert.equal(await page.getByTestId('region-banner').count(), 0, 'banner is back after hydration');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('switches languages under their prefixes and links back to the same page on the international site', async () => {
    const origin = env.server.region;
    const { context, page, errors } = await openPage(env.browser);
    try {
      await page.goto(`${origin}/pricing`);
      await waitForHydration(page);
      const switcher = page.getByRole('navigation', { name: zh.common.language.label });
      const links = await switcher
        .getByRole('link')
        .evaluateAll((els) => els.map((e) => [e.getAttribute('aria-label') ?? e.textContent, e.getAttribute('href')]));
      assert.deepEqual(links, [
        [zh.common.language.names.en, '/en/pricing'],
        [zh.common.language.names.ru, '/ru/pricing'],
        [zh.common.language.names.zh, '/pricing'],
        [zh.common.language.internationalSite, `${env.server.international}/pricing`],
      ]);
      await switcher.getByRole('link', { name: zh.common.language.internationalSite }).click();
      await page.waitForURL(`${env.server.international}/pricing`);
      assert.equal(await page.locator('html').getAttribute('lang'), 'en');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('folds the header into one row with a menu on a phone', async () => {
    const origin = env.server.region;
    const { context, page, errors } = await openPage(env.browser, { viewport: { width: 390, height: 844 } });
    try {
      await page.goto(`${origin}/`);
      await waitForHydration(page);
      const height = await page.locator('header.header').evaluate((e) => e.getBoundingClientRect().height);
      assert.ok(height <= 64, `the header is ${height}px tall on a phone`);
      const nav = page.getByRole('navigation', { name: zh.common.nav.label });
      assert.equal(await nav.isVisible(), false, 'the navigation shows before the menu is opened');
      const button = page.getByRole('button', { name: zh.common.nav.menu });
      assert.equal(await button.getAttribute('aria-expanded'), 'false');
      await button.click();
      assert.equal(await button.getAttribute('aria-expanded'), 'true');
      await nav.waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      assert.equal(await button.getAttribute('aria-expanded'), 'false');
      await nav.waitFor({ state: 'hidden' });

      await button.click();
      await markDocument(page);
      await nav.getByRole('link', { name: zh.common.nav.pricing, exact: true }).click();
      await page.waitForURL(`${origin}/pricing`);
      assert.ok(await isSameDocument(page));
      assert.equal(await button.getAttribute('aria-expanded'), 'false');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('does not show the banner on the international site', async () => {
    const { context, page } = await openPage(env.browser);
    try {
      await page.goto(`${env.server.international}/`);
      await waitForHydration(page);
      assert.equal(await page.getByTestId('region-banner').count(), 0);
    } finally {
      await context.close();
    }
  });
});
