import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Text files worth a compressed twin; smaller ones are sent as they are. */
const TWIN_TYPES = /\.(js|mjs|css|svg|json|html|txt|xml|map)$/;
const TWIN_MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) twin beside every text file of the client build at
 * the highest levels; the server sends the best one a request accepts. `index.html` is the
 * server's template, never sent as a file, so it gets none. A twin not smaller than the file is
 * left out.
 */
export function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'crowdsolve:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle() {
      if (ssr) return;
      for (const file of filesUnder(outDir)) {
        if (!TWIN_TYPES.test(file) || path.relative(outDir, file) === 'index.html') continue;
        const source = fs.readFileSync(file);
        if (source.length < TWIN_MIN_BYTES) continue;
        const br = zlib.brotliCompressSync(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        });
        const gz = zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
        if (br.length < source.length) fs.writeFileSync(`${file}.br`, br);
        if (gz.length < source.length) fs.writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * Preloads the Latin file of the self-hosted font (the one every page's first paint uses) from the
 * template, so the text is drawn in it without waiting for the stylesheet to ask. Build only: the
 * file's name carries its hash.
 */
export function preloadFont(source = 'inter-latin-wght-normal'): Plugin {
  return {
    name: 'crowdsolve:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const asset = Object.values(ctx.bundle ?? {}).find(
          (file) =>
            file.type === 'asset' &&
            file.fileName.endsWith('.woff2') &&
            (file.originalFileNames ?? []).some((name) => name.includes(source)),
        );
        if (!asset) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${asset.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress(), preloadFont()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to preload the chunks of the screen it rendered.
    manifest: true,
    // No preload lists in the entry (`__vite__mapDeps`, ~3.5 kB gzip on every first load): the
    // server preloads the chunks of the page it rendered, and a screen opened later loads its
    // shared chunks one round trip after its own.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // The libraries every page runs, in one long-cached file rather than a dozen small ones
        // (each request of the first load costs a round trip).
        advancedChunks: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
  ssr: {
    noExternal: ['@crowdsolve/contract', '@crowdsolve/i18n'],
  },
});
