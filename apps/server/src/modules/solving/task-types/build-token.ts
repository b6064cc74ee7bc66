/**
 * Spec builders of the token kinds (reference §1.4 and §2.1; names of the less documented kinds
 * follow the official 2captcha client libraries). One function reads both protocols.
 */
import { type Builders, compact, readProxy, spec } from './build-common.ts';
import type { Cookie, TaskKind } from './kinds.ts';
import { type Problem, SpecProblem } from './problems.ts';
import { isPlainObject, n, PAGE_URL, type Reader, USER_AGENT } from './reader.ts';

type TokenKind = Exclude<
  TaskKind,
  'image_text' | 'text' | 'rotate' | 'coordinates' | 'grid' | 'canvas' | 'bounding_box' | 'audio' | 'temu' | 'vk_image'
>;

const BIG = 65_536;
const DOMAIN = /^[A-Za-z0-9.-]{1,253}$/;

/** A required opaque value (ids, signatures, challenges). */
const required = (
  r: Reader,
  v1: string | string[],
  v2: string | string[],
  max = 4096,
  problem: Problem = 'bad_parameters',
) => r.string(n(v1, v2), { max, required: problem });
const optional = (r: Reader, v1: string | string[] | undefined, v2: string | string[] | undefined, max = 4096) =>
  r.string(n(v1, v2), { max });
const userAgent = (r: Reader) => r.string(USER_AGENT, { max: 1024 });
const requiredUserAgent = (r: Reader) => r.string(USER_AGENT, { max: 1024, required: 'bad_parameters' });
const siteKey = (r: Reader, v1 = 'sitekey') => r.siteKey(n(v1, 'websiteKey'));

function apiDomain(r: Reader): string | undefined {
  const domain = optional(r, 'domain', 'apiDomain', 253);
  if (domain !== undefined && !DOMAIN.test(domain)) throw new SpecProblem('bad_parameters', 'domain');
  return domain;
}

/** reCAPTCHA cookies: v1 `cookies` (`K1:V1;K2:V2`) or `json_cookies`; v2 `cookies` (`k1=v1; k2=v2`). */
function cookies(r: Reader): Cookie[] | undefined {
  if (r.protocol === 'v1') {
    const json = r.array(n('json_cookies'));
    if (json) {
      return json.map((c) => {
        if (!isPlainObject(c) || typeof c.name !== 'string' || !c.name || typeof c.value !== 'string') {
          throw new SpecProblem('bad_parameters', 'json_cookies');
        }
        return { name: c.name, value: c.value };
      });
    }
  }
  const text = r.string(n('cookies', 'cookies'), { max: BIG });
  if (text === undefined) return undefined;
  const separators = r.protocol === 'v1' ? [':', '='] : ['=', ':'];
  return text
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const sep = separators.map((s) => pair.indexOf(s)).find((i) => i > 0);
      if (sep === undefined) throw new SpecProblem('bad_parameters', 'cookies');
      return { name: pair.slice(0, sep).trim(), value: pair.slice(sep + 1).trim() };
    });
}

/** Enterprise flag: v1 `enterprise=1`; v2 an Enterprise type name or `isEnterprise`. */
const enterprise = (r: Reader, typeSays = false) => typeSays || r.flag(n('enterprise', 'isEnterprise'));

