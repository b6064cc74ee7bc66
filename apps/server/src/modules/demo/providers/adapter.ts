import { DEMO_PROVIDER_OF, type ThirdPartyDemoSlug } from '@crowdsolve/contract';
import {
  answerField,
  type DescribeContext,
  failed,
  type ProviderAdapter,
  type ProviderAnswer,
  type ProviderWidget,
  type VerifyContext,
  type VerifyResult,
} from './types.ts';

/** What a provider's widget adds to the common fields (its script and key, and what else it needs). */
export type WidgetFields = Pick<ProviderWidget, 'scriptUrl' | 'siteKey'> &
  Partial<Pick<ProviderWidget, 'variant' | 'action' | 'minScore' | 'params' | 'unavailable'>>;

/** Whether a provider's keys are its published test keys (`testKeys`; keys without it never are). */
const isTestKeys = (keys: object): boolean => 'testKeys' in keys && keys.testKeys === true;

const UNCONFIGURED: VerifyResult = { success: false, reason: 'unconfigured', providerCodes: [], testKeys: false };

/**
 * What differs between providers' adapters; the rest is common. `keys` reads the configuration:
 * none, and the page says the provider has no keys here and every answer is `unconfigured`.
 * `verifyToken` takes the widget's one token (a missing one is `missing-token`); `verify` takes an
 * answer of several named values.
 */
type AdapterSpec<K extends object> = {
  slug: ThirdPartyDemoSlug;
  keys: () => K | null;
  widget: (keys: K, ctx: DescribeContext) => WidgetFields | Promise<WidgetFields>;
} & (
  | { verify: (answer: ProviderAnswer, keys: K, ctx: VerifyContext) => Promise<VerifyResult> }
  | { verifyToken: (token: string, keys: K, ctx: VerifyContext) => Promise<VerifyResult> }
);

/**
 * A provider's adapter from what is its own: its keys, its widget's fields and its check of an
 * answer. The provider is the one the contract names for the slug (DEMO_PROVIDER_OF).
 */
export function providerAdapter<K extends object>(spec: AdapterSpec<K>): ProviderAdapter {
  const { slug } = spec;
  const provider = DEMO_PROVIDER_OF[slug];
  return {
    async describe(ctx) {
      const keys = spec.keys();
      if (!keys) {
        const none = { scriptUrl: null, siteKey: null, params: {}, unavailable: null };
        return { slug, provider, configured: false, testKeys: false, ...none };
      }
      const fields = await spec.widget(keys, ctx);
      return {
        slug,
        provider,
        configured: true,
        testKeys: isTestKeys(keys),
        params: {},
        unavailable: null,
        ...fields,
      };
    },
    async verify(answer, ctx) {
      const keys = spec.keys();
      if (!keys) return UNCONFIGURED;
      if ('verify' in spec) return spec.verify(answer, keys, ctx);
      const token = answerField(answer, 'token');
      if (!token) return failed('missing-token', isTestKeys(keys));
      return spec.verifyToken(token, keys, ctx);
    },
  };
}
