import { IDENTITY_PATHS, type UserType } from '@crowdsolve/contract';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { DatabaseTarget } from '../../../test/databases.ts';
import { Browser, identityHarness, ok, uniqueEmail } from '../../../test/smtp.ts';
import { ledgerService } from '../billing/index.ts';
import { createConfirmedAccount } from '../identity/index.ts';

const PASSWORD = 'long-password-for-enterprise';

/** The app (no golden tasks), signed-in accounts with money, and ledger checks. */
export async function enterpriseHarness(target: DatabaseTarget, env: Record<string, string> = {}) {
  const h = await identityHarness(target, { GOLDEN_TASK_RATE: '0', ...env });
  const db = h.database.db;
  const ledger = ledgerService({ db, clock: h.clock });

  async function person(
    options: { userType?: UserType | null; isAdmin?: boolean; isModerator?: boolean; funds?: number } = {},
  ) {
    const email = uniqueEmail(options.userType ?? 'staff');
    const id = await createConfirmedAccount(db, h.clock, {
      email,
      password: PASSWORD,
      userType: options.userType === undefined ? 'customer' : options.userType,
      isAdmin: options.isAdmin,
      isModerator: options.isModerator,
    });
    const browser = new Browser(h.app);
    expect(ok(await browser.post(IDENTITY_PATHS.login, { email, password: PASSWORD })).status).toBe('ok');
    if (options.funds) await ledger.credit(id, options.funds, `test-fund:${id}`, 'test funds');
    const key = (await db.selectFrom('userAccount').select('apiKey').where('id', '=', id).executeTakeFirstOrThrow())
      .apiKey;
    return { id, email, browser, key: key ?? '' };
  }

  async function transactionCount() {
    const { rows } = await sql<{ n: unknown }>`select count(*) as n from ledger_transaction`.execute(db);
    return Number(rows[0]?.n);
  }

  const balance = async (userId: number) => (await ledger.balance(userId)).balanceMicros;
  return { h, db, ledger, person, transactionCount, balance };
}
