/** Test helpers: a real HTTP receiver for pingbacks, and accounts signed in to a test app. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDENTITY_PATHS } from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { Browser, ok } from '../../../test/smtp.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { ledgerService } from '../billing/index.ts';
import { createConfirmedAccount } from '../identity/index.ts';

/** What the receiver answers: an HTTP status, or nothing at all (the sender times out). */
export type Behaviour = number | 'hang';

export interface ReceivedPost {
  method: string;
  /** Path and query. */
  path: string;
  contentType: string;
  fields: Record<string, string>;
}

/** An HTTP server on 127.0.0.1 that records every request and answers as planned. */
export class Receiver {
  readonly received: ReceivedPost[] = [];
  private plan: Behaviour[] = [];

  private constructor(
    private readonly server: http.Server,
    readonly port: number,
  ) {}

  static async start(): Promise<Receiver> {
    let receiver: Receiver | null = null;
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => receiver?.handle(req, Buffer.concat(chunks).toString('utf8'), res));
    });
    const port = await new Promise<number>((resolve, reject) => {
      server.on('error', reject);
      server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
    });
    receiver = new Receiver(server, port);
    return receiver;
  }

  private handle(req: http.IncomingMessage, body: string, res: http.ServerResponse) {
    this.received.push({
      method: req.method ?? '',
      path: req.url ?? '',
      contentType: req.headers['content-type'] ?? '',
      fields: Object.fromEntries(new URLSearchParams(body)),
    });
    const behaviour = this.plan.shift() ?? 200;
    if (behaviour === 'hang') return;
    res.writeHead(behaviour, { 'content-type': 'text/plain' });
    res.end(behaviour < 300 ? 'OK' : 'nope');
  }

  /** `http://127.0.0.1:<port>`. */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The next answers, in order; afterwards 200. */
  respond(...plan: Behaviour[]) {
    this.plan = plan;
  }

  reset() {
    this.received.length = 0;
    this.plan = [];
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let seq = 0;
export const TEST_PASSWORD = 'long-password-1';

/** A confirmed account (funded when `fundsMicros`), created directly in the database. */
export async function makeAccount(
  db: Db,
  clock: Clock,
  userType: 'customer' | 'worker' | 'developer',
  fundsMicros = 0,
): Promise<{ userId: number; email: string }> {
  seq += 1;
  const email = `cb-${userType}-${seq}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const userId = await createConfirmedAccount(db, clock, { email, password: TEST_PASSWORD, userType });
  if (fundsMicros) await ledgerService({ db, clock }).credit(userId, fundsMicros, `fund:${userId}`, 'test funds');
  return { userId, email };
}

/** A browser signed in to the account. */
export async function signedIn(app: FastifyInstance, email: string): Promise<Browser> {
  const browser = new Browser(app);
  const body = ok(await browser.post(IDENTITY_PATHS.login, { email, password: TEST_PASSWORD }));
  expect(body.status).toBe('ok');
  return browser;
}
