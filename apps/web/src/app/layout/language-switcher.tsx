import { COOKIES, type Language, ONE_YEAR_SECONDS } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { setBrowserCookie } from '../../lib/cookies.ts';
import { localizedHref, switchableLanguages } from '../../lib/language-paths.ts';
import type { RouteDef } from '../route-types.ts';

/**
 * Languages the page exists in on this site. International site: the choice is kept in a
 * cookie and the page reloads in it; region site: each language has its own path prefix.
 */
export function LanguageSwitcher({ def }: { def: RouteDef | null }) {
  const env = useAppEnv();
  const { t, i18n } = useTranslation('common');
  const location = useLocation();
  const languages = switchableLanguages(env.boot.site, def?.languages ?? ['en', 'ru', 'zh']);
  if (languages.length < 2) return null;
  const path = `${location.pathname}${location.search}`;

  return (
    <nav className="lang-switcher" aria-label={t('language.label')}>
      {languages.map((lang: Language) => {
        const href = localizedHref(env.boot.site, lang, path);
        const current = lang === i18n.language;
        return (
          <a
            key={lang}
            href={href}
            hrefLang={lang}
            lang={lang}
            aria-current={current ? 'true' : undefined}
            className={current ? 'lang-switcher__item is-current' : 'lang-switcher__item'}
            onClick={() => {
              if (env.boot.site === 'international') setBrowserCookie(COOKIES.language, lang, ONE_YEAR_SECONDS);
            }}
          >
            {t(`language.names.${lang}`)}
          </a>
        );
      })}
    </nav>
  );
}
