import { providerAdapter } from './adapter.ts';
import { jsonObject } from './http.ts';
import { recaptchaLanguage, recaptchaScriptHost } from './recaptcha.ts';
import { type AdapterDeps, failed, type ProviderAdapter, passed } from './types.ts';

export const RECAPTCHA_ENTERPRISE_ACTION = 'demo_submit';
/** An Enterprise assessment passes at this score or above (its scores run 0.0–1.0 like v3's). */
export const RECAPTCHA_ENTERPRISE_MIN_SCORE = 0.5;

/**
 * reCAPTCHA Enterprise: the token is assessed with `projects.assessments.create`
 * (POST /v1/projects/{project}/assessments?key=API_KEY, body `{ event: { token, siteKey, expectedAction } }`);
 * the answer's `tokenProperties.valid` and `riskAnalysis.score` decide.
 */
export function recaptchaEnterpriseAdapter({ config, call }: AdapterDeps): ProviderAdapter {
  return providerAdapter({
    slug: 'recaptcha-enterprise',
    keys: () => config.recaptchaEnterprise,
    widget(keys, ctx) {
      const script = new URL('/recaptcha/enterprise.js', recaptchaScriptHost(ctx.site));
      script.searchParams.set('hl', recaptchaLanguage(ctx.language));
      script.searchParams.set('render', keys.siteKey);
      return {
        scriptUrl: script.href,
        siteKey: keys.siteKey,
        action: RECAPTCHA_ENTERPRISE_ACTION,
        minScore: RECAPTCHA_ENTERPRISE_MIN_SCORE,
      };
    },
    async verifyToken(token, keys, ctx) {
      const url = new URL(
        `/v1/projects/${encodeURIComponent(keys.projectId)}/assessments`,
        config.endpoints.recaptchaEnterprise,
      );
      url.searchParams.set('key', keys.apiKey);
      const event: Record<string, string> = {
        token,
        siteKey: keys.siteKey,
        expectedAction: RECAPTCHA_ENTERPRISE_ACTION,
      };
      if (ctx.ip) event.userIpAddress = ctx.ip;
      const res = await call({ url: url.href, json: { event } });
      if (!res.ok) return failed(res.failure, false);
      const body = jsonObject(res);
      const props = body?.tokenProperties as Record<string, unknown> | undefined;
      if (res.status !== 200 || !props || typeof props.valid !== 'boolean') return failed('provider-error', false);
      if (!props.valid) {
        return failed('rejected', false, typeof props.invalidReason === 'string' ? [props.invalidReason] : []);
      }
      const risk = body?.riskAnalysis as Record<string, unknown> | undefined;
      const score = typeof risk?.score === 'number' ? risk.score : Number.NaN;
      if (props.action !== RECAPTCHA_ENTERPRISE_ACTION) return { ...failed('action-mismatch', false), score };
      if (!(score >= RECAPTCHA_ENTERPRISE_MIN_SCORE)) return { ...failed('score-too-low', false), score };
      return passed(false, { score });
    },
  });
}
