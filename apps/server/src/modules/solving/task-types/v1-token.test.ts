import { describe, expect, it } from 'vitest';
import type { TaskSpec } from './kinds.ts';
import { parseV1, type V1Files, type V1Params } from './v1.ts';

const URL = 'https://example.com/login';
const RC_KEY = '6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-';
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/132.0 Safari/537.36';

function ok(params: V1Params, files?: V1Files): TaskSpec {
  const result = parseV1({ key: 'k'.repeat(32), json: '1', ...params }, files);
  if (!result.ok) throw new Error(`expected a spec, got ${result.error}`);
  return result.spec;
}
function error(params: V1Params, files?: V1Files): string | null {
  const result = parseV1(params, files);
  return result.ok ? null : result.error;
}

describe('v1 reCAPTCHA', () => {
  it('v2 with every option and a proxy', () => {
    const spec = ok({
      method: 'userrecaptcha',
      googlekey: RC_KEY,
      pageurl: URL,
      invisible: '1',
      enterprise: '1',
      domain: 'recaptcha.net',
      'data-s': 'abc',
      cookies: 'K1:V1;K2:V2=x',
      userAgent: UA,
      proxy: 'user:pa:ss@1.2.3.4:3128',
      proxytype: 'SOCKS5',
    });
    expect(spec).toEqual({
      kind: 'recaptcha_v2',
      params: {
        websiteUrl: URL,
        websiteKey: RC_KEY,
        invisible: true,
        enterprise: true,
        dataS: 'abc',
        cookies: [
          { name: 'K1', value: 'V1' },
          { name: 'K2', value: 'V2=x' },
        ],
        userAgent: UA,
        apiDomain: 'recaptcha.net',
      },
      proxy: { type: 'socks5', address: '1.2.3.4', port: 3128, login: 'user', password: 'pa:ss' },
    });
  });

  it('takes `datas` (JS client), json_cookies and a proxy without credentials (HTTP by default)', () => {
    const spec = ok({
      method: 'userrecaptcha',
      googlekey: RC_KEY,
      pageurl: URL,
      datas: 'sss',
      json_cookies: JSON.stringify([{ name: 'a', value: '1', domain: '.example.com' }]),
      proxy: 'proxy.example.net:8080',
    });
    expect(spec).toMatchObject({
      params: { dataS: 'sss', cookies: [{ name: 'a', value: '1' }] },
      proxy: { type: 'http', address: 'proxy.example.net', port: 8080 },
    });
  });

  it('v3 with defaults and options', () => {
    expect(ok({ method: 'userrecaptcha', version: 'v3', googlekey: RC_KEY, pageurl: URL })).toEqual({
      kind: 'recaptcha_v3',
      params: { websiteUrl: URL, websiteKey: RC_KEY, action: 'verify', minScore: 0.4, enterprise: false },
    });
    expect(
      ok({ method: 'userrecaptcha', version: 'v3', googlekey: RC_KEY, pageurl: URL, action: 'login', min_score: '0.3' })
        .params,
    ).toMatchObject({ action: 'login', minScore: 0.3 });
  });

  it('answers the reCAPTCHA errors of the reference', () => {
    const base = { method: 'userrecaptcha', googlekey: RC_KEY, pageurl: URL };
    expect(error({ ...base, pageurl: undefined })).toBe('ERROR_PAGEURL');
    expect(error({ ...base, pageurl: 'javascript:alert(1)' })).toBe('ERROR_PAGEURL');
    expect(error({ ...base, googlekey: '' })).toBe('ERROR_WRONG_GOOGLEKEY');
    expect(error({ ...base, googlekey: 'bad key with spaces' })).toBe('ERROR_GOOGLEKEY');
    expect(error({ ...base, googlekey: 'short' })).toBe('ERROR_GOOGLEKEY');
    expect(error({ ...base, proxy: 'no-port-here' })).toBe('ERROR_PROXY_FORMAT');
    expect(error({ ...base, proxy: '1.2.3.4:99999' })).toBe('ERROR_PROXY_FORMAT');
    expect(error({ ...base, proxy: 'user@1.2.3.4:80' })).toBe('ERROR_PROXY_FORMAT');
    expect(error({ ...base, proxy: '1.2.3.4:80', proxytype: 'FTP' })).toBe('ERROR_PROXY_FORMAT');
    expect(error({ ...base, cookies: 'novalue' })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ ...base, json_cookies: '{"not":"an array"}' })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ ...base, version: 'v3', min_score: '0.95' })).toBe('ERROR_BAD_PARAMETERS');
    // Reference §1.3: proxies are for token types, not for reCAPTCHA v3.
    expect(error({ ...base, version: 'v3', proxy: '1.2.3.4:3128', proxytype: 'HTTP' })).toBe('ERROR_BAD_PARAMETERS');
  });
});

