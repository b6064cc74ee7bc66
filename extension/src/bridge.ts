import { CALLBACK_EVENT } from './fill.ts';

/** A global function by its dotted name (`onSolved`, `app.captcha.done`); null for anything else. */
export function resolveCallback(win: object, name: string): ((token: string) => unknown) | null {
  if (!/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(name)) return null;
  let target: unknown = win;
  for (const part of name.split('.')) {
    if (target === null || (typeof target !== 'object' && typeof target !== 'function')) return null;
    target = (target as Record<string, unknown>)[part];
  }
  return typeof target === 'function' ? (target as (token: string) => unknown) : null;
}

/** reCAPTCHA widgets rendered from script keep their callback in `___grecaptcha_cfg.clients`. */
function recaptchaCallbacks(win: Record<string, unknown>): ((token: string) => unknown)[] {
  const cfg = win.___grecaptcha_cfg as { clients?: Record<string, unknown> } | undefined;
  const found: ((token: string) => unknown)[] = [];
  const visit = (node: unknown, depth: number) => {
    if (!node || typeof node !== 'object' || depth > 4) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'callback' && typeof value === 'function') found.push(value as (token: string) => unknown);
      else visit(value, depth + 1);
    }
  };
  for (const client of Object.values(cfg?.clients ?? {})) visit(client, 0);
  return found;
}

/**
 * Runs in the page's own JavaScript world (the content script's world cannot see page globals):
 * calls the widget's callback with the token the extension filled in.
 */
export function installBridge(win: Window) {
  win.document.addEventListener(CALLBACK_EVENT, (event) => {
    let detail: { provider?: string; callback?: string | null; token?: string };
    try {
      detail = JSON.parse(String((event as CustomEvent).detail));
    } catch {
      return;
    }
    const token = typeof detail.token === 'string' ? detail.token : null;
    if (token === null) return;
    const named = detail.callback ? resolveCallback(win, detail.callback) : null;
    const callbacks = named
      ? [named]
      : detail.provider === 'recaptcha'
        ? recaptchaCallbacks(win as unknown as Record<string, unknown>)
        : [];
    for (const cb of callbacks) {
      try {
        cb(token);
      } catch (error) {
        console.warn('Crowdsolve: the page callback failed', error);
      }
    }
  });
}
