import { chromeApi, localize } from './chrome.ts';
import { loadHistory, loadSettings, type SolveRecord, setSiteEnabled, siteEnabled } from './settings.ts';

/** The toolbar popup: balance, on/off for the current site, the last solves. */
const api = chromeApi();
const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const msg = (name: string, subs?: string | string[]) => api.i18n.getMessage(name, subs) || name;

function row(record: SolveRecord): HTMLTableRowElement {
  const tr = document.createElement('tr');
  if (!record.ok) tr.className = 'error';
  const cells = [
    new Date(record.time).toLocaleTimeString(),
    record.kind,
    record.ok ? record.result : msg('solveFailed', record.result),
    record.cost ? `$${record.cost}` : '—',
  ];
  for (const text of cells) {
    const td = document.createElement('td');
    td.textContent = text;
    tr.appendChild(td);
  }
  return tr;
}

async function main() {
  localize(document, api);
  $('options').addEventListener('click', () => void api.runtime.openOptionsPage());
  const settings = await loadSettings(api);
  const balance = $('balance');
  if (!settings.host || !settings.key) {
    balance.textContent = msg('notConfigured');
  } else {
    const reply = (await api.runtime.sendMessage({ type: 'balance' })) as
      | { ok: true; balance: string }
      | { ok: false; error: string };
    balance.textContent = reply.ok ? `$${reply.balance}` : msg('balanceError', reply.error);
    if (!reply.ok) balance.className = 'error';
  }

  const [tab] = await api.tabs.query({ active: true, currentWindow: true });
  const site = tab?.url && /^https?:/.test(tab.url) ? new URL(tab.url).hostname : '';
  const toggle = $<HTMLInputElement>('site-enabled');
  $('site').textContent = site || msg('noSite');
  toggle.disabled = !site;
  toggle.checked = site ? await siteEnabled(api, site) : false;
  toggle.addEventListener('change', () => void setSiteEnabled(api, site, toggle.checked));

  const history = await loadHistory(api);
  $('empty').hidden = history.length > 0;
  $('history').replaceChildren(...history.map(row));
}

void main();
