/**
 * res.php answers of every kind, plain text and json=1, as 2captcha gives them (the evidence for
 * each shape is in format.ts; the table in docs/SOLVER-API.md).
 */
import { describe, expect, it } from 'vitest';
import type { TaskAnswer } from './answers.ts';
import { formatV1, v1Text } from './format.ts';
import { TASK_KINDS, type TaskSpec } from './kinds.ts';
import { b64, jpeg, mp3, png } from './test-fixtures.ts';
import { parseV2 } from './v2.ts';

const URL = 'https://example.com/';
const RC_KEY = '6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-';

function spec(task: Record<string, unknown>): TaskSpec {
  const result = parseV2(task);
  if (!result.ok) throw new Error(result.error.errorCode);
  return result.spec;
}
const line = (s: TaskSpec, a: TaskAnswer) => v1Text(formatV1(s, a));

const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/132.0 Safari/537.36';
const PROXY = { proxyType: 'http', proxyAddress: '1.2.3.4', proxyPort: 3128 };
const TOKEN = '03AGdBq24PBCbwiDRaS_MJ7Z';

/** The json=1 envelope res.php builds from formatV1 (`get`; `get2` adds `price` before the extras). */
function envelope(s: TaskSpec, a: TaskAnswer): Record<string, unknown> {
  const f = formatV1(s, a);
  return { status: 1, request: f.json ?? f.request, ...f.extras };
}

interface Case {
  task: Record<string, unknown>;
  answer: TaskAnswer;
  /** The res.php plain-text answer. */
  plain: string;
  /** The json=1 envelope of `get`. */
  json: Record<string, unknown>;
}
const token = (t: string): TaskAnswer => ({ type: 'token', token: t });
const tokenCase = (task: Record<string, unknown>, t = TOKEN): Case => ({
  task: { websiteURL: URL, ...task },
  answer: token(t),
  plain: `OK|${t}`,
  json: { status: 1, request: t },
});
const geetestFields = { challenge: 'c', validate: 'v', seccode: 'v|jordan' };
const geetestV4Fields = {
  captcha_id: 'cid',
  lot_number: '7faf',
  pass_token: '6f1c',
  gen_time: '1648112802',
  captcha_output: 'FEB0=',
};
const fieldsCase = (task: Record<string, unknown>, fields: Record<string, string | number>): Case => ({
  task: { websiteURL: URL, ...task },
  answer: { type: 'fields', fields },
  plain: `OK|${JSON.stringify(fields)}`,
  json: { status: 1, request: fields },
});

