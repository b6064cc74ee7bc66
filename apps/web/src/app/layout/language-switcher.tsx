import { COOKIES, type Language, ONE_YEAR_SECONDS, REGION_DEFAULT_LANGUAGE } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { setBrowserCookie } from '../../lib/cookies.ts';
import { internationalSiteHref, localizedHref, regionSiteHref, switchableLanguages } from '../../lib/language-paths.ts';
import type { RouteDef } from '../route-types.ts';

/**
 * Languages the page exists in on this site. International site: the choice is kept in a
 * cookie and the page reloads in it, and Chinese leads to the same page on the region site.
 * Region site: each language has its own path prefix, and a link leads back to the
 * international site.
 */
export function LanguageSwitcher({ def }: { def: RouteDef | null }) {
  const env = useAppEnv();
  const { t, i18n } = useTranslation('common');
  const location = useLocation();
  const { site, regionUrl, internationalUrl } = env.boot;
  const pageLanguages = def?.languages ?? ['en', 'ru', 'zh'];
  const languages = switchableLanguages(site, pageLanguages);
  const path = `${location.pathname}${location.search}`;
  // Chinese lives on the region site: the same page there, or its home when the page has no Chinese.
  const chinese =
    site === 'international' && regionUrl
      ? regionSiteHref(regionUrl, pageLanguages.includes(REGION_DEFAULT_LANGUAGE) ? path : '/')
      : null;
  const international =
    site === 'region' && internationalUrl
      ? internationalSiteHref(internationalUrl, i18n.language as Language, path)
      : null;
  if (languages.length + (chinese ? 1 : 0) < 2 && !international) return null;

  return (
    <nav className="lang-switcher" aria-label={t('language.label')}>
      {languages.map((lang: Language) => {
        const href = localizedHref(site, lang, path);
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
              if (site === 'international') setBrowserCookie(COOKIES.language, lang, ONE_YEAR_SECONDS);
            }}
          >
            {t(`language.names.${lang}`)}
          </a>
        );
      })}
      {chinese ? (
        <a href={chinese} hrefLang="zh" lang="zh" className="lang-switcher__item">
          {t('language.names.zh')}
        </a>
      ) : null}
      {international ? (
        <a
          href={international}
          className="lang-switcher__item lang-switcher__site"
          aria-label={t('language.internationalSite')}
          title={t('language.internationalSite')}
        >
          {/* A globe: the link's name is its label, which would not fit beside the nav in every language. */}
          <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <g fill="none" stroke="currentColor" strokeWidth="1.3">
              <circle cx="8" cy="8" r="6.5" />
              <ellipse cx="8" cy="8" rx="2.8" ry="6.5" />
              <path d="M1.5 8h13M2.6 4.5h10.8M2.6 11.5h10.8" />
            </g>
          </svg>
        </a>
      ) : null}
    </nav>
  );
}
