import { ONE_YEAR_SECONDS } from '@crowdsolve/contract';
import { setBrowserCookie } from '../lib/cookies.ts';

/** The cookie keeping the visitor's chosen theme; without it the page follows the system's. */
export const THEME_COOKIE = 'theme';
export type Theme = 'light' | 'dark';
/** Fired on `window` when the visitor switches the theme (charts redraw their colours). */
export const THEME_CHANGE_EVENT = 'cs-themechange';

/** The theme a cookie value names, or null (follow the system) for anything else. */
export function themeFromCookie(value: string | undefined | null): Theme | null {
  return value === 'light' || value === 'dark' ? value : null;
}

/** The theme the page shows now: the chosen one, else the system's. */
export function currentTheme(doc: Document = document): Theme {
  const chosen = themeFromCookie(doc.documentElement.dataset.theme);
  if (chosen) return chosen;
  const view = doc.defaultView;
  return view?.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Shows a theme at once and keeps it for the next pages (the server reads the cookie). */
export function applyTheme(theme: Theme, doc: Document = document): void {
  doc.documentElement.dataset.theme = theme;
  setBrowserCookie(THEME_COOKIE, theme, ONE_YEAR_SECONDS);
  doc.defaultView?.dispatchEvent(new Event(THEME_CHANGE_EVENT));
}