/** Every kind's answer in both res.php forms, as 2captcha gives it (evidence in format.ts). */
const CASES: [string, Case][] = [
  [
    'normal image: the text',
    {
      task: { type: 'ImageToTextTask', body: b64(png(90, 30)) },
      answer: { type: 'text', text: 'w9h5k' },
      plain: 'OK|w9h5k',
      json: { status: 1, request: 'w9h5k' },
    },
  ],
  [
    'text question: the text',
    {
      task: { type: 'TextCaptchaTask', comment: 'If tomorrow is Saturday, what day is today?' },
      answer: { type: 'text', text: 'Friday' },
      plain: 'OK|Friday',
      json: { status: 1, request: 'Friday' },
    },
  ],
  [
    'audio: the text',
    {
      task: { type: 'AudioTask', body: b64(mp3()), lang: 'en' },
      answer: { type: 'text', text: 'hello world' },
      plain: 'OK|hello world',
      json: { status: 1, request: 'hello world' },
    },
  ],
  [
    'coordinates: coordinate:… in text, [{x, y}] of strings in JSON',
    {
      task: { type: 'CoordinatesTask', body: b64(png(400, 300)) },
      answer: {
        type: 'points',
        points: [
          { x: 10, y: 20 },
          { x: 30, y: 15 },
        ],
      },
      plain: 'OK|coordinate:x=10,y=20;x=30,y=15',
      json: {
        status: 1,
        request: [
          { x: '10', y: '20' },
          { x: '30', y: '15' },
        ],
      },
    },
  ],
  [
    'temu: like coordinates',
    {
      task: { type: 'TemuImageTask', image: b64(png(400, 300)), parts: [b64(png(40, 40))] },
      answer: { type: 'points', points: [{ x: 5, y: 6 }] },
      plain: 'OK|coordinate:x=5,y=6',
      json: { status: 1, request: [{ x: '5', y: '6' }] },
    },
  ],
  [
    'grid: click:3/8/9, a string in JSON too',
    {
      task: { type: 'GridTask', body: b64(jpeg(300, 300)), comment: 'cars' },
      answer: { type: 'cells', cells: [3, 8, 9] },
      plain: 'OK|click:3/8/9',
      json: { status: 1, request: 'click:3/8/9' },
    },
  ],
  [
    'grid without a match: No_matching_images',
    {
      task: { type: 'GridTask', body: b64(jpeg(300, 300)), comment: 'cars', canNoAnswer: true },
      answer: { type: 'no_match' },
      plain: 'OK|No_matching_images',
      json: { status: 1, request: 'No_matching_images' },
    },
  ],
  [
    'canvas: canvas:…; a string in JSON too',
    {
      task: { type: 'DrawAroundTask', body: b64(png(300, 200)), comment: 'circle' },
      answer: {
        type: 'polygons',
        polygons: [
          [
            { x: 5, y: 5 },
            { x: 3, y: 91 },
            { x: 93, y: 90 },
          ],
        ],
      },
      plain: 'OK|canvas:5,5,3,91,93,90;',
      json: { status: 1, request: 'canvas:5,5,3,91,93,90;' },
    },
  ],
  [
    'canvas without a match: No_matching_images',
    {
      task: { type: 'DrawAroundTask', body: b64(png(300, 200)), comment: 'circle', canNoAnswer: true },
      answer: { type: 'no_match' },
      plain: 'OK|No_matching_images',
      json: { status: 1, request: 'No_matching_images' },
    },
  ],
  [
    'rotate: the angles joined by |',
    {
      task: { type: 'RotateTask', body: b64(png(150, 150)) },
      answer: { type: 'angles', angles: [40, 200, -120] },
      plain: 'OK|40|200|-120',
      json: { status: 1, request: '40|200|-120' },
    },
  ],
  [
    'bounding box: the boxes as JSON text, a string in JSON too',
    {
      task: { type: 'BoundingBoxTask', body: b64(jpeg(800, 600)), comment: 'cars' },
      answer: { type: 'boxes', boxes: [{ xMin: 100, xMax: 316, yMin: 66, yMax: 210 }] },
      plain: 'OK|[{"xMin":100,"xMax":316,"yMin":66,"yMax":210}]',
      json: { status: 1, request: '[{"xMin":100,"xMax":316,"yMin":66,"yMax":210}]' },
    },
  ],
  [
    'bounding box without a match: No_matching_images',
    {
      task: { type: 'BoundingBoxTask', body: b64(jpeg(800, 600)), comment: 'cars', canNoAnswer: true },
      answer: { type: 'no_match' },
      plain: 'OK|No_matching_images',
      json: { status: 1, request: 'No_matching_images' },
    },
  ],
  [
    'VK image: its step as an object',
    fieldsCase({ type: 'VKCaptchaImageTask', image: b64(jpeg(300, 300)), steps: [1, 2] }, { best_step: 1 }),
  ],
  ['reCAPTCHA v2: the token', tokenCase({ type: 'RecaptchaV2TaskProxyless', websiteKey: RC_KEY })],
  [
    'reCAPTCHA v2 sent with cookies: the worker’s cookies beside the token in JSON',
    {
      task: { type: 'RecaptchaV2TaskProxyless', websiteURL: URL, websiteKey: RC_KEY, cookies: 'x=1' },
      answer: { type: 'token', token: TOKEN, cookies: 'KEY1:Value1;KEY2:Value2' },
      plain: `OK|${TOKEN}`,
      json: { status: 1, request: TOKEN, cookies: 'KEY1:Value1;KEY2:Value2' },
    },
  ],
  ['reCAPTCHA v3: the token', tokenCase({ type: 'RecaptchaV3TaskProxyless', websiteKey: RC_KEY })],
  [
    'hCaptcha: the token, useragent and respKey in JSON',
    {
      task: { type: 'HCaptchaTaskProxyless', websiteURL: URL, websiteKey: 'k' },
      answer: { type: 'token', token: 'P1_eyJ0', respKey: 'E0_eyJ0', userAgent: UA },
      plain: 'OK|P1_eyJ0',
      json: { status: 1, request: 'P1_eyJ0', useragent: UA, respKey: 'E0_eyJ0' },
    },
  ],
  [
    'Turnstile: the token, useragent in JSON',
    {
      task: { type: 'TurnstileTaskProxyless', websiteURL: URL, websiteKey: '0x4AAAAAAAC3DHQFLr1GavRN' },
      answer: { type: 'token', token: '0.4uMMZZdSfsVM8', userAgent: UA },
      plain: 'OK|0.4uMMZZdSfsVM8',
      json: { status: 1, request: '0.4uMMZZdSfsVM8', useragent: UA },
    },
  ],
  ['GeeTest: an object', fieldsCase({ type: 'GeeTestTaskProxyless', gt: 'g', challenge: 'c' }, geetestFields)],
  [
    'GeeTest v4: an object',
    fieldsCase({ type: 'GeeTestTaskProxyless', version: 4, initParameters: { captcha_id: 'cid' } }, geetestV4Fields),
  ],
  [
    'FunCaptcha: the token',
    tokenCase(
      { type: 'FunCaptchaTaskProxyless', websitePublicKey: 'pk' },
      '3084f4a302b176cd7.96368058|r=ap-southeast-1',
    ),
  ],
  [
    'KeyCaptcha: the token',
    tokenCase(
      {
        type: 'KeyCaptchaTaskProxyless',
        s_s_c_user_id: '1',
        s_s_c_session_id: 's',
        s_s_c_web_server_sign: 'a',
        s_s_c_web_server_sign2: 'b',
      },
      'ebdb5a6b|9006dc72|http://back10.keycaptcha.com/swfs/ckc/5bded854-|493e52c3|1',
    ),
  ],
  [
    'Lemin: an object',
    fieldsCase({ type: 'LeminTaskProxyless', captchaId: 'CROPPED_x' }, { answer: '0x0xcg', challenge_id: 'a335' }),
  ],
  [
    'MTCaptcha: the token',
    tokenCase({ type: 'MtCaptchaTaskProxyless', websiteKey: 'MTPublic-DemoKey9M' }, 'v1(fa78e9fe)'),
  ],
  [
    'Capy: an object',
    fieldsCase(
      { type: 'CapyTaskProxyless', websiteKey: 'PUZZLE_x' },
      { captchakey: 'PUZZLE_x', challengekey: 'y1', answer: '0xax8' },
    ),
  ],
  [
    'Amazon WAF: an object',
    fieldsCase(
      { type: 'AmazonTaskProxyless', websiteKey: 'AQID', iv: 'iv', context: 'ctx' },
      { captcha_voucher: 'eyJ0', existing_token: '25b7ee41:EQoA' },
    ),
  ],
  ['Cutcaptcha: the token', tokenCase({ type: 'CutCaptchaTaskProxyless', miseryKey: 'm', dataApiKey: 'k' })],
  ['Friendly Captcha: the token', tokenCase({ type: 'FriendlyCaptchaTaskProxyless', websiteKey: 'FCMST5VUMCBOCGQ9' })],
  [
    'atbCAPTCHA: the token',
    tokenCase(
      { type: 'AtbCaptchaTaskProxyless', appId: 'a', apiServer: 'https://cap.aisecurius.com' },
      'sl191suxzluwxxh6f:',
    ),
  ],
  [
    'Tencent: an object (ret a number)',
    fieldsCase(
      { type: 'TencentTaskProxyless', appId: '190014885' },
      { appid: '190014885', ret: 0, ticket: 'tr03', randstr: '@KVN' },
    ),
  ],
  [
    'DataDome: the cookie as a string',
    {
      task: {
        type: 'DataDomeSliderTask',
        websiteURL: URL,
        captchaUrl: 'https://geo.captcha-delivery.com/captcha/?x=1',
        userAgent: UA,
        ...PROXY,
      },
      answer: { type: 'fields', fields: { cookie: 'datadome=G4Td; Max-Age=31536000; Path=/' } },
      plain: 'OK|datadome=G4Td; Max-Age=31536000; Path=/',
      json: { status: 1, request: 'datadome=G4Td; Max-Age=31536000; Path=/' },
    },
  ],
  ['Prosopo: the token', tokenCase({ type: 'ProsopoTaskProxyless', websiteKey: '5EZVvsHMrKCFKp5N' }, '0x00016c68')],
  ['CaptchaFox: the token', tokenCase({ type: 'CaptchaFoxTask', websiteKey: 'sk_x', userAgent: UA, ...PROXY })],
  [
    'VK captcha: the token',
    {
      ...tokenCase({}),
      task: { type: 'VKCaptchaTask', redirectUri: 'https://id.vk.com/not_robot', userAgent: UA, ...PROXY },
    },
  ],
  ['Altcha: the token', tokenCase({ type: 'AltchaTaskProxyless', challengeJSON: '{"algorithm":"SHA-256"}' })],
  ['Yandex SmartCaptcha: the token', tokenCase({ type: 'YandexSmartCaptchaTaskProxyless', websiteKey: 'ysc1_x' })],
  [
    'CyberSiARA: the token',
    tokenCase({ type: 'AntiCyberSiAraTaskProxyless', SlideMasterUrlId: 'm', userAgent: UA }, 'eyJhbGciOiJIUzUxMi'),
  ],
];

