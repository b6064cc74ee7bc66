import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { Clock } from '../src/platform/clock.ts';
import type { DatabaseHandle } from '../src/platform/db.ts';
import { loggerOptions } from '../src/platform/logger.ts';
import type { MailTransport } from '../src/platform/mail/transport.ts';

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env });
}

/** Collects the JSON log lines an app writes. */
export class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _enc: BufferEncoding, done: () => void) {
    this.lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  }
  get text(): string {
    return this.lines.join('\n');
  }
}

/** The app on a test database, API only, not listening; optionally with a mail transport and a clock. */
export async function testApp(
  database: DatabaseHandle,
  options: {
    env?: Record<string, string>;
    logs?: LogCapture;
    mailTransport?: MailTransport | null;
    clock?: Clock;
  } = {},
): Promise<FastifyInstance> {
  const config = testConfig({ ...options.env, ...(options.logs ? { LOG_LEVEL: 'info' } : {}) });
  const logger = options.logs ? { ...(loggerOptions(config) as object), stream: options.logs } : false;
  return buildApp({
    config,
    database,
    renderer: null,
    logger,
    // Tests sweep deadlines by hand (app.solving.sweep()).
    sweepEveryMs: 0,
    mailTransport: options.mailTransport ?? null,
    ...(options.clock ? { clock: options.clock } : {}),
  });
}
