import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChromeApi } from './chrome.ts';
import {
  addHistory,
  disabledSites,
  HISTORY_MAX,
  loadHistory,
  loadSettings,
  setSiteEnabled,
  siteEnabled,
} from './settings.ts';

/** chrome.storage.local in memory, and the packaged config.json the server adds (or none). */
function fakeChrome(config: object | null): ChromeApi {
  const store: Record<string, unknown> = {};
  const api = {
    storage: {
      local: {
        async get(keys: string | string[] | null) {
          const list = keys === null ? Object.keys(store) : Array.isArray(keys) ? keys : [keys];
          return Object.fromEntries(list.filter((k) => k in store).map((k) => [k, structuredClone(store[k])]));
        },
        async set(items: Record<string, unknown>) {
          Object.assign(store, structuredClone(items));
        },
      },
    },
    runtime: { getURL: (p: string) => `chrome-extension://abc/${p}` },
  };
  vi.stubGlobal('fetch', async (url: string) =>
    config && url === 'chrome-extension://abc/config.json' ? Response.json(config) : new Response('', { status: 404 }),
  );
  return api as unknown as ChromeApi;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('settings', () => {
  it('the service address: the saved one, else the site the package came from', async () => {
    const api = fakeChrome({ host: 'https://solve.example' });
    expect(await loadSettings(api)).toEqual({ host: 'https://solve.example', key: '' });
    await api.storage.local.set({ host: 'https://other.example', key: 'K' });
    expect(await loadSettings(api)).toEqual({ host: 'https://other.example', key: 'K' });
    expect(await loadSettings(fakeChrome(null))).toEqual({ host: '', key: '' });
    expect((await loadSettings(fakeChrome({ host: 'javascript:alert(1)' }))).host).toBe('');
  });

  it('solving is on for every site until turned off there', async () => {
    const api = fakeChrome(null);
    expect(await siteEnabled(api, 'shop.example')).toBe(true);
    await setSiteEnabled(api, 'shop.example', false);
    expect(await siteEnabled(api, 'shop.example')).toBe(false);
    expect(await siteEnabled(api, 'news.example')).toBe(true);
    expect(await disabledSites(api)).toEqual(['shop.example']);
    await setSiteEnabled(api, 'shop.example', true);
    expect(await siteEnabled(api, 'shop.example')).toBe(true);
    expect(await disabledSites(api)).toEqual([]);
  });

  it('keeps the last ten solves, newest first', async () => {
    const api = fakeChrome(null);
    for (let i = 0; i < 12; i++) {
      await addHistory(api, { time: i, kind: 'normal', site: 's', ok: true, result: `r${i}`, cost: '0.001' });
    }
    const history = await loadHistory(api);
    expect(history).toHaveLength(HISTORY_MAX);
    expect(history.map((r) => r.result)).toEqual(['r11', 'r10', 'r9', 'r8', 'r7', 'r6', 'r5', 'r4', 'r3', 'r2']);
  });
});
