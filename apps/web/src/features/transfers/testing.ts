import type { AdminPromoCode, AdminVoucher, Transfer } from '@crowdsolve/contract';

/** Test data of the transfer, voucher and promo-code screens. */

export function makeTransfer(overrides: Partial<Transfer> = {}): Transfer {
  return {
    id: 1,
    direction: 'sent',
    counterpart: { userId: 42, email: 'b***@example.com' },
    amountMicros: 4_000_000,
    state: 'pending',
    failure: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    expiresAt: '2026-03-02T10:00:00.000Z',
    decidedAt: null,
    ...overrides,
  };
}

export function makeVoucher(overrides: Partial<AdminVoucher> = {}): AdminVoucher {
  return {
    id: 1,
    codeHint: '…K7QZ',
    amountMicros: 10_000_000,
    note: null,
    state: 'active',
    expiresAt: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    redeemedBy: null,
    redeemedAt: null,
    disabledAt: null,
    ...overrides,
  };
}

export function makePromo(overrides: Partial<AdminPromoCode> = {}): AdminPromoCode {
  return {
    id: 1,
    code: 'WELCOME-5',
    amountMicros: 5_000_000,
    state: 'active',
    expiresAt: null,
    maxRedemptions: null,
    redemptions: 0,
    createdAt: '2026-03-01T10:00:00.000Z',
    disabledAt: null,
    ...overrides,
  };
}
