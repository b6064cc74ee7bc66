import { siteverify } from './siteverify.ts';
import { type AdapterDeps, answerField, configuredWidget, failed, type ProviderAdapter } from './types.ts';

/** hCaptcha: js.hcaptcha.com/1/api.js; tokens checked at api.hcaptcha.com/siteverify (with the site key). */
export function hcaptchaAdapter(deps: AdapterDeps): ProviderAdapter {
  const { config, call } = deps;
  const keys = config.hcaptcha;
  return {
    async describe(ctx) {
      const script = new URL('https://js.hcaptcha.com/1/api.js');
      script.searchParams.set('hl', ctx.language);
      script.searchParams.set('render', 'explicit');
      return configuredWidget('hcaptcha', 'hcaptcha', {
        testKeys: keys.testKeys,
        scriptUrl: script.href,
        siteKey: keys.siteKey,
      });
    },
    async verify(answer, ctx) {
      const token = answerField(answer, 'token');
      if (!token) return failed('missing-token', keys.testKeys);
      const { result } = await siteverify(
        call,
        `${config.endpoints.hcaptcha}/siteverify`,
        { secret: keys.secret, response: token, remoteip: ctx.ip, sitekey: keys.siteKey },
        keys.testKeys,
      );
      return result;
    },
  };
}

/** Cloudflare Turnstile: challenges.cloudflare.com/turnstile/v0/api.js and …/turnstile/v0/siteverify. */
export function turnstileAdapter(deps: AdapterDeps): ProviderAdapter {
  const { config, call } = deps;
  const keys = config.turnstile;
  return {
    async describe(ctx) {
      const script = new URL('https://challenges.cloudflare.com/turnstile/v0/api.js');
      script.searchParams.set('render', 'explicit');
      return configuredWidget('cloudflare-turnstile', 'turnstile', {
        testKeys: keys.testKeys,
        scriptUrl: script.href,
        siteKey: keys.siteKey,
        // Turnstile takes its language as a render option.
        params: { language: ctx.language === 'zh' ? 'zh-cn' : ctx.language },
      });
    },
    async verify(answer, ctx) {
      const token = answerField(answer, 'token');
      if (!token) return failed('missing-token', keys.testKeys);
      const { result } = await siteverify(
        call,
        `${config.endpoints.turnstile}/turnstile/v0/siteverify`,
        { secret: keys.secret, response: token, remoteip: ctx.ip },
        keys.testKeys,
      );
      return result;
    },
  };
}
