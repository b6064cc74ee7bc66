/** One record of Vite's build manifest (`dist/client/.vite/manifest.json`), keyed by source path. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The chunk keys a key needs: itself and, transitively, what it imports statically. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const k of manifest[key].imports ?? []) closure(manifest, k, into);
  return into;
}

/**
 * `<link>` elements that fetch a screen's chunks (and its stylesheets) together with the entry, so
 * the browser does not wait for the entry to ask for them. What the template already loads (the
 * entry and its static imports) is left out. Unknown modules give nothing.
 */
export function screenPreloads(manifest: Manifest, module: string): string {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const loaded = entry ? closure(manifest, entry) : new Set<string>();
  const loadedCss = new Set([...loaded].flatMap((k) => manifest[k]?.css ?? []));
  const links: string[] = [];
  for (const key of closure(manifest, module)) {
    const chunk = manifest[key] as ManifestChunk;
    for (const css of chunk.css ?? []) {
      if (!loadedCss.has(css)) links.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
      loadedCss.add(css);
    }
    if (!loaded.has(key)) links.push(`<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
  }
  return links.join('\n    ');
}
