import { isLanguage, isThirdPartyDemoSlug, type SiteKind, type ThirdPartyDemoSlug } from '@crowdsolve/contract';
import type { DemoProvidersConfig } from '../../../config.ts';
import type { CspRelaxer } from '../../../platform/security-headers.ts';
import { type CspSources, providerCsp } from './csp.ts';
import { geetestAdapter, geetestV4Adapter } from './geetest.ts';
import { hcaptchaAdapter, turnstileAdapter } from './hcaptcha-turnstile.ts';
import { providerCall } from './http.ts';
import { keycaptchaAdapter, leminAdapter, mtcaptchaAdapter } from './others.ts';
import { recaptchaAdapter } from './recaptcha.ts';
import { recaptchaEnterpriseAdapter } from './recaptcha-enterprise.ts';
import type {
  AdapterDeps,
  DescribeContext,
  ProviderAdapter,
  ProviderAnswer,
  ProviderWidget,
  VerifyContext,
  VerifyResult,
} from './types.ts';

export type { CspSources } from './csp.ts';
export type {
  DescribeContext,
  ProviderAnswer,
  ProviderFailure,
  ProviderWidget,
  RecaptchaVariant,
  VerifyContext,
  VerifyReason,
  VerifyResult,
} from './types.ts';

export interface DemoProvidersDeps {
  /** Replaces the global fetch (tests); every call still goes through one helper with its timeout. */
  fetch?: typeof fetch;
}

export interface DemoProviders {
  /** What the demo page of `slug` needs to show its widget; null for a slug with no provider. */
  describe(slug: string, ctx: DescribeContext): Promise<ProviderWidget | null>;
  /** Asks the provider whether the widget's answer is good; never throws (failures are reasons). */
  verify(slug: string, answer: ProviderAnswer, ctx?: VerifyContext): Promise<VerifyResult | null>;
  /** The hosts the demo page of `slug` adds to the policy on `site`; null for any other slug. */
  cspFor(slug: string, site: SiteKind): CspSources | null;
  /** The same for a request path (`/demo/hcaptcha`, `/ru/demo/hcaptcha`, …); null for any other page. */
  cspForPath(pathname: string, site: SiteKind): CspSources | null;
  /** For the platform's per-route policy: the demo pages with a provider, and their hosts. */
  cspRelaxer: CspRelaxer;
}

/** The third-party captchas of the demo pages, one adapter per provider, keyed by demo slug. */
export function createDemoProviders(config: DemoProvidersConfig, deps: DemoProvidersDeps = {}): DemoProviders {
  const adapterDeps: AdapterDeps = { config, call: providerCall(config.timeoutMs, deps.fetch) };
  const adapters: Record<ThirdPartyDemoSlug, ProviderAdapter> = {
    'recaptcha-v2': recaptchaAdapter('recaptcha-v2', 'checkbox', adapterDeps),
    'recaptcha-callback': recaptchaAdapter('recaptcha-callback', 'callback', adapterDeps),
    'recaptcha-invisible': recaptchaAdapter('recaptcha-invisible', 'invisible', adapterDeps),
    'recaptcha-v3': recaptchaAdapter('recaptcha-v3', 'score', adapterDeps),
    'recaptcha-enterprise': recaptchaEnterpriseAdapter(adapterDeps),
    hcaptcha: hcaptchaAdapter(adapterDeps),
    'cloudflare-turnstile': turnstileAdapter(adapterDeps),
    geetest: geetestAdapter(adapterDeps),
    'geetest-v4': geetestV4Adapter(adapterDeps),
    keycaptcha: keycaptchaAdapter(adapterDeps),
    lemin: leminAdapter(adapterDeps),
    mtcaptcha: mtcaptchaAdapter(adapterDeps),
  };
  const cspFor = (slug: string, site: SiteKind) => (isThirdPartyDemoSlug(slug) ? providerCsp(slug, site) : null);
  const cspForPath = (pathname: string, site: SiteKind) => {
    const slug = demoSlugOfPath(pathname);
    return slug ? cspFor(slug, site) : null;
  };
  return {
    describe: async (slug, ctx) => (isThirdPartyDemoSlug(slug) ? adapters[slug].describe(ctx) : null),
    verify: async (slug, answer, ctx = {}) => (isThirdPartyDemoSlug(slug) ? adapters[slug].verify(answer, ctx) : null),
    cspFor,
    cspForPath,
    cspRelaxer: {
      applies: (pathname) => {
        const slug = demoSlugOfPath(pathname);
        return slug !== null && isThirdPartyDemoSlug(slug);
      },
      sources: cspForPath,
    },
  };
}

/** The slug of a demo page's path: `/demo/{slug}`, or `/{language}/demo/{slug}` on the region site. */
export function demoSlugOfPath(pathname: string): string | null {
  const m = /^(?:\/([a-z]{2}))?\/demo\/([a-z0-9-]+)\/?$/.exec(pathname);
  if (!m?.[2] || (m[1] !== undefined && !isLanguage(m[1]))) return null;
  return m[2];
}
