import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { registerApiDocs } from './modules/api-docs/index.ts';
import { registerApiSettings } from './modules/api-settings/index.ts';
import { registerBilling } from './modules/billing/index.ts';
import { registerCallbacks } from './modules/callbacks/index.ts';
import { registerCodeSamples } from './modules/code-samples/index.ts';
import { registerContent } from './modules/content/index.ts';
import { createApiErrorLog, registerCustomer } from './modules/customer/index.ts';
import { registerDemo } from './modules/demo/index.ts';
import { registerDomains } from './modules/domains/index.ts';
import { registerEnterprise } from './modules/enterprise/index.ts';
import { registerFeedback } from './modules/feedback/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { registerIdentity } from './modules/identity/index.ts';
import { registerLegal } from './modules/legal/index.ts';
import { registerPayments } from './modules/payments/index.ts';
import { registerPayouts } from './modules/payouts/index.ts';
import { registerPricing } from './modules/pricing/index.ts';
import { registerPublicStats } from './modules/public-stats/index.ts';
import { registerQuality } from './modules/quality/index.ts';
import { registerRecognition } from './modules/recognition/index.ts';
import { catalogFilesOf, registerSoftware } from './modules/software/index.ts';
import type { SolvingEngine } from './modules/solving/index.ts';
import { FAIR_USE_LIMITS, registerSolving } from './modules/solving/index.ts';
import { registerStaff } from './modules/staff/index.ts';
import { registerStats } from './modules/stats/index.ts';
import { registerStorage } from './modules/storage/index.ts';
import { apiDocsProvider, faqProvider, registerSupportBot, tutorialsProvider } from './modules/support-bot/index.ts';
import { registerFaq } from './modules/support-faq/index.ts';
import { registerSupportTickets } from './modules/support-tickets/index.ts';
import { trackingModule } from './modules/tracking/index.ts';
import { registerTransfers } from './modules/transfers/index.ts';
import { registerWork } from './modules/work/index.ts';
import { type Clock, systemClock } from './platform/clock.ts';
import { registerCsrfProtection } from './platform/csrf.ts';
import type { DatabaseHandle } from './platform/db.ts';
import { registerErrorHandler } from './platform/error-handler.ts';
import { registerInputGuard } from './platform/input-guard.ts';
import { genReqId, loggerOptions } from './platform/logger.ts';
import type { MailTransport } from './platform/mail/transport.ts';
import { startEmbeddedMaintenance } from './platform/maintenance.ts';
import { createNotifier } from './platform/notify.ts';
import { postgresRateLimitStore } from './platform/rate-limit-store.ts';
import { registerCspRelaxation, registerSecurityHeaders } from './platform/security-headers.ts';
import { registerStatementStats } from './platform/statement-stats.ts';
import { registerCompression } from './platform/web/compression.ts';
import type { PageRenderer } from './platform/web/renderer.ts';
import { registerWeb } from './platform/web/web.plugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The solving engine (tests drive the worker side through it). */
    solving: SolvingEngine & { sweep(): Promise<number> };
  }
}

