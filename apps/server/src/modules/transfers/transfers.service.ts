import {
  type CreateTransferBody,
  MAIL_LINK_TTL_HOURS,
  TRANSFER_MIN_MICROS,
  TRANSFERS_PAGE_SIZE,
  type Transfer,
  type TransferLink,
  type TransfersReply,
} from '@crowdsolve/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import type { LedgerService } from '../billing/index.ts';
import { enforceLimit, LIMITS, recipientOf, userDirectory } from '../identity/index.ts';
import { maskEmail, type TransfersMails } from './transfers.mails.ts';
import { type TransferRow, transfersRepo } from './transfers.repo.ts';

const TTL_MS = MAIL_LINK_TTL_HOURS * 60 * 60 * 1000;
const iso = (d: Date | string) => new Date(d).toISOString();

/** The ledger key (and reference) of a transfer: its money moves once, whoever confirms how often. */
export const transferKey = (id: number) => `transfer:${id}`;

const recipientField = (message: string) => ({ fields: [{ field: 'body.recipient', message }] });
const amountField = (message: string) => ({ fields: [{ field: 'body.amountMicros', message }] });

/** `123` or `#123` is a user id; anything else is read as an address. */
function parseRecipient(raw: string): { id: number } | { email: string } {
  const id = /^#?(\d{1,15})$/.exec(raw.trim())?.[1];
  return id ? { id: Number(id) } : { email: raw.trim().toLowerCase() };
}

/**
 * Balance transfers between users. The sender asks signed in; the money moves only when the sender
 * follows the link mailed to their confirmed address (single-use, 24 hours, only its hash kept), in
 * one database transaction that locks the transfer, moves the money (ledger `transfer`, key
 * `transfer:<id>`) and marks it completed. A second confirmation finds it completed and moves
 * nothing. When the balance no longer covers the amount, the transfer fails and nothing moves.
 *
 * Who has an account is not told beyond need: an unknown, banned or deleted recipient all answer
 * TRANSFER_RECIPIENT_NOT_FOUND, and only to a signed-in sender with a confirmed address and the
 * amount on their balance, at most 5 times in 15 minutes (the mail limit).
 */
