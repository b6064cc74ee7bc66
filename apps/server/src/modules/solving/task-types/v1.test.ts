import { describe, expect, it } from 'vitest';
import type { TaskSpec } from './kinds.ts';
import { b64, gif, jpeg, mp3, PNG_1X1, png } from './test-fixtures.ts';
import { parseV1, type V1Files, type V1Params } from './v1.ts';

const URL = 'https://example.com/login';
const RC_KEY = '6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-';

function ok(params: V1Params, files?: V1Files): TaskSpec {
  const result = parseV1({ key: 'k'.repeat(32), json: '1', ...params }, files);
  if (!result.ok) throw new Error(`expected a spec, got ${result.error}`);
  return result.spec;
}
function error(params: V1Params, files?: V1Files): string | null {
  const result = parseV1(params, files);
  return result.ok ? null : result.error;
}

describe('v1 normal image', () => {
  it('takes a multipart file with every option', () => {
    const bytes = jpeg(200, 60);
    const spec = ok(
      {
        method: 'post',
        phrase: '1',
        regsense: '1',
        numeric: '4',
        calc: '0',
        min_len: '4',
        max_len: '8',
        language: '2',
        lang: 'en',
        textinstructions: 'type red symbols only',
      },
      { file: { filename: 'captcha.jpg', bytes } },
    );
    expect(spec).toEqual({
      kind: 'image_text',
      params: {
        phrase: true,
        caseSensitive: true,
        numeric: 4,
        calc: false,
        minLength: 4,
        maxLength: 8,
        language: 2,
        lang: 'en',
        comment: 'type red symbols only',
      },
      image: { bytes, mime: 'image/jpeg', width: 200, height: 60 },
    });
  });

  it('takes base64 with defaults, numbers from a JSON body, and an instruction image', () => {
    const spec = ok({ method: 'base64', body: b64(png(120, 40)), numeric: 1, imginstructions: b64(png(300, 100)) });
    expect(spec.kind).toBe('image_text');
    expect(spec.params).toEqual({
      phrase: false,
      caseSensitive: false,
      numeric: 1,
      calc: false,
      minLength: 0,
      maxLength: 0,
      language: 0,
    });
    expect(spec.image?.mime).toBe('image/png');
    expect(spec.instructionsImage).toMatchObject({ width: 300, height: 100 });
  });

  it('answers the image errors of the reference', () => {
    expect(error({ method: 'post' })).toBe('ERROR_ZERO_CAPTCHA_FILESIZE');
    expect(error({ method: 'base64', body: b64(PNG_1X1) })).toBe('ERROR_ZERO_CAPTCHA_FILESIZE');
    expect(error({ method: 'base64', body: b64(png(10, 10, 700 * 1024)) })).toBe('ERROR_TOO_BIG_CAPTCHA_FILESIZE');
    expect(error({ method: 'base64', body: b64(png(1001, 10)) })).toBe('ERROR_TOO_BIG_CAPTCHA_FILESIZE');
    expect(error({ method: 'base64', body: b64(Buffer.alloc(300, 7)) })).toBe('ERROR_IMAGE_TYPE_NOT_SUPPORTED');
    expect(error({ method: 'base64', body: 'not base64 at all!' })).toBe('ERROR_UPLOAD');
    expect(error({ method: 'post' }, { file: { filename: 'c.bmp', bytes: png(10, 10) } })).toBe(
      'ERROR_WRONG_FILE_EXTENSION',
    );
  });

  it('refuses options out of range and forbidden combinations', () => {
    const body = b64(png(100, 40));
    expect(error({ method: 'base64', body, min_len: '21' })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ method: 'base64', body, max_len: '-1' })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ method: 'base64', body, min_len: '6', max_len: '4' })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ method: 'base64', body, numeric: '5' })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ method: 'base64', body, language: '3' })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ method: 'base64', body, phrase: 'maybe' })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ method: 'base64', body, lang: 'english!' })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ method: 'base64', body, textinstructions: 'x'.repeat(141) })).toBe('ERROR_BAD_PARAMETERS');
    expect(ok({ method: 'base64', body, textinstructions: 'я'.repeat(140) }).kind).toBe('image_text');
    expect(error({ method: 'base64', body, imginstructions: b64(png(401, 100)) })).toBe('ERROR_BAD_PARAMETERS');
  });
});

