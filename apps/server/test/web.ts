import fs from 'node:fs/promises';
import path from 'node:path';
import * as web from '../../web/src/entry-server.tsx';
import type { PageRenderer } from '../src/platform/web/renderer.ts';

const WEB_ROOT = path.resolve(import.meta.dirname, '../../web');

/** The web app's SSR entry from source, rendering into the source template (no built assets). */
export async function sourceRenderer(): Promise<PageRenderer> {
  const template = await fs.readFile(path.join(WEB_ROOT, 'index.html'), 'utf8');
  return {
    render: (input) => web.render(input),
    sitemap: async (site, origin) => web.sitemapXml(site, origin),
    robots: async (site, origin) => web.robotsTxt(site, origin),
    template: async () => template,
    preloads: () => '',
    register: async () => {},
    close: async () => {},
  };
}

/** The boot state a rendered page carries. */
export function bootOf(html: string) {
  const state = /<script type="application\/json" id="cs-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
  return JSON.parse(state).boot as { site: string; language: string; regionUrl: string; internationalUrl: string };
}
