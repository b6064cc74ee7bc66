import type { UserType } from '@crowdsolve/contract';
import {
  type CreatePaymentBody,
  isFinalPaymentStatus,
  PAY_WEB_PATHS,
  PAYMENT_AMOUNT_MAX_MICROS,
  PAYMENT_METHOD_RULES,
  PAYMENT_METHODS,
  PAYMENTS_PAGE_SIZE,
  type Payment,
  type PaymentDailyReply,
  type PaymentDetail,
  type PaymentMethodInfo,
  type PaymentsReply,
  paymentFeeMicros,
  paymentWebhookPath,
} from '@crowdsolve/contract';
import type { FastifyBaseLogger } from 'fastify';
import QRCode from 'qrcode';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { moneyReads } from '../reporting/index.ts';
import { type PaymentRow, paymentsRepo } from './payments.repo.ts';
import { ProviderError } from './providers/provider.ts';
import type { ProviderRegistry } from './providers/registry.ts';
import { type SandboxEventType, signedSandboxEvent } from './providers/sandbox.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Sends a webhook call to this server (the sandbox's buttons); resolves with the HTTP status. */
export type DeliverWebhook = (path: string, body: string, headers: Record<string, string>) => Promise<number>;

export function presentPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    method: row.method,
    provider: row.provider,
    status: row.status,
    amountMicros: row.amountMicros,
    feeMicros: row.feeMicros,
    totalMicros: row.amountMicros + row.feeMicros,
    creditedMicros: row.creditedMicros,
    createdAt: iso(row.createdAt) as string,
    paidAt: iso(row.paidAt),
    expiresAt: iso(row.expiresAt),
  };
}

