import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Manifest, screenPreloads } from './manifest.ts';

/** The shape of apps/web/src/entry-server.tsx, loaded at run time (built, or through Vite in development). */
export interface RenderInput {
  url: string;
  site: 'international' | 'region';
  /** The origin of the site's main host: canonical and alternate links point there (a mirror's too). */
  canonicalOrigin?: string;
  cookies: Record<string, string | undefined>;
  acceptLanguage: string | undefined;
  csrfToken: string;
  internationalUrl: string | null;
  /** The region site's URL, which the international site's language switcher offers for Chinese. */
  regionUrl: string | null;
  transport: (url: string, init: RequestInit) => Promise<Response>;
}
export type RenderResult =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page';
      status: number;
      lang: string;
      /** The visitor's chosen theme, set on <html> so the first paint has it; null follows the system. */
      theme?: 'light' | 'dark' | null;
      head: string;
      html: string;
      state: string;
      module: string;
    };

/** What the SSR entry exports besides `render`: the site's sitemap and robots.txt from the route table. */
interface WebEntry {
  render: PageRenderer['render'];
  sitemapXml(site: RenderInput['site'], origin: string, pages?: SitemapPage[]): string;
  robotsTxt(site: RenderInput['site'], origin: string): string;
}

/** A page of content (an article) for `sitemap.xml`: its router path and the languages it exists in. */
export interface SitemapPage {
  path: string;
  languages: ('en' | 'ru' | 'zh')[];
}

export interface PageRenderer {
  /** Renders a page into the HTML template. */
  render(input: RenderInput): Promise<RenderResult>;
  /** `sitemap.xml` of a site on an origin (indexable pages in every language, and content's `pages`). */
  sitemap(site: RenderInput['site'], origin: string, pages?: SitemapPage[]): Promise<string>;
  /** `robots.txt` of a site on an origin. */
  robots(site: RenderInput['site'], origin: string): Promise<string>;
  template(url: string): Promise<string>;
  /** `<link>` elements preloading a screen's chunks (none in development, where Vite serves modules). */
  preloads(module: string): string;
  /** Serves assets (production) or Vite's dev middleware (development). */
  register(app: FastifyInstance): Promise<void>;
  close(): Promise<void>;
}

export function fillTemplate(template: string, page: Extract<RenderResult, { kind: 'page' }>, preloads = ''): string {
  return template
    .replace('<html lang="en">', `<html lang="${page.lang}"${page.theme ? ` data-theme="${page.theme}"` : ''}>`)
    .replace('<!--app-head-->', preloads ? `${page.head}\n    ${preloads}` : page.head)
    .replace('<!--app-html-->', page.html)
    .replace('<!--app-state-->', `<script type="application/json" id="cs-state">${page.state}</script>`);
}

/** Production: the built client (hashed assets, long cache) and the built SSR entry. */
export async function productionRenderer(webDistDir: string): Promise<PageRenderer> {
  const clientDir = path.join(webDistDir, 'client');
  const entryPath = path.join(webDistDir, 'server', 'entry-server.js');
  let template: string;
  let entry: WebEntry;
  try {
    template = await fs.readFile(path.join(clientDir, 'index.html'), 'utf8');
    entry = await import(entryPath);
  } catch {
    throw new Error(`the web app is not built (${webDistDir}); run npm run build`);
  }
  template = await inlineStylesheets(template, (file) => fs.readFile(path.join(clientDir, file), 'utf8'));
  const manifest = await readManifest(clientDir);
  const preloads = new Map<string, string>();
  return {
    preloads: (module) => {
      let links = preloads.get(module);
      if (links === undefined) {
        links = screenPreloads(manifest, module);
        preloads.set(module, links);
      }
      return links;
    },
    render: (input) => entry.render(input),
    sitemap: async (site, origin, pages) => entry.sitemapXml(site, origin, pages),
    robots: async (site, origin) => entry.robotsTxt(site, origin),
    template: async () => template,
    register: async (app) => {
      const fastifyStatic = (await import('@fastify/static')).default;
      await app.register(fastifyStatic, {
        root: clientDir,
        prefix: '/',
        wildcard: false,
        index: false,
        // The build wrote brotli and gzip twins (`.br`, `.gz`) of the text files: the best one the
        // request accepts is sent with its Content-Encoding and `Vary: accept-encoding`.
        preCompressed: true,
        // The twins are not URLs of their own.
        globIgnore: ['**/*.br', '**/*.gz'],
        allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
        setHeaders: (reply, filePath) => {
          const hashed = filePath.startsWith(path.join(clientDir, 'assets') + path.sep);
          reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    },
    close: async () => {},
  };
}

/**
 * Puts the template's stylesheets (the app's CSS, a few kB) into the page itself: the first paint
 * then waits for no request after the HTML. A screen's own stylesheets stay links.
 */
export async function inlineStylesheets(template: string, read: (file: string) => Promise<string>): Promise<string> {
  const links = [...template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)];
  let html = template;
  for (const [link, file] of links) {
    const css = await read(file as string);
    html = html.replace(link, () => `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
  }
  return html;
}

/** The client build's manifest; a build without one preloads nothing beyond the template. */
async function readManifest(clientDir: string): Promise<Manifest> {
  try {
    return JSON.parse(await fs.readFile(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** Development: Vite in middleware mode, hot reload on the server's own port. */
export async function developmentRenderer(webRoot: string): Promise<PageRenderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    appType: 'custom',
    // The hot-reload socket listens on loopback only.
    server: { middlewareMode: true, hmr: { host: '127.0.0.1', port: 24678 } },
  });
  const raw = await fs.readFile(path.join(webRoot, 'index.html'), 'utf8');
  const load = async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as WebEntry;
  return {
    render: async (input) => (await load()).render(input),
    sitemap: async (site, origin, pages) => (await load()).sitemapXml(site, origin, pages),
    robots: async (site, origin) => (await load()).robotsTxt(site, origin),
    template: (url) => vite.transformIndexHtml(url, raw),
    preloads: () => '',
    register: async (app) => {
      const middie = (await import('@fastify/middie')).default;
      await app.register(middie);
      app.use(vite.middlewares);
    },
    close: () => vite.close(),
  };
}
