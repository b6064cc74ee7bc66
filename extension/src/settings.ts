import type { ChromeApi } from './chrome.ts';

/** Everything the extension keeps, in `chrome.storage.local`. */
export interface Settings {
  /** The service's origin (`https://host`), or '' until set. */
  host: string;
  key: string;
}

export interface SolveRecord {
  time: number;
  kind: string;
  site: string;
  ok: boolean;
  /** The answer (shortened) or the error code. */
  result: string;
  cost: string | null;
}

export const HISTORY_MAX = 10;
/** Replaced by the build with the service the extension was built for (PUBLIC_URL), else ''. */
declare const __DEFAULT_HOST__: string;
export const DEFAULT_HOST = typeof __DEFAULT_HOST__ === 'string' ? __DEFAULT_HOST__ : '';

/** The site the package was downloaded from: the server adds `config.json` to the zip it serves. */
export async function packagedHost(api: ChromeApi, doFetch: typeof fetch = fetch): Promise<string> {
  try {
    const res = await doFetch(api.runtime.getURL('config.json'));
    const config = (await res.json()) as { host?: unknown };
    return typeof config.host === 'string' && /^https?:\/\/[^/]+$/.test(config.host) ? config.host : '';
  } catch {
    return '';
  }
}

/** The address the person saved, else the site the package came from, else the one it was built for. */
export async function loadSettings(api: ChromeApi): Promise<Settings> {
  const got = await api.storage.local.get(['host', 'key']);
  const saved = typeof got.host === 'string' ? got.host : '';
  return {
    host: saved || (await packagedHost(api)) || DEFAULT_HOST,
    key: typeof got.key === 'string' ? got.key : '',
  };
}

/** The sites the person turned solving off for (hostnames). */
export async function disabledSites(api: ChromeApi): Promise<string[]> {
  const { disabledSites } = await api.storage.local.get('disabledSites');
  return Array.isArray(disabledSites) ? disabledSites.filter((s): s is string => typeof s === 'string') : [];
}

/** Solving is on everywhere unless the person turned it off for the site. */
export async function siteEnabled(api: ChromeApi, site: string): Promise<boolean> {
  return !(await disabledSites(api)).includes(site);
}

export async function setSiteEnabled(api: ChromeApi, site: string, enabled: boolean) {
  const list = new Set(await disabledSites(api));
  if (enabled) list.delete(site);
  else list.add(site);
  await api.storage.local.set({ disabledSites: [...list] });
}

export async function loadHistory(api: ChromeApi): Promise<SolveRecord[]> {
  const { history } = await api.storage.local.get('history');
  return Array.isArray(history) ? (history as SolveRecord[]) : [];
}

/** Newest first, at most HISTORY_MAX. */
export async function addHistory(api: ChromeApi, record: SolveRecord) {
  const history = await loadHistory(api);
  await api.storage.local.set({ history: [record, ...history].slice(0, HISTORY_MAX) });
}
