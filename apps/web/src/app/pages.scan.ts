import fs from 'node:fs';
import path from 'node:path';
import { NAMESPACES, type Namespace } from '@crowdsolve/i18n/namespaces';

/**
 * Reads the namespaces a module and everything it imports (statically or lazily, within the web
 * app) use — with `lazy: false`, only through static imports: `useTranslation('ns' | ['ns', …])`, `ns="ns"` / `ns: 'ns'`, and keys written `ns:key`.
 * `useTranslation()` means the default namespace, `common`. For the tests only.
 */
export function namespacesUsedFrom(entry: string, options: { lazy: boolean } = { lazy: true }): Set<Namespace> {
  const known = new Set<string>(NAMESPACES);
  const found = new Set<Namespace>();
  const seen = new Set<string>();
  const add = (ns: string) => {
    if (known.has(ns)) found.add(ns as Namespace);
  };
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const m of source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')?/g)) {
      if (!m[1]) add('common');
      else for (const q of m[1].matchAll(/'([^']+)'/g)) add(q[1] as string);
    }
    for (const m of source.matchAll(/\bns(?:=|:\s*)["']([a-z][a-zA-Z0-9]*)["']/g)) add(m[1] as string);
    for (const m of source.matchAll(/['"`]([a-z][a-zA-Z0-9]*):[\w$]/g)) add(m[1] as string);
    const imports = [
      ...source.matchAll(/^import\s+(?!type\s)[\s\S]*?\s+from\s+'(\.[^']+)'/gm),
      ...source.matchAll(/^export\s+(?!type\s)[\s\S]*?\s+from\s+'(\.[^']+)'/gm),
      ...(options.lazy ? source.matchAll(/import\(\s*'(\.[^']+)'\s*\)/g) : []),
    ];
    for (const m of imports) visit(path.resolve(path.dirname(file), m[1] as string));
  };
  visit(entry);
  return found;
}
