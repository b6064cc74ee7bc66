import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IDENTITY_PATHS, type PaymentProviderId, paymentWebhookPath } from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { LogCapture, testApp } from '../../../test/app.ts';
import type { DatabaseTarget } from '../../../test/databases.ts';
import { Browser, ok, uniqueEmail } from '../../../test/http.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { ledgerService } from '../billing/index.ts';
import { createConfirmedAccount } from '../identity/index.ts';
import { paymentsRepo } from './payments.repo.ts';

export const USD = 1_000_000;
const PASSWORD = 'long-password-for-payments';

export interface Person {
  id: number;
  browser: Browser;
}

/** The app (API only) on a fresh database with a manual clock, its log captured, and shortcuts. */
export async function paymentsHarness(target: DatabaseTarget, env: Record<string, string>) {
  const database: DatabaseHandle = await target.open();
  const clock = manualClock(new Date());
  const logs = new LogCapture();
  const app: FastifyInstance = await testApp(database, {
    env: { PUBLIC_URL: 'http://crowdsolve.test', ...env },
    clock,
    logs,
  });
  await app.ready();
  const db = database.db;
  const ledger = ledgerService({ db, clock });

  async function person(userType: 'customer' | 'worker' = 'customer'): Promise<Person> {
    const email = uniqueEmail(userType);
    const id = await createConfirmedAccount(db, clock, { email, password: PASSWORD, userType });
    const browser = new Browser(app);
    expect(ok(await browser.post(IDENTITY_PATHS.login, { email, password: PASSWORD })).status).toBe('ok');
    return { id, browser };
  }

  /** Posts a webhook as a provider would: the exact bytes, the given headers, no session. */
  function webhook(provider: PaymentProviderId, body: string, headers: Record<string, string>) {
    return app.inject({
      method: 'POST',
      url: paymentWebhookPath(provider),
      payload: body,
      headers: { 'content-type': 'application/json', ...headers },
    });
  }

  return {
    app,
    db,
    clock,
    logs,
    ledger,
    person,
    webhook,
    balance: async (userId: number) => (await ledger.balance(userId)).balanceMicros,
    webhookLog: (paymentId: number) => paymentsRepo.webhooks(db, { paymentId }),
    rejectedLog: (provider: PaymentProviderId) =>
      paymentsRepo.webhooks(db, { provider }).then((rows) => rows.filter((r) => r.outcome === 'rejected')),
    /** The ledger credits of a payment (by its key). */
    credits: async (paymentId: number) =>
      db
        .selectFrom('ledgerTransaction')
        .select(['kind', 'amountMicros', 'userId'])
        .where('idempotencyKey', '=', `payment:${paymentId}`)
        .execute(),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
export type PaymentsHarness = Awaited<ReturnType<typeof paymentsHarness>>;

/** `sha256=<hex HMAC-SHA256 of the body>` (BTCPay's and the sandbox's scheme). */
export const sha256Header = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Stripe's documented scheme: `t=<ts>,v1=<hex HMAC-SHA256(secret, "<ts>.<payload>")>`. */
export const stripeSignature = (secret: string, body: string, timestamp: number) =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

// ── Local HTTP stubs of the providers' APIs (the adapters are the real ones) ──

export interface RecordedCall {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface Stub {
  url: string;
  calls: RecordedCall[];
  /** Answers the next calls with this status instead (e.g. 500), until reset with null. */
  failWith: number | null;
  close(): Promise<void>;
}

/** An HTTP server answering with `handle`; every call is recorded. */
export async function startStub(handle: (call: RecordedCall) => { status: number; body: unknown }): Promise<Stub> {
  const calls: RecordedCall[] = [];
  const stub: Stub = { url: '', calls, failWith: null, close: async () => {} };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const call = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString(),
      };
      calls.push(call);
      const answer = stub.failWith ? { status: stub.failWith, body: { error: 'stub failure' } } : handle(call);
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () => new Promise((resolve) => server.close(() => resolve()));
  return stub;
}
