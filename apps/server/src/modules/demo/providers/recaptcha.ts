import type { ThirdPartyDemoSlug } from '@crowdsolve/contract';
import type { DemoProvidersConfig } from '../../../config.ts';
import { providerAdapter } from './adapter.ts';
import { siteverify } from './siteverify.ts';
import {
  type AdapterDeps,
  type DescribeContext,
  failed,
  type ProviderAdapter,
  type RecaptchaVariant,
} from './types.ts';

/** The action the v3 demo executes and verification expects. */
export const RECAPTCHA_V3_ACTION = 'demo_submit';

/** Google's hosts are blocked in mainland China; recaptcha.net serves the same widget there. */
export function recaptchaScriptHost(site: DescribeContext['site']): string {
  return site === 'region' ? 'https://www.recaptcha.net' : 'https://www.google.com';
}

export function recaptchaLanguage(language: DescribeContext['language']): string {
  return language === 'zh' ? 'zh-CN' : language;
}

function keysOf(config: DemoProvidersConfig, variant: RecaptchaVariant) {
  if (variant === 'score') return config.recaptchaV3;
  if (variant === 'invisible') return config.recaptchaInvisible;
  return config.recaptcha;
}

/** reCAPTCHA v2 (checkbox, callback, invisible) and v3 (score, action) through /recaptcha/api/siteverify. */
export function recaptchaAdapter(
  slug: ThirdPartyDemoSlug,
  variant: RecaptchaVariant,
  { config, call }: AdapterDeps,
): ProviderAdapter {
  return providerAdapter({
    slug,
    keys: () => keysOf(config, variant),
    widget(keys, ctx) {
      const script = new URL('/recaptcha/api.js', recaptchaScriptHost(ctx.site));
      script.searchParams.set('hl', recaptchaLanguage(ctx.language));
      // v3 loads with its key as `render`; v2 widgets are rendered explicitly by the page.
      script.searchParams.set('render', variant === 'score' ? keys.siteKey : 'explicit');
      const v3 = variant === 'score' && config.recaptchaV3;
      return {
        scriptUrl: script.href,
        siteKey: keys.siteKey,
        variant,
        ...(v3 ? { action: RECAPTCHA_V3_ACTION, minScore: v3.minScore } : {}),
      };
    },
    async verifyToken(token, keys, ctx) {
      const { result, body } = await siteverify(
        call,
        `${config.endpoints.recaptcha}/recaptcha/api/siteverify`,
        { secret: keys.secret, response: token, remoteip: ctx.ip },
        keys.testKeys,
      );
      if (!result.success || variant !== 'score' || !body || !config.recaptchaV3) return result;
      // v3 passes only for the page's action and a score at or above the threshold.
      const score = typeof body.score === 'number' ? body.score : Number.NaN;
      if (body.action !== RECAPTCHA_V3_ACTION) return { ...failed('action-mismatch', keys.testKeys), score };
      if (!(score >= config.recaptchaV3.minScore)) return { ...failed('score-too-low', keys.testKeys), score };
      return { ...result, score };
    },
  });
}
