import { COOKIES, type Language, ONE_YEAR_SECONDS, REGION_DEFAULT_LANGUAGE } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { setBrowserCookie } from '../../lib/cookies.ts';
import { internationalSiteHref, localizedHref, regionSiteHref, switchableLanguages } from '../../lib/language-paths.ts';
import { GlobeIcon, LanguagesIcon } from '../../ui/icons.tsx';
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
      <LanguagesIcon className="lang-switcher__icon" size={16} aria-hidden="true" focusable="false" />
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
          <GlobeIcon size={16} aria-hidden="true" focusable="false" />
        </a>
      ) : null}
    </nav>
  );
}
