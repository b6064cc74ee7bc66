import type { DemoStep } from '../../db/seeds/demo.ts';
import { systemClock } from '../../platform/clock.ts';
import { createConfirmedAccount, type NewAccount } from './accounts.ts';

/** One demo account per role; README lists them. Marked as demo; never needed by tests. */
export const DEMO_ACCOUNTS: NewAccount[] = [
  { email: 'customer@demo.crowdsolve.local', password: 'demo-customer-2026', userType: 'customer' },
  { email: 'worker@demo.crowdsolve.local', password: 'demo-worker-2026', userType: 'worker' },
  { email: 'developer@demo.crowdsolve.local', password: 'demo-developer-2026', userType: 'developer' },
  {
    email: 'moderator@demo.crowdsolve.local',
    password: 'demo-moderator-2026',
    userType: 'customer',
    isModerator: true,
  },
  { email: 'admin@demo.crowdsolve.local', password: 'demo-admin-2026', userType: 'customer', isAdmin: true },
];

export const identityDemoStep: DemoStep = {
  name: 'identity',
  async run(db) {
    for (const account of DEMO_ACCOUNTS) await createConfirmedAccount(db, systemClock, { ...account, isDemo: true });
  },
};
