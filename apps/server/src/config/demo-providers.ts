import { z } from 'zod';
import { together } from './parse.ts';

/**
 * The third-party captchas on the demo pages: each provider's keys (DEMO_*). A provider with published
 * test keys uses them until its own are set; one without is shown as not configured.
 */
export const DEMO_PROVIDERS_ENV = {
  DEMO_RECAPTCHA_SITE_KEY: z.string().trim().min(1).optional(),
  DEMO_RECAPTCHA_SECRET: z.string().trim().min(1).optional(),
  DEMO_RECAPTCHA_INVISIBLE_SITE_KEY: z.string().trim().min(1).optional(),
  DEMO_RECAPTCHA_INVISIBLE_SECRET: z.string().trim().min(1).optional(),
  DEMO_RECAPTCHA_V3_SITE_KEY: z.string().trim().min(1).optional(),
  DEMO_RECAPTCHA_V3_SECRET: z.string().trim().min(1).optional(),
  DEMO_RECAPTCHA_V3_MIN_SCORE: z.coerce
    .number({ message: 'must be a number' })
    .min(0, 'must be between 0 and 1')
    .max(1, 'must be between 0 and 1')
    .default(0.5),
  DEMO_RECAPTCHA_ENTERPRISE_SITE_KEY: z.string().trim().min(1).optional(),
  DEMO_RECAPTCHA_ENTERPRISE_PROJECT_ID: z.string().trim().min(1).optional(),
  DEMO_RECAPTCHA_ENTERPRISE_API_KEY: z.string().trim().min(1).optional(),
  DEMO_HCAPTCHA_SITE_KEY: z.string().trim().min(1).optional(),
  DEMO_HCAPTCHA_SECRET: z.string().trim().min(1).optional(),
  DEMO_TURNSTILE_SITE_KEY: z.string().trim().min(1).optional(),
  DEMO_TURNSTILE_SECRET: z.string().trim().min(1).optional(),
  DEMO_GEETEST_ID: z.string().trim().min(1).optional(),
  DEMO_GEETEST_KEY: z.string().trim().min(1).optional(),
  DEMO_GEETEST_V4_ID: z.string().trim().min(1).optional(),
  DEMO_GEETEST_V4_KEY: z.string().trim().min(1).optional(),
  DEMO_KEYCAPTCHA_USER_ID: z.string().trim().min(1).optional(),
  DEMO_KEYCAPTCHA_PRIVATE_KEY: z.string().trim().min(1).optional(),
  DEMO_LEMIN_CAPTCHA_ID: z.string().trim().min(1).optional(),
  DEMO_LEMIN_PRIVATE_KEY: z.string().trim().min(1).optional(),
  DEMO_MTCAPTCHA_SITE_KEY: z.string().trim().min(1).optional(),
  DEMO_MTCAPTCHA_PRIVATE_KEY: z.string().trim().min(1).optional(),
  DEMO_CHALLENGE_SECRET: z
    .string()
    .trim()
    .refine((v) => /^[A-Za-z0-9+/_-]+={0,2}$/.test(v) && Buffer.from(v, 'base64').length >= 32, {
      message: 'must be at least 32 bytes in base64',
    })
    .optional(),
  DEMO_PROVIDERS_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be an integer')
    .min(100, 'must be between 100 and 60000')
    .max(60_000, 'must be between 100 and 60000')
    .default(8_000),
};

type DemoProvidersEnv = z.output<z.ZodObject<typeof DEMO_PROVIDERS_ENV>>;

/** A site key and the secret that verifies its tokens; `testKeys`: the provider's published test pair. */
export interface KeyPair {
  siteKey: string;
  secret: string;
  testKeys: boolean;
}

/** Google's reCAPTCHA v2 test keys: every widget passes, every verification succeeds. */
export const RECAPTCHA_TEST_KEYS = {
  siteKey: '6LeIxAcTAAAAAJcZVRqyHh71UMIEGNQ_MXjiZKhI',
  secret: '6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe',
} as const;
/** hCaptcha's test site key and secret. */
export const HCAPTCHA_TEST_KEYS = {
  siteKey: '10000000-ffff-ffff-ffff-000000000001',
  secret: '0x0000000000000000000000000000000000000000',
} as const;
/** Cloudflare Turnstile's dummy keys that always pass (visible widget). */
export const TURNSTILE_TEST_KEYS = {
  siteKey: '1x00000000000000000000AA',
  secret: '1x0000000000000000000000000000000AA',
} as const;

/** Where each provider's server API lives; tests point these at a local stand-in. */
export interface DemoProviderEndpoints {
  recaptcha: string;
  recaptchaEnterprise: string;
  hcaptcha: string;
  turnstile: string;
  geetest: string;
  geetestV4: string;
  keycaptcha: string;
  lemin: string;
  mtcaptcha: string;
}

export const DEMO_PROVIDER_ENDPOINTS: DemoProviderEndpoints = {
  recaptcha: 'https://www.google.com',
  recaptchaEnterprise: 'https://recaptchaenterprise.googleapis.com',
  hcaptcha: 'https://api.hcaptcha.com',
  turnstile: 'https://challenges.cloudflare.com',
  geetest: 'https://api.geetest.com',
  geetestV4: 'https://gcaptcha4.geetest.com',
  keycaptcha: 'https://backs.keycaptcha.com',
  lemin: 'https://api.leminnow.com',
  mtcaptcha: 'https://service.mtcaptcha.com',
};

