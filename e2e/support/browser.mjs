// Headless Chromium (the system one) through playwright-core, plus page helpers shared by the specs.
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT } from './server.mjs';

export const ARTIFACTS_DIR = path.join(ROOT, 'e2e', 'artifacts');

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * A page in a fresh context whose console errors and uncaught exceptions are collected in
 * `errors` (strings). `contextOptions` go to browser.newContext (e.g. javaScriptEnabled, viewport).
 */
export async function openPage(browser, contextOptions = {}) {
  const context = await browser.newContext({ locale: 'en-US', ...contextOptions });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error')
      errors.push(`console: ${msg.text()}${msg.location()?.url ? ` (${msg.location().url})` : ''}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return { context, page, errors };
}

/** Waits until entry-client has hydrated the server-rendered page. */
export async function waitForHydration(page, timeout = 15_000) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout });
}

/**
 * Marks the current document; `isSameDocument` tells later whether a navigation stayed in it
 * (client-side routing) or loaded a new one.
 */
export async function markDocument(page) {
  await page.evaluate(() => {
    window.__e2eMarker = 'same-document';
  });
}
export async function isSameDocument(page) {
  return page.evaluate(() => window.__e2eMarker === 'same-document');
}

/** The `<link rel="alternate" hreflang>` of the page as { hreflang: href }. */
export async function alternates(page) {
  const links = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((els) => els.map((el) => [el.getAttribute('hreflang'), el.getAttribute('href')]));
  return Object.fromEntries(links);
}

/** Saves a full-page screenshot to e2e/artifacts/<name>.png (for debugging a failure). */
export async function screenshot(page, name) {
  await fs.mkdir(ARTIFACTS_DIR, { recursive: true });
  const file = path.join(ARTIFACTS_DIR, `${name.replace(/[^\w.-]+/g, '_')}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => {});
  return file;
}
