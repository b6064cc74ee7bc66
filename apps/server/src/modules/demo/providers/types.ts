import type { Language, SiteKind } from '@crowdsolve/contract';
import type { DemoProvidersConfig } from '../../../config.ts';
import type { ProviderCall } from './http.ts';

/** The demo pages that show a third-party captcha widget. */
export const PROVIDER_DEMO_SLUGS = [
  'recaptcha-v2',
  'recaptcha-v3',
  'recaptcha-callback',
  'recaptcha-invisible',
  'recaptcha-enterprise',
  'hcaptcha',
  'cloudflare-turnstile',
  'geetest',
  'geetest-v4',
  'keycaptcha',
  'lemin',
  'mtcaptcha',
] as const;
export type ProviderDemoSlug = (typeof PROVIDER_DEMO_SLUGS)[number];

export function isProviderDemoSlug(slug: string): slug is ProviderDemoSlug {
  return (PROVIDER_DEMO_SLUGS as readonly string[]).includes(slug);
}

export type ProviderName =
  | 'recaptcha'
  | 'recaptcha-enterprise'
  | 'hcaptcha'
  | 'turnstile'
  | 'geetest'
  | 'geetest-v4'
  | 'keycaptcha'
  | 'lemin'
  | 'mtcaptcha';

/** How the reCAPTCHA widget is used on its page. */
export type RecaptchaVariant = 'checkbox' | 'callback' | 'invisible' | 'score';

/** What a demo page needs to show a provider's widget. */
export interface ProviderWidget {
  slug: ProviderDemoSlug;
  provider: ProviderName;
  /** False: no keys set and the provider publishes no test keys; the page says so and shows no widget. */
  configured: boolean;
  /** The provider's published test keys are in use (every answer passes): the page says so. */
  testKeys: boolean;
  /** The provider's script (with the page's language), from a host reachable on the visitor's site. */
  scriptUrl: string | null;
  /** The public key the widget is rendered with (GeeTest: gt / captcha_id; Lemin: captcha_id). */
  siteKey: string | null;
  variant?: RecaptchaVariant;
  /** reCAPTCHA v3 and Enterprise: the action the page executes with. */
  action?: string;
  /** reCAPTCHA v3: the lowest score verification accepts. */
  minScore?: number;
  /** Provider-specific values (GeeTest v3 challenge, KeyCaptcha signatures, Lemin's div id, …). */
  params: Record<string, string>;
  /** Set when the widget cannot be shown right now (GeeTest v3's register call failed). */
  unavailable: ProviderFailure | null;
}

/** Why a verification did not pass. */
export type VerifyReason =
  | 'rejected'
  | 'score-too-low'
  | 'action-mismatch'
  | 'missing-token'
  | 'unconfigured'
  | ProviderFailure;
/** The provider could not be asked: no answer in time, no connection, or an answer we cannot read. */
export type ProviderFailure = 'provider-timeout' | 'provider-unreachable' | 'provider-error';

export interface VerifyResult {
  success: boolean;
  /** Null when it passed. */
  reason: VerifyReason | null;
  /** The provider's own error codes, as it sent them (e.g. `invalid-input-response`). */
  providerCodes: string[];
  /** reCAPTCHA v3 / Enterprise: the score the provider gave. */
  score?: number;
  /** The verification used the provider's test keys. */
  testKeys: boolean;
}

/** What the widget sent: one token, or the named values of GeeTest, Lemin and the like. */
export type ProviderAnswer = string | Record<string, string>;

export interface DescribeContext {
  site: SiteKind;
  language: Language;
  /** The visitor's address, passed to providers that take it (GeeTest v3 register, KeyCaptcha signature). */
  ip?: string;
}

export interface VerifyContext {
  ip?: string;
}

export interface ProviderAdapter {
  describe(ctx: DescribeContext): Promise<ProviderWidget>;
  verify(answer: ProviderAnswer, ctx: VerifyContext): Promise<VerifyResult>;
}

export interface AdapterDeps {
  config: DemoProvidersConfig;
  call: ProviderCall;
}

/** A widget that cannot be shown: the provider has no keys here. */
export function unconfiguredWidget(slug: ProviderDemoSlug, provider: ProviderName): ProviderWidget {
  return {
    slug,
    provider,
    configured: false,
    testKeys: false,
    scriptUrl: null,
    siteKey: null,
    params: {},
    unavailable: null,
  };
}

/** A widget the page can show, from the fields that differ between providers. */
export function configuredWidget(
  slug: ProviderDemoSlug,
  provider: ProviderName,
  fields: Pick<ProviderWidget, 'scriptUrl' | 'siteKey'> &
    Partial<Pick<ProviderWidget, 'testKeys' | 'variant' | 'action' | 'minScore' | 'params' | 'unavailable'>>,
): ProviderWidget {
  return { slug, provider, configured: true, testKeys: false, params: {}, unavailable: null, ...fields };
}

export const UNCONFIGURED: VerifyResult = {
  success: false,
  reason: 'unconfigured',
  providerCodes: [],
  testKeys: false,
};

export function failed(reason: VerifyReason, testKeys: boolean, providerCodes: string[] = []): VerifyResult {
  return { success: false, reason, providerCodes, testKeys };
}

export function passed(testKeys: boolean, extra: Partial<VerifyResult> = {}): VerifyResult {
  return { success: true, reason: null, providerCodes: [], testKeys, ...extra };
}

/** One named value of an answer: the string itself for `token`, else the field (JSON strings are read too). */
export function answerField(answer: ProviderAnswer, name: string): string {
  if (typeof answer === 'string') {
    if (name === 'token') return answer.trim();
    try {
      const parsed = JSON.parse(answer) as unknown;
      const v = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>)[name] : undefined;
      return typeof v === 'string' ? v.trim() : '';
    } catch {
      return '';
    }
  }
  const v = answer[name];
  return typeof v === 'string' ? v.trim() : '';
}
