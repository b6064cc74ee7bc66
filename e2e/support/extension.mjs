// The browser extension as a person installs it: the zip from the download page, unpacked, loaded
// into Chromium (`--load-extension`, new headless mode) in a profile of its own.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { chromium } from 'playwright-core';

/** The files of a ZIP (stored or deflated entries, as the extension's build writes them). */
export function unzip(zip) {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const files = new Map();
  let p = zip.readUInt32LE(end + 16);
  for (let i = zip.readUInt16LE(end + 10); i > 0; i--) {
    const nameLength = zip.readUInt16LE(p + 28);
    const local = zip.readUInt32LE(p + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + zip.readUInt32LE(p + 20));
    files.set(
      zip.toString('utf8', p + 46, p + 46 + nameLength),
      zip.readUInt16LE(p + 10) === 8 ? inflateRawSync(data) : data,
    );
    p += 46 + nameLength + zip.readUInt16LE(p + 30) + zip.readUInt16LE(p + 32);
  }
  return files;
}

/**
 * Chromium with the extension of `zip` installed. Returns the context, the extension's id (for its
 * pages, `chrome-extension://<id>/options.html`) and `close`, which also removes the profile.
 */
export async function browserWithExtension(zip) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'crowdsolve-extension-'));
  const dir = path.join(root, 'extension');
  for (const [name, data] of unzip(zip)) {
    await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await fs.writeFile(path.join(dir, name), data);
  }
  const context = await chromium.launchPersistentContext(path.join(root, 'profile'), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    locale: 'en-US',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--disable-extensions-except=${dir}`,
      `--load-extension=${dir}`,
    ],
  });
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 20_000 }));
    return {
      context,
      id: new URL(worker.url()).host,
      async close() {
        await context.close().catch(() => {});
        await fs.rm(root, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await context.close().catch(() => {});
    await fs.rm(root, { recursive: true, force: true });
    throw err;
  }
}
