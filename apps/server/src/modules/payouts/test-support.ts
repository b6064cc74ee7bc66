import { COMPLAINT_WINDOW_MINUTES, IDENTITY_PATHS, PAYOUT_PATHS, type PayoutMethod } from '@crowdsolve/contract';
import { expect } from 'vitest';
import type { DatabaseTarget } from '../../../test/databases.ts';
import { Browser, type IdentityHarness, identityHarness, MAIL, mailLink, ok, uniqueEmail } from '../../../test/smtp.ts';
import { ledgerService } from '../billing/index.ts';
import { createConfirmedAccount } from '../identity/index.ts';
import { coverRefundFromPayouts } from './payouts.refunds.ts';

export const PASSWORD = 'long-password-for-payouts';
export const EDIT_PURSE = /^\/auth\/edit_purse\/([^/\s]+)\/(\d+)$/;
export const USD = 1_000_000;
export const WINDOW_MS = COMPLAINT_WINDOW_MINUTES * 60_000;

export const walletPath = (method: PayoutMethod) => PAYOUT_PATHS.wallet.replace(':method', method);

export interface Person {
  id: number;
  email: string;
  browser: Browser;
}

/** The app with the real SMTP sink, plus shortcuts for accounts, money and payout accounts. */
export async function payoutsHarness(target: DatabaseTarget, env: Record<string, string> = {}) {
  const h: IdentityHarness = await identityHarness(target, env);
  // Wired as the app wires its own: refunds reach payouts not yet paid.
  const ledger = ledgerService({ db: h.database.db, clock: h.clock });
  ledger.coverRefundsFrom(coverRefundFromPayouts);

  async function person(userType: 'worker' | 'customer' | 'developer' | null, isAdmin = false): Promise<Person> {
    const email = uniqueEmail(userType ?? 'admin');
    const id = await createConfirmedAccount(h.database.db, h.clock, { email, password: PASSWORD, userType, isAdmin });
    const browser = new Browser(h.app);
    const body = ok(await browser.post(IDENTITY_PATHS.login, { email, password: PASSWORD }));
    expect(body.status).toBe('ok');
    return { id, email, browser };
  }

  /**
   * Pays a worker `micros` for work a customer paid for (a settle, as the solving engine books it):
   * earned money. Then the clock passes the complaint window, so the pay is withdrawable, unless `fresh`.
   */
  async function earn(workerId: number, micros: number, options: { fresh?: boolean } = {}) {
    const email = uniqueEmail('payer');
    const payer = await createConfirmedAccount(h.database.db, h.clock, {
      email,
      password: PASSWORD,
      userType: 'customer',
    });
    const key = `test-earn:${workerId}:${payer}`;
    await ledger.credit(payer, micros, `${key}:credit`, 'test payment');
    await ledger.hold(payer, micros, `${key}:hold`);
    await ledger.settle(payer, micros, { key: `${key}:settle`, workerUserId: workerId, workerMicros: micros });
    if (!options.fresh) h.clock.advance(WINDOW_MS);
  }

  /** A worker who earned `funds` micro-dollars by solving. */
  async function worker(funds = 0): Promise<Person> {
    const p = await person('worker');
    if (funds > 0) await earn(p.id, funds);
    return p;
  }

  /** Asks for a change of the account and returns the link of the mail the worker received. */
  async function requestChange(p: Person, method: PayoutMethod, account: string) {
    const since = h.smtp.mark();
    const reply = ok(await p.browser.put(walletPath(method), { account }));
    const mail = await h.smtp.waitFor(p.email, MAIL.walletChange.subject, since);
    return { reply, mail, link: mailLink(mail, EDIT_PURSE) };
  }

  /** Sets a confirmed account through the mail. */
  async function confirmedWallet(p: Person, method: PayoutMethod, account: string) {
    const { link } = await requestChange(p, method, account);
    return ok(await h.browser().post(PAYOUT_PATHS.confirm, link));
  }

  /** The sum of a user's balance and hold, as the ledger has them. */
  async function balances(userId: number) {
    return ledger.balance(userId);
  }

  return { h, ledger, person, worker, earn, requestChange, confirmedWallet, balances };
}
export type PayoutsHarness = Awaited<ReturnType<typeof payoutsHarness>>;