describe('v1 method dispatch', () => {
  it('takes a text question without a method, or with method=post and no file (Python client)', () => {
    const expected = { kind: 'text', params: { question: 'If tomorrow is Saturday, what day is today?', language: 0 } };
    expect(ok({ textcaptcha: 'If tomorrow is Saturday, what day is today?' })).toEqual(expected);
    expect(ok({ method: 'post', textcaptcha: 'If tomorrow is Saturday, what day is today?' })).toEqual(expected);
    expect(ok({ textcaptcha: 'Сколько будет 2+2?', language: '1', lang: 'ru' }).params).toEqual({
      question: 'Сколько будет 2+2?',
      language: 1,
      lang: 'ru',
    });
    expect(error({ textcaptcha: 'q'.repeat(141) })).toBe('ERROR_BAD_PARAMETERS');
  });

  it('answers ERROR_METHOD_CALL for unknown or missing methods', () => {
    expect(error({ method: 'solvemedia' })).toBe('ERROR_METHOD_CALL');
    expect(error({ method: 'toString' })).toBe('ERROR_METHOD_CALL');
    expect(error({})).toBe('ERROR_METHOD_CALL');
    expect(error({ method: 'userrecaptcha', version: 'v9', pageurl: URL, googlekey: RC_KEY })).toBe(
      'ERROR_BAD_PARAMETERS',
    );
  });

  it('matches the method case-insensitively', () => {
    expect(ok({ method: 'BASE64', body: b64(png(50, 50)) }).kind).toBe('image_text');
  });
});

