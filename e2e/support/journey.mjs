// Helpers the account, worker and customer journeys share: an admin made by the CLI before the
// server starts, signing in through the form, and links from the development mail outbox.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { waitForHydration } from './browser.mjs';
import { en } from './i18n.mjs';
import { ROOT } from './server.mjs';

/** The password every journey's accounts use. */
export const PASSWORD = 'a-long-journey-password';

/** `npm run admin -- create-admin <email>` on a fresh data dir, before the server starts. */
export function createAdmin(dataDir, email, password = PASSWORD) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'apps/server/src/cli/admin.ts'), 'create-admin', email],
      {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false' },
        stdio: ['pipe', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`create-admin failed: ${output}`))));
    child.stdin.end(`${password}\n`);
  });
}

/** Signs in through the form (the page lands wherever the app sends it). */
export async function signIn(page, origin, email, password = PASSWORD) {
  await page.goto(`${origin}/auth/login`);
  await waitForHydration(page);
  await page.getByLabel(en.auth.fields.email).fill(email);
  await page.getByLabel(en.auth.fields.password).fill(password);
  await page.getByRole('button', { name: en.auth.login.submit }).click();
}

/** The newest mail to `to` in the development outbox whose text matches `pattern`: the link's path. */
export async function mailLink(origin, to, pattern) {
  for (let i = 0; i < 100; i++) {
    const res = await fetch(`${origin}/api/v2/dev/mail`);
    assert.equal(res.status, 200);
    const { mails } = await res.json();
    for (const mail of mails.filter((m) => m.to === to)) {
      const match = mail.text.match(pattern);
      if (match) return new URL(match[0]).pathname;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to} with ${pattern}`);
}

/** The address-confirmation link of a sign-up mail. */
export const CONFIRM_LINK = /https?:\/\/\S+\/auth\/check_key\/[\w-]+\/\d+/;
