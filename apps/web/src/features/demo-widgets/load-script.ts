/** Scripts asked for on this page, by address: each provider script is added once. */
const loading = new Map<string, Promise<void>>();

/**
 * Adds the provider's script (its address from the describe reply) to the page and resolves when
 * it has run. Never inline code: the page's CSP allows only this provider's hosts.
 */
export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.demoWidget = 'provider';
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(src);
      reject(new Error(`script ${src} failed`));
    });
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

/** Waits until the provider's global is there (some scripts define it after `load`). */
export async function globalOf<T>(name: string, timeoutMs = 10_000): Promise<T> {
  const start = Date.now();
  const w = window as unknown as Record<string, unknown>;
  while (w[name] === undefined) {
    if (Date.now() - start > timeoutMs) throw new Error(`${name} not defined`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return w[name] as T;
}
