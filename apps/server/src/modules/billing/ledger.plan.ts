import { IDEMPOTENCY_KEY_MAX, type LedgerTransactionKind } from '@crowdsolve/contract';
import { sql } from 'kysely';
import type { LedgerAccountKind } from '../../db/schema.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { SystemAccountKind, UserAccountKind } from './ledger.repo.ts';

/** The parts of a ledger operation: result types, input checks, the entries it plans, the transaction wrapper. */

export interface LedgerEntryResult {
  accountId: number;
  account: LedgerAccountKind;
  /** The account's owner; null for the platform accounts. */
  userId: number | null;
  amountMicros: number;
  /** The user account's balance after the entry; null for the platform accounts (their balance is derived). */
  balanceAfterMicros: number | null;
}

export interface LedgerResult {
  transactionId: number;
  kind: LedgerTransactionKind;
  /** True when the idempotency key had been used already: the stored result, nothing moved. */
  replayed: boolean;
  /** One entry per account touched, ordered by account id; they sum to zero. */
  entries: LedgerEntryResult[];
}

export interface SettleSplits {
  /** What the work costs the customer; at most the amount held, by default all of it. The rest of the hold goes back to the balance. */
  chargeMicros?: number;
  /** The worker who solved it and their pay, credited to their balance. */
  workerUserId?: number | null;
  workerMicros?: number;
  /** The software developer (soft_id) and their commission, credited to their balance. */
  developerUserId?: number | null;
  developerMicros?: number;
  /** Further workers paid from the same charge (100 % recognition pays every agreeing worker). */
  moreWorkers?: { userId: number; micros: number }[];
  /** The platform keeps `charge − workers − developer`. */
  key: string;
  reference?: string | null;
}

export interface BalanceView {
  balanceMicros: number;
  heldMicros: number;
}

export interface LedgerSummary extends BalanceView {
  /** Charged for settled work, net of refunds. */
  spentMicros: number;
  /** Earned as a worker or developer, net of refunds taken back. */
  earnedMicros: number;
  /** The last credit to the balance (a payment or a manual credit). */
  lastCreditAt: Date | null;
}

export const MEMO_MAX = 1000;
export const REFERENCE_MAX = 200;

/** The balances and analytics totals of a user, from the ledger (zeros before money first moved). */

export function micros(value: unknown, field: string, options: { zero?: boolean } = {}): number {
  const valid = typeof value === 'number' && Number.isSafeInteger(value) && (options.zero ? value >= 0 : value > 0);
  if (!valid) {
    throw new AppError(
      'BILLING_INVALID_AMOUNT',
      `${field} must be a whole number of micro-dollars ${options.zero ? 'of zero or more' : 'above zero'}.`,
      { fields: [{ field, message: 'invalid_amount' }] },
    );
  }
  return value;
}

export function userId(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
    throw new AppError('ERROR_VALIDATION', `${field} must be a user id.`, { fields: [{ field, message: 'invalid' }] });
  }
  return value;
}

export function idempotencyKey(value: unknown, field = 'key'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > IDEMPOTENCY_KEY_MAX) {
    throw new AppError('ERROR_VALIDATION', `${field} must be 1 to ${IDEMPOTENCY_KEY_MAX} characters.`, {
      fields: [{ field, message: 'invalid' }],
    });
  }
  return value;
}

export function text(value: unknown, field: string, max: number): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > max) {
    throw new AppError('ERROR_VALIDATION', `${field} must be text of at most ${max} characters.`, {
      fields: [{ field, message: 'invalid' }],
    });
  }
  return value;
}

/** JSON with sorted keys: two requests are the same call when these are equal. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

// ── Planning a movement ─────────────────────────────────────────────────────

/** One change to a user account, as `ledger_post()` (migration 0018) takes it. */
export interface UserMove {
  k: UserAccountKind;
  u: number;
  /** The balance delta. */
  d: number;
  /** Added to the analytics totals: spent, earned. */
  s?: number;
  e?: number;
  /** Notes the time of a credit. */
  c?: boolean;
  /** A negative move the platform bears when the user's balance no longer covers it (refunds). */
  b?: boolean;
}

/** The changes one operation makes to user accounts and to the platform accounts. */
export class Moves {
  readonly user: UserMove[] = [];
  readonly system: Partial<Record<SystemAccountKind, number>> = {};

  /** Adds to a user account's balance (and its analytics totals). */
  add(
    kind: UserAccountKind,
    userId: number,
    deltaMicros: number,
    totals: { spent?: number; earned?: number; credit?: boolean; bearIfShort?: boolean } = {},
  ): void {
    const move: UserMove = { k: kind, u: userId, d: deltaMicros };
    if (totals.spent) move.s = totals.spent;
    if (totals.earned) move.e = totals.earned;
    if (totals.credit) move.c = true;
    if (totals.bearIfShort) move.b = true;
    this.user.push(move);
  }