export interface DemoProvidersConfig {
  /** reCAPTCHA v2 checkbox (and the callback demo). */
  recaptcha: KeyPair;
  recaptchaInvisible: KeyPair;
  /** reCAPTCHA v3 has no test keys: null until configured. */
  recaptchaV3: (KeyPair & { minScore: number }) | null;
  recaptchaEnterprise: { siteKey: string; projectId: string; apiKey: string } | null;
  hcaptcha: KeyPair;
  turnstile: KeyPair;
  geetest: { id: string; key: string } | null;
  geetestV4: { id: string; key: string } | null;
  keycaptcha: { userId: string; privateKey: string } | null;
  lemin: { captchaId: string; privateKey: string } | null;
  mtcaptcha: { siteKey: string; privateKey: string } | null;
  /** How long one call to a provider may take, connection to answer. */
  timeoutMs: number;
  endpoints: DemoProviderEndpoints;
  /**
   * The key of the first-party challenges when set (DEMO_CHALLENGE_SECRET); otherwise one is made on
   * the first start and kept in the database, shared by every node.
   */
  challengeSecret: Buffer | null;
}

type Env = DemoProvidersEnv & Record<string, unknown>;

/** The configured pair, or the test pair when neither variable is set (one without the other is an error). */
function pairOr(e: Env, site: string, secret: string, test: { siteKey: string; secret: string }): KeyPair {
  if (!together(e, [site, secret])) return { ...test, testKeys: true };
  return { siteKey: e[site] as string, secret: e[secret] as string, testKeys: false };
}

function pairOrNull<A extends string, B extends string>(
  e: Env,
  [a, b]: [string, string],
  [na, nb]: [A, B],
): Record<A | B, string> | null {
  if (!together(e, [a, b])) return null;
  return { [na]: e[a], [nb]: e[b] } as Record<A | B, string>;
}

export function demoProvidersConfig(e: DemoProvidersEnv): DemoProvidersConfig {
  const env = e as Env;
  const v3 = pairOrNull(env, ['DEMO_RECAPTCHA_V3_SITE_KEY', 'DEMO_RECAPTCHA_V3_SECRET'], ['siteKey', 'secret']);
  const enterprise = together(env, [
    'DEMO_RECAPTCHA_ENTERPRISE_SITE_KEY',
    'DEMO_RECAPTCHA_ENTERPRISE_PROJECT_ID',
    'DEMO_RECAPTCHA_ENTERPRISE_API_KEY',
  ]);
  return {
    recaptcha: pairOr(env, 'DEMO_RECAPTCHA_SITE_KEY', 'DEMO_RECAPTCHA_SECRET', RECAPTCHA_TEST_KEYS),
    recaptchaInvisible: pairOr(
      env,
      'DEMO_RECAPTCHA_INVISIBLE_SITE_KEY',
      'DEMO_RECAPTCHA_INVISIBLE_SECRET',
      RECAPTCHA_TEST_KEYS,
    ),
    recaptchaV3: v3 ? { ...v3, testKeys: false, minScore: e.DEMO_RECAPTCHA_V3_MIN_SCORE } : null,
    recaptchaEnterprise: enterprise
      ? {
          siteKey: e.DEMO_RECAPTCHA_ENTERPRISE_SITE_KEY as string,
          projectId: e.DEMO_RECAPTCHA_ENTERPRISE_PROJECT_ID as string,
          apiKey: e.DEMO_RECAPTCHA_ENTERPRISE_API_KEY as string,
        }
      : null,
    hcaptcha: pairOr(env, 'DEMO_HCAPTCHA_SITE_KEY', 'DEMO_HCAPTCHA_SECRET', HCAPTCHA_TEST_KEYS),
    turnstile: pairOr(env, 'DEMO_TURNSTILE_SITE_KEY', 'DEMO_TURNSTILE_SECRET', TURNSTILE_TEST_KEYS),
    geetest: pairOrNull(env, ['DEMO_GEETEST_ID', 'DEMO_GEETEST_KEY'], ['id', 'key']),
    geetestV4: pairOrNull(env, ['DEMO_GEETEST_V4_ID', 'DEMO_GEETEST_V4_KEY'], ['id', 'key']),
    keycaptcha: pairOrNull(env, ['DEMO_KEYCAPTCHA_USER_ID', 'DEMO_KEYCAPTCHA_PRIVATE_KEY'], ['userId', 'privateKey']),
    lemin: pairOrNull(env, ['DEMO_LEMIN_CAPTCHA_ID', 'DEMO_LEMIN_PRIVATE_KEY'], ['captchaId', 'privateKey']),
    mtcaptcha: pairOrNull(env, ['DEMO_MTCAPTCHA_SITE_KEY', 'DEMO_MTCAPTCHA_PRIVATE_KEY'], ['siteKey', 'privateKey']),
    timeoutMs: e.DEMO_PROVIDERS_TIMEOUT_MS,
    endpoints: DEMO_PROVIDER_ENDPOINTS,
    challengeSecret: e.DEMO_CHALLENGE_SECRET ? Buffer.from(e.DEMO_CHALLENGE_SECRET, 'base64') : null,
  };
}
