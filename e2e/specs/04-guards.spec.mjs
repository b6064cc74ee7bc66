// Guards for signed-out visitors: a cabinet page sends them to sign-in with return_to, both
// when the server renders it and when the router navigates to it; guest pages stay open.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isSameDocument, markDocument, openPage, waitForHydration } from '../support/browser.mjs';
import { en } from '../support/i18n.mjs';
import { useServerAndBrowser } from '../support/suite.mjs';

const LOGIN_FOR_ENTERPAGE = '/auth/login?return_to=%2Fenterpage%3Ftab%3D1';

describe('guards for a signed-out visitor', () => {
  const env = useServerAndBrowser();

  it('the server redirects /enterpage?tab=1 to sign-in with return_to', async () => {
    const origin = env.server.international;
    const raw = await fetch(`${origin}/enterpage?tab=1`, { redirect: 'manual' });
    assert.equal(raw.status, 302);
    assert.equal(raw.headers.get('location'), LOGIN_FOR_ENTERPAGE);

    const { context, page, errors } = await openPage(env.browser);
    try {
      const res = await page.goto(`${origin}/enterpage?tab=1`);
      assert.equal(page.url(), `${origin}${LOGIN_FOR_ENTERPAGE}`);
      assert.equal(res.status(), 200);
      assert.equal(res.request().redirectedFrom()?.url(), `${origin}/enterpage?tab=1`);
      assert.equal(await page.locator('h1').first().textContent(), en.routes.authLogin.title);
      await waitForHydration(page);
      // Hydration keeps the sign-in page (the client guard agrees with the server's).
      assert.equal(page.url(), `${origin}${LOGIN_FOR_ENTERPAGE}`);
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('the router redirects a client-side navigation to /enterpage?tab=1 the same way', async () => {
    const origin = env.server.international;
    const { context, page, errors } = await openPage(env.browser);
    try {
      await page.goto(`${origin}/pricing`);
      await waitForHydration(page);
      await markDocument(page);
      // No link leads signed-out visitors to the cabinet: change the URL and let React Router's
      // history listener (popstate) route to it, as Back/Forward would.
      await page.evaluate(() => {
        window.history.pushState(null, '', '/enterpage?tab=1');
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      });
      await page.waitForURL(`${origin}${LOGIN_FOR_ENTERPAGE}`);
      await page.locator('h1', { hasText: en.routes.authLogin.title }).waitFor();
      assert.ok(await isSameDocument(page), 'the redirect reloaded the page instead of routing on the client');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });

  it('the guest-only sign-in page stays reachable, directly and from the header', async () => {
    const origin = env.server.international;
    const { context, page, errors } = await openPage(env.browser);
    try {
      const res = await page.goto(`${origin}/auth/login`);
      assert.equal(res.status(), 200);
      assert.equal(page.url(), `${origin}/auth/login`);
      assert.equal(await page.locator('h1').first().textContent(), en.routes.authLogin.title);

      await page.goto(`${origin}/`);
      await waitForHydration(page);
      await markDocument(page);
      await page.getByRole('banner').getByRole('link', { name: en.common.nav.signIn, exact: true }).click();
      await page.waitForURL(`${origin}/auth/login`);
      await page.locator('h1', { hasText: en.routes.authLogin.title }).waitFor();
      assert.ok(await isSameDocument(page));
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