  addSystem(kind: SystemAccountKind, deltaMicros: number): void {
    this.system[kind] = (this.system[kind] ?? 0) + deltaMicros;
  }

  /** Entries sum to zero (also checked by a deferred trigger at commit). */
  assertBalanced(label: string): void {
    const sum =
      this.user.reduce((total, m) => total + m.d, 0) + Object.values(this.system).reduce((t, d) => t + (d ?? 0), 0);
    if (sum !== 0) throw new Error(`ledger ${label} does not balance: its entries sum to ${sum}`);
  }
}

export interface Plan {
  kind: LedgerTransactionKind;
  key: string;
  userId: number;
  amountMicros: number;
  reference: string | null;
  memo: string | null;
  /** Every parameter of the call; a retry must repeat them exactly. */
  request: Record<string, unknown>;
  refundsTransactionId?: number | null;
  createdBy?: number | null;
  build(moves: Moves): void;
}

/** Runs `fn` atomically: in a new transaction, or in a savepoint of the caller's transaction. */
/** Transactions whose owner aborts on any failure: ledger operations in them need no savepoint. */
const failFast = new WeakSet<object>();

/**
 * Marks a caller's transaction as one that is rolled back whenever a ledger operation in it fails
 * (the caller does not catch and go on). Operations then skip their savepoint: two round trips less.
 */
export function abortsOnFailure(trx: Db): Db {
  failFast.add(trx);
  return trx;
}

export async function atomically<T>(db: Db, fn: (trx: Db) => Promise<T>): Promise<T> {
  if (!db.isTransaction) return db.transaction().execute(fn);
  if (failFast.has(db)) return fn(db);
  await sql`savepoint ledger_operation`.execute(db);
  try {
    const result = await fn(db);
    await sql`release savepoint ledger_operation`.execute(db);
    return result;
  } catch (err) {
    await sql`rollback to savepoint ledger_operation`.execute(db);
    throw err;
  }
}

/** Database errors that mean something to the caller. */
export function translate(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const { code, constraint, message } = (err ?? {}) as { code?: string; constraint?: string; message?: string };
  // Refusals raised by ledger_post() (migration 0018).
  if (code === 'P0001' && (message === 'BILLING_INSUFFICIENT_FUNDS' || message === 'BILLING_INSUFFICIENT_HOLD')) {
    return new AppError(
      message,
      message === 'BILLING_INSUFFICIENT_FUNDS'
        ? 'Not enough money on the balance.'
        : 'Less money is held than this operation takes from the hold.',
      { cause: err },
    );
  }
  if (code === '23514' && constraint === 'ledger_account_not_negative') {
    return new AppError('BILLING_INSUFFICIENT_FUNDS', 'Not enough money on the balance.', { cause: err });
  }
  if (code === '23505' && constraint === 'ledger_transaction_refunds_transaction_id_key') {
    return new AppError('BILLING_ALREADY_REFUNDED', undefined, { cause: err });
  }
  if (code === '23503') return new AppError('ERROR_NOT_FOUND', 'No such user.', { cause: err });
  return err;
}

export function sortEntries(entries: LedgerEntryResult[]): LedgerEntryResult[] {
  return entries.sort((a, b) => a.accountId - b.accountId);
}

// ── Plans shared by two operations ──────────────────────────────────────────

/** Money into the hold (`hold`) or back out of it to the balance (`release`). */
export function holdPlan(
  kind: 'hold' | 'release',
  customerId: number,
  amountMicros: number,
  key: string,
  reference?: string | null,
): Plan {
  const sign = kind === 'hold' ? 1 : -1;
  return {
    kind,
    key: idempotencyKey(key),
    userId: userId(customerId, 'userId'),
    amountMicros: micros(amountMicros, 'amountMicros'),
    reference: text(reference, 'reference', REFERENCE_MAX),
    memo: null,
    request: { userId: customerId, amountMicros, reference: reference ?? null },
    build(moves) {
      moves.add('user_balance', customerId, -sign * amountMicros);
      moves.add('hold', customerId, sign * amountMicros);
    },
  };
}

/** Money entering a balance from outside (`credit`) or leaving it (`debit`); a credit notes its time. */
export function externalPlan(
  kind: 'credit' | 'debit',
  targetId: number,
  amountMicros: number,
  key: string,
  memo?: string | null,
  adminId?: number | null,
): Plan {
  const sign = kind === 'credit' ? 1 : -1;
  return {
    kind,
    key: idempotencyKey(key),
    userId: userId(targetId, 'userId'),
    amountMicros: micros(amountMicros, 'amountMicros'),
    reference: null,
    memo: text(memo, 'memo', MEMO_MAX),
    request: { userId: targetId, amountMicros, memo: memo ?? null, adminId: adminId ?? null },
    createdBy: adminId ?? null,
    build(moves) {
      moves.add('user_balance', targetId, sign * amountMicros, { credit: kind === 'credit' });
      moves.addSystem('external', -sign * amountMicros);
    },
  };
}

