/** The part of the extension API this extension uses (no @types/chrome needed). */

export interface Port {
  name: string;
  postMessage(message: unknown): void;
  disconnect(): void;
  onMessage: { addListener(cb: (message: unknown, port: Port) => void): void };
  onDisconnect: { addListener(cb: (port: Port) => void): void };
}

export interface ChromeApi {
  runtime: {
    connect(info: { name: string }): Port;
    onConnect: { addListener(cb: (port: Port) => void): void };
    sendMessage(message: unknown): Promise<unknown>;
    onMessage: {
      addListener(
        cb: (message: unknown, sender: unknown, respond: (reply: unknown) => void) => boolean | undefined,
      ): void;
    };
    openOptionsPage(): Promise<void>;
    getURL(path: string): string;
  };
  storage: {
    local: {
      get(keys: string | string[] | null): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
    };
    onChanged: { addListener(cb: (changes: Record<string, unknown>, area: string) => void): void };
  };
  tabs: { query(info: { active: boolean; currentWindow: boolean }): Promise<{ id?: number; url?: string }[]> };
  permissions: { request(p: { origins: string[] }): Promise<boolean> };
  i18n: { getMessage(name: string, substitutions?: string | string[]): string };
}

export function chromeApi(): ChromeApi {
  return (globalThis as unknown as { chrome: ChromeApi }).chrome;
}

/** Fills `data-i18n` elements with their message (`_locales/<lang>/messages.json`). */
export function localize(root: Document, api: ChromeApi = chromeApi()) {
  root.documentElement.lang = api.i18n.getMessage('@@ui_locale').replace('_', '-') || 'en';
  for (const el of root.querySelectorAll<HTMLElement>('[data-i18n]')) {
    const text = api.i18n.getMessage(el.dataset.i18n ?? '');
    if (text) el.textContent = text;
  }
}
