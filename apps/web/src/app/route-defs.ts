import type { Language, Permission } from '@crowdsolve/contract';
import type { Guard, RouteDef } from './route-types.ts';

// The builders of the route table's rows (route-table.public.ts, route-table.cabinet.ts).

export const ALL: readonly Language[] = ['en', 'ru', 'zh'];
/** Pages made for the Russian market. */
export const RU_FIRST: readonly Language[] = ['ru', 'en'];
/** Staff tools are not translated into zh. */
export const STAFF: readonly Language[] = ['en', 'ru'];

export const STAFF_ROLES: readonly Permission[] = ['admin', 'moderator'];

/** Languages of the code samples, the values of `/lang/:lang` (spec §2). */
export const CODE_SAMPLE_LANGUAGES = ['php', 'python', 'csharp', 'java', 'go', 'ruby', 'javascript'] as const;

function def(id: string, path: string, guard: Guard, languages: readonly Language[], indexable = false): RouteDef {
  return { id, path, guard, languages, page: 'placeholder', indexable };
}

const PUBLIC: Guard = { kind: 'public' };

/** Public marketing, docs, blog, catalogue, statistics and landing pages: indexed once built. */
export const pub = (id: string, path: string, languages = ALL) => def(id, path, PUBLIC, languages, true);
/** Public but not indexed: sign-out, mail-link and utility pages. */
export const open = (id: string, path: string) => def(id, path, PUBLIC, ALL);
/** Signed-out visitors only. */
export const guest = (id: string, path: string) => def(id, path, { kind: 'guest' }, ALL);
/** Signed in, user type not needed (the role choice screens). */
export const noType = (id: string, path: string) => def(id, path, { kind: 'noUserType' }, ALL);
/** Any signed-in user. */
export const signedIn = (id: string, path: string) => def(id, path, { kind: 'signedIn' }, ALL);
/** Cabinet pages: signed in with a user type chosen. */
export const cabinet = (id: string, path: string) => def(id, path, { kind: 'userType' }, ALL);
/** Staff pages gated by permission flags; admin or moderator unless narrowed. */
export const role = (id: string, path: string, allow = STAFF_ROLES) => def(id, path, { kind: 'role', allow }, STAFF);
/**
 * The content editor and its domains: staff pages in every language, since editors write the
 * Chinese versions too (and may work on the region site).
 */
export const editorRole = (id: string, path: string, allow = STAFF_ROLES) =>
  def(id, path, { kind: 'role', allow }, ALL);

/**
 * The rows as the app uses them. A page still being built (the placeholder screen) is not indexed:
 * `noindex`, no canonical or alternate links, left out of the sitemap.
 */
export function asBuilt(table: readonly RouteDef[]): readonly RouteDef[] {
  return table.map((r) => ({ ...r, indexable: r.indexable && r.page !== 'placeholder' }));
}
