import { PAYOUT_METHOD_RULES, PAYOUT_METHODS, type Payout, type WalletsReply } from '@crowdsolve/contract';
import { makeUser } from '../profile/testing.tsx';

/** Test data of the partner screens. */

export const worker = () => makeUser({ profile: { userType: 'worker', systemMessage: null } });
/** A developer: paid out their commission from the same partner screens. */
export const developer = () => makeUser({ profile: { userType: 'developer', systemMessage: null } });

export function makeWallets(overrides: Partial<WalletsReply> = {}): WalletsReply {
  return {
    methods: PAYOUT_METHODS.map((method) => ({
      method,
      minimumMicros: PAYOUT_METHOD_RULES[method].minimumMicros,
      fee: PAYOUT_METHOD_RULES[method].fee,
      example: PAYOUT_METHOD_RULES[method].example,
    })),
    wallets: [],
    pending: null,
    ...overrides,
  };
}

export function makePayout(overrides: Partial<Payout> = {}): Payout {
  return {
    id: 1,
    method: 'paypal',
    account: 'ann@example.com',
    amountMicros: 10_000_000,
    feeMicros: 300_000,
    netMicros: 9_700_000,
    refundedMicros: 0,
    state: 'requested',
    reference: null,
    reason: null,
    requestedAt: '2026-03-01T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}
