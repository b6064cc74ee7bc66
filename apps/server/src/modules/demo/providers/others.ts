import { randomBytes } from 'node:crypto';
import { providerAdapter } from './adapter.ts';
import { md5 } from './geetest.ts';
import { jsonObject, stringList } from './http.ts';
import type { AdapterDeps, ProviderAdapter } from './types.ts';
import { answerField, failed, passed } from './types.ts';

/**
 * KeyCaptcha: the page carries a session id signed with the private key; the widget's answer
 * `hash|key|url|…` is signed back (`hash` = md5("accept" + key + private key + url)) and confirmed by
 * fetching `url` on KeyCaptcha's own host, which answers `1`.
 */
export function keycaptchaAdapter({ config, call }: AdapterDeps): ProviderAdapter {
  return providerAdapter({
    slug: 'keycaptcha',
    keys: () => config.keycaptcha,
    widget(keys, ctx) {
      const sessionId = randomBytes(16).toString('hex');
      return {
        scriptUrl: 'https://backs.keycaptcha.com/swfs/cap.js',
        siteKey: keys.userId,
        params: {
          userId: keys.userId,
          sessionId,
          webServerSign: md5(sessionId + (ctx.ip ?? '') + keys.privateKey),
          webServerSign2: md5(sessionId + keys.privateKey),
        },
      };
    },
    async verifyToken(token, keys) {
      const parts = token.split('|');
      if (parts.length < 3 || !parts[0]) return failed('missing-token', false);
      const [hash, key, url] = parts as [string, string, string];
      if (md5(`accept${key}${keys.privateKey}${url}`) !== hash) return failed('rejected', false, ['bad-signature']);
      // Only KeyCaptcha's own host is asked: the answer names the address, so nothing else is fetched.
      let target: URL;
      try {
        target = new URL(url);
      } catch {
        return failed('rejected', false, ['bad-check-url']);
      }
      const own = new URL(config.endpoints.keycaptcha).hostname;
      const allowed = target.hostname === own || target.hostname.endsWith('.keycaptcha.com');
      if (!allowed || !/^https?:$/.test(target.protocol)) return failed('rejected', false, ['bad-check-url']);
      const res = await call({ url: target.href });
      if (!res.ok) return failed(res.failure, false);
      return res.text.trim() === '1' ? passed(false) : failed('rejected', false);
    },
  });
}

/** Lemin cropped captcha: POST /captcha/v1/cropped/validate with the private key, challenge id and answer. */
export function leminAdapter({ config, call }: AdapterDeps): ProviderAdapter {
  return providerAdapter({
    slug: 'lemin',
    keys: () => config.lemin,
    widget: (keys) => ({
      scriptUrl: `https://api.leminnow.com/captcha/v1/cropped/${encodeURIComponent(keys.captchaId)}/js`,
      siteKey: keys.captchaId,
      params: { divId: 'lemin-cropped-captcha' },
    }),
    async verify(answer, keys) {
      const challengeId = answerField(answer, 'challenge_id');
      const value = answerField(answer, 'answer');
      if (!challengeId || !value) return failed('missing-token', false);
      const res = await call({
        url: new URL('/captcha/v1/cropped/validate', config.endpoints.lemin).href,
        json: { private_key: keys.privateKey, challenge_id: challengeId, answer: value },
      });
      if (!res.ok) return failed(res.failure, false);
      const body = jsonObject(res);
      if (typeof body?.success !== 'boolean') return failed('provider-error', false);
      return body.success ? passed(false) : failed('rejected', false, typeof body.code === 'string' ? [body.code] : []);
    },
  });
}

/** MTCaptcha: GET /mtcv1/api/checktoken?privatekey=…&token=… answers `success` and `fail_codes`. */
export function mtcaptchaAdapter({ config, call }: AdapterDeps): ProviderAdapter {
  return providerAdapter({
    slug: 'mtcaptcha',
    keys: () => config.mtcaptcha,
    widget: (keys, ctx) => ({
      scriptUrl: 'https://service.mtcaptcha.com/mtcv1/client/mtcaptcha.min.js',
      siteKey: keys.siteKey,
      params: {
        script2Url: 'https://service2.mtcaptcha.com/mtcv1/client/mtcaptcha2.min.js',
        lang: ctx.language,
      },
    }),
    async verifyToken(token, keys) {
      const url = new URL('/mtcv1/api/checktoken', config.endpoints.mtcaptcha);
      url.searchParams.set('privatekey', keys.privateKey);
      url.searchParams.set('token', token);
      const res = await call({ url: url.href });
      if (!res.ok) return failed(res.failure, false);
      const body = jsonObject(res);
      if (typeof body?.success !== 'boolean') return failed('provider-error', false);
      return body.success ? passed(false) : failed('rejected', false, stringList(body.fail_codes));
    },
  });
}
