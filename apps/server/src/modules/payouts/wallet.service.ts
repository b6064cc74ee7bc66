import {
  MAIL_LINK_TTL_HOURS,
  PAYOUT_METHOD_RULES,
  PAYOUT_METHODS,
  type PayoutMethod,
  type PendingWalletChange,
  parsePayoutAccount,
  type Wallet,
  type WalletConfirm,
  type WalletsReply,
} from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import { enforceLimit, LIMITS, recipientOf, userDirectory } from '../identity/index.ts';
import type { PayoutsMails } from './payouts.mails.ts';
import { payoutsRepo } from './payouts.repo.ts';

const TTL_MS = MAIL_LINK_TTL_HOURS * 60 * 60 * 1000;
const iso = (d: Date | string) => new Date(d).toISOString();

type ChangeRow = NonNullable<Awaited<ReturnType<typeof payoutsRepo.changeByHash>>>;

function presentChange(row: ChangeRow): PendingWalletChange {
  return { method: row.method, account: row.account, requestedAt: iso(row.createdAt), expiresAt: iso(row.expiresAt) };
}

/** The account in its stored form, else PAYOUT_INVALID_ACCOUNT naming the `account` field. */
export function checkAccount(method: PayoutMethod, raw: string): string {
  const account = parsePayoutAccount(method, raw);
  if (account === null) {
    throw new AppError('PAYOUT_INVALID_ACCOUNT', `The account does not fit the ${method} format.`, {
      fields: [{ field: 'body.account', message: 'invalid_format' }],
    });
  }
  return account;
}

/**
 * A worker's payout accounts. Setting or changing one is a pending change until the worker follows
 * the link mailed to their address (single-use, 24 hours, only its hash stored); a newer request or a
 * cancel ends the earlier change. A worker has at most one pending change.
 */
export function walletService(deps: { db: Db; clock: Clock; mails: PayoutsMails }) {
  const { db, clock } = deps;

  /** The change of a `{hash, userId}` link, checked but not used. */
  async function peek(link: WalletConfirm): Promise<ChangeRow> {
    const row = await payoutsRepo.changeByHash(db, sha256(link.hash));
    if (!row || row.workerId !== link.userId) throw new AppError('PAYOUT_LINK_INVALID');
    if (row.usedAt) throw new AppError('PAYOUT_LINK_USED');
    if (row.cancelledAt) throw new AppError('PAYOUT_LINK_CANCELLED');
    if (new Date(row.expiresAt) <= clock.now()) throw new AppError('PAYOUT_LINK_EXPIRED');
    return row;
  }

  return {
    async overview(workerId: number): Promise<WalletsReply> {
      const [wallets, pending] = await Promise.all([
        payoutsRepo.wallets(db, workerId),
        payoutsRepo.pendingChange(db, workerId, clock.now()),
      ]);
      return {
        methods: PAYOUT_METHODS.map((method) => {
          const rule = PAYOUT_METHOD_RULES[method];
          return { method, minimumMicros: rule.minimumMicros, fee: rule.fee, example: rule.example };
        }),
        wallets: wallets.map(
          (w): Wallet => ({ method: w.method, account: w.account, confirmedAt: iso(w.confirmedAt) }),
        ),
        pending: pending ? presentChange(pending) : null,
      };
    },

    async pending(workerId: number): Promise<PendingWalletChange | null> {
      const row = await payoutsRepo.pendingChange(db, workerId, clock.now());
      return row ? presentChange(row) : null;
    },

    /** Records the change (ending any earlier one) and mails its link to the worker's address. */
    async requestChange(workerId: number, method: PayoutMethod, raw: string): Promise<PendingWalletChange> {
      const account = checkAccount(method, raw);
      const user = await userDirectory.find(db, { id: workerId }, { only: 'notDeleted' });
      if (!user?.email) throw new AppError('ERROR_NOT_FOUND');
      if (!user.emailConfirmedAt) throw new AppError('AUTH_EMAIL_NOT_CONFIRMED');
      await enforceLimit(db, `mail:wallet:${workerId}`, LIMITS.mailPerAccount);
      const token = randomToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + TTL_MS);
      await inTransaction(db, async (trx) => {
        await payoutsRepo.cancelOpenChanges(trx, workerId, now);
        await payoutsRepo.insertChange(trx, {
          workerId,
          method,
          account,
          tokenHash: sha256(token),
          createdAt: now,
          expiresAt,
        });
      });
      await deps.mails.walletChange(recipientOf(user), token, { method, account });
      return { method, account, requestedAt: now.toISOString(), expiresAt: expiresAt.toISOString() };
    },

    /** Ends the pending change, if any (its link stops working). */
    async cancel(workerId: number): Promise<{ cancelled: boolean }> {
      return { cancelled: (await payoutsRepo.cancelOpenChanges(db, workerId, clock.now())) > 0 };
    },

    /** What a link would apply (the confirmation page shows it before the worker confirms). */
    check: async (link: WalletConfirm): Promise<PendingWalletChange> => presentChange(await peek(link)),

    /** Applies the change of a link, once: a second use, even a concurrent one, is PAYOUT_LINK_USED. */
    async confirm(link: WalletConfirm): Promise<Wallet> {
      const row = await peek(link);
      const now = clock.now();
      await inTransaction(db, async (trx) => {
        if (!(await payoutsRepo.useChange(trx, row.id, now))) throw new AppError('PAYOUT_LINK_USED');
        await payoutsRepo.upsertWallet(trx, row.workerId, row.method, row.account, now);
      });
      return { method: row.method, account: row.account, confirmedAt: now.toISOString() };
    },
  };
}
export type WalletService = ReturnType<typeof walletService>;
