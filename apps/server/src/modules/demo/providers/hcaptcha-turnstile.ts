import { providerAdapter } from './adapter.ts';
import { siteverify } from './siteverify.ts';
import type { AdapterDeps, ProviderAdapter } from './types.ts';

/** hCaptcha: js.hcaptcha.com/1/api.js; tokens checked at api.hcaptcha.com/siteverify (with the site key). */
export function hcaptchaAdapter({ config, call }: AdapterDeps): ProviderAdapter {
  return providerAdapter({
    slug: 'hcaptcha',
    keys: () => config.hcaptcha,
    widget(keys, ctx) {
      const script = new URL('https://js.hcaptcha.com/1/api.js');
      script.searchParams.set('hl', ctx.language);
      script.searchParams.set('render', 'explicit');
      return { scriptUrl: script.href, siteKey: keys.siteKey };
    },
    async verifyToken(token, keys, ctx) {
      const { result } = await siteverify(
        call,
        `${config.endpoints.hcaptcha}/siteverify`,
        { secret: keys.secret, response: token, remoteip: ctx.ip, sitekey: keys.siteKey },
        keys.testKeys,
      );
      return result;
    },
  });
}

/** Cloudflare Turnstile: challenges.cloudflare.com/turnstile/v0/api.js and …/turnstile/v0/siteverify. */
export function turnstileAdapter({ config, call }: AdapterDeps): ProviderAdapter {
  return providerAdapter({
    slug: 'cloudflare-turnstile',
    keys: () => config.turnstile,
    widget(keys, ctx) {
      const script = new URL('https://challenges.cloudflare.com/turnstile/v0/api.js');
      script.searchParams.set('render', 'explicit');
      // Turnstile takes its language as a render option.
      const params = { language: ctx.language === 'zh' ? 'zh-cn' : ctx.language };
      return { scriptUrl: script.href, siteKey: keys.siteKey, params };
    },
    async verifyToken(token, keys, ctx) {
      const { result } = await siteverify(
        call,
        `${config.endpoints.turnstile}/turnstile/v0/siteverify`,
        { secret: keys.secret, response: token, remoteip: ctx.ip },
        keys.testKeys,
      );
      return result;
    },
  });
}