export function transfersService(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  mails: TransfersMails;
  log: FastifyBaseLogger;
}) {
  const { db, clock, ledger, mails } = deps;

  function present(row: TransferRow, viewerId: number, emails: { sender: string | null; recipient: string | null }) {
    const sent = row.senderId === viewerId;
    const expired = row.state === 'pending' && new Date(row.expiresAt) <= clock.now();
    return {
      id: row.id,
      direction: sent ? 'sent' : 'received',
      counterpart: sent
        ? { userId: row.recipientId, email: maskEmail(emails.recipient) }
        : { userId: row.senderId, email: maskEmail(emails.sender) },
      amountMicros: row.amountMicros,
      state: expired ? 'expired' : row.state,
      failure: row.failure,
      createdAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
    } satisfies Transfer;
  }

  const emailOf = async (userId: number) => (await userDirectory.emails(db, [userId])).get(userId) ?? null;

  /** The transfer as its sender sees it. */
  async function presentToSender(row: TransferRow): Promise<Transfer> {
    return present(row, row.senderId, { sender: null, recipient: await emailOf(row.recipientId) });
  }

  /** The transfer of a `{hash, userId}` link (the sender's id), else TRANSFER_LINK_INVALID. */
  async function byLink(link: TransferLink): Promise<TransferRow> {
    const row = await transfersRepo.byHash(db, sha256(link.hash));
    if (!row || row.senderId !== link.userId) throw new AppError('TRANSFER_LINK_INVALID');
    return row;
  }

  /** Cancels a pending transfer of this sender (its link stops working). */
  async function cancel(senderId: number, id: number): Promise<Transfer> {
    const row = await inTransaction(db, async (trx) => {
      const row = await transfersRepo.lock(trx, id);
      if (!row || row.senderId !== senderId) throw new AppError('TRANSFER_NOT_FOUND');
      const now = clock.now();
      if (row.state !== 'pending' || new Date(row.expiresAt) <= now) throw new AppError('TRANSFER_NOT_PENDING');
      await transfersRepo.decide(trx, id, { state: 'cancelled', decidedAt: now });
      return { ...row, state: 'cancelled' as const, decidedAt: now };
    });
    return presentToSender(row);
  }

  type Outcome =
    | { kind: 'done'; row: TransferRow; recipient?: NonNullable<Awaited<ReturnType<typeof userDirectory.find>>> }
    | { kind: 'failed'; code: 'TRANSFER_ABOVE_BALANCE' | 'TRANSFER_RECIPIENT_NOT_FOUND' };

  return {
    /** Records a pending transfer and mails its link to the sender; moves no money yet. */
    async request(senderId: number, body: CreateTransferBody): Promise<Transfer> {
      const { amountMicros } = body;
      if (amountMicros < TRANSFER_MIN_MICROS) {
        throw new AppError('TRANSFER_BELOW_MINIMUM', undefined, amountField('below_minimum'));
      }
      const sender = await userDirectory.find(db, { id: senderId }, { only: 'notDeleted' });
      if (!sender?.email) throw new AppError('ERROR_NOT_FOUND');
      if (!sender.emailConfirmedAt) throw new AppError('AUTH_EMAIL_NOT_CONFIRMED');
      const wanted = parseRecipient(body.recipient);
      if ('id' in wanted ? wanted.id === senderId : wanted.email === sender.email.toLowerCase()) {
        throw new AppError('TRANSFER_TO_SELF', undefined, recipientField('same_user'));
      }
      const { balanceMicros } = await ledger.balance(senderId);
      if (amountMicros > balanceMicros) {
        throw new AppError('TRANSFER_ABOVE_BALANCE', undefined, amountField('above_balance'));
      }
      await enforceLimit(db, `mail:transfer:${senderId}`, LIMITS.mailPerAccount);
      const recipient = await userDirectory.find(db, wanted);
      if (!recipient) throw new AppError('TRANSFER_RECIPIENT_NOT_FOUND', undefined, recipientField('not_found'));
      // Balances that can be paid out (workers') take no transfers: bonuses and vouchers stay spendable on tasks only.
      if (recipient.userType !== 'customer' && recipient.userType !== 'developer') {
        throw new AppError('TRANSFER_RECIPIENT_NOT_CUSTOMER', undefined, recipientField('not_customer'));
      }

      const token = randomToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + TTL_MS);
      const id = await transfersRepo.insert(db, {
        senderId,
        recipientId: recipient.id,
        amountMicros,
        tokenHash: sha256(token),
        createdAt: now,
        expiresAt,
      });
      // The sender is told whom they named: the address they typed, or the id (never someone's address).
      const named = 'email' in wanted ? wanted.email : `#${recipient.id}`;
      await mails.confirm(recipientOf(sender), token, { amountMicros, recipient: named });
      return presentToSender((await transfersRepo.byId(db, id)) as TransferRow);
    },

    /** The signed-in user's transfers: all they sent, and those they received once made. */
    async list(userId: number, page: number): Promise<TransfersReply> {
      const { items, totalCount } = await transfersRepo.list(db, userId, page, TRANSFERS_PAGE_SIZE);
      const emails = await userDirectory.emails(
        db,
        items.flatMap((r) => [r.senderId, r.recipientId]),
      );
      return {
        items: items.map((r) =>
          present(r, userId, { sender: emails.get(r.senderId) ?? null, recipient: emails.get(r.recipientId) ?? null }),
        ),
        totalCount,
        minimumMicros: TRANSFER_MIN_MICROS,
      };
    },

    /** What a link would confirm, in whatever state the transfer is (the page shows it first). */
    check: async (link: TransferLink): Promise<Transfer> => presentToSender(await byLink(link)),

    /**
     * Makes the transfer of a link, once. A repeated (or concurrent) confirmation of a completed
     * transfer answers it again and moves nothing; a cancelled, failed or expired one is refused.
     */
    async confirm(link: TransferLink): Promise<Transfer> {
      const { id } = await byLink(link);
      const outcome = await inTransaction(db, async (trx): Promise<Outcome> => {
        const row = await transfersRepo.lock(trx, id);
        if (!row) throw new AppError('TRANSFER_LINK_INVALID');
        if (row.state === 'completed') return { kind: 'done', row };
        if (row.state === 'cancelled') throw new AppError('TRANSFER_CANCELLED');
        if (row.state === 'failed') throw new AppError('TRANSFER_FAILED');
        const now = clock.now();
        if (new Date(row.expiresAt) <= now) throw new AppError('TRANSFER_LINK_EXPIRED');

        // A sender banned or gone since the request moves nothing (the transfer stays until it expires).
        if (!(await userDirectory.find(trx, { id: row.senderId }))) throw new AppError('AUTH_ACCOUNT_BANNED');
        const recipient = await userDirectory.find(trx, { id: row.recipientId });
        if (!recipient) {
          await transfersRepo.decide(trx, id, { state: 'failed', failure: 'recipient_unavailable', decidedAt: now });
          return { kind: 'failed', code: 'TRANSFER_RECIPIENT_NOT_FOUND' };
        }
        let transactionId: number;
        try {
          const key = transferKey(id);
          transactionId = (await ledger.transfer(row.senderId, row.recipientId, row.amountMicros, key, key, trx))
            .transactionId;
        } catch (err) {
          if (!(err instanceof AppError && err.code === 'BILLING_INSUFFICIENT_FUNDS')) throw err;
          // The ledger rolled its part back (a savepoint); the failure itself is kept.
          await transfersRepo.decide(trx, id, { state: 'failed', failure: 'insufficient_funds', decidedAt: now });
          return { kind: 'failed', code: 'TRANSFER_ABOVE_BALANCE' };
        }
        await transfersRepo.decide(trx, id, { state: 'completed', ledgerTransactionId: transactionId, decidedAt: now });
        return { kind: 'done', row: { ...row, state: 'completed', decidedAt: now }, recipient };
      });
      if (outcome.kind === 'failed') throw new AppError(outcome.code);
      const { row, recipient } = outcome;
      if (recipient?.email) {
        const senderEmail = await emailOf(row.senderId);
        try {
          const named = maskEmail(senderEmail);
          await mails.received(recipientOf(recipient), {
            amountMicros: row.amountMicros,
            sender: named ? `${named} (#${row.senderId})` : `#${row.senderId}`,
          });
        } catch (err) {
          // The money has moved; a notice that could not be recorded does not undo that.
          deps.log.error({ err, transferId: row.id }, 'transfer notice not sent');
        }
      }
      return presentToSender(row);
    },

    cancel,

    /** Cancels the transfer of a link (the mail says: not you? cancel it). */
    async cancelByLink(link: TransferLink): Promise<Transfer> {
      const row = await byLink(link);
      return cancel(row.senderId, row.id);
    },
  };
}
export type TransfersService = ReturnType<typeof transfersService>;
