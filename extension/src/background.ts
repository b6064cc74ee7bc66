import { ApiError, answerFor, apiClient, taskParams, timingFor } from './api.ts';
import { captchaLabel, type SolveRequest, type SolveResult } from './captcha.ts';
import { chromeApi, type Port } from './chrome.ts';
import { addHistory, loadSettings, siteEnabled } from './settings.ts';

/**
 * The service worker: the only part that talks to the service. Content scripts open a port named
 * `solve`, send one SolveRequest and get `{ waiting }` while the service works (which also keeps
 * this worker alive) and then one SolveResult.
 */
const api = chromeApi();

export async function solve(request: SolveRequest, onWait: () => void): Promise<SolveResult> {
  const settings = await loadSettings(api);
  const site = safeHost(request.pageurl);
  if (!settings.host || !settings.key) return { ok: false, error: 'NOT_CONFIGURED' };
  if (!(await siteEnabled(api, site))) return { ok: false, error: 'SITE_DISABLED' };
  const client = apiClient({ host: settings.host, key: settings.key });
  const kind = captchaLabel(request.captcha);
  try {
    const id = await client.submit(taskParams(request));
    const { request: raw, price } = await client.result(id, timingFor(request), onWait);
    const answer = answerFor(request.captcha, raw);
    await addHistory(api, { time: Date.now(), kind, site, ok: true, result: answer.slice(0, 40), cost: price });
    return { ok: true, answer, cost: price };
  } catch (error) {
    const code = error instanceof ApiError ? error.code : error instanceof Error ? error.message : String(error);
    await addHistory(api, { time: Date.now(), kind, site, ok: false, result: code, cost: null });
    return { ok: false, error: code };
  }
}

function safeHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
}

api.runtime.onConnect.addListener((port: Port) => {
  if (port.name !== 'solve') return;
  port.onMessage.addListener((message) => {
    void solve(message as SolveRequest, () => port.postMessage({ waiting: true })).then((result) => {
      try {
        port.postMessage({ result });
      } catch {
        // The tab went away.
      }
    });
  });
});

api.runtime.onMessage.addListener((message, _sender, respond) => {
  const m = message as { type?: string };
  if (m.type === 'balance') {
    void loadSettings(api).then(async (s) => {
      if (!s.host || !s.key) return respond({ ok: false, error: 'NOT_CONFIGURED' });
      try {
        respond({ ok: true, balance: await apiClient(s).balance() });
      } catch (error) {
        respond({ ok: false, error: error instanceof ApiError ? error.code : String(error) });
      }
    });
    return true;
  }
  return undefined;
});
