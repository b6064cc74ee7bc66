import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, ROOT_DIR } from './config.ts';
import { refuseDemoData, seedDemo } from './db/seeds/demo.ts';
import { DEMO_STEPS } from './db/seeds/demo-steps.ts';
import { seedTutorials } from './modules/content/index.ts';
import { seedControlSet } from './modules/quality/index.ts';
import { seedFaq } from './modules/support-faq/index.ts';
import { type DatabaseHandle, openDatabase } from './platform/db.ts';
import { smtpTransport } from './platform/mail/transport.ts';
import { migrateToLatest } from './platform/migrate.ts';
import { developmentRenderer, type PageRenderer, productionRenderer } from './platform/web/renderer.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  address: string;
  /** Milliseconds each start-up phase took (logged with the "listening" line; see startupPhases). */
  startupMs: StartupMs;
  /** Stops accepting, finishes in-flight requests, closes the database. Idempotent. */
  stop(): Promise<void>;
}

export type StartupMs = Record<'database' | 'migrations' | 'seed' | 'renderer' | 'app' | 'listen', number>;

/**
 * Times consecutive phases with performance.now(): `mark(name)` closes the phase that started at
 * the previous mark. A handful of clock reads per start, so it is always on.
 */
function startupPhases<K extends string>() {
  let last = performance.now();
  const ms = {} as Record<K, number>;
  return {
    ms,
    mark(name: K) {
      const now = performance.now();
      ms[name] = Math.round(now - last);
      last = now;
    },
  };
}

/** config → database → migrations → control set → demo seed (or, on a public interface, no demo accounts) → app → listen. */
export async function startServer(config: Config): Promise<RunningServer> {
  const phases = startupPhases<keyof StartupMs>();
  const database = await openDatabase(config.database);
  phases.mark('database');
  let renderer: PageRenderer | null = null;
  let app: FastifyInstance | null = null;
  try {
    await migrateToLatest(database.db);
    phases.mark('migrations');
    // Real data every install needs (not demo data): the control set new workers train on.
    await seedControlSet(database.db);
    // The tutorials shipped with the product, published once (an editor's later changes are kept).
    await seedTutorials(database.db);
    // The FAQ shipped with the product (staff's edits of it are kept).
    await seedFaq(database.db);
    if (config.seedDemo) await seedDemo(database.db, DEMO_STEPS);
    if (!config.demoAllowed) await refuseDemoData(database.db, config.host);
    phases.mark('seed');
    if (config.serveWeb) {
      renderer =
        config.env === 'development'
          ? await developmentRenderer(path.join(ROOT_DIR, 'apps/web'))
          : await productionRenderer(config.webDistDir);
    }
    phases.mark('renderer');
    const mailTransport = config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl, config.mail.from) : null;
    app = await buildApp({
      config,
      database,
      renderer,
      mailTransport,
      deliverCallbacks: true,
      sampleStatistics: true,
    });
    phases.mark('app');
    const address = await app.listen({ host: config.host, port: config.port });
    phases.mark('listen');
    let stopping: Promise<void> | null = null;
    const running = app;
    return {
      app: running,
      database,
      address,
      startupMs: phases.ms,
      stop: () => {
        stopping ??= (async () => {
          try {
            await running.close();
            await renderer?.close();
          } finally {
            await database.close();
          }
        })();
        return stopping;
      },
    };
  } catch (err) {
    await app?.close().catch(() => {});
    await renderer?.close().catch(() => {});
    await database.close().catch(() => {});
    throw err;
  }
}