/** A payment in full; the QR code of a crypto invoice is rendered here, so the web bundle needs no QR library. */
export async function presentDetail(row: PaymentRow): Promise<PaymentDetail> {
  const crypto = row.crypto;
  const invoice = crypto
    ? {
        ...crypto,
        qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(
          await QRCode.toString(crypto.paymentLink ?? crypto.address, {
            type: 'svg',
            errorCorrectionLevel: 'M',
            margin: 1,
          }),
        ).toString('base64')}`,
      }
    : null;
  return { ...presentPayment(row), checkoutUrl: row.checkoutUrl, invoice };
}

/**
 * Top-ups: the enabled methods, starting a payment at its provider, reading payments, the daily
 * spend, and the sandbox's buttons. Crediting happens only through webhooks (webhooks.service.ts).
 */
export function paymentsService(deps: {
  db: Db;
  clock: Clock;
  providers: ProviderRegistry;
  publicUrl: string;
  deliver: DeliverWebhook;
  log: FastifyBaseLogger;
}) {
  const { db, clock, providers, publicUrl, deliver, log } = deps;

  async function own(userId: number, id: number): Promise<PaymentRow> {
    const row = await paymentsRepo.get(db, id);
    // Another user's payment is answered exactly like a missing one.
    if (!row || row.userId !== userId) throw new AppError('PAYMENT_NOT_FOUND');
    return row;
  }

  /** Sends the sandbox's signed webhook about a payment through the webhook route. */
  async function sandboxEvent(row: PaymentRow, type: SandboxEventType): Promise<void> {
    const secret = providers.sandboxSecret;
    if (!secret || row.provider !== 'sandbox') throw new AppError('PAYMENT_NOT_SANDBOX');
    const call = signedSandboxEvent(secret, { type, paymentId: row.id, reference: row.providerRef });
    const status = await deliver(paymentWebhookPath('sandbox'), call.body, call.headers);
    if (status !== 200) throw new Error(`the sandbox webhook was answered ${status}`);
  }

  /** A sandbox payment past its expiry expires (the sandbox is its own provider: it tells so by webhook). */
  async function expireIfDue(row: PaymentRow): Promise<PaymentRow> {
    const due = row.expiresAt !== null && new Date(row.expiresAt).getTime() <= clock.now().getTime();
    if (row.provider !== 'sandbox' || isFinalPaymentStatus(row.status) || !due || !providers.sandboxSecret) return row;
    await sandboxEvent(row, 'payment.expired');
    return (await paymentsRepo.get(db, row.id)) as PaymentRow;
  }

  return {
    /** The methods that have a provider, with their minimum, maximum and fee. */
    methods(): PaymentMethodInfo[] {
      return PAYMENT_METHODS.flatMap((method) => {
        const provider = providers.forMethod(method);
        if (!provider) return [];
        const rule = PAYMENT_METHOD_RULES[method];
        return [
          {
            method,
            kind: rule.kind,
            provider: provider.id,
            minimumMicros: rule.minimumMicros,
            maximumMicros: PAYMENT_AMOUNT_MAX_MICROS,
            feeBasisPoints: rule.feeBasisPoints,
            path: rule.path,
            test: provider.test,
          },
        ];
      });
    },

    /**
     * Starts a payment: recorded first, then its checkout or invoice asked of the provider. Test
     * providers (the sandbox: balance for nothing) top up accounts that spend only: customers and
     * developers.
     */
    async create(userId: number, body: CreatePaymentBody, userType: UserType | null): Promise<PaymentDetail> {
      const { method, amountMicros } = body;
      const provider = providers.forMethod(method);
      if (!provider) throw new AppError('PAYMENT_METHOD_UNAVAILABLE');
      if (provider.test && userType !== 'customer' && userType !== 'developer') {
        throw new AppError('ERROR_FORBIDDEN', 'Test payments top up customer and developer accounts only.');
      }
      // Every provider, the sandbox too, takes the method's minimum up to the largest single top-up
      // (the route's schema checks the same; this holds for any caller).
      const limit =
        amountMicros < PAYMENT_METHOD_RULES[method].minimumMicros
          ? 'below_minimum'
          : amountMicros > PAYMENT_AMOUNT_MAX_MICROS
            ? 'too_large'
            : null;
      if (limit) {
        throw new AppError('ERROR_VALIDATION', undefined, { fields: [{ field: 'body.amountMicros', message: limit }] });
      }
      const feeMicros = paymentFeeMicros(method, amountMicros);
      const id = await paymentsRepo.insert(db, {
        userId,
        provider: provider.id,
        method,
        amountMicros,
        feeMicros,
        createdAt: clock.now(),
      });
      try {
        const result = await provider.createCheckout({
          paymentId: id,
          userId,
          method,
          amountMicros,
          feeMicros,
          totalMicros: amountMicros + feeMicros,
          okUrl: `${publicUrl}${PAY_WEB_PATHS.ok}?payment=${id}`,
          errorUrl: `${publicUrl}${PAY_WEB_PATHS.error}?payment=${id}`,
        });
        await paymentsRepo.setCheckout(
          db,
          id,
          {
            providerRef: result.providerRef,
            checkoutUrl: result.redirectUrl,
            crypto: result.invoice,
            expiresAt: result.expiresAt,
          },
          clock.now(),
        );
      } catch (err) {
        const reason = err instanceof ProviderError ? err.message : 'unexpected error';
        log.error({ err, provider: provider.id, paymentId: id }, 'payment provider failed to start a payment');
        await paymentsRepo.failToStart(db, id, reason, clock.now());
        throw new AppError('PAYMENT_PROVIDER_ERROR', undefined, { cause: err });
      }
      return presentDetail((await paymentsRepo.get(db, id)) as PaymentRow);
    },

    async get(userId: number, id: number): Promise<PaymentDetail> {
      return presentDetail(await expireIfDue(await own(userId, id)));
    },

    async list(userId: number, page: number): Promise<PaymentsReply> {
      const { items, totalCount } = await paymentsRepo.list(db, userId, page, PAYMENTS_PAGE_SIZE);
      return { items: items.map(presentPayment), totalCount };
    },

    /** The sandbox's "Complete payment" / "Fail payment": a signed webhook, as a real provider would send. */
    async sandbox(userId: number, id: number, action: 'complete' | 'fail'): Promise<PaymentDetail> {
      const row = await expireIfDue(await own(userId, id));
      if (row.provider !== 'sandbox' || !providers.sandboxSecret) throw new AppError('PAYMENT_NOT_SANDBOX');
      if (isFinalPaymentStatus(row.status)) throw new AppError('PAYMENT_ALREADY_FINAL');
      await sandboxEvent(row, action === 'complete' ? 'payment.completed' : 'payment.failed');
      return presentDetail((await paymentsRepo.get(db, id)) as PaymentRow);
    },

    /** Spent on tasks and topped up per UTC day, over the last `days` days (today included). */
    async daily(userId: number, days: number): Promise<PaymentDailyReply> {
      const now = clock.now().getTime();
      const since = new Date(Math.floor(now / DAY_MS) * DAY_MS - (days - 1) * DAY_MS);
      const rows = await moneyReads.dailyMoney(db, userId, since);
      const items = rows.map((r) => ({ ...r, spentMicros: r.chargedMicros - r.refundedMicros }));
      const sum = (key: keyof (typeof items)[number]) => items.reduce((total, r) => total + (r[key] as number), 0);
      return {
        days,
        items,
        totals: {
          tasks: sum('tasks'),
          chargedMicros: sum('chargedMicros'),
          refundedMicros: sum('refundedMicros'),
          spentMicros: sum('spentMicros'),
          toppedUpMicros: sum('toppedUpMicros'),
          otherCreditsMicros: sum('otherCreditsMicros'),
        },
      };
    },
  };
}
export type PaymentsService = ReturnType<typeof paymentsService>;
