import { describe, expect, it } from 'vitest';
import { KIND_META, TASK_KINDS, type TaskKind, type TaskSpec } from './kinds.ts';
import { b64, gif, jpeg, mp3, png } from './test-fixtures.ts';
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
function error(task: unknown): string | null {
  const result = parseV2(task);
  return result.ok ? null : `${result.error.errorId} ${result.error.errorCode}`;
}

describe('v2 task types', () => {
  it('ImageToTextTask', () => {
    const body = png(150, 50);
    expect(
      ok({
        type: 'ImageToTextTask',
        body: b64(body),
        phrase: false,
        case: true,
        numeric: 1,
        math: false,
        minLength: 4,
        maxLength: 6,
        comment: 'enter the red text',
      }),
    ).toEqual({
      kind: 'image_text',
      params: {
        phrase: false,
        caseSensitive: true,
        numeric: 1,
        calc: false,
        minLength: 4,
        maxLength: 6,
        language: 0,
        comment: 'enter the red text',
      },
      image: { bytes: body, mime: 'image/png', width: 150, height: 50 },
    });
  });

  it('treats null fields (anticaptchaofficial) as absent', () => {
    const spec = ok({
      type: 'ImageToTextTask',
      body: b64(png(100, 40)),
      phrase: null,
      case: null,
      numeric: null,
      math: null,
      minLength: null,
      maxLength: null,
      comment: null,
      websiteURL: null,
    });
    expect(spec.params).toEqual({
      phrase: false,
      caseSensitive: false,
      numeric: 0,
      calc: false,
      minLength: 0,
      maxLength: 0,
      language: 0,
    });
  });

  it('image kinds', () => {
    expect(ok({ type: 'TextCaptchaTask', comment: 'If tomorrow is Saturday, what day is today?' })).toEqual({
      kind: 'text',
      params: { question: 'If tomorrow is Saturday, what day is today?', language: 0 },
    });
    expect(
      ok({ type: 'CoordinatesTask', body: b64(png(400, 300)), comment: 'ghosts', minClicks: 1, maxClicks: 3 }),
    ).toMatchObject({
      kind: 'coordinates',
      params: { comment: 'ghosts', minClicks: 1, maxClicks: 3 },
    });
    expect(
      ok({ type: 'GridTask', body: b64(jpeg(300, 300)), comment: 'cars', canNoAnswer: true, imgType: 'recaptcha' }),
    ).toMatchObject({ kind: 'grid', params: { rows: 3, columns: 3, canNoAnswer: true, imgType: 'recaptcha' } });
    expect(
      ok({ type: 'GridTask', body: b64(jpeg(300, 300)), comment: 'cars', rows: 4, columns: 2 }).params,
    ).toMatchObject({
      rows: 4,
      columns: 2,
    });
    expect(ok({ type: 'RotateTask', body: b64(gif(150, 150)), angle: 60 })).toMatchObject({
      kind: 'rotate',
      params: { angle: 60 },
      images: [{ mime: 'image/gif' }],
    });
    expect(
      ok({ type: 'BoundingBoxTask', body: b64(jpeg(800, 600)), imgInstructions: b64(png(200, 100)) }),
    ).toMatchObject({
      kind: 'bounding_box',
      params: { canNoAnswer: false },
      instructionsImage: { width: 200 },
    });
    expect(ok({ type: 'DrawAroundTask', body: b64(png(300, 200)), comment: 'circle' }).kind).toBe('canvas');
    expect(ok({ type: 'AudioTask', body: b64(mp3()), lang: 'fr' })).toMatchObject({
      kind: 'audio',
      params: { lang: 'fr' },
    });
    expect(
      ok({ type: 'TemuImageTask', image: b64(png(400, 300)), parts: [b64(png(40, 40)), b64(png(40, 40))] }).parts,
    ).toHaveLength(2);
    expect(ok({ type: 'VKCaptchaImageTask', image: b64(jpeg(300, 300)), steps: [5, 19] }).params).toEqual({
      steps: [5, 19],
    });
  });

  it('reCAPTCHA v2 (and its Enterprise and Anti-Captcha names)', () => {
    const task = { websiteURL: URL, websiteKey: RC_KEY };
    const expected = {
      kind: 'recaptcha_v2',
      params: { websiteUrl: URL, websiteKey: RC_KEY, invisible: false, enterprise: false },
    };
    expect(ok({ type: 'RecaptchaV2TaskProxyless', ...task })).toEqual(expected);
    expect(ok({ type: 'NoCaptchaTaskProxyless', ...task })).toEqual(expected);
    expect(ok({ type: 'recaptchav2taskproxyless', ...task })).toEqual(expected);
    expect(ok({ type: 'RecaptchaV2EnterpriseTaskProxyless', ...task, enterprisePayload: { s: 'S' } })).toEqual({
      kind: 'recaptcha_v2',
      params: { ...expected.params, enterprise: true, enterprisePayload: { s: 'S' } },
    });
    expect(
      ok({
        type: 'RecaptchaV2Task',
        ...task,
        ...PROXY,
        isInvisible: true,
        recaptchaDataSValue: 'ds',
        userAgent: UA,
        cookies: 'a=1; b=2',
        apiDomain: 'recaptcha.net',
      }),
    ).toEqual({
      kind: 'recaptcha_v2',
      params: {
        ...expected.params,
        invisible: true,
        dataS: 'ds',
        userAgent: UA,
        cookies: [
          { name: 'a', value: '1' },
          { name: 'b', value: '2' },
        ],
        apiDomain: 'recaptcha.net',
      },
      proxy: { type: 'http', address: '1.2.3.4', port: 3128, login: 'u', password: 'p' },
    });
  });

  it('reCAPTCHA v3', () => {
    expect(
      ok({
        type: 'RecaptchaV3TaskProxyless',
        websiteURL: URL,
        websiteKey: RC_KEY,
        minScore: 0.7,
        pageAction: 'login',
        isEnterprise: true,
      }),
    ).toEqual({
      kind: 'recaptcha_v3',
      params: { websiteUrl: URL, websiteKey: RC_KEY, action: 'login', minScore: 0.7, enterprise: true },
    });
  });

  const tokenCases: [string, Record<string, unknown>, TaskKind][] = [
    [
      'HCaptchaTaskProxyless',
      { websiteKey: 'b76cd927', enterprisePayload: { rqdata: 'r', sentry: true }, userAgent: UA },
      'hcaptcha',
    ],
    ['GeeTestTaskProxyless', { gt: 'g', challenge: 'c', geetestApiServerSubdomain: 'api.geetest.com' }, 'geetest'],
    ['GeeTestTaskProxyless', { version: 4, initParameters: { captcha_id: 'cid', risk_type: 'slide' } }, 'geetest_v4'],
    ['TurnstileTaskProxyless', { websiteKey: '0x4AAAAAAAC3DHQFLr1GavRN', action: 'login' }, 'turnstile'],
    ['FunCaptchaTaskProxyless', { websitePublicKey: 'pk', data: '{"blob":"B"}' }, 'funcaptcha'],
    [
      'KeyCaptchaTaskProxyless',
      { s_s_c_user_id: '1', s_s_c_session_id: 's', s_s_c_web_server_sign: 'a', s_s_c_web_server_sign2: 'b' },
      'keycaptcha',
    ],
    [
      'LeminTaskProxyless',
      { captchaId: 'CROPPED_x', divId: 'lemin', leminApiServerSubdomain: 'api.leminnow.com' },
      'lemin',
    ],
    ['MtCaptchaTaskProxyless', { websiteKey: 'MTPublic-DemoKey9M' }, 'mtcaptcha'],
    ['CapyTaskProxyless', { websiteKey: 'PUZZLE_x' }, 'capy'],
    [
      'AmazonTaskProxyless',
      { websiteKey: 'AQID', iv: 'iv', context: 'ctx', captchaScript: 'https://x/captcha.js' },
      'amazon_waf',
    ],
    ['CutCaptchaTaskProxyless', { miseryKey: 'm', dataApiKey: 'k' }, 'cutcaptcha'],
    ['FriendlyCaptchaTaskProxyless', { websiteKey: 'FCMST5VUMCBOCGQ9' }, 'friendly_captcha'],
    ['AtbCaptchaTaskProxyless', { appId: 'a', apiServer: 'https://cap.aisecurius.com' }, 'atb_captcha'],
    ['TencentTaskProxyless', { appId: 189956587 }, 'tencent'],
    [
      'DataDomeSliderTask',
      { captchaUrl: 'https://geo.captcha-delivery.com/captcha/?x=1', userAgent: UA, ...PROXY },
      'datadome',
    ],
    ['ProsopoTaskProxyless', { websiteKey: '5EZVvsHMrKCFKp5NYNoTyDjTjetoVo1Z4UNNbTwJf1GfN6Xm' }, 'prosopo'],
    ['CaptchaFoxTask', { websiteKey: 'sk_x', userAgent: UA, ...PROXY }, 'captchafox'],
    ['AltchaTaskProxyless', { challengeJSON: '{"algorithm":"SHA-256"}' }, 'altcha'],
    ['YandexSmartCaptchaTaskProxyless', { websiteKey: 'ysc1_x' }, 'yandex'],
    ['AntiCyberSiAraTaskProxyless', { SlideMasterUrlId: 'm', userAgent: UA }, 'cybersiara'],
  ];

  it.each(tokenCases)('%s → %s', (type, fields, kind) => {
    const spec = ok({ type, websiteURL: URL, ...fields });
    expect(spec.kind).toBe(kind);
    expect(KIND_META[kind].v2.some((t) => t.toLowerCase() === type.toLowerCase())).toBe(true);
  });

  it('VKCaptchaTask needs no page URL but a proxy', () => {
    expect(ok({ type: 'VKCaptchaTask', redirectUri: 'https://id.vk.com/not_robot', userAgent: UA, ...PROXY })).toEqual({
      kind: 'vk_captcha',
      params: { redirectUri: 'https://id.vk.com/not_robot', userAgent: UA },
      proxy: { type: 'http', address: '1.2.3.4', port: 3128, login: 'u', password: 'p' },
    });
  });

  it('normalizes the v2 spellings', () => {
    expect(
      ok({
        type: 'HCaptchaTaskProxyless',
        websiteURL: URL,
        websiteKey: 'k',
        enterprisePayload: { rqdata: 'r', sentry: true },
        userAgent: UA,
      }).params,
    ).toEqual({
      websiteUrl: URL,
      websiteKey: 'k',
      invisible: false,
      enterprise: false,
      rqdata: 'r',
      enterprisePayload: { sentry: true },
      userAgent: UA,
    });
    expect(ok({ type: 'TencentTaskProxyless', websiteURL: URL, appId: 189956587 }).params).toEqual({
      websiteUrl: URL,
      appId: '189956587',
    });
    expect(
      ok({ type: 'FunCaptchaTaskProxyless', websiteURL: URL, websitePublicKey: 'pk', data: '{"blob":"B"}' }).params,
    ).toMatchObject({
      data: { blob: 'B' },
    });
  });

  it('takes the Anti-Captcha and camelCase spellings', () => {
    expect(
      ok({
        type: 'GeeTestTaskProxyless',
        websiteURL: URL,
        version: 4,
        gt: 'cid',
        initParameters: { riskType: 'slide' },
      }).params,
    ).toEqual({
      websiteUrl: URL,
      captchaId: 'cid',
      riskType: 'slide',
    });
    expect(
      ok({
        type: 'TurnstileTaskProxyless',
        websiteURL: URL,
        websiteKey: 'k',
        action: 'a',
        turnstileCData: 'c',
        pageData: 'p',
        userAgent: UA,
      }).params,
    ).toMatchObject({
      data: 'c',
      pageData: 'p',
    });
    expect(
      ok({ type: 'HCaptchaTaskProxyless', websiteURL: URL, websiteKey: 'k', isEnterprise: true }).params,
    ).toMatchObject({
      enterprise: true,
    });
    expect(
      ok({ type: 'RecaptchaV2Task', websiteURL: URL, websiteKey: RC_KEY, ...PROXY, proxyPassword: null }).proxy,
    ).toEqual({
      type: 'http',
      address: '1.2.3.4',
      port: 3128,
      login: 'u',
    });
  });

  it('every kind has a v2 type and a price key', () => {
    for (const kind of TASK_KINDS) expect(KIND_META[kind].v2.length).toBeGreaterThan(0);
    expect(KIND_META.image_text.priceKey).toBe('image_text');
    expect(KIND_META.vk_image.priceKey).toBe('vk');
    expect(KIND_META.vk_captcha.priceKey).toBe('vk');
  });
});

