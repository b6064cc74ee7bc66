import type { Language } from '@crowdsolve/contract';
import { useMatches } from 'react-router';
import { pageLanguage } from '../../lib/language-paths.ts';
import type { RouteDef, RouteHandle } from '../route-types.ts';

/** The route definition of the page being shown (null on the not-found page). */
export function useRouteDef(): RouteDef | null {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  return (leaf?.handle as RouteHandle | undefined)?.def ?? null;
}

export function languageForPage(siteLanguage: Language, def: RouteDef | null): Language {
  return def ? pageLanguage(siteLanguage, def.languages) : siteLanguage;
}
