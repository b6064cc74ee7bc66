import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** After navigation: to the `#hash` target when there is one, else to the top (spec §2). */
export function scrollForLocation(hash: string, doc: Document, win: Pick<Window, 'scrollTo'>): void {
  if (hash) {
    const id = decodeURIComponent(hash.slice(1));
    const target = doc.getElementById(id);
    if (target) {
      target.scrollIntoView();
      return;
    }
  }
  win.scrollTo(0, 0);
}

export function ScrollManager() {
  const { key, hash, pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation (key)
  useLayoutEffect(() => {
    scrollForLocation(hash, document, window);
  }, [key, pathname, hash]);
  return null;
}
