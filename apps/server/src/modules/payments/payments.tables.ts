import type { PaymentMethod, PaymentProviderId, PaymentStatus, WebhookOutcome } from '@crowdsolve/contract';
import type { ColumnType, Generated } from 'kysely';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A crypto invoice as stored (the QR code is rendered on reading). */
export interface StoredInvoice {
  coin: string;
  network: string;
  address: string;
  amount: string;
  paymentLink: string | null;
  checkoutLink: string | null;
  test: boolean;
}

/** A balance top-up through a provider; credited once (ledger `payment:<id>`) when paid. */
export interface PaymentTable {
  id: Generated<number>;
  userId: number;
  provider: PaymentProviderId;
  method: PaymentMethod;
  amountMicros: number;
  feeMicros: number;
  creditedMicros: Generated<number>;
  status: Generated<PaymentStatus>;
  providerRef: string | null;
  checkoutUrl: string | null;
  crypto: ColumnType<StoredInvoice | null, string | null | undefined, string | null>;
  error: string | null;
  isDemo: Generated<boolean>;
  createdAt: Time;
  updatedAt: Time;
  paidAt: NullableTime;
  expiresAt: NullableTime;
}

/** One webhook call and what it did. */
export interface PaymentWebhookTable {
  id: Generated<number>;
  provider: PaymentProviderId;
  deliveryId: string | null;
  eventType: string | null;
  paymentId: number | null;
  signatureOk: boolean;
  outcome: WebhookOutcome;
  error: string | null;
  ip: string | null;
  receivedAt: Time;
}

export interface PaymentsTables {
  payment: PaymentTable;
  paymentWebhook: PaymentWebhookTable;
}
