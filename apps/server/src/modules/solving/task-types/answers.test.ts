import { describe, expect, it } from 'vitest';
import { type TaskAnswer, validateAnswer } from './answers.ts';
import type { TaskSpec } from './kinds.ts';
import { b64, jpeg, mp3, png } from './test-fixtures.ts';
import { parseV2 } from './v2.ts';

const URL = 'https://example.com/';
const RC_KEY = '6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-';

function spec(task: Record<string, unknown>): TaskSpec {
  const result = parseV2(task);
  if (!result.ok) throw new Error(result.error.errorCode);
  return result.spec;
}
const accepts = (s: TaskSpec, answer: unknown) => validateAnswer(s, answer).ok;
const text = (t: string) => ({ type: 'text', text: t });

describe('text answers', () => {
  const image = (extra: Record<string, unknown> = {}) =>
    spec({ type: 'ImageToTextTask', body: b64(png(100, 40)), ...extra });

  it('trims and takes any text by default; regsense is not checked', () => {
    expect(validateAnswer(image(), text('  AbC12 '))).toEqual({ ok: true, answer: { type: 'text', text: 'AbC12' } });
    expect(accepts(image({ case: true }), text('abc'))).toBe(true);
    expect(accepts(image(), text('   '))).toBe(false);
    expect(accepts(image(), text('a\u0000b'))).toBe(false);
    expect(accepts(image(), text('x'.repeat(1001)))).toBe(false);
  });

  it('length limits count characters', () => {
    const s = image({ minLength: 3, maxLength: 5 });
    expect(accepts(s, text('ab'))).toBe(false);
    expect(accepts(s, text('abc'))).toBe(true);
    expect(accepts(s, text('ёжиков'.slice(0, 5)))).toBe(true);
    expect(accepts(s, text('abcdef'))).toBe(false);
  });

  it('numeric modes', () => {
    expect(accepts(image({ numeric: 1 }), text('123'))).toBe(true);
    expect(accepts(image({ numeric: 1 }), text('12a'))).toBe(false);
    expect(accepts(image({ numeric: 2 }), text('abcЖ'))).toBe(true);
    expect(accepts(image({ numeric: 2 }), text('ab1'))).toBe(false);
    expect(accepts(image({ numeric: 3 }), text('123'))).toBe(true);
    expect(accepts(image({ numeric: 3 }), text('abc'))).toBe(true);
    expect(accepts(image({ numeric: 3 }), text('a1'))).toBe(false);
    expect(accepts(image({ numeric: 4 }), text('a1'))).toBe(true);
    expect(accepts(image({ numeric: 4 }), text('abc'))).toBe(false);
  });

  it('phrase, calc and the alphabet', () => {
    expect(accepts(image({ phrase: true }), text('two words'))).toBe(true);
    expect(accepts(image({ phrase: true }), text('oneword'))).toBe(false);
    expect(accepts(image({ math: true }), text('-12'))).toBe(true);
    expect(accepts(image({ math: true }), text('twelve'))).toBe(false);
    expect(accepts(image({ language: 1 }), text('привет'))).toBe(true);
    expect(accepts(image({ language: 1 }), text('privet'))).toBe(false);
    expect(accepts(image({ language: 2 }), text('hello'))).toBe(true);
    expect(accepts(image({ language: 2 }), text('прив'))).toBe(false);
  });

  it('text questions and audio take text', () => {
    expect(accepts(spec({ type: 'TextCaptchaTask', comment: 'Sky colour?' }), text('blue'))).toBe(true);
    expect(accepts(spec({ type: 'AudioTask', body: b64(mp3()), lang: 'en' }), text('hello world'))).toBe(true);
    expect(accepts(spec({ type: 'AudioTask', body: b64(mp3()), lang: 'en' }), { type: 'token', token: 't' })).toBe(
      false,
    );
  });
});

