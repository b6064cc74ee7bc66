import { createHash, createHmac } from 'node:crypto';
import { providerAdapter } from './adapter.ts';
import { jsonObject } from './http.ts';
import { type AdapterDeps, answerField, failed, type ProviderAdapter, type ProviderFailure, passed } from './types.ts';

export const md5 = (s: string): string => createHash('md5').update(s).digest('hex');

/**
 * GeeTest v3 (gt.js): every widget needs a fresh challenge from `register.php`, fetched here on the
 * server (the key never leaves it); the page's three values are checked with `validate.php`.
 */
export function geetestAdapter({ config, call }: AdapterDeps): ProviderAdapter {
  return providerAdapter({
    slug: 'geetest',
    keys: () => config.geetest,
    async widget(keys, ctx) {
      const url = new URL('/register.php', config.endpoints.geetest);
      url.searchParams.set('gt', keys.id);
      url.searchParams.set('json_format', '1');
      url.searchParams.set('digestmod', 'md5');
      url.searchParams.set('client_type', 'web');
      if (ctx.ip) url.searchParams.set('ip_address', ctx.ip);
      const res = await call({ url: url.href });
      const widget = (params: Record<string, string>, unavailable: ProviderFailure | null) => ({
        scriptUrl: 'https://static.geetest.com/static/tools/gt.js',
        siteKey: keys.id,
        params,
        unavailable,
      });
      if (!res.ok) return widget({}, res.failure);
      const raw = jsonObject(res)?.challenge ?? res.text.trim();
      if (typeof raw !== 'string' || raw.length !== 32 || raw === '0') return widget({}, 'provider-error');
      const lang = ctx.language === 'zh' ? 'zh-cn' : ctx.language;
      return widget({ gt: keys.id, challenge: md5(raw + keys.key), newCaptcha: 'true', lang }, null);
    },
    async verify(answer, keys) {
      const challenge = answerField(answer, 'geetest_challenge');
      const validate = answerField(answer, 'geetest_validate');
      const seccode = answerField(answer, 'geetest_seccode');
      if (!challenge || !validate || !seccode) return failed('missing-token', false);
      const res = await call({
        url: new URL('/validate.php', config.endpoints.geetest).href,
        form: { seccode, challenge, captchaid: keys.id, json_format: '1', sdk: 'crowdsolve-demo', digestmod: 'md5' },
      });
      if (!res.ok) return failed(res.failure, false);
      const answered = jsonObject(res)?.seccode ?? res.text.trim();
      if (answered === 'false') return failed('rejected', false);
      if (typeof answered !== 'string' || answered === '') return failed('provider-error', false);
      return passed(false);
    },
  });
}

/**
 * GeeTest v4 (gt4.js): the page's four values are checked with `/validate?captcha_id=…`, signed with
 * `sign_token` = HMAC-SHA256 of lot_number under the captcha key; `result: success` passes.
 */
export function geetestV4Adapter({ config, call }: AdapterDeps): ProviderAdapter {
  return providerAdapter({
    slug: 'geetest-v4',
    keys: () => config.geetestV4,
    widget: (keys, ctx) => ({
      scriptUrl: 'https://static.geetest.com/v4/gt4.js',
      siteKey: keys.id,
      params: { captchaId: keys.id, language: ctx.language === 'zh' ? 'zho' : ctx.language === 'ru' ? 'rus' : 'eng' },
    }),
    async verify(answer, keys) {
      const fields = ['lot_number', 'captcha_output', 'pass_token', 'gen_time'] as const;
      const values = Object.fromEntries(fields.map((f) => [f, answerField(answer, f)])) as Record<
        (typeof fields)[number],
        string
      >;
      if (fields.some((f) => !values[f])) return failed('missing-token', false);
      const url = new URL('/validate', config.endpoints.geetestV4);
      url.searchParams.set('captcha_id', keys.id);
      const sign = createHmac('sha256', keys.key).update(values.lot_number).digest('hex');
      const res = await call({ url: url.href, form: { ...values, sign_token: sign } });
      if (!res.ok) return failed(res.failure, false);
      const body = jsonObject(res);
      if (body?.result === 'success') return passed(false);
      if (body?.result === 'fail')
        return failed('rejected', false, typeof body.reason === 'string' ? [body.reason] : []);
      return failed('provider-error', false);
    },
  });
}
