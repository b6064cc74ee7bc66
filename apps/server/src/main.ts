import { ConfigError, loadConfig } from './config.ts';
import { DemoDataError } from './db/seeds/demo.ts';
import { DataDirLockedError } from './platform/data-dir-lock.ts';
import { DatabaseUnavailableError } from './platform/db.ts';
import { MigrationError } from './platform/migrate.ts';
import { startServer } from './server.ts';

/** Known start-up failures end with one line and a non-zero exit, no stack trace. */
function fail(what: string, err: unknown): never {
  process.stderr.write(`crowdsolve: ${what}: ${(err as Error).message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  // performance.now() counts from the process's start: this is node itself plus loading the bundle
  // and the packages it imports.
  const boot = Math.round(performance.now());
  const configStart = performance.now();
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) fail('invalid configuration', err);
    throw err;
  }
  const configMs = Math.round(performance.now() - configStart);

  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(config);
  } catch (err) {
    if (err instanceof DatabaseUnavailableError || err instanceof DataDirLockedError) fail('database', err);
    if (err instanceof MigrationError) fail('database migration', err);
    if (err instanceof DemoDataError) fail('demo data', err);
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE')
      fail('cannot listen', new Error(`port ${config.port} is already in use (set PORT)`));
    if (err instanceof Error && err.message.includes('not built')) fail('web app', err);
    throw err;
  }
  // Where start-up time goes, in ms: `total` is from the process's start to listening.
  const startupMs = { boot, config: configMs, ...server.startupMs, total: Math.round(performance.now()) };
  server.app.log.info(
    { address: server.address, database: server.database.kind, startupMs },
    'Crowdsolve is listening',
  );

  // The log is written asynchronously: process.exit() right after a line could drop it while its
  // write is in flight. So the process ends on its own once everything is closed (the pending write
  // completes first), or half a second later if something still holds the event loop.
  const exit = (code: number) => {
    process.exitCode = code;
    setTimeout(() => process.exit(code), 500).unref();
  };

  let signals = 0;
  const shutdown = (signal: NodeJS.Signals) => {
    signals += 1;
    if (signals > 1) {
      server.app.log.warn('second signal: exiting now');
      process.exit(1);
    }
    server.app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      server.app.log.error('shutdown timed out; exiting');
      exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    server
      .stop()
      .then(() => {
        server.app.log.info('stopped cleanly');
        exit(0);
      })
      .catch((err) => {
        server.app.log.error({ err }, 'shutdown failed');
        exit(1);
      });
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((err) => {
  process.stderr.write(`crowdsolve: start-up failed: ${(err as Error)?.message ?? err}\n`);
  process.exit(1);
});