describe('res.php answers per kind, plain text and json=1 (2captcha’s shapes)', () => {
  it.each(CASES)('%s', (_name, c) => {
    const s = spec(c.task);
    expect(line(s, c.answer)).toBe(c.plain);
    expect(envelope(s, c.answer)).toEqual(c.json);
  });

  it('covers every kind', () => {
    const covered = new Set(CASES.map(([, c]) => spec(c.task).kind));
    expect(TASK_KINDS.filter((k) => !covered.has(k))).toEqual([]);
  });

  it('extras stay out of the plain text and off the kinds 2captcha does not give them to', () => {
    const withAll: TaskAnswer = { type: 'token', token: 't', userAgent: UA };
    // reCAPTCHA v2 answers cookies only when the customer sent some; no user agent.
    const rc = spec({ type: 'RecaptchaV2TaskProxyless', websiteURL: URL, websiteKey: RC_KEY });
    expect(envelope(rc, { ...withAll, cookies: 'a:1' })).toEqual({ status: 1, request: 't' });
    const mt = spec({ type: 'MtCaptchaTaskProxyless', websiteURL: URL, websiteKey: 'MTPublic-DemoKey9M' });
    expect(envelope(mt, withAll)).toEqual({ status: 1, request: 't' });
    const h = spec({ type: 'HCaptchaTaskProxyless', websiteURL: URL, websiteKey: 'k' });
    expect(line(h, { ...withAll, respKey: 'E0' })).toBe('OK|t');
    expect(envelope(h, { type: 'token', token: 't' })).toEqual({ status: 1, request: 't' });
  });
});