describe('image answers', () => {
  it('coordinates inside the image, within the click limits', () => {
    const s = spec({ type: 'CoordinatesTask', body: b64(png(300, 200)), minClicks: 2, maxClicks: 3 });
    const pts = (...p: [number, number][]) => ({ type: 'points', points: p.map(([x, y]) => ({ x, y })) });
    expect(accepts(s, pts([0, 0], [299, 199]))).toBe(true);
    expect(accepts(s, pts([0, 0], [300, 10]))).toBe(false);
    expect(accepts(s, pts([0, 0], [10, 200]))).toBe(false);
    expect(accepts(s, pts([-1, 0], [10, 10]))).toBe(false);
    expect(accepts(s, pts([1.5, 0], [10, 10]))).toBe(false);
    expect(accepts(s, pts([1, 1]))).toBe(false);
    expect(accepts(s, pts([1, 1], [2, 2], [3, 3], [4, 4]))).toBe(false);
    expect(accepts(s, { type: 'no_match' })).toBe(false);
  });

  it('grid cells 1..rows×columns, distinct, sorted; No_matching_images only when allowed', () => {
    const s = spec({ type: 'GridTask', body: b64(jpeg(300, 300)), comment: 'cars' });
    expect(validateAnswer(s, { type: 'cells', cells: [9, 1, 4] })).toEqual({
      ok: true,
      answer: { type: 'cells', cells: [1, 4, 9] },
    });
    expect(accepts(s, { type: 'cells', cells: [0] })).toBe(false);
    expect(accepts(s, { type: 'cells', cells: [10] })).toBe(false);
    expect(accepts(s, { type: 'cells', cells: [2, 2] })).toBe(false);
    expect(accepts(s, { type: 'cells', cells: [] })).toBe(false);
    expect(accepts(s, { type: 'no_match' })).toBe(false);
    const canSkip = spec({
      type: 'GridTask',
      body: b64(jpeg(300, 300)),
      comment: 'cars',
      canNoAnswer: true,
      minClicks: 2,
      maxClicks: 3,
    });
    expect(accepts(canSkip, { type: 'no_match' })).toBe(true);
    expect(accepts(canSkip, { type: 'cells', cells: [1] })).toBe(false);
    expect(accepts(canSkip, { type: 'cells', cells: [1, 2, 3, 4] })).toBe(false);
  });

  it('rotate: one angle per image, a multiple of the step within (-360, 360)', () => {
    const s = spec({ type: 'RotateTask', body: b64(png(150, 150)), angle: 40 });
    const angles = (...a: number[]) => ({ type: 'angles', angles: a });
    expect(accepts(s, angles(200))).toBe(true);
    expect(accepts(s, angles(-120))).toBe(true);
    expect(accepts(s, angles(0))).toBe(true);
    expect(accepts(s, angles(30))).toBe(false);
    expect(accepts(s, angles(360))).toBe(false);
    expect(accepts(s, angles(40, 80))).toBe(false);
  });

  it('bounding boxes inside the image with min < max', () => {
    const s = spec({ type: 'BoundingBoxTask', body: b64(jpeg(800, 600)), comment: 'cars' });
    const box = (xMin: number, xMax: number, yMin: number, yMax: number) => ({
      type: 'boxes',
      boxes: [{ xMin, xMax, yMin, yMax }],
    });
    expect(accepts(s, box(559, 797, 164, 430))).toBe(true);
    expect(accepts(s, box(0, 800, 0, 600))).toBe(true);
    expect(accepts(s, box(0, 801, 0, 600))).toBe(false);
    expect(accepts(s, box(10, 10, 0, 5))).toBe(false);
    expect(accepts(s, box(20, 10, 0, 5))).toBe(false);
    expect(accepts(s, { type: 'no_match' })).toBe(false);
    expect(
      accepts(spec({ type: 'BoundingBoxTask', body: b64(jpeg(80, 60)), comment: 'c', canNoAnswer: true }), {
        type: 'no_match',
      }),
    ).toBe(true);
  });

  it('canvas polygons of 3+ points inside the image', () => {
    const s = spec({ type: 'DrawAroundTask', body: b64(png(300, 200)), comment: 'circle' });
    const poly = [
      { x: 1, y: 1 },
      { x: 100, y: 1 },
      { x: 50, y: 150 },
    ];
    expect(accepts(s, { type: 'polygons', polygons: [poly] })).toBe(true);
    expect(accepts(s, { type: 'polygons', polygons: [poly.slice(0, 2)] })).toBe(false);
    expect(accepts(s, { type: 'polygons', polygons: [[...poly, { x: 1, y: 250 }]] })).toBe(false);
  });

  it('temu: one point per tile; vk image: a step index', () => {
    const temu = spec({
      type: 'TemuImageTask',
      image: b64(png(400, 300)),
      parts: [b64(png(40, 40)), b64(png(40, 40))],
    });
    expect(
      accepts(temu, {
        type: 'points',
        points: [
          { x: 10, y: 10 },
          { x: 20, y: 20 },
        ],
      }),
    ).toBe(true);
    expect(accepts(temu, { type: 'points', points: [{ x: 10, y: 10 }] })).toBe(false);
    const vk = spec({ type: 'VKCaptchaImageTask', image: b64(jpeg(300, 300)), steps: [5, 19, 4] });
    expect(accepts(vk, { type: 'fields', fields: { best_step: 2 } })).toBe(true);
    expect(accepts(vk, { type: 'fields', fields: { best_step: 9 } })).toBe(false);
    expect(accepts(vk, { type: 'fields', fields: { best_step: '2' } })).toBe(false);
  });
});

