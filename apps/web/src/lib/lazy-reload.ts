const KEY = 'cs:chunk-reload';

/**
 * Wraps a dynamic import: when the module fails to load (typically a new deployment removed
 * the old chunk), the page reloads once. A second failure is thrown to the error screen,
 * so the page never loops.
 */
export function importWithReload<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      const mod = await load();
      if (typeof window !== 'undefined') window.sessionStorage.removeItem(KEY);
      return mod;
    } catch (err) {
      if (typeof window === 'undefined') throw err;
      if (window.sessionStorage.getItem(KEY)) {
        window.sessionStorage.removeItem(KEY);
        throw err;
      }
      window.sessionStorage.setItem(KEY, '1');
      window.location.reload();
      return new Promise<T>(() => {}); // the reload replaces the page
    }
  };
}
