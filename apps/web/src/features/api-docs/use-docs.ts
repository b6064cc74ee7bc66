import type { Language } from '@crowdsolve/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppEnv } from '../../lib/app-env.tsx';
import { type DocsParams, versionOf } from './api.ts';

/** The language, version and host the documentation of this page is asked in (as it was preloaded). */
export function useDocsParams(): DocsParams {
  const { i18n } = useTranslation();
  const [search] = useSearchParams();
  const { boot } = useAppEnv();
  return { language: i18n.language as Language, version: versionOf(search), hostname: boot.host };
}
