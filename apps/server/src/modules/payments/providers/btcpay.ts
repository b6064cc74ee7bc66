import { type CryptoMethod, PAYMENT_METHOD_RULES } from '@crowdsolve/contract';
import type { PaymentsConfig } from '../../../config.ts';
import {
  type CheckoutRequest,
  type CheckoutResult,
  dollarsText,
  type EventStatus,
  header,
  type PaymentProvider,
  ProviderError,
  parseJsonObject,
  paymentIdOf,
  str,
  verifySha256Header,
} from './provider.ts';

const TIMEOUT_MS = 15_000;

/** What each invoice webhook means for the payment. Only a settled invoice is credited. */
const STATUS_OF: Record<string, EventStatus> = {
  InvoiceReceivedPayment: 'pending',
  InvoiceProcessing: 'pending',
  InvoiceSettled: 'paid',
  InvoiceExpired: 'expired',
  InvoiceInvalid: 'failed',
};

/** One entry of `GET …/invoices/{id}/payment-methods` (Greenfield v1; field names of 1.x and 2.x). */
interface PaymentMethodData {
  paymentMethodId?: string;
  paymentMethod?: string;
  cryptoCode?: string;
  currency?: string;
  destination?: string;
  paymentLink?: string | null;
  amount?: string | number;
  due?: string | number;
  activated?: boolean;
}

/**
 * A self-hosted BTCPay Server through its Greenfield API (plain fetch): an invoice in USD per
 * payment, limited to the method's payment-method id, whose address and amount we show ourselves.
 * Webhooks carry `BTCPay-Sig: sha256=<hex HMAC-SHA256 of the body>` with the webhook's secret.
 */
export function btcpayProvider(config: NonNullable<PaymentsConfig['btcpay']>): PaymentProvider {
  const store = `${config.url}/api/v1/stores/${encodeURIComponent(config.storeId)}`;

  async function call<T>(path: string, init: { method?: 'GET' | 'POST'; body?: unknown } = {}): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${store}${path}`, {
        method: init.method ?? 'GET',
        headers: {
          authorization: `token ${config.apiKey}`,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new ProviderError(`BTCPay Server unreachable: ${(err as Error).name}`);
    }
    if (!res.ok) throw new ProviderError(`BTCPay Server answered ${res.status} to ${init.method ?? 'GET'} ${path}`);
    try {
      return (await res.json()) as T;
    } catch {
      throw new ProviderError(`BTCPay Server answered ${path} with something other than JSON`);
    }
  }

  const pick = (list: PaymentMethodData[], id: string) =>
    list.find((m) => m.paymentMethodId === id || m.paymentMethod === id);

  return {
    id: 'btcpay',
    methods: Object.keys(config.methods) as CryptoMethod[],
    test: false,
    async createCheckout(r: CheckoutRequest): Promise<CheckoutResult> {
      const methodId = config.methods[r.method as CryptoMethod];
      const coin = PAYMENT_METHOD_RULES[r.method].coin;
      if (!methodId || !coin) throw new ProviderError(`BTCPay is not set up for ${r.method}`);
      const invoice = await call<{ id?: string; checkoutLink?: string; expirationTime?: number }>('/invoices', {
        method: 'POST',
        body: {
          amount: dollarsText(r.totalMicros),
          currency: 'USD',
          metadata: { orderId: String(r.paymentId), itemDesc: 'Crowdsolve balance top-up' },
          checkout: { paymentMethods: [methodId], redirectURL: r.okUrl },
        },
      });
      if (!invoice.id) throw new ProviderError('BTCPay Server answered without an invoice id');
      const path = `/invoices/${encodeURIComponent(invoice.id)}/payment-methods`;
      let method = pick(await call<PaymentMethodData[]>(path), methodId);
      // A store with lazy payment methods gives the address only once the method is activated.
      if (method && !method.destination && method.activated === false) {
        await call(`${path}/${encodeURIComponent(methodId)}/activate`, { method: 'POST' });
        method = pick(await call<PaymentMethodData[]>(path), methodId);
      }
      const address = str(method?.destination);
      const amount = method?.amount ?? method?.due;
      if (!method || !address || amount === undefined) {
        throw new ProviderError(`BTCPay Server gave no address for ${methodId}`);
      }
      return {
        providerRef: invoice.id,
        redirectUrl: null,
        invoice: {
          coin: coin.code,
          network: coin.network,
          address,
          amount: String(amount),
          paymentLink: str(method.paymentLink),
          checkoutLink: str(invoice.checkoutLink),
          test: false,
        },
        expiresAt: typeof invoice.expirationTime === 'number' ? new Date(invoice.expirationTime * 1000) : null,
      };
    },

    async verifyWebhook(rawBody, headers) {
      verifySha256Header(header(headers, 'btcpay-sig'), config.webhookSecret, rawBody, 'BTCPay-Sig');
      const payload = parseJsonObject(rawBody);
      const type = str(payload.type) ?? 'unknown';
      const metadata = (payload.metadata ?? {}) as Record<string, unknown>;
      const event = {
        deliveryId: str(payload.deliveryId),
        type,
        paymentId: paymentIdOf(metadata.orderId),
        providerRef: str(payload.invoiceId),
        status: STATUS_OF[type] ?? null,
      };
      const storeId = str(payload.storeId);
      if (storeId && storeId !== config.storeId) {
        return { ...event, status: null, ignoreReason: `an invoice of another store (${storeId})` };
      }
      return event;
    },
  };
}
