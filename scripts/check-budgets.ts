// `npm run budgets`: the first-load weight of every public page, from the client build's manifest.
// A page's first load is the entry with its static imports and the screen's chunks (what the server
// preloads), measured as the gzip twins the build wrote. Fails when a budget is exceeded.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PAGES } from '../apps/web/src/app/pages.ts';
import { ROUTES } from '../apps/web/src/app/route-table.ts';

/** Budgets in gzip bytes (kB = 1000 bytes). Why these figures: bench/README.md, "Page weight". */
export const BUDGETS = { homeJs: 162_000, publicJs: 192_000, css: 15_000 } as const;

interface Chunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const clientDir = path.resolve(import.meta.dirname, '../apps/web/dist/client');
const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`budgets: no build manifest at ${manifestPath}; run npm run build first`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;

function closure(key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.add(key);
  for (const k of chunk.imports ?? []) closure(k, into);
  return into;
}

/** Gzip size of a built file: its `.gz` twin when the build wrote one, else the file compressed here. */
function gzipBytes(file: string): number {
  const full = path.join(clientDir, file);
  if (fs.existsSync(`${full}.gz`)) return fs.statSync(`${full}.gz`).size;
  return zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length;
}

const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
if (!entry) throw new Error('budgets: the manifest has no entry');

/** Screens a signed-out visitor can open, with one path each for the report. */
const screens = new Map<string, string>();
for (const route of ROUTES) {
  if (route.guard.kind !== 'public' && route.guard.kind !== 'guest') continue;
  if (!screens.has(route.page)) screens.set(route.page, route.path);
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const failures: string[] = [];
const rows: string[][] = [];
for (const [page, examplePath] of screens) {
  const module = `src/${PAGES[page as keyof typeof PAGES].module}`;
  if (!manifest[module]) {
    failures.push(`${page}: ${module} is not in the manifest`);
    continue;
  }
  const keys = new Set([...closure(entry), ...closure(module)]);
  const js = [...keys].reduce((sum, k) => sum + gzipBytes((manifest[k] as Chunk).file), 0);
  const cssFiles = new Set([...keys].flatMap((k) => manifest[k]?.css ?? []));
  const css = [...cssFiles].reduce((sum, f) => sum + gzipBytes(f), 0);
  const jsBudget = page === 'home' ? BUDGETS.homeJs : BUDGETS.publicJs;
  const over = [js > jsBudget ? 'JS' : '', css > BUDGETS.css ? 'CSS' : ''].filter(Boolean);
  rows.push([
    page,
    examplePath,
    kb(js),
    kb(jsBudget),
    kb(css),
    kb(BUDGETS.css),
    over.length ? `OVER (${over.join(', ')})` : 'ok',
  ]);
  if (over.length)
    failures.push(`${page} (${examplePath}): JS ${kb(js)} of ${kb(jsBudget)}, CSS ${kb(css)} of ${kb(BUDGETS.css)}`);
}

const header = ['screen', 'e.g. path', 'JS gzip', 'budget', 'CSS gzip', 'budget', ''];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
const line = (cells: string[]) =>
  cells.map((c, i) => (i >= 2 && i <= 5 ? c.padStart(widths[i] as number) : c.padEnd(widths[i] as number))).join('  ');
console.log('First-load weight of the public pages (entry + preloaded chunks, gzip):');
console.log(line(header));
for (const row of rows) console.log(line(row));
if (failures.length) {
  console.error(`\nbudgets: ${failures.length} over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nbudgets: ok (${rows.length} public screens)`);
