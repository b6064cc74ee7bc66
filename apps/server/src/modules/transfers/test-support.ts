import { IDENTITY_PATHS, TRANSFER_PATHS, type UserType } from '@crowdsolve/contract';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { DatabaseTarget } from '../../../test/databases.ts';
import { Browser, type IdentityHarness, identityHarness, MAIL, mailLink, ok, uniqueEmail } from '../../../test/smtp.ts';
import { ledgerService } from '../billing/index.ts';
import { createConfirmedAccount } from '../identity/index.ts';

export const PASSWORD = 'long-password-for-transfers';
export const SEND_USER_HASH = /^\/pay\/send_user_hash\/([^/\s]+)\/(\d+)$/;
export const USD = 1_000_000;

export interface Person {
  id: number;
  email: string;
  browser: Browser;
}

/** The app with the real SMTP sink, plus shortcuts for accounts, money and ledger checks. */
export async function transfersHarness(target: DatabaseTarget) {
  const h: IdentityHarness = await identityHarness(target);
  const db = h.database.db;
  const ledger = ledgerService({ db, clock: h.clock });

  /** A signed-in account with `funds` micro-dollars on its balance. */
  async function person(options: { userType?: UserType | null; isAdmin?: boolean; funds?: number } = {}) {
    const email = uniqueEmail(options.userType ?? 'admin');
    const userType = options.userType === undefined ? 'customer' : options.userType;
    const id = await createConfirmedAccount(db, h.clock, {
      email,
      password: PASSWORD,
      userType,
      isAdmin: options.isAdmin,
    });
    const browser = new Browser(h.app);
    expect(ok(await browser.post(IDENTITY_PATHS.login, { email, password: PASSWORD })).status).toBe('ok');
    if (options.funds) await ledger.credit(id, options.funds, `test-fund:${id}`, 'test funds');
    return { id, email, browser } satisfies Person;
  }

  /** Requests a transfer and returns the reply and the link of the mail the sender received. */
  async function requestTransfer(sender: Person, recipient: string, amountMicros: number) {
    const since = h.smtp.mark();
    const res = await sender.browser.post(TRANSFER_PATHS.transfers, { recipient, amountMicros });
    if (res.statusCode !== 201) throw new Error(`expected 201, got ${res.statusCode}: ${res.body}`);
    const mail = await h.smtp.waitFor(
      sender.email,
      MAIL.transferConfirm.subject.replace('{{amount}}', dollars(amountMicros)),
      since,
    );
    return { transfer: res.json(), mail, link: mailLink(mail, SEND_USER_HASH) };
  }

  /** The entries of a transfer's ledger transaction (key `transfer:<id>`). */
  async function entries(transferId: number) {
    const { rows } = await sql<{ kind: string; userId: number; amount: unknown }>`
      select t.kind, a.user_id as "userId", e.amount_micros as amount
      from ledger_entry e
      join ledger_transaction t on t.id = e.transaction_id
      join ledger_account a on a.id = e.account_id
      where t.idempotency_key = ${`transfer:${transferId}`}
      order by e.id`.execute(db);
    return rows.map((r) => ({ kind: r.kind, userId: Number(r.userId), amount: Number(r.amount) }));
  }

  /** How many ledger transactions exist (a refused operation adds none). */
  async function transactionCount() {
    const { rows } = await sql<{ n: unknown }>`select count(*) as n from ledger_transaction`.execute(db);
    return Number(rows[0]?.n);
  }

  const balance = async (userId: number) => (await ledger.balance(userId)).balanceMicros;

  return { h, db, ledger, person, requestTransfer, entries, transactionCount, balance };
}
export type TransfersHarness = Awaited<ReturnType<typeof transfersHarness>>;

/** `$12.50`: how an English mail writes an amount. */
export function dollars(micros: number): string {
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 6,
  }).format(micros / USD);
}