describe('token answers', () => {
  const recaptcha = spec({ type: 'RecaptchaV2TaskProxyless', websiteURL: URL, websiteKey: RC_KEY });
  const hcaptcha = spec({ type: 'HCaptchaTaskProxyless', websiteURL: URL, websiteKey: 'k' });

  it('a non-empty string up to 10 kB, without whitespace', () => {
    expect(accepts(recaptcha, { type: 'token', token: '03AHJ_abc' })).toBe(true);
    expect(accepts(recaptcha, { type: 'token', token: 'x'.repeat(10 * 1024) })).toBe(true);
    expect(accepts(recaptcha, { type: 'token', token: 'x'.repeat(10 * 1024 + 1) })).toBe(false);
    expect(accepts(recaptcha, { type: 'token', token: '' })).toBe(false);
    expect(accepts(recaptcha, { type: 'token', token: 'a b' })).toBe(false);
    expect(accepts(recaptcha, { type: 'token', token: 'a', extra: 1 })).toBe(false);
    expect(accepts(recaptcha, text('03AHJ'))).toBe(false);
  });

  it('extras belong to their kinds', () => {
    expect(accepts(hcaptcha, { type: 'token', token: 'P1_x', respKey: 'E0_x', userAgent: 'UA' })).toBe(true);
    expect(accepts(recaptcha, { type: 'token', token: 't', respKey: 'E0_x' })).toBe(false);
    expect(accepts(recaptcha, { type: 'token', token: 't', cookies: 'a=1' })).toBe(true);
    expect(accepts(hcaptcha, { type: 'token', token: 't', cookies: 'a=1' })).toBe(false);
  });

  it('JSON answers need exactly their keys', () => {
    const geetest = spec({ type: 'GeeTestTaskProxyless', websiteURL: URL, gt: 'g', challenge: 'c' });
    const fields = { challenge: 'c', validate: 'v', seccode: 's|jordan' };
    expect(accepts(geetest, { type: 'fields', fields })).toBe(true);
    expect(accepts(geetest, { type: 'fields', fields: { challenge: 'c', validate: 'v' } })).toBe(false);
    expect(accepts(geetest, { type: 'fields', fields: { ...fields, extra: 'x' } })).toBe(false);
    expect(accepts(geetest, { type: 'fields', fields: { ...fields, validate: '' } })).toBe(false);

    const v4 = spec({
      type: 'GeeTestTaskProxyless',
      version: 4,
      websiteURL: URL,
      initParameters: { captcha_id: 'cid' },
    });
    const v4fields = {
      captcha_id: 'cid',
      lot_number: 'l',
      pass_token: 'p',
      gen_time: '1693924478',
      captcha_output: 'o',
    };
    expect(accepts(v4, { type: 'fields', fields: v4fields })).toBe(true);
    expect(accepts(v4, { type: 'fields', fields: { ...v4fields, captcha_id: 'other' } })).toBe(false);

    const cases: [Record<string, unknown>, Record<string, string | number>][] = [
      [
        { type: 'LeminTaskProxyless', captchaId: 'c' },
        { answer: 'a', challenge_id: 'c' },
      ],
      [
        { type: 'CapyTaskProxyless', websiteKey: 'k' },
        { captchakey: 'k', challengekey: 'c', answer: 'a' },
      ],
      [
        { type: 'AmazonTaskProxyless', websiteKey: 'k', iv: 'i', context: 'c' },
        { captcha_voucher: 'v', existing_token: 't' },
      ],
      [
        { type: 'TencentTaskProxyless', appId: '1' },
        { appid: '1', ret: 0, ticket: 't', randstr: '@r' },
      ],
    ];
    for (const [task, answer] of cases) {
      const s = spec({ websiteURL: URL, ...task });
      expect(accepts(s, { type: 'fields', fields: answer })).toBe(true);
      expect(accepts(s, { type: 'token', token: 'x' })).toBe(false);
    }
  });

  it('every token kind takes a token or its fields', () => {
    const tokenKinds: Record<string, unknown>[] = [
      { type: 'RecaptchaV3TaskProxyless', websiteKey: RC_KEY },
      { type: 'TurnstileTaskProxyless', websiteKey: 'k' },
      { type: 'FunCaptchaTaskProxyless', websitePublicKey: 'k' },
      {
        type: 'KeyCaptchaTaskProxyless',
        s_s_c_user_id: '1',
        s_s_c_session_id: '2',
        s_s_c_web_server_sign: '3',
        s_s_c_web_server_sign2: '4',
      },
      { type: 'MtCaptchaTaskProxyless', websiteKey: 'k' },
      { type: 'CutCaptchaTaskProxyless', miseryKey: 'm', dataApiKey: 'k' },
      { type: 'FriendlyCaptchaTaskProxyless', websiteKey: 'k' },
      { type: 'AtbCaptchaTaskProxyless', appId: 'a', apiServer: 's' },
      { type: 'ProsopoTaskProxyless', websiteKey: 'k' },
      { type: 'AltchaTaskProxyless', challengeURL: '/c' },
      { type: 'YandexSmartCaptchaTaskProxyless', websiteKey: 'k' },
      { type: 'AntiCyberSiAraTaskProxyless', SlideMasterUrlId: 'm', userAgent: 'UA' },
    ];
    for (const task of tokenKinds) {
      expect(accepts(spec({ websiteURL: URL, ...task }), { type: 'token', token: 'tok' })).toBe(true);
    }
    const datadome = spec({
      type: 'DataDomeSliderTask',
      websiteURL: URL,
      captchaUrl: URL,
      userAgent: 'UA',
      proxyType: 'http',
      proxyAddress: '1.2.3.4',
      proxyPort: 80,
    });
    expect(accepts(datadome, { type: 'fields', fields: { cookie: 'datadome=abc; Path=/' } })).toBe(true);
  });

  it('refuses malformed input', () => {
    const answers: unknown[] = [null, 'text', { type: 'magic' }, { type: 'text' }, { type: 'cells', cells: ['1'] }];
    for (const a of answers) expect(accepts(recaptcha, a as TaskAnswer)).toBe(false);
  });
});