export const TOKEN_BUILDERS: Builders<TokenKind> = {
  recaptcha_v2: (r, ctx) => {
    const params = {
      websiteUrl: r.url(PAGE_URL),
      websiteKey: r.siteKey(n('googlekey', 'websiteKey'), true),
      invisible: r.flag(n('invisible', 'isInvisible')),
      enterprise: enterprise(r, ctx.enterpriseType),
      dataS: optional(r, ['data-s', 'datas'], 'recaptchaDataSValue', BIG),
      enterprisePayload: r.object(n(undefined, 'enterprisePayload')),
      cookies: cookies(r),
      userAgent: userAgent(r),
      apiDomain: apiDomain(r),
    };
    return spec('recaptcha_v2', params, { proxy: readProxy(r, ctx, 'may') });
  },

  recaptcha_v3: (r, ctx) => {
    const params = {
      websiteUrl: r.url(PAGE_URL),
      websiteKey: r.siteKey(n('googlekey', 'websiteKey'), true),
      action: optional(r, 'action', 'pageAction', 256) ?? 'verify',
      minScore: r.number(n('min_score', 'minScore'), 0.1, 0.9) ?? 0.4,
      enterprise: enterprise(r),
      apiDomain: apiDomain(r),
    };
    return spec('recaptcha_v3', params, { proxy: readProxy(r, ctx, 'never') });
  },

  hcaptcha: (r, ctx) => {
    const payload = r.object(n(undefined, 'enterprisePayload'));
    const { rqdata: payloadRqdata, ...rest } = payload ?? {};
    if (payloadRqdata !== undefined && typeof payloadRqdata !== 'string') throw new SpecProblem('bad_parameters');
    const params = {
      websiteUrl: r.url(PAGE_URL),
      websiteKey: siteKey(r),
      invisible: r.flag(n('invisible', 'isInvisible')),
      enterprise: enterprise(r),
      rqdata: optional(r, 'data', 'data', BIG) ?? payloadRqdata,
      enterprisePayload: Object.keys(rest).length > 0 ? rest : undefined,
      userAgent: userAgent(r),
      apiDomain: apiDomain(r),
    };
    // hCaptcha with rqdata is only solvable in the client's own user agent.
    if (params.rqdata !== undefined && params.userAgent === undefined) {
      throw new SpecProblem('bad_parameters', 'data needs userAgent');
    }
    return spec('hcaptcha', params, { proxy: readProxy(r, ctx, 'may') });
  },

  geetest: (r, ctx) => {
    const params = {
      websiteUrl: r.url(PAGE_URL),
      gt: required(r, 'gt', 'gt', 256),
      challenge: required(r, 'challenge', 'challenge', 256),
      apiServer: optional(r, 'api_server', 'geetestApiServerSubdomain', 253),
      offline: r.flag(n('offline')),
      newCaptcha: r.flag(n('new_captcha')),
      userAgent: userAgent(r),
    };
    return spec('geetest', params, { proxy: readProxy(r, ctx, 'may') });
  },

  geetest_v4: (r, ctx) => {
    let captchaId: unknown;
    let riskType: unknown;
    if (r.protocol === 'v2') {
      const init = r.object(n(undefined, 'initParameters'));
      // Anti-Captcha clients put the v4 captcha id in `gt`.
      captchaId = init?.captcha_id ?? r.value(n(undefined, ['captchaId', 'gt']));
      riskType = init?.risk_type ?? init?.riskType;
    } else {
      captchaId = r.value(n('captcha_id'));
      riskType = r.value(n('risk_type'));
    }
    const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 256) : undefined);
    if (text(captchaId) === undefined) throw new SpecProblem('bad_parameters', 'captcha_id');
    if (riskType !== undefined && text(riskType) === undefined) throw new SpecProblem('bad_parameters', 'risk_type');
    const params = {
      websiteUrl: r.url(PAGE_URL),
      captchaId: text(captchaId) as string,
      riskType: text(riskType),
      apiServer: optional(r, 'api_server', 'geetestApiServerSubdomain', 253),
      userAgent: userAgent(r),
    };
    return spec('geetest_v4', params, { proxy: readProxy(r, ctx, 'may') });
  },

  turnstile: (r, ctx) => {
    const params = {
      websiteUrl: r.url(PAGE_URL),
      websiteKey: siteKey(r),
      action: optional(r, 'action', 'action', 256),
      data: optional(r, 'data', ['data', 'cData', 'turnstileCData'], BIG),
      pageData: optional(r, 'pagedata', ['pagedata', 'pageData', 'chlPageData', 'turnstilePageData'], BIG),
      userAgent: userAgent(r),
    };
    // Challenge pages: chlPageData only makes sense with cData, the action and the user agent.
    if (params.pageData !== undefined && (!params.data || !params.action || !params.userAgent)) {
      throw new SpecProblem('bad_parameters', 'pagedata needs data, action and userAgent');
    }
    return spec('turnstile', params, { proxy: readProxy(r, ctx, 'may') });
  },

  funcaptcha: (r, ctx) => {
    let data: Record<string, string> | undefined;
    if (r.protocol === 'v1') data = r.bracketed('data');
    else {
      const object = r.object(n(undefined, 'data'));
      if (object && !Object.values(object).every((v) => typeof v === 'string')) throw new SpecProblem('bad_parameters');
      data = object as Record<string, string> | undefined;
    }
    const params = {
      websiteUrl: r.url(PAGE_URL),
      publicKey: required(r, 'publickey', 'websitePublicKey', 256),
      surl: optional(r, 'surl', 'funcaptchaApiJSSubdomain', 253),
      data: data && Object.keys(data).length > 0 ? data : undefined,
      userAgent: userAgent(r),
    };
    return spec('funcaptcha', params, { proxy: readProxy(r, ctx, 'may') });
  },

  keycaptcha: (r, ctx) => {
    const params = {
      websiteUrl: r.url(PAGE_URL),
      userId: required(r, 's_s_c_user_id', 's_s_c_user_id', 256),
      sessionId: required(r, 's_s_c_session_id', 's_s_c_session_id', 256),
      webServerSign: required(r, 's_s_c_web_server_sign', 's_s_c_web_server_sign', 1024),
      webServerSign2: required(r, 's_s_c_web_server_sign2', 's_s_c_web_server_sign2', 1024),
    };
    return spec('keycaptcha', params, { proxy: readProxy(r, ctx, 'may') });
  },

  lemin: (r, ctx) => {
    const params = {
      websiteUrl: r.url(PAGE_URL),
      captchaId: required(r, 'captcha_id', 'captchaId', 256),
      divId: optional(r, 'div_id', 'divId', 256),
      apiServer: optional(r, 'api_server', 'leminApiServerSubdomain', 253),
    };
    return spec('lemin', params, { proxy: readProxy(r, ctx, 'may') });
  },

  mtcaptcha: (r, ctx) =>
    spec('mtcaptcha', { websiteUrl: r.url(PAGE_URL), websiteKey: siteKey(r) }, { proxy: readProxy(r, ctx, 'may') }),

  capy: (r, ctx) => {
    const version = optional(r, 'version', 'version', 16);
    if (version !== undefined && version !== 'puzzle' && version !== 'avatar') {
      throw new SpecProblem('bad_parameters', 'version');
    }
    const params = {
      websiteUrl: r.url(PAGE_URL),
      websiteKey: r.siteKey(n(['captchakey', 'sitekey'], 'websiteKey')),
      apiServer: optional(r, 'api_server', 'apiServer', 253),
      version: version as 'puzzle' | 'avatar' | undefined,
    };
    return spec('capy', params, { proxy: readProxy(r, ctx, 'may') });
  },

  amazon_waf: (r, ctx) => {
    const params = {
      websiteUrl: r.url(PAGE_URL),
      websiteKey: siteKey(r),
      iv: required(r, 'iv', 'iv', 1024),
      context: required(r, 'context', 'context', BIG),
      challengeScript: optional(r, 'challenge_script', 'challengeScript'),
      captchaScript: optional(r, 'captcha_script', 'captchaScript'),
    };
    return spec('amazon_waf', params, { proxy: readProxy(r, ctx, 'may') });
  },

  cutcaptcha: (r, ctx) => {
    const params = {
      websiteUrl: r.url(PAGE_URL),
      miseryKey: required(r, 'misery_key', 'miseryKey', 256),
      apiKey: required(r, 'api_key', 'dataApiKey', 256),
    };
    return spec('cutcaptcha', params, { proxy: readProxy(r, ctx, 'may') });
  },

  friendly_captcha: (r, ctx) =>
    spec(
      'friendly_captcha',
      { websiteUrl: r.url(PAGE_URL), websiteKey: siteKey(r) },
      { proxy: readProxy(r, ctx, 'may') },
    ),

  atb_captcha: (r, ctx) => {
    const params = {
      websiteUrl: r.url(PAGE_URL),
      appId: required(r, 'app_id', 'appId', 256),
      apiServer: required(r, 'api_server', 'apiServer', 512),
    };
    return spec('atb_captcha', params, { proxy: readProxy(r, ctx, 'may') });
  },

  tencent: (r, ctx) =>
    spec(
      'tencent',
      { websiteUrl: r.url(PAGE_URL), appId: required(r, 'app_id', 'appId', 256) },
      { proxy: readProxy(r, ctx, 'may') },
    ),

  datadome: (r, ctx) => {
    const params = {
      websiteUrl: r.url(PAGE_URL),
      captchaUrl: r.url(n('captcha_url', 'captchaUrl'), 'bad_parameters'),
      userAgent: requiredUserAgent(r),
    };
    return spec('datadome', params, { proxy: readProxy(r, ctx, 'must') });
  },

  prosopo: (r, ctx) =>
    spec('prosopo', { websiteUrl: r.url(PAGE_URL), websiteKey: siteKey(r) }, { proxy: readProxy(r, ctx, 'may') }),

  captchafox: (r, ctx) => {
    const params = { websiteUrl: r.url(PAGE_URL), websiteKey: siteKey(r), userAgent: requiredUserAgent(r) };
    return spec('captchafox', params, { proxy: readProxy(r, ctx, 'must') });
  },

  vk_captcha: (r, ctx) => {
    const params = {
      redirectUri: r.url(n('redirect_uri', 'redirectUri'), 'bad_parameters'),
      userAgent: requiredUserAgent(r),
    };
    return spec('vk_captcha', params, { proxy: readProxy(r, ctx, 'must') });
  },

  altcha: (r, ctx) => {
    const params = compact({
      websiteUrl: r.url(PAGE_URL),
      challengeUrl: optional(r, 'challenge_url', 'challengeURL', 4096),
      challengeJson: optional(r, 'challenge_json', 'challengeJSON', BIG),
    });
    // Reference (2captcha docs): send either challengeURL or challengeJSON, never both.
    if ((params.challengeUrl === undefined) === (params.challengeJson === undefined)) {
      throw new SpecProblem('bad_parameters', 'exactly one of challenge_url, challenge_json');
    }
    return spec('altcha', params, { proxy: readProxy(r, ctx, 'may') });
  },

  yandex: (r, ctx) => {
    const params = { websiteUrl: r.url(PAGE_URL), websiteKey: siteKey(r), userAgent: userAgent(r) };
    return spec('yandex', params, { proxy: readProxy(r, ctx, 'may') });
  },

  cybersiara: (r, ctx) => {
    const params = {
      websiteUrl: r.url(PAGE_URL),
      masterUrlId: required(r, 'master_url_id', ['SlideMasterUrlId', 'masterUrlId'], 256),
      userAgent: requiredUserAgent(r),
    };
    return spec('cybersiara', params, { proxy: readProxy(r, ctx, 'may') });
  },
};
