// Scrolling after navigation: to the #hash target when the URL has one, else to the top.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isSameDocument, markDocument, openPage, waitForHydration } from '../support/browser.mjs';
import { en } from '../support/i18n.mjs';
import { useServerAndBrowser } from '../support/suite.mjs';

const VIEWPORT = { width: 1000, height: 400 };

/** True when the top of `selector` is within the viewport. */
function inViewport(page, selector) {
  return page.evaluate((sel) => {
    const r = document.querySelector(sel)?.getBoundingClientRect();
    return Boolean(r) && r.top >= -1 && r.top < window.innerHeight;
  }, selector);
}

/** Client-side navigation through React Router's history listener, as Back/Forward do. */
function routeTo(page, url) {
  return page.evaluate((u) => {
    window.history.pushState(null, '', u);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}

describe('scroll on navigation', () => {
  const env = useServerAndBrowser();

  it('a page load of /#order-captchas shows the section', async () => {
    const { context, page, errors } = await openPage(env.browser, { viewport: VIEWPORT });
    try {
      await page.goto(`${env.server.international}/#order-captchas`);
      await waitForHydration(page);
      await page.waitForFunction(() => window.scrollY > 0);
      assert.ok(await inViewport(page, '#order-captchas'), 'the #order-captchas section is not in view');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('client-side navigation from /pricing to /#order-captchas scrolls to the section', async () => {
    const origin = env.server.international;
    const { context, page, errors } = await openPage(env.browser, { viewport: VIEWPORT });
    try {
      await page.goto(`${origin}/pricing`);
      await waitForHydration(page);
      assert.equal(await page.evaluate(() => window.scrollY), 0);
      await markDocument(page);

      await routeTo(page, '/#order-captchas');
      await page.locator('h1', { hasText: en.home.hero.title }).waitFor();
      await page.waitForFunction(() => window.scrollY > 0, null, { timeout: 5000 });
      assert.ok(await inViewport(page, '#order-captchas'), 'the #order-captchas section is not in view');
      assert.ok(await isSameDocument(page));
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('client-side navigation from a scrolled page to another page starts at the top', async () => {
    const origin = env.server.international;
    const { context, page, errors } = await openPage(env.browser, { viewport: VIEWPORT });
    try {
      await page.goto(`${origin}/`);
      await waitForHydration(page);
      await markDocument(page);
      const footer = page.getByRole('navigation', { name: en.common.footer.label });
      const link = footer.getByRole('link', { name: en.common.footer.pricing, exact: true });
      await link.scrollIntoViewIfNeeded();
      assert.ok((await page.evaluate(() => window.scrollY)) > 0, 'the home page did not scroll');

      await link.click();
      await page.waitForURL(`${origin}/pricing`);
      await page.locator('h1', { hasText: en.routes.pricing.title }).waitFor();
      assert.ok(await isSameDocument(page), 'the click reloaded the page instead of routing on the client');
      // The page is tall enough to have kept part of the old scroll position without a reset.
      assert.ok(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 50));
      assert.equal(await page.evaluate(() => window.scrollY), 0);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
