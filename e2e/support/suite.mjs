// One production server and one browser per spec file, started in `before` and stopped in `after`.
import { after, before } from 'node:test';
import { launchBrowser } from './browser.mjs';
import { startServer } from './server.mjs';

/** Registers the hooks; the returned object gets `server` and `browser` once `before` ran. */
export function useServerAndBrowser() {
  const env = { server: null, browser: null };
  before(async () => {
    env.server = await startServer();
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}
