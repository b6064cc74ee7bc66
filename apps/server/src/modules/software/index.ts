import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { SiteUrlOf } from '../../platform/mail/links.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import type { MailTransport } from '../../platform/mail/transport.ts';
import { startFigures } from './catalog.figures.ts';
import type { CatalogFiles } from './catalog.files.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { catalogService } from './catalog.service.ts';
import { catalogStats } from './catalog.stats.ts';
import { moderationMails } from './moderation.mails.ts';
import { moderationRoutes } from './moderation.routes.ts';
import { moderationService } from './moderation.service.ts';
import { reviewsRoutes } from './reviews.routes.ts';
import { reviewsService } from './reviews.service.ts';
import { softwareRoutes } from './software.routes.ts';
import { softwareService } from './software.service.ts';

export { catalogDemoStep } from './catalog.demo.ts';
export { refreshCatalogFigures } from './catalog.figures.ts';
export { type CatalogFile, type CatalogFiles, catalogFilesOf } from './catalog.files.ts';
export type { CatalogService } from './catalog.service.ts';
export type { ModerationService } from './moderation.service.ts';
export { softwarePayees } from './software.repo.ts';
export type { SoftwareService } from './software.service.ts';

export interface SoftwareDeps {
  db: Db;
  clock: Clock;
  config?: Pick<Config, 'publicUrl' | 'mail'>;
  mailTransport?: MailTransport | null;
  /** Where each site lives, for the links in mails (PUBLIC_URL without it). */
  siteUrlOf?: SiteUrlOf | null;
  /** The file storage's view for logos and screenshots (ids are kept unchecked without it). */
  files?: CatalogFiles | null;
  /** Recompute the catalogue's monthly figures every few minutes (one process at a time). */
  refreshFigures?: boolean;
}

/**
 * The developers' software registry (the `soft_id` of the protocol), which is also the software
 * catalogue: public list and pages, the developer's form and statistics, reviews, moderation.
 */
export async function registerSoftware(app: FastifyInstance, deps: SoftwareDeps) {
  const { db, clock } = deps;
  const software = softwareService({ db, clock });
  const catalog = catalogService({ db, clock, files: deps.files ?? null });
  const stats = catalogStats({ db, clock });
  const reviews = reviewsService({ db, clock });
  const mailer = createMailer({
    db,
    transport: deps.mailTransport ?? null,
    devOutbox: deps.config?.mail.devOutbox ?? false,
    log: app.log,
  });
  const mails = moderationMails({ mailer, publicUrl: deps.config?.publicUrl ?? '', siteUrlOf: deps.siteUrlOf });
  const moderation = moderationService({ db, clock, catalog, mails, log: app.log });
  await app.register(softwareRoutes({ software }));
  await app.register(catalogRoutes({ catalog, stats }));
  await app.register(reviewsRoutes({ reviews }));
  await app.register(moderationRoutes({ moderation }));
  if (deps.refreshFigures) {
    const stop = startFigures({ db, clock, log: app.log });
    app.addHook('onClose', stop);
  }
  return { software, catalog, reviews, moderation };
}
