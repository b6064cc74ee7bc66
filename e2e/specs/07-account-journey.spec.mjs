// A customer's account journey: register → confirm by mail → turn on 2FA → sign out → sign in
// with a TOTP code → switch language and keep it → an admin-only page sends them home.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { generate } from 'otplib';
import { openPage, screenshot, waitForHydration } from '../support/browser.mjs';
import { en } from '../support/i18n.mjs';
import { CONFIRM_LINK, mailLink, PASSWORD, signIn } from '../support/journey.mjs';
import { useServerAndBrowser } from '../support/suite.mjs';

const EMAIL = `journey-${Date.now()}@example.com`;

describe('a customer account from sign-up to two-factor sign-in', () => {
  const env = useServerAndBrowser(() => ({ DEV_MAIL_OUTBOX: 'true', SEED_DEMO: 'false' }));

  it('goes through the whole journey', async () => {
    const origin = env.server.international;
    const { context, page, errors } = await openPage(env.browser);
    try {
      // Register as a customer.
      await page.goto(`${origin}/auth/register?userType=customer`);
      await waitForHydration(page);
      await page.getByLabel(en.auth.fields.email).fill(EMAIL);
      await page.getByLabel(en.auth.fields.password).fill(PASSWORD);
      await page.locator('input[type="checkbox"][name="acceptTerms"]').check();
      await page.getByRole('button', { name: en.auth.register.submit }).click();
      await page.getByText(en.auth.register.done.title).waitFor();

      // Registration signs in (an unconfirmed account may); then confirm the address from the letter.
      await page.getByRole('link', { name: en.auth.register.done.continue }).click();
      await page.waitForURL(`${origin}/enterpage`);
      const confirm = await mailLink(origin, EMAIL, CONFIRM_LINK);
      await page.goto(`${origin}${confirm}`);
      await page.getByText(en.auth.checkKey.done).waitFor();

      // Turn on two-factor authentication with a code computed from the shown secret.
      await page.goto(`${origin}/profile/authentication`);
      await waitForHydration(page);
      await page.getByRole('button', { name: en.profile.twoFactor.turnOn }).click();
      const secret = (await page.locator('code.code').first().textContent())?.trim();
      assert.match(secret ?? '', /^[A-Z2-7]{16,}$/);
      const now = Math.floor(Date.now() / 1000);
      await page.getByLabel(en.profile.twoFactor.code).fill(await generate({ secret, epoch: now }));
      await page.getByRole('button', { name: en.profile.twoFactor.enable }).click();
      await page.getByTestId('recovery-codes').waitFor();

      // Sign out, then sign in again: the password alone is not enough.
      await page.goto(`${origin}/auth/logout`);
      await waitForHydration(page);
      await page.getByText(en.auth.logout.done).waitFor();
      await signIn(page, origin, EMAIL);
      await page.waitForURL(`${origin}/auth/oauth-2fa`);
      // The next time step's code: the one used to turn 2FA on is spent (no replay).
      await page.getByLabel(en.auth.secondFactor.codeLabel).fill(await generate({ secret, epoch: now + 30 }));
      await page.getByRole('button', { name: en.auth.secondFactor.submit }).click();
      await page.waitForURL(`${origin}/enterpage`);

      // Switch the interface to Russian; a reload keeps it, and the profile remembers it.
      await page.locator('.lang-switcher a[hreflang="ru"]').click();
      await page.waitForFunction(() => document.documentElement.lang === 'ru');
      await waitForHydration(page);
      await page.reload();
      await waitForHydration(page);
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
      await page.waitForFunction(async () => {
        const res = await fetch('/api/v2/user');
        return (await res.json()).interfaceLanguage === 'ru';
      });

      // An admin-only page sends a customer home.
      await page.goto(`${origin}/admin/users`);
      assert.equal(new URL(page.url()).pathname, '/');
      assert.deepEqual(errors, []);
    } catch (err) {
      await screenshot(page, 'account-journey-failure');
      throw err;
    } finally {
      await context.close();
    }
  });
});
