import type { Language } from '@crowdsolve/contract';
import { NAMESPACES, resources } from '@crowdsolve/i18n';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** One i18next instance per render (server) or per page load (browser), ready at once. */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'ru', 'zh'],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
