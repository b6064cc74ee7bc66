import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { type Config, ROOT_DIR } from './config.ts';
import { seedDemo } from './db/seeds/demo.ts';
import { DEMO_STEPS } from './db/seeds/demo-steps.ts';
import { type DatabaseHandle, openDatabase } from './platform/db.ts';
import { smtpTransport } from './platform/mail/transport.ts';
import { migrateToLatest } from './platform/migrate.ts';
import { developmentRenderer, type PageRenderer, productionRenderer } from './platform/web/renderer.ts';

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  address: string;
  /** Stops accepting, finishes in-flight requests, closes the database. Idempotent. */
  stop(): Promise<void>;
}

/** config → database → migrations → demo seed → app → listen. */
export async function startServer(config: Config): Promise<RunningServer> {
  const database = await openDatabase(config.database);
  let renderer: PageRenderer | null = null;
  let app: FastifyInstance | null = null;
  try {
    await migrateToLatest(database.db);
    if (config.seedDemo) await seedDemo(database.db, DEMO_STEPS);
    if (config.serveWeb) {
      renderer =
        config.env === 'development'
          ? await developmentRenderer(path.join(ROOT_DIR, 'apps/web'))
          : await productionRenderer(config.webDistDir);
    }
    const mailTransport = config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl, config.mail.from) : null;
    app = await buildApp({ config, database, renderer, mailTransport, deliverCallbacks: true });
    const address = await app.listen({ host: config.host, port: config.port });
    let stopping: Promise<void> | null = null;
    const running = app;
    return {
      app: running,
      database,
      address,
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
