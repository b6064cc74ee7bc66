import type { BootState, Language } from '@crowdsolve/contract';
import { createContext, useContext } from 'react';
import type { RequestContext } from './request.ts';

/** What every screen may need from the page it lives in. */
export interface AppEnv {
  boot: BootState;
  /** The language the site resolved (the current page may render in another it supports). */
  siteLanguage: Language;
  /** Router basename: `/en` or `/ru` on the region site, '' otherwise. */
  basename: string;
  api: RequestContext;
  regionBannerDismissed: boolean;
}

const AppEnvContext = createContext<AppEnv | null>(null);
export const AppEnvProvider = AppEnvContext.Provider;

export function useAppEnv(): AppEnv {
  const env = useContext(AppEnvContext);
  if (!env) throw new Error('AppEnvProvider is missing');
  return env;
}
