import { createHash, randomBytes } from 'node:crypto';
import { isCryptoMethod, PAY_WEB_PATHS, PAYMENT_METHOD_RULES, type PaymentMethod } from '@crowdsolve/contract';
import type { Clock } from '../../../platform/clock.ts';
import {
  type CheckoutRequest,
  type CheckoutResult,
  type EventStatus,
  header,
  hmacHex,
  type PaymentProvider,
  parseJsonObject,
  paymentIdOf,
  str,
  verifySha256Header,
} from './provider.ts';

/** How long a sandbox checkout or invoice accepts payment. */
export const SANDBOX_TTL_MS = 60 * 60 * 1000;
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-sig';

export type SandboxEventType = 'payment.completed' | 'payment.failed' | 'payment.expired';
const STATUS_OF: Record<SandboxEventType, EventStatus> = {
  'payment.completed': 'paid',
  'payment.failed': 'failed',
  'payment.expired': 'expired',
};

/** Made-up exchange rates of the test invoices (US dollars per coin) and the coins' decimals. */
const TEST_COINS: Record<string, { rate: number; decimals: number }> = {
  BTC: { rate: 100_000, decimals: 8 },
  BCH: { rate: 500, decimals: 8 },
  USDT: { rate: 1, decimals: 6 },
};

/** `totalMicros` in a coin at a whole-dollar rate, rounded up to the coin's smallest unit, as a decimal. */
export function coinAmount(totalMicros: number, coin: { rate: number; decimals: number }): string {
  const units = BigInt(totalMicros) * 10n ** BigInt(coin.decimals);
  const divisor = 1_000_000n * BigInt(coin.rate);
  const rounded = (units + divisor - 1n) / divisor;
  const text = rounded.toString().padStart(coin.decimals + 1, '0');
  return `${text.slice(0, -coin.decimals)}.${text.slice(-coin.decimals)}`;
}

/** A sandbox webhook call: its body and headers, signed with the sandbox's secret. */
export function signedSandboxEvent(
  secret: string,
  event: { type: SandboxEventType; paymentId: number; reference: string | null },
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({ id: `sbx_evt_${randomBytes(12).toString('hex')}`, ...event });
  return {
    body,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: `sha256=${hmacHex(secret, body)}` },
  };
}

/**
 * The sandbox: no money moves. Its checkout is our own page `/pay/sandbox/<id>` (or, for a crypto
 * method, an invoice with a clearly marked test address), where a tester completes or fails the
 * payment; those buttons send signed webhooks to `/api/v2/payments/webhooks/sandbox`, so the sandbox
 * exercises the same verification and crediting as the real providers.
 */
export function sandboxProvider(deps: {
  secret: string;
  clock: Clock;
  methods: readonly PaymentMethod[];
}): PaymentProvider {
  const { secret, clock } = deps;
  return {
    id: 'sandbox',
    methods: deps.methods,
    test: true,
    async createCheckout(r: CheckoutRequest): Promise<CheckoutResult> {
      const providerRef = `sbx_${r.paymentId}_${randomBytes(6).toString('hex')}`;
      const expiresAt = new Date(clock.now().getTime() + SANDBOX_TTL_MS);
      const coin = PAYMENT_METHOD_RULES[r.method].coin;
      if (!isCryptoMethod(r.method) || !coin) {
        return {
          providerRef,
          redirectUrl: `${PAY_WEB_PATHS.sandboxCheckout}/${r.paymentId}`,
          invoice: null,
          expiresAt,
        };
      }
      const testCoin = TEST_COINS[coin.code] ?? { rate: 1, decimals: 6 };
      const tag = createHash('sha256').update(providerRef).digest('hex').slice(0, 24).toUpperCase();
      const address = `TEST-${coin.code}-SANDBOX-${tag}`;
      const amount = coinAmount(r.totalMicros, testCoin);
      return {
        providerRef,
        redirectUrl: null,
        invoice: {
          coin: coin.code,
          network: coin.network,
          address,
          amount,
          paymentLink: `sandbox:${address}?amount=${amount}`,
          checkoutLink: null,
          test: true,
        },
        expiresAt,
      };
    },

    async verifyWebhook(rawBody, headers) {
      verifySha256Header(header(headers, SANDBOX_SIGNATURE_HEADER), secret, rawBody, 'Sandbox-Sig');
      const payload = parseJsonObject(rawBody);
      const type = str(payload.type) ?? 'unknown';
      return {
        deliveryId: str(payload.id),
        type,
        paymentId: paymentIdOf(payload.paymentId),
        providerRef: str(payload.reference),
        status: STATUS_OF[type as SandboxEventType] ?? null,
      };
    },
  };
}
