// An unknown path answers 404 with the translated not-found page, server-rendered and hydrated.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, waitForHydration } from '../support/browser.mjs';
import { en } from '../support/i18n.mjs';
import { useServerAndBrowser } from '../support/suite.mjs';

describe('unknown path', () => {
  const env = useServerAndBrowser();

  it('answers 404 and shows the not-found page', async () => {
    const { context, page, errors } = await openPage(env.browser);
    try {
      const res = await page.goto(`${env.server.international}/no-such-page-xyz`);
      assert.equal(res.status(), 404);
      assert.equal(await page.locator('h1').first().textContent(), en.common.notFound.title);
      assert.equal(await page.title(), `${en.common.notFound.title} — Crowdsolve`);
      assert.equal(await page.locator('meta[name="robots"]').getAttribute('content'), 'noindex');
      await waitForHydration(page);
      assert.equal(await page.locator('h1').first().textContent(), en.common.notFound.title);

      // Its home link leads back home on the client.
      await page.getByRole('link', { name: en.common.notFound.home }).click();
      await page.waitForURL(`${env.server.international}/`);
      await page.locator('h1', { hasText: en.home.hero.title }).waitFor();

      // The 404 response itself is logged as a resource error by Chromium; nothing else may be.
      assert.deepEqual(
        errors.filter((e) => !/Failed to load resource: the server responded with a status of 404/.test(e)),
        [],
      );
    } finally {
      await context.close();
    }
  });
});
