// Builds the browser extension: bundles src/ into dist/ (the unpacked extension), writes its
// manifest with the package's version, and packs dist/ into release/crowdsolve-extension-<version>.zip.
// PUBLIC_URL (the same variable the server reads), when set, becomes the default service address.
// The icons (icons/icon-<size>.png) are drawn from the site's mark, apps/web/public/favicon.svg.
// `node build.mjs <dir>` writes dist/ and release/ under <dir> instead (tests).
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import sharp from 'sharp';
import { ICON_SIZES, manifest } from './manifest.mjs';
import { zip } from './zip.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const outRoot = process.argv[2] ? path.resolve(process.argv[2]) : here;
const dist = path.join(outRoot, 'dist');
const release = path.join(outRoot, 'release');
const { version } = JSON.parse(readFileSync(path.join(here, 'package.json'), 'utf8'));
const zipName = `crowdsolve-extension-${version}.zip`;

const defaultHost = (process.env.PUBLIC_URL ?? '').replace(/\/+$/, '');

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: ['background', 'content', 'page-bridge', 'popup', 'options'].map((n) =>
    path.join(here, 'src', `${n}.ts`),
  ),
  outdir: dist,
  bundle: true,
  format: 'iife',
  target: 'chrome111',
  minify: false,
  legalComments: 'none',
  define: { __DEFAULT_HOST__: JSON.stringify(/^https?:\/\//.test(defaultHost) ? defaultHost : '') },
  logLevel: 'warning',
});
cpSync(path.join(here, 'static'), dist, { recursive: true });
const mark = readFileSync(path.join(here, '..', 'apps', 'web', 'public', 'favicon.svg'));
mkdirSync(path.join(dist, 'icons'));
for (const size of ICON_SIZES) {
  // The mark is drawn 32 units wide: render it at the icon's size, not scaled up from 32 pixels.
  await sharp(mark, { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(dist, 'icons', `icon-${size}.png`));
}
writeFileSync(path.join(dist, 'manifest.json'), `${JSON.stringify(manifest(version), null, 2)}\n`);

function list(dir, prefix = '') {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? list(full, `${prefix}${name}/`) : [{ name: `${prefix}${name}`, full }];
    });
}
mkdirSync(release, { recursive: true });
const files = list(dist).map((f) => ({ name: f.name, data: readFileSync(f.full) }));
writeFileSync(path.join(release, zipName), zip(files));
console.log(`extension ${version}: ${path.relative(process.cwd(), path.join(release, zipName))}`);
