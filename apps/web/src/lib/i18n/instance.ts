import type { Language } from '@crowdsolve/contract';
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * One i18next instance per render (server) or per page load (browser), ready at once with the
 * catalogues it is given: all of them on the server, on the page the ones the page uses in its
 * language (more are added by `ensureCatalogues` before a screen that needs them renders).
 */
export function createI18nWith(language: Language, resources: Resource): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ru', 'zh'],
    ns: Object.keys(resources[language] ?? {}),
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