/** Money from one user's balance to another's (`transfer`); the transaction is the sender's. */
export function transferPlan(
  senderId: number,
  recipientId: number,
  amountMicros: number,
  key: string,
  reference?: string | null,
): Plan {
  userId(senderId, 'senderId');
  userId(recipientId, 'recipientId');
  if (senderId === recipientId) {
    throw new AppError('ERROR_VALIDATION', 'A transfer needs two different users.', {
      fields: [{ field: 'recipientId', message: 'same_user' }],
    });
  }
  return {
    kind: 'transfer',
    key: idempotencyKey(key),
    userId: senderId,
    amountMicros: micros(amountMicros, 'amountMicros'),
    reference: text(reference, 'reference', REFERENCE_MAX),
    memo: null,
    request: { senderId, recipientId, amountMicros, reference: reference ?? null },
    build(moves) {
      moves.add('user_balance', senderId, -amountMicros);
      moves.add('user_balance', recipientId, amountMicros);
    },
  };
}

/** Something bought from the balance (the enterprise plan): balance → platform revenue, counted as spent. */
export function purchasePlan(customerId: number, amountMicros: number, key: string, reference: string): Plan {
  return {
    kind: 'purchase',
    key: idempotencyKey(key),
    userId: userId(customerId, 'userId'),
    amountMicros: micros(amountMicros, 'amountMicros'),
    reference: text(reference, 'reference', REFERENCE_MAX),
    memo: null,
    request: { userId: customerId, amountMicros, reference },
    build(moves) {
      moves.add('user_balance', customerId, -amountMicros, { spent: amountMicros });
      moves.addSystem('platform_revenue', amountMicros);
    },
  };
}

/** Solved work charged from the hold: worker(s), developer and platform shares; the rest back to the balance. */
export function settlePlan(customerId: number, heldMicros: number, splits: SettleSplits): Plan {
  const held = micros(heldMicros, 'heldMicros');
  const charge = micros(splits.chargeMicros ?? held, 'chargeMicros', { zero: true });
  const worker = micros(splits.workerMicros ?? 0, 'workerMicros', { zero: true });
  const developer = micros(splits.developerMicros ?? 0, 'developerMicros', { zero: true });
  const workerId = worker > 0 ? userId(splits.workerUserId, 'workerUserId') : null;
  const developerId = developer > 0 ? userId(splits.developerUserId, 'developerUserId') : null;
  const more = (splits.moreWorkers ?? [])
    .map((w) => ({
      userId: userId(w.userId, 'moreWorkers'),
      micros: micros(w.micros, 'moreWorkers', { zero: true }),
    }))
    .filter((w) => w.micros > 0);
  const moreTotal = more.reduce((sum, w) => sum + w.micros, 0);
  if (charge > held) {
    throw new AppError('BILLING_INVALID_AMOUNT', 'The charge exceeds the amount held.', {
      fields: [{ field: 'chargeMicros', message: 'exceeds_hold' }],
    });
  }
  if (worker + moreTotal + developer > charge) {
    throw new AppError('BILLING_INVALID_AMOUNT', 'The worker and developer shares exceed the charge.', {
      fields: [{ field: 'workerMicros', message: 'exceeds_charge' }],
    });
  }
  const platform = charge - worker - moreTotal - developer;
  const plan: Plan = {
    kind: 'settle',
    key: idempotencyKey(splits.key),
    userId: userId(customerId, 'userId'),
    amountMicros: charge,
    reference: text(splits.reference, 'reference', REFERENCE_MAX),
    memo: null,
    request: {
      userId: customerId,
      heldMicros: held,
      chargeMicros: charge,
      workerUserId: workerId,
      workerMicros: worker,
      developerUserId: developerId,
      developerMicros: developer,
      ...(more.length ? { moreWorkers: more } : {}),
      reference: splits.reference ?? null,
    },
    build(moves) {
      moves.add('hold', customerId, -held);
      moves.add('user_balance', customerId, held - charge, { spent: charge });
      if (workerId) moves.add('user_balance', workerId, worker, { earned: worker });
      for (const w of more) moves.add('user_balance', w.userId, w.micros, { earned: w.micros });
      if (developerId) moves.add('user_balance', developerId, developer, { earned: developer });
      moves.addSystem('platform_revenue', platform);
    },
  };
  return plan;
}
