import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../features/profile/testing.tsx';
import { parseCookies } from '../../lib/cookies.ts';
import { THEME_CHANGE_EVENT } from '../../ui/theme.ts';
import { ThemeToggle } from './theme-toggle.tsx';

/** The system's colour scheme as `matchMedia` reports it. */
function systemPrefers(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: dark && query.includes('dark'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

function clearTheme() {
  delete document.documentElement.dataset.theme;
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the cookie the toggle writes
  document.cookie = 'theme=; Max-Age=0; Path=/';
}

const toggle = () => screen.getByRole('button', { name: 'Dark theme' });

describe('the theme toggle', () => {
  beforeEach(clearTheme);
  afterEach(() => {
    cleanup();
    clearTheme();
    vi.unstubAllGlobals();
  });

  it('switches a light page to dark: the attribute on <html>, the theme cookie, the pressed state', async () => {
    systemPrefers(false);
    renderApp({ element: <ThemeToggle /> });
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    const changed = vi.fn();
    window.addEventListener(THEME_CHANGE_EVENT, changed);

    fireEvent.click(toggle());

    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(parseCookies(document.cookie).theme).toBe('dark');
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(changed).toHaveBeenCalledOnce();
    window.removeEventListener(THEME_CHANGE_EVENT, changed);

    fireEvent.click(toggle());
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(parseCookies(document.cookie).theme).toBe('light');
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
  });

  it('starts from the system theme when none was chosen: a dark system switches to light', () => {
    systemPrefers(true);
    renderApp({ element: <ThemeToggle /> });
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle());
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(parseCookies(document.cookie).theme).toBe('light');
  });

  it('starts from the theme the server set on <html>, over the system one', () => {
    systemPrefers(true);
    document.documentElement.dataset.theme = 'light';
    renderApp({ element: <ThemeToggle /> });
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle());
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('is named in every language', () => {
    renderApp({ element: <ThemeToggle />, language: 'ru' });
    expect(screen.getByRole('button', { name: 'Тёмная тема' })).toBeTruthy();
    cleanup();
    renderApp({ element: <ThemeToggle />, language: 'zh' });
    expect(screen.getByRole('button', { name: '深色主题' })).toBeTruthy();
  });
});
