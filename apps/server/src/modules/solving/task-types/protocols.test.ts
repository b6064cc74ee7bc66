import { describe, expect, it } from 'vitest';
import type { TaskSpec } from './kinds.ts';
import { b64, png } from './test-fixtures.ts';
import { parseV1, type V1Params } from './v1.ts';
import { parseV2 } from './v2.ts';

const URL = 'https://example.com/login';
const RC_KEY = '6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-';
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/132.0 Safari/537.36';
const PROXY = { proxyType: 'http', proxyAddress: '1.2.3.4', proxyPort: 3128, proxyLogin: 'u', proxyPassword: 'p' };

function ok(task: Record<string, unknown>): TaskSpec {
  const result = parseV2(task);
  if (!result.ok) throw new Error(`expected a spec, got ${result.error.errorCode}`);
  return result.spec;
}
function v1(params: V1Params, files = {}): TaskSpec {
  const result = parseV1(params, files);
  if (!result.ok) throw new Error(`expected a v1 spec, got ${result.error}`);
  return result.spec;
}

describe('the same task through v1 and v2 gives the same spec', () => {
  const image = png(180, 60);
  const pairs: [string, V1Params, Record<string, unknown>][] = [
    [
      'normal image',
      {
        method: 'base64',
        body: b64(image),
        phrase: '1',
        regsense: '1',
        numeric: '2',
        calc: '0',
        min_len: '3',
        max_len: '9',
        textinstructions: 'red only',
      },
      {
        type: 'ImageToTextTask',
        body: `data:image/png;base64,${b64(image)}`,
        phrase: true,
        case: true,
        numeric: 2,
        math: false,
        minLength: 3,
        maxLength: 9,
        comment: 'red only',
      },
    ],
    [
      'text',
      { textcaptcha: 'What colour is the sky?' },
      { type: 'TextCaptchaTask', comment: 'What colour is the sky?' },
    ],
    [
      'grid',
      {
        method: 'base64',
        recaptcha: '1',
        body: b64(image),
        textinstructions: 'buses',
        recaptcharows: '3',
        recaptchacols: '3',
        can_no_answer: '1',
        max_clicks: '4',
      },
      { type: 'GridTask', body: b64(image), comment: 'buses', rows: 3, columns: 3, canNoAnswer: true, maxClicks: 4 },
    ],
    [
      'reCAPTCHA v2 enterprise with a proxy',
      {
        method: 'userrecaptcha',
        googlekey: RC_KEY,
        pageurl: URL,
        enterprise: '1',
        invisible: '1',
        userAgent: UA,
        proxy: 'u:p@1.2.3.4:3128',
        proxytype: 'HTTP',
      },
      {
        type: 'RecaptchaV2EnterpriseTask',
        websiteURL: URL,
        websiteKey: RC_KEY,
        isInvisible: true,
        userAgent: UA,
        ...PROXY,
      },
    ],
    [
      'reCAPTCHA v3',
      { method: 'userrecaptcha', version: 'v3', googlekey: RC_KEY, pageurl: URL, action: 'submit', min_score: '0.9' },
      { type: 'RecaptchaV3TaskProxyless', websiteURL: URL, websiteKey: RC_KEY, pageAction: 'submit', minScore: 0.9 },
    ],
    [
      'GeeTest v4',
      { method: 'geetest_v4', captcha_id: 'e392e1d7', pageurl: URL },
      { type: 'GeeTestTaskProxyless', version: '4', websiteURL: URL, initParameters: { captcha_id: 'e392e1d7' } },
    ],
    [
      'Turnstile',
      { method: 'turnstile', sitekey: '0x4AAA', pageurl: URL, action: 'a', data: 'd', pagedata: 'p', userAgent: UA },
      {
        type: 'TurnstileTaskProxyless',
        websiteKey: '0x4AAA',
        websiteURL: URL,
        action: 'a',
        data: 'd',
        pagedata: 'p',
        userAgent: UA,
      },
    ],
    [
      'Amazon WAF',
      { method: 'amazon_waf', sitekey: 'AQID', iv: 'iv', context: 'ctx', pageurl: URL },
      { type: 'AmazonTaskProxyless', websiteKey: 'AQID', iv: 'iv', context: 'ctx', websiteURL: URL },
    ],
    [
      'Lemin',
      { method: 'lemin', captcha_id: 'CROPPED_x', div_id: 'd', pageurl: URL },
      { type: 'LeminTaskProxyless', captchaId: 'CROPPED_x', divId: 'd', websiteURL: URL },
    ],
    [
      'FunCaptcha',
      { method: 'funcaptcha', publickey: 'pk', pageurl: URL, 'data[blob]': 'B' },
      { type: 'FunCaptchaTaskProxyless', websitePublicKey: 'pk', websiteURL: URL, data: '{"blob":"B"}' },
    ],
    [
      'CyberSiARA',
      { method: 'cybersiara', master_url_id: 'm', pageurl: URL, userAgent: UA },
      { type: 'AntiCyberSiAraTaskProxyless', SlideMasterUrlId: 'm', websiteURL: URL, userAgent: UA },
    ],
  ];

  it.each(pairs)('%s', (_name, v1Params, v2Task) => {
    expect(ok(v2Task)).toEqual(v1(v1Params));
  });
});
