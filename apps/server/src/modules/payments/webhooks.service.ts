import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentProviderId, PaymentStatus, WebhookOutcome, WebhookReply } from '@crowdsolve/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { LedgerService } from '../billing/index.ts';
import { type PaymentRow, paymentsRepo } from './payments.repo.ts';
import { type WebhookEvent, WebhookRejected } from './providers/provider.ts';
import type { ProviderRegistry } from './providers/registry.ts';

/**
 * How far along a status is. A payment only moves to a higher rank: an event about an earlier stage
 * that arrives late (processing after settled, expired after paid) changes nothing. Paid ranks above
 * failed and expired: money that did arrive after an expiry is credited.
 */
const RANK: Record<PaymentStatus, number> = { created: 0, pending: 1, failed: 2, expired: 2, paid: 3 };

/** The ledger key of a payment's credit: whoever retries, it is credited once. */
export const paymentLedgerKey = (id: number) => `payment:${id}`;

interface Applied {
  outcome: Exclude<WebhookOutcome, 'rejected'>;
  paymentId: number | null;
  error: string | null;
}

/**
 * Webhooks: each call is verified by its provider (signature over the raw body), then applied to the
 * payment under a row lock, then logged with its outcome. Paying credits the ledger under the key
 * `payment:<id>` in the same transaction that marks the payment paid, so a replayed or concurrent
 * call credits nothing more. A call that fails verification changes nothing and is answered 400.
 */
export function webhooksService(deps: {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  providers: ProviderRegistry;
  log: FastifyBaseLogger;
}) {
  const { db, clock, ledger, providers, log } = deps;

  async function find(trx: Db, provider: PaymentProviderId, event: WebhookEvent): Promise<PaymentRow | undefined> {
    // The provider's reference is authoritative; our id in its metadata finds a payment whose
    // reference is not stored yet (the webhook beat the answer that created it).
    if (event.providerRef) {
      const byRef = await paymentsRepo.lockByRef(trx, provider, event.providerRef);
      if (byRef) return byRef;
    }
    return event.paymentId ? paymentsRepo.lock(trx, event.paymentId) : undefined;
  }

  /** Applies a verified event to its payment. */
  function apply(provider: PaymentProviderId, event: WebhookEvent): Promise<Applied> {
    const ignored = (paymentId: number | null, error: string | null): Applied => ({
      outcome: 'ignored',
      paymentId,
      error,
    });
    const target = event.status;
    if (target === null) return Promise.resolve(ignored(event.paymentId, event.ignoreReason ?? null));
    return inTransaction(db, async (trx) => {
      const p = await find(trx, provider, event);
      if (!p) return ignored(null, 'no such payment');
      if (p.provider !== provider) return ignored(p.id, `a payment of ${p.provider}`);
      if (event.providerRef && p.providerRef && p.providerRef !== event.providerRef) {
        return ignored(p.id, 'the reference does not match the payment');
      }
      if (p.status === target) return { outcome: 'duplicate', paymentId: p.id, error: null };
      if (RANK[target] <= RANK[p.status]) return ignored(p.id, `out of order: the payment is ${p.status}`);
      const now = clock.now();
      const ref = p.providerRef ? {} : event.providerRef ? { providerRef: event.providerRef } : {};
      if (target !== 'paid') {
        await paymentsRepo.update(trx, p.id, { status: target, ...ref, updatedAt: now });
        return { outcome: 'updated', paymentId: p.id, error: null };
      }
      const mismatch = event.mismatch?.(p) ?? null;
      if (mismatch) return ignored(p.id, mismatch);
      await ledger.credit(
        p.userId,
        p.amountMicros,
        paymentLedgerKey(p.id),
        `Top-up ${p.id} via ${p.provider} (${p.method})`,
        null,
        trx,
      );
      await paymentsRepo.update(trx, p.id, {
        status: 'paid',
        creditedMicros: p.amountMicros,
        paidAt: now,
        error: null,
        ...ref,
        updatedAt: now,
      });
      return { outcome: 'credited', paymentId: p.id, error: null };
    });
  }

  return {
    /** Handles one webhook call: the reply, or PAYMENT_WEBHOOK_REJECTED (400) when it fails verification. */
    async receive(
      providerId: PaymentProviderId,
      rawBody: Buffer,
      headers: IncomingHttpHeaders,
      ip: string | null,
    ): Promise<WebhookReply> {
      const provider = providers.byId(providerId);
      if (!provider) throw new AppError('ERROR_NOT_FOUND', 'This payment provider is not enabled.');
      const receivedAt = clock.now();
      let event: WebhookEvent;
      try {
        event = await provider.verifyWebhook(rawBody, headers);
      } catch (err) {
        if (!(err instanceof WebhookRejected)) throw err;
        await paymentsRepo.logWebhook(db, {
          provider: providerId,
          deliveryId: null,
          eventType: null,
          paymentId: null,
          signatureOk: err.signatureOk,
          outcome: 'rejected',
          error: err.message,
          ip,
          receivedAt,
        });
        log.warn({ provider: providerId, ip, reason: err.message, bytes: rawBody.length }, 'payment webhook rejected');
        throw new AppError('PAYMENT_WEBHOOK_REJECTED', 'The webhook signature could not be verified.');
      }
      const result = await apply(providerId, event);
      await paymentsRepo.logWebhook(db, {
        provider: providerId,
        deliveryId: event.deliveryId,
        eventType: event.type,
        paymentId: result.paymentId,
        signatureOk: true,
        outcome: result.outcome,
        error: result.error,
        ip,
        receivedAt,
      });
      const entry = {
        provider: providerId,
        deliveryId: event.deliveryId,
        type: event.type,
        paymentId: result.paymentId,
      };
      if (result.outcome === 'ignored' && result.error)
        log.warn({ ...entry, reason: result.error }, 'payment webhook ignored');
      else log.info({ ...entry, outcome: result.outcome }, 'payment webhook');
      return { ok: true, outcome: result.outcome };
    },
  };
}
export type WebhooksService = ReturnType<typeof webhooksService>;
