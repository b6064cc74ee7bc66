/**
 * The content platform: blog posts, tutorials (`/h`) and software articles, with per-language
 * drafts and published copies, search (en and ru full-text, zh by character bigrams), view
 * counts, RSS feeds, the editor's calls and uploads, and the tutorials shipped with the product.
 *
 * HTTP: see `@crowdsolve/contract` content.ts (ARTICLE_API_PATHS, CONTENT_PATHS) and the feeds
 * `/blog/rss.xml`, `/h/rss.xml`, `/software/blog/rss.xml?lang=`.
 *
 * Other code uses: `registerContent` (returns `sitemapPages(site)` for `sitemap.xml`),
 * `seedTutorials(db)` at start and in `npm run seed`; `searchQuery` and `searchTextOf`, the full-text
 * rules of the article lists, for other searches that should find the same way.
 */
import {
  ARTICLE_KINDS,
  ARTICLE_LIST_PATHS,
  type Currency,
  type CustomerPricesReply,
  type Language,
  type SiteKind,
} from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { contentEditorRoutes } from './content.editor.routes.ts';
import { type ContentStorage, contentEditor } from './content.editor.ts';
import { contentRoutes, type SiteOfHost } from './content.routes.ts';
import { contentService } from './content.service.ts';
import { viewCounter } from './content.views.ts';

export type { SiteOfHost } from './content.routes.ts';
export { cjkTokens, searchQuery, searchTextOf } from './content.search.ts';
export { parseTutorial, readTutorials, seedTutorials, TUTORIALS_DIR } from './content.tutorials.ts';

export interface ContentDeps {
  db: Db;
  clock: Clock;
  /** Which site a request's host (or the `hostname` parameter) serves. */
  siteOfHost: SiteOfHost;
  /** The file storage (uploads, covers); without it uploads are refused. */
  storage?: ContentStorage | null;
  /** Prices for `{{price:kind}}` tokens; without it tokens stay as written. */
  pricing?: { customerPrices(currency: Currency): Promise<CustomerPricesReply> } | null;
  /** How often counted views are written (ms); they are written on close too. */
  flushViewsEveryMs?: number;
}

/** A page `sitemap.xml` lists: a router path and the languages it is published in. */
export interface SitemapPage {
  path: string;
  languages: Language[];
}

export async function registerContent(app: FastifyInstance, deps: ContentDeps) {
  const { db, clock } = deps;
  const storage = deps.storage ?? null;
  const prices = deps.pricing ?? null;
  const views = viewCounter({ db, log: app.log });
  const stopViews = views.start(deps.flushViewsEveryMs ?? 5_000);
  app.addHook('onClose', stopViews);
  const files = storage && {
    async sizes(ids: readonly string[]) {
      const found = ids.length ? await storage.getMany(ids) : [];
      return new Map(found.map((f) => [f.id, Number(f.byteSize)]));
    },
  };
  const content = contentService({ db, views, prices, files });
  const editing = contentEditor({ db, clock, content, storage, prices });
  await app.register(contentRoutes({ content, db, siteOfHost: deps.siteOfHost }));
  await app.register(contentEditorRoutes({ content, editing }));

  /** Every published article a site lists, for `sitemap.xml`. */
  async function sitemapPages(site: SiteKind): Promise<SitemapPage[]> {
    const pages = await Promise.all(
      ARTICLE_KINDS.map(async (kind) =>
        (await content.sitemapPages(kind, site)).map((p) => ({
          path: `${ARTICLE_LIST_PATHS[kind]}/${p.slug}`,
          languages: p.languages,
        })),
      ),
    );
    return pages.flat();
  }

  return { content, editing, views, sitemapPages };
}
