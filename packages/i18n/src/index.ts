import type { Language } from '@crowdsolve/contract';
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enRoutes from '../locales/en/routes.json' with { type: 'json' };
import ruCommon from '../locales/ru/common.json' with { type: 'json' };
import ruErrors from '../locales/ru/errors.json' with { type: 'json' };
import ruRoutes from '../locales/ru/routes.json' with { type: 'json' };
import zhCommon from '../locales/zh/common.json' with { type: 'json' };
import zhErrors from '../locales/zh/errors.json' with { type: 'json' };
import zhRoutes from '../locales/zh/routes.json' with { type: 'json' };

/** Namespaces: `common` (layout, shared words), `errors` (one message per error code), `routes` (titles). */
export const NAMESPACES = ['common', 'errors', 'routes'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  en: { common: enCommon, errors: enErrors, routes: enRoutes },
  ru: { common: ruCommon, errors: ruErrors, routes: ruRoutes },
  zh: { common: zhCommon, errors: zhErrors, routes: zhRoutes },
} as const satisfies Record<Language, Record<Namespace, unknown>>;

/** Dotted paths of every leaf string in a catalogue, for the completeness check. */
export function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}
