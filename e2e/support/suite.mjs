// One production server and one browser per spec file, started in `before` and stopped in `after`.
import { after, before } from 'node:test';
import { launchBrowser } from './browser.mjs';
import { startServer } from './server.mjs';

/**
 * Registers the hooks; the returned object gets `server` and `browser` once `before` ran.
 * `extraEnv` (may be async) gives extra environment variables for the server; `options.prepare`
 * runs on the fresh data dir before the server starts.
 */
export function useServerAndBrowser(extraEnv = () => ({}), options = {}) {
  const env = { server: null, browser: null };
  before(async () => {
    env.server = await startServer(await extraEnv(), options);
    env.browser = await launchBrowser();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.stop();
  });
  return env;
}
