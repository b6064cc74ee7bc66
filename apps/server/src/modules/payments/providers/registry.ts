import { randomBytes } from 'node:crypto';
import { CRYPTO_METHODS, type PaymentMethod, type PaymentProviderId } from '@crowdsolve/contract';
import type { PaymentsConfig } from '../../../config.ts';
import type { Clock } from '../../../platform/clock.ts';
import { btcpayProvider } from './btcpay.ts';
import type { PaymentProvider } from './provider.ts';
import { sandboxProvider } from './sandbox.ts';
import { stripeProvider } from './stripe.ts';

export interface ProviderRegistry {
  /** The enabled provider of this id. */
  byId(id: PaymentProviderId): PaymentProvider | null;
  /** The provider taking payments of a method: the real one when configured, else the sandbox, if on. */
  forMethod(method: PaymentMethod): PaymentProvider | null;
  /** The sandbox's signing secret (null when the sandbox is off). */
  sandboxSecret: string | null;
}

/** The providers the configuration turns on. */
export function createProviders(config: PaymentsConfig, clock: Clock): ProviderRegistry {
  const providers: PaymentProvider[] = [];
  if (config.stripe) providers.push(stripeProvider(config.stripe, clock));
  if (config.btcpay) providers.push(btcpayProvider(config.btcpay));
  let sandboxSecret: string | null = null;
  if (config.sandbox.enabled) {
    // Without a configured secret, one per process: the sandbox's buttons call this process itself.
    sandboxSecret = config.sandbox.secret ?? randomBytes(32).toString('hex');
    const real = new Set(providers.flatMap((p) => p.methods));
    // The sandbox's own method, and the crypto methods no real provider takes (test invoices).
    const methods: PaymentMethod[] = ['sandbox', ...CRYPTO_METHODS.filter((m) => !real.has(m))];
    providers.push(sandboxProvider({ secret: sandboxSecret, clock, methods }));
  }
  const byMethod = new Map<PaymentMethod, PaymentProvider>();
  for (const p of providers) for (const m of p.methods) if (!byMethod.has(m)) byMethod.set(m, p);
  return {
    byId: (id) => providers.find((p) => p.id === id) ?? null,
    forMethod: (method) => byMethod.get(method) ?? null,
    sandboxSecret,
  };
}
