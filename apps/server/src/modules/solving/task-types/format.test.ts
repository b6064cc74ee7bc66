import { describe, expect, it } from 'vitest';
import type { TaskAnswer } from './answers.ts';
import { formatV1, formatV2, v1Text } from './format.ts';
import type { TaskSpec } from './kinds.ts';
import { b64, jpeg, png } from './test-fixtures.ts';
import { parseV2 } from './v2.ts';

const URL = 'https://example.com/';
const RC_KEY = '6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-';

function spec(task: Record<string, unknown>): TaskSpec {
  const result = parseV2(task);
  if (!result.ok) throw new Error(result.error.errorCode);
  return result.spec;
}
const line = (s: TaskSpec, a: TaskAnswer) => v1Text(formatV1(s, a));

describe('v1 res.php answers (reference §1.4)', () => {
  it('text: OK|text', () => {
    expect(line(spec({ type: 'ImageToTextTask', body: b64(png(90, 30)) }), { type: 'text', text: 'w9h5k' })).toBe(
      'OK|w9h5k',
    );
  });

  it('coordinates: OK|coordinate:x=39,y=59;x=252,y=72', () => {
    const s = spec({ type: 'CoordinatesTask', body: b64(png(400, 300)) });
    const answer: TaskAnswer = {
      type: 'points',
      points: [
        { x: 39, y: 59 },
        { x: 252, y: 72 },
      ],
    };
    expect(line(s, answer)).toBe('OK|coordinate:x=39,y=59;x=252,y=72');
    // json=1: an array of {x, y} strings, as 2captcha answers it.
    expect(formatV1(s, answer).json).toEqual([
      { x: '39', y: '59' },
      { x: '252', y: '72' },
    ]);
    expect(formatV2(s, answer)).toEqual({
      coordinates: [
        { x: 39, y: 59 },
        { x: 252, y: 72 },
      ],
    });
  });

  it('grid: OK|click:3/8/9 (from 1) or No_matching_images; v2 counts from 0', () => {
    const s = spec({ type: 'GridTask', body: b64(jpeg(300, 300)), comment: 'cars', canNoAnswer: true });
    expect(line(s, { type: 'cells', cells: [3, 8, 9] })).toBe('OK|click:3/8/9');
    expect(formatV2(s, { type: 'cells', cells: [3, 8, 9] })).toEqual({ click: [2, 7, 8] });
    expect(line(s, { type: 'no_match' })).toBe('OK|No_matching_images');
    expect(formatV2(s, { type: 'no_match' })).toEqual({ click: [] });
  });

  it('canvas: one ;-terminated polygon per area', () => {
    const s = spec({ type: 'DrawAroundTask', body: b64(png(300, 200)), comment: 'circle' });
    const answer: TaskAnswer = {
      type: 'polygons',
      polygons: [
        [
          { x: 1, y: 2 },
          { x: 3, y: 4 },
          { x: 5, y: 6 },
        ],
        [
          { x: 7, y: 8 },
          { x: 9, y: 10 },
          { x: 11, y: 12 },
        ],
      ],
    };
    expect(line(s, answer)).toBe('OK|canvas:1,2,3,4,5,6;7,8,9,10,11,12;');
    expect(formatV2(s, answer)).toEqual({ canvas: answer.polygons });
    expect(formatV2(s, { type: 'no_match' })).toEqual({ canvas: [] });
  });

  it('rotate: OK|40|200|-120, one angle per image; v2 {rotate}', () => {
    const s = spec({ type: 'RotateTask', body: b64(png(150, 150)) });
    expect(line(s, { type: 'angles', angles: [40, 200, -120] })).toBe('OK|40|200|-120');
    expect(formatV2(s, { type: 'angles', angles: [200] })).toEqual({ rotate: 200 });
  });

  it('bounding box: JSON array', () => {
    const s = spec({ type: 'BoundingBoxTask', body: b64(jpeg(800, 600)), comment: 'cars', canNoAnswer: true });
    const answer: TaskAnswer = { type: 'boxes', boxes: [{ xMin: 559, xMax: 797, yMin: 164, yMax: 430 }] };
    expect(line(s, answer)).toBe('OK|[{"xMin":559,"xMax":797,"yMin":164,"yMax":430}]');
    expect(formatV2(s, answer)).toEqual({ bounding_boxes: [{ xMin: 559, xMax: 797, yMin: 164, yMax: 430 }] });
    expect(line(s, { type: 'no_match' })).toBe('OK|No_matching_images');
    expect(formatV2(s, { type: 'no_match' })).toEqual({ bounding_boxes: [] });
  });

  it('temu answers its points like coordinates; VK image its step as JSON', () => {
    const temu = spec({ type: 'TemuImageTask', image: b64(png(400, 300)), parts: [b64(png(40, 40))] });
    expect(line(temu, { type: 'points', points: [{ x: 5, y: 6 }] })).toBe('OK|coordinate:x=5,y=6');
    const vk = spec({ type: 'VKCaptchaImageTask', image: b64(jpeg(300, 300)), steps: [1, 2] });
    expect(formatV1(vk, { type: 'fields', fields: { best_step: 1 } })).toEqual({ request: { best_step: 1 } });
    expect(line(vk, { type: 'fields', fields: { best_step: 1 } })).toBe('OK|{"best_step":1}');
    expect(formatV2(vk, { type: 'fields', fields: { best_step: 1 } })).toEqual({ best_step: 1 });
  });
});

