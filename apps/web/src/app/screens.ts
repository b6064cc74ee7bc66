import { BASE_NAMESPACES, type Namespace } from '@crowdsolve/i18n/namespaces';
import { importWithReload } from '../lib/lazy-reload.ts';

/** A screen: its module, the catalogue namespaces it uses beyond the base ones, and its loader. */
export interface Screen {
  /** Source path under `src/`: the key of its chunk in the build manifest (the server preloads it). */
  module: string;
  /**
   * Namespaces beyond the base ones (common, errors, routes): the page carries only these, client
   * navigation fetches them with the code. `pages.test.ts` fails when they disagree with the code.
   */
  namespaces: readonly Namespace[];
  load: () => Promise<{ Component: React.ComponentType }>;
}

export function screen(module: string, namespaces: readonly Namespace[], load: Screen['load']): Screen {
  return { module, namespaces, load: importWithReload(load) };
}

/** Every namespace a screen needs: the base ones and its own. */
export function namespacesOf(screen: Screen): readonly Namespace[] {
  return [...BASE_NAMESPACES, ...screen.namespaces];
}
