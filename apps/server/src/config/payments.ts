import { CRYPTO_METHODS, type CryptoMethod } from '@crowdsolve/contract';
import { z } from 'zod';
import { bool, together } from './parse.ts';

/** `btc=BTC-CHAIN,bch=BCH-CHAIN`: the crypto methods to offer and their BTCPay payment-method ids. */
const cryptoMethodList = z.string().transform((v, ctx) => {
  const out: Partial<Record<CryptoMethod, string>> = {};
  for (const pair of v
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [method, id] = pair.split('=').map((x) => x.trim());
    if (!(CRYPTO_METHODS as readonly string[]).includes(method ?? '') || !id) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a list of method=id with methods ${CRYPTO_METHODS.join(', ')}`,
      });
      return z.NEVER;
    }
    out[method as CryptoMethod] = id;
  }
  return out;
});

/** Payment providers: the sandbox, Stripe, BTCPay (a provider is on when all its variables are set). */
export const PAYMENTS_ENV = {
  PAYMENTS_SANDBOX: bool.optional(),
  PAYMENTS_SANDBOX_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_\S+$/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\S+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_BASE: z.url({ message: 'must be an absolute URL' }).optional(),
  BTCPAY_URL: z.url({ message: 'must be an absolute URL' }).optional(),
  BTCPAY_API_KEY: z.string().min(1).optional(),
  BTCPAY_STORE_ID: z.string().min(1).optional(),
  BTCPAY_WEBHOOK_SECRET: z.string().min(8, 'must be at least 8 characters').optional(),
  BTCPAY_METHODS: cryptoMethodList.default({ btc: 'BTC-CHAIN', bch: 'BCH-CHAIN', usdt_tron: 'USDT-TRON' }),
};

type PaymentsEnv = z.output<z.ZodObject<typeof PAYMENTS_ENV>>;

export interface PaymentsConfig {
  /** The sandbox provider: a tester completes or fails payments by hand. Never real money. */
  sandbox: {
    enabled: boolean;
    /** Signs its webhooks; a random one per process when not set. */
    secret: string | null;
  };
  stripe: {
    secretKey: string;
    webhookSecret: string;
    /** Another API address (tests point the SDK at a local stub); null: api.stripe.com. */
    api: { host: string; port: number; protocol: 'http' | 'https' } | null;
  } | null;
  btcpay: {
    url: string;
    apiKey: string;
    storeId: string;
    webhookSecret: string;
    /** The crypto methods offered, each with its BTCPay payment-method id. */
    methods: Partial<Record<CryptoMethod, string>>;
  } | null;
}

/** The sandbox is on where the demo data is seeded (never on DATABASE_URL) unless PAYMENTS_SANDBOX says otherwise. */
export function paymentsConfig(e: PaymentsEnv, seedDemo: boolean): PaymentsConfig {
  const stripeOn = together(e, ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
  const btcpayOn = together(e, ['BTCPAY_URL', 'BTCPAY_API_KEY', 'BTCPAY_STORE_ID', 'BTCPAY_WEBHOOK_SECRET']);
  const base = e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : null;
  const protocol = base?.protocol === 'http:' ? 'http' : 'https';
  return {
    sandbox: { enabled: e.PAYMENTS_SANDBOX ?? seedDemo, secret: e.PAYMENTS_SANDBOX_SECRET ?? null },
    stripe: stripeOn
      ? {
          secretKey: e.STRIPE_SECRET_KEY as string,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
          api: base
            ? { host: base.hostname, port: Number(base.port) || (protocol === 'http' ? 80 : 443), protocol }
            : null,
        }
      : null,
    btcpay: btcpayOn
      ? {
          url: (e.BTCPAY_URL as string).replace(/\/+$/, ''),
          apiKey: e.BTCPAY_API_KEY as string,
          storeId: e.BTCPAY_STORE_ID as string,
          webhookSecret: e.BTCPAY_WEBHOOK_SECRET as string,
          methods: e.BTCPAY_METHODS,
        }
      : null,
  };
}
