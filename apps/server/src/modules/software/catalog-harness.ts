/** Test helpers of the catalogue's tests: an app with mail going to a real SMTP server, accounts, items, tasks. */
import { CATALOG_PATHS as C, catalogPath, type SoftwareFormBody } from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../../test/app.ts';
import type { DatabaseTarget } from '../../../test/databases.ts';
import { type Browser, ok, SmtpSink } from '../../../test/smtp.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { makeAccount, signedIn } from '../callbacks/test-support.ts';
import { createConfirmedAccount } from '../identity/index.ts';

type ManualClock = ReturnType<typeof manualClock>;

let seq = 0;

/** A valid catalogue form; `over` replaces fields. */
export function form(over: Partial<SoftwareFormBody> = {}): SoftwareFormBody {
  seq += 1;
  return {
    name: `Test app ${seq}`,
    slug: `test-app-${seq}-${Math.random().toString(36).slice(2, 7)}`,
    shortDescription: 'Solves captchas for you.',
    longDescription: 'Some **bold** text.',
    categories: ['seo'],
    platforms: ['windows'],
    captchaTypes: ['image_text'],
    priceModel: 'free',
    ...over,
  };
}

export interface Harness {
  database: DatabaseHandle;
  app: FastifyInstance;
  clock: ManualClock;
  smtp: SmtpSink;
  account(type: 'customer' | 'worker' | 'developer'): Promise<{ userId: number; email: string; browser: Browser }>;
  staff(
    role: 'admin' | 'moderator',
    language?: 'en' | 'ru' | 'zh',
  ): Promise<{ userId: number; email: string; browser: Browser }>;
  /** Creates an item through the form (pending); returns its DeveloperSoftware. */
  submit(browser: Browser, over?: Partial<SoftwareFormBody>): Promise<{ softId: number; slug: string; name: string }>;
  /** Approves (or rejects with a reason) an item as a moderator. */
  decide(softId: number, decision?: 'approve' | 'reject', reason?: string): Promise<void>;
  /** Inserts tasks sent with `softId` by `customerId`. */
  tasks(
    softId: number,
    customerId: number,
    n: number,
    opts?: { ageMs?: number; status?: 'solved' | 'queued'; priceMicros?: number; developerId?: number | null },
  ): Promise<void>;
  close(): Promise<void>;
}

export async function catalogHarness(target: DatabaseTarget, start = '2026-11-10T12:00:00Z'): Promise<Harness> {
  const database = await target.open();
  const clock = manualClock(new Date(start));
  const smtp = await SmtpSink.start();
  const transport = smtp.transport();
  const app = await testApp(database, {
    env: { DEV_MAIL_OUTBOX: 'false', PUBLIC_URL: 'http://crowdsolve.test' },
    clock,
    mailTransport: transport,
  });
  await app.ready();
  let moderator: Browser | null = null;

  const h: Harness = {
    database,
    app,
    clock,
    smtp,
    async account(type) {
      const { userId, email } = await makeAccount(database.db, clock, type);
      return { userId, email, browser: await signedIn(app, email) };
    },
    async staff(role, language = 'en') {
      seq += 1;
      const email = `staff-${role}-${seq}-${Math.random().toString(36).slice(2, 7)}@example.com`;
      const userId = await createConfirmedAccount(database.db, clock, {
        email,
        password: 'long-password-1',
        userType: 'customer',
        isAdmin: role === 'admin',
        isModerator: role === 'moderator',
      });
      await database.db
        .updateTable('userAccount')
        .set({ interfaceLanguage: language })
        .where('id', '=', userId)
        .execute();
      return { userId, email, browser: await signedIn(app, email) };
    },
    async submit(browser, over) {
      const res = await browser.post(C.developerCatalog, form(over));
      if (res.statusCode !== 201) throw new Error(`expected 201, got ${res.statusCode}: ${res.body}`);
      return res.json();
    },
    async decide(softId, decision = 'approve', reason = '') {
      moderator ??= (await h.staff('moderator')).browser;
      ok(await moderator.post(catalogPath(C.moderationSoftwareDecision, { softId }), { decision, reason }));
    },
    async tasks(softId, customerId, n, opts = {}) {
      const now = clock.now().getTime() - (opts.ageMs ?? 60_000);
      const rows = Array.from({ length: n }, () => ({
        customerId,
        kind: 'image',
        spec: JSON.stringify({ type: 'image' }),
        source: 'v1' as const,
        softId,
        developerId: opts.developerId ?? null,
        status: opts.status ?? ('solved' as const),
        priceMicros: opts.priceMicros ?? 1000,
        workerPayMicros: 0,
        unsolvableAt: new Date(now + 600_000),
        createdAt: new Date(now),
      }));
      if (rows.length) await database.db.insertInto('task').values(rows).execute();
    },
    async close() {
      await app.close();
      transport.close();
      await smtp.close();
      await database.close();
    },
  };
  return h;
}