describe('v1 other token kinds', () => {
  const cases: [string, V1Params, Partial<TaskSpec>][] = [
    [
      'hcaptcha',
      { sitekey: 'b76cd927-d266-4cfb-a328-3b03ae07ded6', pageurl: URL, invisible: '1', data: 'rq', userAgent: UA },
      {
        kind: 'hcaptcha',
        params: {
          websiteUrl: URL,
          websiteKey: 'b76cd927-d266-4cfb-a328-3b03ae07ded6',
          invisible: true,
          enterprise: false,
          rqdata: 'rq',
          userAgent: UA,
        },
      },
    ],
    [
      'geetest',
      {
        gt: 'f1ab2cdefa3456789012345678901234',
        challenge: '12345678abc90123d45678ef90123a456b',
        pageurl: URL,
        api_server: 'api-na.geetest.com',
        offline: '1',
      },
      {
        kind: 'geetest',
        params: {
          websiteUrl: URL,
          gt: 'f1ab2cdefa3456789012345678901234',
          challenge: '12345678abc90123d45678ef90123a456b',
          apiServer: 'api-na.geetest.com',
          offline: true,
          newCaptcha: false,
        },
      },
    ],
    [
      'geetest_v4',
      { captcha_id: 'e392e1d7fd421dc63325744d5a2b9c73', pageurl: URL, risk_type: 'slide' },
      {
        kind: 'geetest_v4',
        params: { websiteUrl: URL, captchaId: 'e392e1d7fd421dc63325744d5a2b9c73', riskType: 'slide' },
      },
    ],
    [
      'turnstile',
      {
        sitekey: '0x4AAAAAAAC3DHQFLr1GavRN',
        pageurl: URL,
        action: 'managed',
        data: 'cdata',
        pagedata: 'pd',
        userAgent: UA,
      },
      {
        kind: 'turnstile',
        params: {
          websiteUrl: URL,
          websiteKey: '0x4AAAAAAAC3DHQFLr1GavRN',
          action: 'managed',
          data: 'cdata',
          pageData: 'pd',
          userAgent: UA,
        },
      },
    ],
    [
      'funcaptcha',
      {
        publickey: '69A21A01-CC7B-B9C6-0F9A-E7FA06677FFC',
        pageurl: URL,
        surl: 'client-api.arkoselabs.com',
        'data[blob]': 'B',
      },
      {
        kind: 'funcaptcha',
        params: {
          websiteUrl: URL,
          publicKey: '69A21A01-CC7B-B9C6-0F9A-E7FA06677FFC',
          surl: 'client-api.arkoselabs.com',
          data: { blob: 'B' },
        },
      },
    ],
    [
      'keycaptcha',
      {
        s_s_c_user_id: '184015',
        s_s_c_session_id: 'sid',
        s_s_c_web_server_sign: 's1',
        s_s_c_web_server_sign2: 's2',
        pageurl: URL,
      },
      {
        kind: 'keycaptcha',
        params: { websiteUrl: URL, userId: '184015', sessionId: 'sid', webServerSign: 's1', webServerSign2: 's2' },
      },
    ],
    [
      'lemin',
      { captcha_id: 'CROPPED_3dfdd5c_d1872b526b794d83ba3b365eb15a200b', div_id: 'lemin-cropped-captcha', pageurl: URL },
      {
        kind: 'lemin',
        params: {
          websiteUrl: URL,
          captchaId: 'CROPPED_3dfdd5c_d1872b526b794d83ba3b365eb15a200b',
          divId: 'lemin-cropped-captcha',
        },
      },
    ],
    [
      'mt_captcha',
      { sitekey: 'MTPublic-DemoKey9M', pageurl: URL },
      { kind: 'mtcaptcha', params: { websiteUrl: URL, websiteKey: 'MTPublic-DemoKey9M' } },
    ],
    [
      'capy',
      {
        captchakey: 'PUZZLE_Abc1dEFghIJKLM2no34P56q7rStu8v',
        pageurl: URL,
        api_server: 'https://jp.api.capy.me/',
        version: 'puzzle',
      },
      {
        kind: 'capy',
        params: {
          websiteUrl: URL,
          websiteKey: 'PUZZLE_Abc1dEFghIJKLM2no34P56q7rStu8v',
          apiServer: 'https://jp.api.capy.me/',
          version: 'puzzle',
        },
      },
    ],
    [
      'amazon_waf',
      {
        sitekey: 'AQIDAHjcYu/GjX+QlghicBg',
        iv: 'CgAHbCe2GgAAAAAj',
        context: 'ctx==',
        pageurl: URL,
        challenge_script: 'https://x/challenge.js',
      },
      {
        kind: 'amazon_waf',
        params: {
          websiteUrl: URL,
          websiteKey: 'AQIDAHjcYu/GjX+QlghicBg',
          iv: 'CgAHbCe2GgAAAAAj',
          context: 'ctx==',
          challengeScript: 'https://x/challenge.js',
        },
      },
    ],
    [
      'cutcaptcha',
      { misery_key: '098e6a849af406142e3150dbf4e6d0538db2b51f', api_key: 'SAs61IAI', pageurl: URL },
      {
        kind: 'cutcaptcha',
        params: { websiteUrl: URL, miseryKey: '098e6a849af406142e3150dbf4e6d0538db2b51f', apiKey: 'SAs61IAI' },
      },
    ],
    [
      'friendly_captcha',
      { sitekey: 'FCMST5VUMCBOCGQ9', pageurl: URL },
      { kind: 'friendly_captcha', params: { websiteUrl: URL, websiteKey: 'FCMST5VUMCBOCGQ9' } },
    ],
    [
      'atb_captcha',
      { app_id: 'af25e409b33d722a95e56a230ff8771c', api_server: 'https://cap.aisecurius.com', pageurl: URL },
      {
        kind: 'atb_captcha',
        params: { websiteUrl: URL, appId: 'af25e409b33d722a95e56a230ff8771c', apiServer: 'https://cap.aisecurius.com' },
      },
    ],
    [
      'tencent',
      { app_id: '189956587', pageurl: URL },
      { kind: 'tencent', params: { websiteUrl: URL, appId: '189956587' } },
    ],
    [
      'datadome',
      {
        captcha_url: 'https://geo.captcha-delivery.com/captcha/?initialCid=x',
        pageurl: URL,
        userAgent: UA,
        proxy: 'u:p@1.2.3.4:8080',
        proxytype: 'HTTP',
      },
      {
        kind: 'datadome',
        params: {
          websiteUrl: URL,
          captchaUrl: 'https://geo.captcha-delivery.com/captcha/?initialCid=x',
          userAgent: UA,
        },
        proxy: { type: 'http', address: '1.2.3.4', port: 8080, login: 'u', password: 'p' },
      },
    ],
    [
      'prosopo',
      { sitekey: '5EZVvsHMrKCFKp5NYNoTyDjTjetoVo1Z4UNNbTwJf1GfN6Xm', pageurl: URL },
      { kind: 'prosopo', params: { websiteUrl: URL, websiteKey: '5EZVvsHMrKCFKp5NYNoTyDjTjetoVo1Z4UNNbTwJf1GfN6Xm' } },
    ],
    [
      'captchafox',
      {
        sitekey: 'sk_ILKWNruBBVKDOM7dZs59KHnDLEWiH',
        pageurl: URL,
        useragent: UA,
        proxy: '1.2.3.4:8888',
        proxytype: 'HTTPS',
      },
      {
        kind: 'captchafox',
        params: { websiteUrl: URL, websiteKey: 'sk_ILKWNruBBVKDOM7dZs59KHnDLEWiH', userAgent: UA },
        proxy: { type: 'https', address: '1.2.3.4', port: 8888 },
      },
    ],
    [
      'vkcaptcha',
      {
        redirect_uri: 'https://id.vk.com/not_robot_captcha?session_token=eyJ',
        userAgent: UA,
        proxy: '[2001:db8::1]:1080',
        proxytype: 'SOCKS4',
      },
      {
        kind: 'vk_captcha',
        params: { redirectUri: 'https://id.vk.com/not_robot_captcha?session_token=eyJ', userAgent: UA },
        proxy: { type: 'socks4', address: '[2001:db8::1]', port: 1080 },
      },
    ],
    [
      'altcha',
      { pageurl: URL, challenge_url: '/altcha/challenge' },
      { kind: 'altcha', params: { websiteUrl: URL, challengeUrl: '/altcha/challenge' } },
    ],
    [
      'yandex',
      { sitekey: 'ysc1_DAo8nFPdNCMHkAwYxIUJFxW5IIJd3ITGArZehXxO9a0ea6f8', pageurl: URL },
      {
        kind: 'yandex',
        params: { websiteUrl: URL, websiteKey: 'ysc1_DAo8nFPdNCMHkAwYxIUJFxW5IIJd3ITGArZehXxO9a0ea6f8' },
      },
    ],
    [
      'cybersiara',
      { master_url_id: 'OXR2LVNvCuXykkZbB8KZIfh162sNT8S2', pageurl: URL, userAgent: UA },
      {
        kind: 'cybersiara',
        params: { websiteUrl: URL, masterUrlId: 'OXR2LVNvCuXykkZbB8KZIfh162sNT8S2', userAgent: UA },
      },
    ],
  ];

  it.each(cases)('%s', (method, params, expected) => {
    expect(ok({ method, ...params })).toEqual(expected);
  });

  it('a proxy is taken where one may be sent', () => {
    expect(ok({ method: 'tencent', app_id: '1', pageurl: URL, proxy: '1.2.3.4:80' }).proxy).toEqual({
      type: 'http',
      address: '1.2.3.4',
      port: 80,
    });
  });

  it('refuses missing required parameters and forbidden combinations', () => {
    expect(error({ method: 'hcaptcha', pageurl: URL })).toBe('ERROR_WRONG_GOOGLEKEY');
    expect(error({ method: 'hcaptcha', sitekey: 'key', pageurl: URL, data: 'rq' })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ method: 'turnstile', sitekey: 'key' })).toBe('ERROR_PAGEURL');
    expect(error({ method: 'turnstile', sitekey: 'key', pageurl: URL, pagedata: 'p' })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ method: 'geetest', gt: 'g', pageurl: URL })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ method: 'geetest_v4', pageurl: URL })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ method: 'funcaptcha', pageurl: URL })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ method: 'amazon_waf', sitekey: 'k', iv: 'i', pageurl: URL })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ method: 'capy', captchakey: 'k', pageurl: URL, version: 'v3' })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ method: 'datadome', captcha_url: URL, pageurl: URL, userAgent: UA })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ method: 'captchafox', sitekey: 'k', pageurl: URL, proxy: '1.2.3.4:80' })).toBe(
      'ERROR_BAD_PARAMETERS',
    );
    expect(error({ method: 'vkcaptcha', redirect_uri: 'nope', userAgent: UA, proxy: '1.2.3.4:80' })).toBe(
      'ERROR_BAD_PARAMETERS',
    );
    expect(error({ method: 'altcha', pageurl: URL })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ method: 'altcha', pageurl: URL, challenge_url: '/c', challenge_json: '{}' })).toBe(
      'ERROR_BAD_PARAMETERS',
    );
    expect(error({ method: 'cybersiara', master_url_id: 'm', pageurl: URL })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ method: 'keycaptcha', pageurl: URL, s_s_c_user_id: '1' })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ method: 'mt_captcha', sitekey: 'k', pageurl: `${URL}\u0000` })).toBe('ERROR_PAGEURL');
  });
});
