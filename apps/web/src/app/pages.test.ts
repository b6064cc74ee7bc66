import fs from 'node:fs';
import path from 'node:path';
import { BASE_NAMESPACES } from '@crowdsolve/i18n/namespaces';
import { describe, expect, it } from 'vitest';
import { namespacesUsedFrom } from './pages.scan.ts';
import { PAGES, type PageKey } from './pages.ts';

const here = import.meta.dirname;
const base = new Set<string>(BASE_NAMESPACES);

/** Page key → the module its loader imports, read from the sources of the two parts of the screen map. */
function importedModules(): Map<string, string> {
  const source = ['pages.public.ts', 'pages.cabinet.ts']
    .map((f) => fs.readFileSync(path.join(here, f), 'utf8'))
    .join('\n');
  const modules = new Map<string, string>();
  for (const m of source.matchAll(/^\s*(\w+): screen\([^)]*\) =>\s*import\('\.\.\/([^']+)'\)/gm)) {
    modules.set(m[1] as string, m[2] as string);
  }
  return modules;
}

describe('the screens', () => {
  const imported = importedModules();

  it('every screen names the module its loader imports', () => {
    expect([...imported.keys()].sort()).toEqual(Object.keys(PAGES).sort());
    for (const [page, module] of imported) expect(PAGES[page as PageKey].module, page).toBe(module);
  });

  for (const [page, module] of imported) {
    it(`${page} declares exactly the namespaces its code uses`, () => {
      const used = [...namespacesUsedFrom(path.join(here, '..', module))].filter((ns) => !base.has(ns)).sort();
      const declared = [...PAGES[page as PageKey].namespaces].sort();
      expect(declared, `the namespaces of ${page} in pages.ts`).toEqual(used);
    });
  }

  it('the app shell (loaded on every page) uses only the base namespaces', () => {
    const used = [...namespacesUsedFrom(path.join(here, '../entry-client.tsx'), { lazy: false })];
    expect(used.filter((ns) => !base.has(ns))).toEqual([]);
  });

  it('finds namespaces in the forms the code writes them', () => {
    const dir = fs.mkdtempSync(path.join(here, '../../.scan-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.tsx'), "import { b } from './b.tsx';\nuseTranslation('auth');\n");
      fs.writeFileSync(
        path.join(dir, 'b.tsx'),
        "export const b = 1;\nt('pay:title');\n<NavTabs ns=\"stats\" />;\nconst lazy = () => import('./c.tsx');\n",
      );
      const dollar = '$';
      fs.writeFileSync(
        path.join(dir, 'c.tsx'),
        `useTranslation(['worker', 'admin']);\nt(\`transfer:${dollar}{x}\`);\n`,
      );
      expect([...namespacesUsedFrom(path.join(dir, 'a.tsx'))].sort()).toEqual([
        'admin',
        'auth',
        'pay',
        'stats',
        'transfer',
        'worker',
      ]);
      expect([...namespacesUsedFrom(path.join(dir, 'a.tsx'), { lazy: false })].sort()).toEqual([
        'auth',
        'pay',
        'stats',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
