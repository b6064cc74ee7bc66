import type { DemoStep } from '../../db/seeds/demo.ts';
import { systemClock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { ledgerService } from '../billing/index.ts';
import { DEMO_ACCOUNTS } from '../identity/index.ts';
import { paymentsRepo } from './payments.repo.ts';
import { paymentLedgerKey } from './webhooks.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo top-ups of the demo customer, through the sandbox provider: one paid (and credited), one failed. */
export const paymentsDemoStep: DemoStep = {
  name: 'payments',
  async run(db: Db) {
    const email = DEMO_ACCOUNTS.find((a) => a.userType === 'customer')?.email ?? '';
    const customer = await db.selectFrom('userAccount').select('id').where('email', '=', email).executeTakeFirst();
    if (!customer) return;
    const now = systemClock.now().getTime();
    const demo = [
      { amountMicros: 25_000_000, at: new Date(now - 3 * DAY_MS), paid: true },
      { amountMicros: 10_000_000, at: new Date(now - DAY_MS), paid: false },
    ];
    for (const d of demo) {
      const id = await paymentsRepo.insert(db, {
        userId: customer.id,
        provider: 'sandbox',
        method: 'sandbox',
        amountMicros: d.amountMicros,
        feeMicros: 0,
        isDemo: true,
        createdAt: d.at,
      });
      await paymentsRepo.setCheckout(
        db,
        id,
        { providerRef: `sbx_demo_${id}`, checkoutUrl: `/pay/sandbox/${id}`, crypto: null, expiresAt: d.at },
        d.at,
      );
      if (d.paid) {
        // Booked at the payment's own time, so the daily spend shows it on that day.
        const ledger = ledgerService({ db, clock: { now: () => d.at } });
        await ledger.credit(
          customer.id,
          d.amountMicros,
          paymentLedgerKey(id),
          `Top-up ${id} via sandbox (demo)`,
          null,
          db,
        );
        await paymentsRepo.update(db, id, {
          status: 'paid',
          creditedMicros: d.amountMicros,
          paidAt: d.at,
          updatedAt: d.at,
        });
      } else {
        await paymentsRepo.update(db, id, { status: 'failed', updatedAt: d.at });
      }
    }
  },
};
