/**
 * The support FAQ: entries per audience (workers, customers, developers, the workers' terms) with
 * a version per language, the public lists and pages, the support search over the FAQ, the
 * tutorials and the API docs, staff's editing with its history, and the entries shipped with the
 * product.
 *
 * HTTP: see `@crowdsolve/contract` faq.ts (FAQ_PATHS).
 *
 * Other code uses: `registerFaq` (the search's other sources come in as `sources`; returns
 * `faq.sitemapPages()` for `sitemap.xml`), `seedFaq(db)` at start and in `npm run seed`.
 */
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { faqEditor } from './faq.editor.ts';
import { faqRoutes } from './faq.routes.ts';
import { faqService, type SupportSearchSources } from './faq.service.ts';

export { seedFaq } from './faq.seed.ts';
export type { SearchablePage, SupportSearchSources } from './faq.service.ts';
export { SHIPPED_FAQ } from './shipped/index.ts';

export async function registerFaq(
  app: FastifyInstance,
  deps: { db: Db; clock: Clock; sources: SupportSearchSources | null },
) {
  const faq = faqService({ db: deps.db, sources: deps.sources });
  const editing = faqEditor({ db: deps.db, clock: deps.clock });
  await app.register(faqRoutes({ faq, editing }));
  return { faq, editing };
}