describe('v2 errors', () => {
  it('a missing or invented type is ERROR_TASK_ABSENT (22); a known unsupported one ERROR_TASK_NOT_SUPPORTED (23)', () => {
    expect(error(undefined)).toBe('22 ERROR_TASK_ABSENT');
    expect(error('ImageToTextTask')).toBe('22 ERROR_TASK_ABSENT');
    expect(error({ body: 'x' })).toBe('22 ERROR_TASK_ABSENT');
    expect(error({ type: 'MadeUpTask' })).toBe('22 ERROR_TASK_ABSENT');
    expect(error({ type: 'AntiGateTask' })).toBe('23 ERROR_TASK_NOT_SUPPORTED');
    expect(error({ type: 'RecaptchaV3Task', websiteURL: URL, websiteKey: RC_KEY })).toBe('23 ERROR_TASK_NOT_SUPPORTED');
  });

  it('maps parameter faults to the v2 codes', () => {
    expect(error({ type: 'RecaptchaV2TaskProxyless', websiteKey: RC_KEY })).toBe('5 ERROR_PAGEURL');
    expect(error({ type: 'RecaptchaV2TaskProxyless', websiteURL: URL })).toBe('110 ERROR_BAD_PARAMETERS');
    expect(error({ type: 'RecaptchaV2TaskProxyless', websiteURL: URL, websiteKey: 'bad key' })).toBe(
      '31 ERROR_RECAPTCHA_INVALID_SITEKEY',
    );
    expect(error({ type: 'RecaptchaV2Task', websiteURL: URL, websiteKey: RC_KEY })).toBe('110 ERROR_BAD_PARAMETERS');
    expect(error({ type: 'RecaptchaV2Task', websiteURL: URL, websiteKey: RC_KEY, ...PROXY, proxyPort: 0 })).toBe(
      '130 ERROR_BAD_PROXY',
    );
    expect(error({ type: 'RecaptchaV2Task', websiteURL: URL, websiteKey: RC_KEY, ...PROXY, proxyType: 'ftp' })).toBe(
      '130 ERROR_BAD_PROXY',
    );
    expect(error({ type: 'RecaptchaV2Task', websiteURL: URL, websiteKey: RC_KEY, ...PROXY, proxyLogin: null })).toBe(
      '130 ERROR_BAD_PROXY',
    );
    expect(error({ type: 'ImageToTextTask' })).toBe('3 ERROR_ZERO_CAPTCHA_FILESIZE');
    expect(error({ type: 'ImageToTextTask', body: b64(png(10, 10, 700 * 1024)) })).toBe(
      '4 ERROR_TOO_BIG_CAPTCHA_FILESIZE',
    );
    expect(error({ type: 'ImageToTextTask', body: b64(Buffer.alloc(200, 3)) })).toBe(
      '15 ERROR_IMAGE_TYPE_NOT_SUPPORTED',
    );
    expect(error({ type: 'ImageToTextTask', body: '%%%' })).toBe('15 ERROR_IMAGE_TYPE_NOT_SUPPORTED');
    expect(error({ type: 'ImageToTextTask', body: b64(png(50, 50)), imgInstructions: b64(png(500, 50)) })).toBe(
      '115 ERROR_BAD_IMGINSTRUCTIONS',
    );
    expect(error({ type: 'ImageToTextTask', body: b64(png(50, 50)), minLength: 30 })).toBe('110 ERROR_BAD_PARAMETERS');
    expect(error({ type: 'ImageToTextTask', body: b64(png(50, 50)), phrase: 'yes' })).toBe('110 ERROR_BAD_PARAMETERS');
    expect(error({ type: 'GridTask', body: b64(jpeg(300, 300)) })).toBe('110 ERROR_BAD_PARAMETERS');
    expect(error({ type: 'GeeTestTaskProxyless', websiteURL: URL, version: 5, gt: 'g', challenge: 'c' })).toBe(
      '110 ERROR_BAD_PARAMETERS',
    );
    expect(error({ type: 'AltchaTaskProxyless', websiteURL: URL, challengeURL: '/c', challengeJSON: '{}' })).toBe(
      '110 ERROR_BAD_PARAMETERS',
    );
    expect(error({ type: 'FunCaptchaTaskProxyless', websiteURL: URL, websitePublicKey: 'pk', data: '{bad' })).toBe(
      '110 ERROR_BAD_PARAMETERS',
    );
    expect(error({ type: 'DataDomeSliderTask', websiteURL: URL, captchaUrl: URL, userAgent: UA })).toBe(
      '110 ERROR_BAD_PARAMETERS',
    );
  });

  it('ignores proxy fields on Proxyless types', () => {
    const spec = ok({ type: 'TurnstileTaskProxyless', websiteURL: URL, websiteKey: 'k', ...PROXY, proxyPort: 'junk' });
    expect(spec.proxy).toBeUndefined();
  });
});
