import { ApiError, apiClient, normalizeHost } from './api.ts';
import { chromeApi, localize } from './chrome.ts';
import { disabledSites, loadSettings, setSiteEnabled } from './settings.ts';

/** The options page: the service's address and the API key, checked against getBalance before saving. */
const api = chromeApi();
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const msg = (name: string, subs?: string | string[]) => api.i18n.getMessage(name, subs) || name;

/** The sites turned off, each with a button that turns it back on. */
async function showDisabledSites() {
  const sites = await disabledSites(api);
  $('off-none').hidden = sites.length > 0;
  $('off-sites').replaceChildren(
    ...sites.map((site) => {
      const li = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = msg('turnOn');
      button.addEventListener('click', async () => {
        await setSiteEnabled(api, site, true);
        await showDisabledSites();
      });
      li.append(`${site} `, button);
      return li;
    }),
  );
}

async function main() {
  localize(document, api);
  void showDisabledSites();
  const hostInput = $<HTMLInputElement>('host');
  const keyInput = $<HTMLInputElement>('key');
  const status = $('status');
  const settings = await loadSettings(api);
  hostInput.value = settings.host;
  keyInput.value = settings.key;

  $<HTMLFormElement>('form').addEventListener('submit', async (event) => {
    event.preventDefault();
    status.className = '';
    const host = normalizeHost(hostInput.value);
    const key = keyInput.value.trim();
    if (!host) {
      status.textContent = msg('hostInvalid');
      status.className = 'error';
      return;
    }
    // Ask for this one host (declared optional) while the click still counts as a user gesture;
    // calls work without it too (header_acao=1), so the check does not wait for the answer.
    void api.permissions.request({ origins: [`${host}/*`] }).catch(() => false);
    status.textContent = msg('checking');
    try {
      const balance = await apiClient({ host, key }).balance();
      await api.storage.local.set({ host, key });
      hostInput.value = host;
      status.textContent = msg('saved', `$${balance}`);
    } catch (error) {
      status.textContent = msg('keyRejected', error instanceof ApiError ? error.code : String(error));
      status.className = 'error';
    }
  });
}

void main();