describe('v1 click, grid, canvas, rotate, bounding box', () => {
  it('coordinates', () => {
    const spec = ok({
      method: 'base64',
      coordinatescaptcha: '1',
      body: b64(png(400, 300)),
      textinstructions: 'click the ghosts',
      min_clicks: '2',
      max_clicks: '5',
    });
    expect(spec).toMatchObject({ kind: 'coordinates', params: { language: 0, minClicks: 2, maxClicks: 5 } });
    expect(
      error({ method: 'base64', coordinatescaptcha: 1, body: b64(png(40, 30)), min_clicks: 3, max_clicks: 2 }),
    ).toBe('ERROR_BAD_PARAMETERS');
  });

  it('grid: 3×3 for a 300×300 image, else 4×4, unless rows and columns are given', () => {
    const grid = (body: Buffer, extra: V1Params = {}) =>
      ok({ method: 'base64', recaptcha: '1', body: b64(body), textinstructions: 'select cars', ...extra });
    expect(grid(jpeg(300, 300)).params).toMatchObject({ rows: 3, columns: 3, canNoAnswer: false });
    expect(grid(jpeg(450, 450)).params).toMatchObject({ rows: 4, columns: 4 });
    expect(
      grid(jpeg(300, 300), {
        recaptcharows: '2',
        recaptchacols: '5',
        can_no_answer: '1',
        previousID: '123',
        img_type: 'funcaptcha',
        min_clicks: '1',
        max_clicks: '10',
      }).params,
    ).toEqual({
      rows: 2,
      columns: 5,
      minClicks: 1,
      maxClicks: 10,
      canNoAnswer: true,
      previousId: '123',
      imgType: 'funcaptcha',
      comment: 'select cars',
    });
  });

  it('grid needs an instruction and sane options', () => {
    const body = b64(jpeg(300, 300));
    expect(error({ method: 'base64', recaptcha: '1', body })).toBe('ERROR_BAD_PARAMETERS');
    expect(ok({ method: 'base64', recaptcha: '1', body, imginstructions: b64(png(200, 100)) }).kind).toBe('grid');
    const withText = { method: 'base64', recaptcha: '1', body, textinstructions: 'cars' };
    expect(error({ ...withText, max_clicks: '10' })).toBe('ERROR_BAD_PARAMETERS'); // 3×3 has 9 cells
    expect(error({ ...withText, img_type: 'captcha' })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ ...withText, recaptcharows: '0' })).toBe('ERROR_BAD_PARAMETERS');
  });

  it('canvas, with or without recaptcha=1', () => {
    const body = b64(png(300, 200));
    const spec = ok({ method: 'base64', recaptcha: '1', canvas: '1', body, textinstructions: 'circle the cat' });
    expect(spec).toMatchObject({ kind: 'canvas', params: { canNoAnswer: false, comment: 'circle the cat' } });
    expect(ok({ method: 'post', canvas: '1', textinstructions: 'x' }, { file: { bytes: png(30, 30) } }).kind).toBe(
      'canvas',
    );
    expect(error({ method: 'base64', canvas: '1', body })).toBe('ERROR_BAD_PARAMETERS');
  });

  it('rotate: one image per file part, in order, with the angle step', () => {
    const [a, b] = [png(150, 150), gif(150, 150)];
    const spec = ok({ method: 'rotatecaptcha', angle: '30' }, { file_2: { bytes: b }, file_1: { bytes: a } });
    expect(spec.kind).toBe('rotate');
    expect(spec.params).toEqual({ angle: 30 });
    expect(spec.images?.map((i) => i.mime)).toEqual(['image/png', 'image/gif']);
    expect(spec.image).toBe(spec.images?.[0]);
    expect(ok({ method: 'rotatecaptcha', body: b64(a) }).params).toEqual({ angle: 40 });
    expect(error({ method: 'rotatecaptcha', body: b64(a), angle: '0' })).toBe('ERROR_BAD_PARAMETERS');
  });

  it('bounding box takes the image in `image` and needs an instruction', () => {
    const image = `data:image/jpeg;base64,${b64(jpeg(800, 600))}`;
    expect(ok({ method: 'bounding_box', image, textinstructions: 'select cars', can_no_answer: 1 })).toMatchObject({
      kind: 'bounding_box',
      params: { canNoAnswer: true, comment: 'select cars' },
      image: { width: 800, height: 600 },
    });
    expect(error({ method: 'bounding_box', image })).toBe('ERROR_BAD_PARAMETERS');
  });

  it('audio: mp3 and one of the six languages', () => {
    const spec = ok({ method: 'audio', body: b64(mp3()), lang: 'en' });
    expect(spec).toMatchObject({ kind: 'audio', params: { lang: 'en' }, audio: { mime: 'audio/mpeg' } });
    expect(error({ method: 'audio', body: b64(mp3()) })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ method: 'audio', body: b64(mp3()), lang: 'es' })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ method: 'audio', body: b64(png(10, 10)), lang: 'en' })).toBe('ERROR_IMAGE_TYPE_NOT_SUPPORTED');
    expect(error({ method: 'audio', body: b64(mp3(1024 * 1024 + 10)), lang: 'en' })).toBe(
      'ERROR_TOO_BIG_CAPTCHA_FILESIZE',
    );
  });

  it('temu: the main image and its tiles', () => {
    const spec = ok({
      method: 'temuimage',
      body: b64(png(400, 300)),
      part1: b64(png(40, 40)),
      part2: b64(png(40, 40)),
      part3: b64(png(40, 40)),
    });
    expect(spec.kind).toBe('temu');
    expect(spec.parts).toHaveLength(3);
    expect(error({ method: 'temuimage', body: b64(png(400, 300)) })).toBe('ERROR_BAD_PARAMETERS');
  });

  it('vk image: the image and its steps', () => {
    const spec = ok({ method: 'vkimage', body: b64(jpeg(300, 300)), steps: '[5,19,4,3,23]' });
    expect(spec).toMatchObject({ kind: 'vk_image', params: { steps: [5, 19, 4, 3, 23] } });
    expect(error({ method: 'vkimage', body: b64(jpeg(300, 300)), steps: '[5,"x"]' })).toBe('ERROR_BAD_PARAMETERS');
    expect(error({ method: 'vkimage', body: b64(jpeg(300, 300)), steps: 'five' })).toBe('ERROR_BAD_PARAMETERS');
  });
});
