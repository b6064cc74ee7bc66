// Bundles the server into dist/main.js; npm packages stay external, workspace packages are bundled.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkgs = ['apps/server/package.json', 'package.json'].map((p) =>
  JSON.parse(readFileSync(new URL(`../../${p}`, import.meta.url))),
);
const external = [...new Set(pkgs.flatMap((p) => Object.keys({ ...p.dependencies, ...p.devDependencies })))];

await build({
  entryPoints: [new URL('./src/main.ts', import.meta.url).pathname],
  outfile: new URL('./dist/main.js', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'vite', 'pino-pretty'],
  logLevel: 'warning',
});
