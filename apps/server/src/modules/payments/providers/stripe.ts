import type Stripe from 'stripe';
import type { PaymentsConfig } from '../../../config.ts';
import type { Clock } from '../../../platform/clock.ts';
import {
  type CheckoutRequest,
  type CheckoutResult,
  cents,
  type EventStatus,
  header,
  type PaymentProvider,
  ProviderError,
  paymentIdOf,
  WebhookRejected,
} from './provider.ts';

/** How old a signed event may be (Stripe's default tolerance, seconds). */
const TOLERANCE_S = 300;

/** What each Checkout Session event means for the payment. */
function statusOf(event: Stripe.Event, session: Stripe.Checkout.Session): EventStatus | null {
  switch (event.type) {
    case 'checkout.session.completed':
      // Card payments are paid at completion; delayed methods (bank debits) complete unpaid and
      // report later through async_payment_succeeded / async_payment_failed.
      return session.payment_status === 'paid' ? 'paid' : 'pending';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return null;
  }
}

/**
 * Stripe Checkout through the official SDK: a hosted payment page per payment (mode `payment`, the
 * amount and the fee as two lines, in cents), and webhooks verified with the endpoint's signing secret.
 */
export function stripeProvider(config: NonNullable<PaymentsConfig['stripe']>, clock: Clock): PaymentProvider {
  // The SDK is loaded on first use, not at start-up (it takes a fifth of a second to load).
  let client: Promise<Stripe> | null = null;
  const sdk = () => {
    client ??= import('stripe').then(
      ({ default: StripeSdk }) =>
        new StripeSdk(config.secretKey, {
          maxNetworkRetries: 1,
          timeout: 20_000,
          telemetry: false,
          appInfo: { name: 'Crowdsolve' },
          ...(config.api ? { host: config.api.host, port: config.api.port, protocol: config.api.protocol } : {}),
        }),
    );
    return client;
  };

  return {
    id: 'stripe',
    methods: ['stripe'],
    test: false,
    async createCheckout(r: CheckoutRequest): Promise<CheckoutResult> {
      const metadata = { paymentId: String(r.paymentId), userId: String(r.userId) };
      const line = (name: string, micros: number) => ({
        quantity: 1,
        price_data: { currency: 'usd', unit_amount: cents(micros), product_data: { name } },
      });
      const stripe = await sdk();
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: String(r.paymentId),
            metadata,
            payment_intent_data: { metadata },
            line_items: [
              line('Crowdsolve balance top-up', r.amountMicros),
              ...(r.feeMicros > 0 ? [line('Payment processing fee', r.feeMicros)] : []),
            ],
            success_url: r.okUrl,
            cancel_url: r.errorUrl,
          },
          // A retried call (network trouble) makes no second session.
          { idempotencyKey: `crowdsolve-payment-${r.paymentId}` },
        );
      } catch (err) {
        const e = err as { type?: string; statusCode?: number };
        throw new ProviderError(
          `Stripe refused the Checkout Session: ${e.type ?? 'error'} ${e.statusCode ?? ''}`.trim(),
        );
      }
      if (!session.id || !session.url) throw new ProviderError('Stripe answered without a session id or url');
      return {
        providerRef: session.id,
        redirectUrl: session.url,
        invoice: null,
        expiresAt: session.expires_at ? new Date(session.expires_at * 1000) : null,
      };
    },

    async verifyWebhook(rawBody, headers) {
      const signature = header(headers, 'stripe-signature');
      if (!signature) throw new WebhookRejected('missing Stripe-Signature header');
      const stripe = await sdk();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          TOLERANCE_S,
          undefined,
          clock.now().getTime(),
        );
      } catch (err) {
        const message = (err as Error).message ?? '';
        throw new WebhookRejected(
          /tolerance/i.test(message)
            ? 'Stripe-Signature timestamp outside the tolerance'
            : 'Stripe-Signature does not match the body',
        );
      }
      if (!event.type.startsWith('checkout.session.')) {
        return { deliveryId: event.id, type: event.type, paymentId: null, providerRef: null, status: null };
      }
      const session = event.data.object as Stripe.Checkout.Session;
      const status = statusOf(event, session);
      return {
        deliveryId: event.id,
        type: event.type,
        paymentId: paymentIdOf(session.client_reference_id ?? session.metadata?.paymentId),
        providerRef: session.id,
        status,
        mismatch: (payment) => {
          if (status !== 'paid') return null;
          const expected = cents(payment.amountMicros + payment.feeMicros);
          if (session.currency !== 'usd' || session.amount_total !== expected) {
            return `paid ${session.amount_total ?? '?'} ${session.currency ?? '?'}, expected ${expected} usd cents`;
          }
          return null;
        },
      };
    },
  };
}