export interface AppDeps {
  config: Config;
  database: Pick<DatabaseHandle, 'db' | 'relaxed' | 'kind' | 'pglite' | 'url' | 'statementStats'>;
  /** Renders the web app; null serves the API only (most tests). */
  renderer?: PageRenderer | null;
  /** Delivers mail; null when no SMTP is configured. */
  mailTransport?: MailTransport | null;
  clock?: Clock;
  /** Deliver pingbacks from the outbox in the background (the server process; tests deliver by hand). */
  deliverCallbacks?: boolean;
  /** Period of the task sweeper (deadlines, unsolvable tasks); 0 turns it off. Default 1000 ms. */
  sweepEveryMs?: number;
  /** Write the public statistics' sample every minute (the server process; tests sample by hand). */
  sampleStatistics?: boolean;
  /** Overrides the logger (tests pass `false` or a stream). */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server from its modules. Tests call it and use `inject`, without listening. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(config),
    genReqId,
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    bodyLimit: 1024 * 1024,
    // Slow clients hold a connection for a bounded time: headers, then the whole request, must arrive
    // in time (else 408 and the connection closes); idle connections close.
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    connectionTimeout: config.http.connectionTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      // Node checks those deadlines every 30 s by default: check often enough to keep them.
      connectionsCheckingInterval: Math.max(
        50,
        Math.min(5_000, Math.floor(Math.min(config.http.headersTimeoutMs, config.http.requestTimeoutMs) / 4)),
      ),
    },
    // A path parameter up to 2,000 characters (Fastify's default of 100 answers longer ones with its own
    // 414 page): the solver API's catch-all `/:method` answers any name in protocol.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 2000 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  // While closing, answers end their connection so that shutdown does not wait on keep-alive.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  await app.register(cookie);
  // Security headers, computed once; the demo pages with a provider's widget widen the policy below.
  registerSecurityHeaders(app, config);
  // Pages and the web API's JSON, compressed when the request accepts it (before every route).
  registerCompression(app);
  // Registered for every module to use per route (`config: { rateLimit: … }`); not global.
  // Counters live in the database, so every process counts against one limit.
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(database.db),
    errorResponseBuilder: (request, context) => ({
      statusCode: context.statusCode,
      error: {
        code: 'ERROR_RATE_LIMITED',
        message: `Too many requests; retry in ${context.after}.`,
        requestId: request.id,
      },
    }),
  });
  registerCsrfProtection(app);

  await app.register(healthRoutes({ db: database.db, dbKind: database.kind }));
  // DB_STATEMENT_STATS: the statement counters for the benchmark; no route otherwise.
  if (database.statementStats) registerStatementStats(app, database.statementStats);
  const clock = deps.clock ?? systemClock;
  // Wake-ups and cache invalidation between processes (LISTEN/NOTIFY; in-process on PGlite).
  const notifier = createNotifier({ db: database.db, postgresUrl: database.url ?? null, pglite: database.pglite });
  app.addHook('onClose', async () => notifier.close());
  // The hosts of each site (configured and added by admins): pages, canonical links and mail links.
  const { sites } = await registerDomains(app, { db: database.db, clock, notifier, config });
  const siteUrlOf = sites.mailUrl;
  const siteOfHost = async (host: string) => (await sites.siteOfHost(host)) ?? config.sites.defaultSite;
  await registerIdentity(app, {
    db: database.db,
    clock,
    config,
    mailTransport: deps.mailTransport ?? null,
    log: app.log,
    siteOfHost,
    siteUrlOf,
  });
  // The embedded database has no autovacuum: the app does its part (not in tests that stop the sweepers).
  if (database.kind === 'pglite' && (deps.sweepEveryMs ?? 1000) > 0) {
    const stop = startEmbeddedMaintenance(database.db, app.log);
    app.addHook('onClose', async () => stop());
  }
  const { ledger } = await registerBilling(app, { db: database.db, clock });
  await registerPayments(app, { db: database.db, clock, ledger, config });
  const { pricing } = await registerPricing(app, { db: database.db, notifier, ratesUrl: config.ratesUrl });
  await registerLegal(app, { db: database.db, clock, pricing, config });
  const { docs } = await registerApiDocs(app, { pricing, publicUrl: config.publicUrl });
  const { callbacks } = await registerCallbacks(app, { db: database.db, clock, config });
  if (deps.deliverCallbacks) callbacks.startDeliverer(1000);
  const { apiSettings } = await registerApiSettings(app, { db: database.db, clock, notifier });
  // Uploaded files (logos, screenshots, attachments): returns `{ storage }` for the modules keeping file ids.
  const { storage } = await registerStorage(app, { db: database.db, clock, config: config.storage });
  await registerSoftware(app, {
    db: database.db,
    clock,
    config,
    mailTransport: deps.mailTransport ?? null,
    files: catalogFilesOf(storage),
    siteUrlOf,
    refreshFigures: deps.sampleStatistics ?? false,
  });
  // Blog, tutorials and software articles (their feeds too, before the pages' catch-all).
  const { sitemapPages, content } = await registerContent(app, {
    db: database.db,
    clock,
    storage,
    pricing,
    siteOfHost,
  });
  // The support FAQ, and the support search over it, the tutorials and the API docs.
  const { faq } = await registerFaq(app, {
    db: database.db,
    clock,
    sources: {
      async tutorials(language, text, hostname) {
        const found = await content.list('tutorial', await siteOfHost(hostname), { page: 0, language, text });
        return found.articles.map((a) => ({ title: a.title, summary: a.summary, path: `/h/${a.slug}` }));
      },
      async apiDocs(language) {
        const index = await docs.index({ language, version: 'v1' });
        return index.entries.map((e) => ({ title: e.title, summary: e.summary, path: `/api-docs/${e.slug}` }));
      },
    },
  });
  // The support bot: answers from the FAQ, the tutorials and the API docs, quoting its sources.
  await registerSupportBot(app, {
    db: database.db,
    clock,
    siteOfHost,
    sources: [faqProvider(faq), tutorialsProvider(content), apiDocsProvider(docs)],
    // The server process keeps its passages fresh from the start (tests build them on demand).
    refreshInBackground: deps.sampleStatistics ?? false,
  });
  await registerCodeSamples(app, { publicUrl: config.publicUrl });
  // Demo captchas: the first-party ones the service draws, and the providers' widgets.
  const { providers: demoProviders } = await registerDemo(app, {
    db: database.db,
    clock,
    siteOfHost,
    providersConfig: config.demoProviders,
  });
  // A demo page with a provider's widget gets exactly that provider's hosts in its policy.
  if (demoProviders) registerCspRelaxation(app, demoProviders.cspRelaxer, siteOfHost);
  await registerStats(app, { db: database.db, clock });
  await registerPayouts(app, {
    db: database.db,
    clock,
    ledger,
    config,
    mailTransport: deps.mailTransport ?? null,
    siteUrlOf,
  });
  await registerTransfers(app, {
    db: database.db,
    clock,
    ledger,
    config,
    mailTransport: deps.mailTransport ?? null,
    siteUrlOf,
  });
  const { quality, port: qualityPort } = await registerQuality(app, {
    db: database.db,
    clock,
    goldenRate: config.goldenTaskRate,
  });
  // The API errors each account received (/setting/errors): counted in memory, written every second.
  const apiErrors = createApiErrorLog({ db: database.db, clock, log: app.log });
  const stopApiErrors = apiErrors.start(1000);
  app.addHook('onClose', stopApiErrors);
  // The enterprise plan: its holders' tasks go first and their per-key limits are higher.
  const { tiers, enterprise } = await registerEnterprise(app, {
    db: database.db,
    clock,
    notifier,
    ledger,
    pricing,
    config: config.enterprise,
    baseLimits: FAIR_USE_LIMITS,
  });
  const { engine } = await registerSolving(app, {
    tiers,
    onApiError: apiErrors.record,
    quality: qualityPort,
    claimDb: database.relaxed,
    options: { batchAnswers: config.batchAnswers },
    callbacks,
    apiSettings,
    db: database.db,
    clock,
    ledger,
    pricing,
    notifier,
    sweepEveryMs: deps.sweepEveryMs ?? 1000,
  });
  app.decorate('solving', engine);
  await registerCustomer(app, { db: database.db, clock, ledger, engine, apiErrors });
  const { workerSeen } = await registerPublicStats(app, {
    db: database.db,
    clock,
    pricing,
    publicUrl: config.publicUrl,
    sample: deps.sampleStatistics ?? false,
  });
  await registerWork(app, {
    onWorkerSeen: workerSeen,
    db: database.db,
    engine,
    clock,
    notifier,
    dispatchDelayMs: (workerId) => quality.dispatchDelayMs(workerId),
  });
  await registerStaff(app, { db: database.db, clock, pricing });
  // The service and proxy feedback forms, and their list for staff (replies by mail).
  await registerFeedback(app, { db: database.db, clock, config, mailTransport: deps.mailTransport ?? null });
  await registerRecognition(app, { db: database.db, clock, pricing });
  // Support tickets and the staff desk; stale tickets close in the background (the server process).
  await registerSupportTickets(app, {
    db: database.db,
    clock,
    storage,
    ledger,
    publicUrl: config.publicUrl,
    devOutbox: config.mail.devOutbox,
    mailTransport: deps.mailTransport ?? null,
    siteUrlOf,
    autoClose: deps.sampleStatistics ?? false,
    // Tickets of enterprise plan holders go to their named contact.
    enterprisePlanOf: (userId) => enterprise.supportOf(userId),
  });
  await app.register(trackingModule(database.db, config.rateLimits.eventTracker).routes);

  // sitemap.xml: the published articles and FAQ entries besides the route table's pages.
  await registerWeb(app, config, deps.renderer ?? null, sites, async (site) => [
    ...(await sitemapPages(site)),
    ...(await faq.sitemapPages()),
  ]);
  return app;
}
