import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentMethod, PaymentProviderId } from '@crowdsolve/contract';
import type { StoredInvoice } from '../payments.tables.ts';

/** What a provider needs to start taking a payment. */
export interface CheckoutRequest {
  paymentId: number;
  userId: number;
  method: PaymentMethod;
  /** Credited to the balance once paid. */
  amountMicros: number;
  feeMicros: number;
  /** What the customer pays: amount + fee (whole cents). */
  totalMicros: number;
  /** Absolute addresses the provider sends the customer back to. */
  okUrl: string;
  errorUrl: string;
}

/** A started payment at the provider. */
export interface CheckoutResult {
  /** The provider's id of it (Checkout Session id, invoice id, …). */
  providerRef: string;
  /** Card and sandbox: where to send the customer (absolute, or a path of this site). */
  redirectUrl: string | null;
  /** Crypto: the invoice to show. */
  invoice: StoredInvoice | null;
  /** When it stops accepting payment. */
  expiresAt: Date | null;
}

/** What an event means for a payment. */
export type EventStatus = 'pending' | 'paid' | 'failed' | 'expired';

/** A verified webhook event, in our terms. */
export interface WebhookEvent {
  /** The provider's event or delivery id. */
  deliveryId: string | null;
  type: string;
  /** Our payment id, as the provider echoes it back (metadata), if it does. */
  paymentId: number | null;
  /** The provider's id of the payment (session, invoice). */
  providerRef: string | null;
  /** What to do: move the payment to this status; null: nothing (an event we do not act on). */
  status: EventStatus | null;
  /** Why nothing is done, when it is not simply an event we do not act on. */
  ignoreReason?: string;
  /** Checks the event against the stored payment before it is paid: an error text when they do not fit. */
  mismatch?: (payment: { amountMicros: number; feeMicros: number }) => string | null;
}

/** A webhook call that must not be acted on: no or a wrong signature, or an unreadable body. */
export class WebhookRejected extends Error {
  override name = 'WebhookRejected';
  constructor(
    message: string,
    readonly signatureOk = false,
  ) {
    super(message);
  }
}

/** The provider could not start a payment (unreachable, refused, answered nonsense). */
export class ProviderError extends Error {
  override name = 'ProviderError';
}

/**
 * One payment provider. Every provider starts payments (a checkout to redirect to, or a crypto
 * invoice to show) and reports their fate through signed webhooks, which it verifies itself.
 */
export interface PaymentProvider {
  id: PaymentProviderId;
  /** The methods it takes payments for. */
  methods: readonly PaymentMethod[];
  /** True when no real money moves (the sandbox). */
  test: boolean;
  createCheckout(request: CheckoutRequest): Promise<CheckoutResult>;
  /** The event of a webhook call, from its raw body and headers; throws WebhookRejected. */
  verifyWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<WebhookEvent>;
}

/** One header's value (the first, when repeated). */
export function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** Hex HMAC-SHA256 of a body. */
export function hmacHex(secret: string, body: Buffer | string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Checks a `sha256=<hex>` signature header against the body, in constant time. */
export function verifySha256Header(value: string | undefined, secret: string, body: Buffer, name: string): void {
  if (!value) throw new WebhookRejected(`missing ${name} header`);
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec(value.trim());
  if (!match) throw new WebhookRejected(`malformed ${name} header`);
  const given = Buffer.from((match[1] as string).toLowerCase(), 'hex');
  const expected = Buffer.from(hmacHex(secret, body), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new WebhookRejected(`${name} does not match the body`);
  }
}

/** A JSON object from a verified body, else WebhookRejected. */
export function parseJsonObject(body: Buffer): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // below
  }
  throw new WebhookRejected('the body is not a JSON object', true);
}

/** `12` → 12, anything else → null: our payment id echoed back by a provider. */
export function paymentIdOf(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^[1-9]\d{0,15}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) ? id : null;
}

/** Micro-dollars (whole cents) as a decimal dollar string: 10_300_000 → `10.30`. */
export function dollarsText(micros: number): string {
  const cents = Math.round(micros / 10_000);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

export const cents = (micros: number) => Math.round(micros / 10_000);

/** A string field of an unknown object. */
export function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}
