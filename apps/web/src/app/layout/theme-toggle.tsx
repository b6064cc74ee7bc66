import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoonIcon, SunIcon } from '../../ui/icons.tsx';
import { applyTheme, currentTheme, type Theme } from '../../ui/theme.ts';

/**
 * Switches between the light and the dark theme. The page rendered with the right one already
 * (the cookie, or the system's); both icons are in the markup and the stylesheet shows the one
 * for the theme in force, so the button is right before the script runs.
 */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const [theme, setTheme] = useState<Theme | null>(null);
  useEffect(() => setTheme(currentTheme()), []);
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      aria-label={t('theme.toggle')}
      title={t('theme.toggle')}
      aria-pressed={theme === null ? undefined : theme === 'dark'}
      onClick={() => {
        const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
        applyTheme(next);
        setTheme(next);
      }}
    >
      <MoonIcon className="theme-toggle__moon" size={18} aria-hidden="true" />
      <SunIcon className="theme-toggle__sun" size={18} aria-hidden="true" />
    </button>
  );
}