describe('token answers', () => {
  it('reCAPTCHA: OK|token; v2 {gRecaptchaResponse, token}; cookies only when cookies were sent', () => {
    const s = spec({ type: 'RecaptchaV2TaskProxyless', websiteURL: URL, websiteKey: RC_KEY });
    const answer: TaskAnswer = { type: 'token', token: '03AHJ_abc', cookies: 'a=1' };
    expect(line(s, answer)).toBe('OK|03AHJ_abc');
    expect(formatV1(s, answer)).toEqual({ request: '03AHJ_abc' });
    expect(formatV2(s, answer)).toEqual({ gRecaptchaResponse: '03AHJ_abc', token: '03AHJ_abc' });
    const withCookies = spec({ type: 'RecaptchaV2TaskProxyless', websiteURL: URL, websiteKey: RC_KEY, cookies: 'x=1' });
    expect(formatV1(withCookies, answer)).toEqual({ request: '03AHJ_abc', extras: { cookies: 'a=1' } });
    expect(formatV2(withCookies, answer)).toEqual({
      gRecaptchaResponse: '03AHJ_abc',
      token: '03AHJ_abc',
      cookies: 'a=1',
    });
    const v3 = spec({ type: 'RecaptchaV3TaskProxyless', websiteURL: URL, websiteKey: RC_KEY });
    expect(formatV2(v3, { type: 'token', token: 't' })).toEqual({ gRecaptchaResponse: 't', token: 't' });
  });

  it('hCaptcha and Turnstile carry the user agent (useragent in v1 json=1)', () => {
    const h = spec({ type: 'HCaptchaTaskProxyless', websiteURL: URL, websiteKey: 'k' });
    const answer: TaskAnswer = { type: 'token', token: 'P1_x', respKey: 'E0_y', userAgent: 'UA' };
    expect(formatV1(h, answer)).toEqual({ request: 'P1_x', extras: { useragent: 'UA', respKey: 'E0_y' } });
    expect(formatV2(h, answer)).toEqual({
      gRecaptchaResponse: 'P1_x',
      token: 'P1_x',
      respKey: 'E0_y',
      userAgent: 'UA',
    });
    const t = spec({ type: 'TurnstileTaskProxyless', websiteURL: URL, websiteKey: 'k' });
    expect(formatV1(t, { type: 'token', token: '0.abc', userAgent: 'UA' })).toEqual({
      request: '0.abc',
      extras: { useragent: 'UA' },
    });
    expect(formatV2(t, { type: 'token', token: '0.abc', userAgent: 'UA' })).toEqual({
      token: '0.abc',
      userAgent: 'UA',
    });
  });

  it('other token kinds: {token}', () => {
    const s = spec({ type: 'MtCaptchaTaskProxyless', websiteURL: URL, websiteKey: 'k' });
    expect(line(s, { type: 'token', token: 'v1(abc)' })).toBe('OK|v1(abc)');
    expect(formatV2(s, { type: 'token', token: 'v1(abc)' })).toEqual({ token: 'v1(abc)' });
  });

  it('JSON kinds answer an object in v1 and v2', () => {
    const g = spec({ type: 'GeeTestTaskProxyless', websiteURL: URL, gt: 'g', challenge: 'c' });
    const fields = { challenge: 'c', validate: 'v', seccode: 'v|jordan' };
    expect(formatV1(g, { type: 'fields', fields })).toEqual({ request: fields });
    expect(line(g, { type: 'fields', fields })).toBe('OK|{"challenge":"c","validate":"v","seccode":"v|jordan"}');
    expect(formatV2(g, { type: 'fields', fields })).toEqual(fields);
    const tencent = spec({ type: 'TencentTaskProxyless', websiteURL: URL, appId: '1' });
    const tf = { appid: '1', ret: 0, ticket: 't', randstr: '@r' };
    expect(formatV2(tencent, { type: 'fields', fields: tf })).toEqual(tf);
  });

  it('DataDome answers the cookie as a string in v1 and {cookie} in v2', () => {
    const s = spec({
      type: 'DataDomeSliderTask',
      websiteURL: URL,
      captchaUrl: URL,
      userAgent: 'UA',
      proxyType: 'http',
      proxyAddress: '1.2.3.4',
      proxyPort: 80,
    });
    const answer: TaskAnswer = { type: 'fields', fields: { cookie: 'datadome=abc; Path=/' } };
    expect(line(s, answer)).toBe('OK|datadome=abc; Path=/');
    expect(formatV2(s, answer)).toEqual({ cookie: 'datadome=abc; Path=/' });
  });
});
