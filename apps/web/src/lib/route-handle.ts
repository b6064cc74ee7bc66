import { useMatches } from 'react-router';

/**
 * The part of a matched route's handle a screen may read: the route's definition, of which a
 * screen needs only the id (also its i18n key, `routes:<id>.title`). The shell's route handle
 * (app/router.tsx) extends it with the whole definition.
 */
export interface ScreenRouteHandle {
  def: { id: string } | null;
}

/** The id of the route being shown (null on the not-found page). */
export function useRouteId(): string | null {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  return (leaf?.handle as ScreenRouteHandle | undefined)?.def?.id ?? null;
}
