import type { Language } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { useAppEnv } from '../../lib/app-env.tsx';
import { currencyFor } from '../pricing/prices.ts';
import type { ReadParams } from './api.ts';

/** What the public calls are asked for on this page: its language, the host as reached, the currency. */
export function useReadParams(): ReadParams {
  const { i18n } = useTranslation();
  const { boot } = useAppEnv();
  const language = i18n.language as Language;
  return { language, hostname: boot.host, currency: currencyFor(language) };
}
