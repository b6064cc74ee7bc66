import { WorkerTaskSchema } from '@crowdsolve/contract';
import { describe, expect, it } from 'vitest';
import type { WorkerTask } from '../solving/index.ts';
import { type ImageData, KIND_META, type SpecOf, TASK_KINDS, type TaskKind } from '../solving/index.ts';
import { mp3, png } from '../solving/task-types/test-fixtures.ts';
import { presentTask } from './present.ts';

const img = (width: number, height: number): ImageData => ({
  bytes: png(width, height),
  mime: 'image/png',
  width,
  height,
});
const URL = 'https://shop.test/login';
const UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/132.0';
const SECRET_PROXY = { type: 'http', address: '203.0.113.9', port: 3128, login: 'proxy-login', password: 'proxy-pw' };

/** One spec of every kind, the token ones with the customer's proxy where the kind takes one. */
const SPECS: { [K in TaskKind]: SpecOf<K> } = {
  image_text: {
    kind: 'image_text',
    params: {
      phrase: false,
      caseSensitive: true,
      numeric: 4,
      calc: false,
      minLength: 4,
      maxLength: 0,
      language: 2,
      comment: 'red letters',
      lang: 'en',
    },
    image: img(120, 40),
    instructionsImage: img(100, 50),
  },
  text: { kind: 'text', params: { question: 'Two plus two?', language: 0 } },
  rotate: { kind: 'rotate', params: { angle: 30 }, image: img(100, 100), images: [img(100, 100), img(90, 90)] },
  coordinates: {
    kind: 'coordinates',
    params: { language: 1, minClicks: 2, maxClicks: 4, comment: 'ghosts' },
    image: img(300, 200),
  },
  grid: {
    kind: 'grid',
    params: {
      rows: 3,
      columns: 3,
      canNoAnswer: true,
      comment: 'cars',
      previousId: 'customer-ref-77',
      imgType: 'recaptcha',
      maxClicks: 5,
    },
    image: img(300, 300),
  },
  canvas: { kind: 'canvas', params: { canNoAnswer: false, comment: 'circle it' }, image: img(300, 200) },
  bounding_box: {
    kind: 'bounding_box',
    params: { canNoAnswer: true },
    image: img(300, 200),
    instructionsImage: img(80, 40),
  },
  audio: { kind: 'audio', params: { lang: 'fr' }, audio: { bytes: mp3(), mime: 'audio/mpeg' } },
  temu: { kind: 'temu', params: {}, image: img(400, 300), parts: [img(40, 40), img(40, 40)] },
  vk_image: { kind: 'vk_image', params: { steps: [5, 19, 3] }, image: img(300, 300) },
  recaptcha_v2: {
    kind: 'recaptcha_v2',
    params: {
      websiteUrl: URL,
      websiteKey: 'rc-key',
      invisible: true,
      enterprise: true,
      dataS: 'ds',
      enterprisePayload: { s: 'S' },
      cookies: [{ name: 'session', value: 'customer-cookie' }],
      userAgent: UA,
      apiDomain: 'recaptcha.net',
    },
    proxy: SECRET_PROXY as SpecOf<'recaptcha_v2'>['proxy'],
  },
  recaptcha_v3: {
    kind: 'recaptcha_v3',
    params: { websiteUrl: URL, websiteKey: 'v3-key', action: 'login', minScore: 0.7, enterprise: false },
  },
  hcaptcha: {
    kind: 'hcaptcha',
    params: { websiteUrl: URL, websiteKey: 'hc-key', invisible: false, enterprise: true, rqdata: 'rq', userAgent: UA },
    proxy: SECRET_PROXY as SpecOf<'hcaptcha'>['proxy'],
  },
  geetest: {
    kind: 'geetest',
    params: {
      websiteUrl: URL,
      gt: 'gt1',
      challenge: 'ch1',
      offline: false,
      newCaptcha: true,
      apiServer: 'api.gt.test',
    },
  },
  geetest_v4: { kind: 'geetest_v4', params: { websiteUrl: URL, captchaId: 'cid', riskType: 'slide' } },
  turnstile: {
    kind: 'turnstile',
    params: { websiteUrl: URL, websiteKey: 'ts-key', action: 'a', data: 'd', pageData: 'p' },
  },
  funcaptcha: {
    kind: 'funcaptcha',
    params: { websiteUrl: URL, publicKey: 'pk', surl: 'https://fc.test', data: { blob: 'B' } },
  },
  keycaptcha: {
    kind: 'keycaptcha',
    params: { websiteUrl: URL, userId: 'u1', sessionId: 's1', webServerSign: 'w1', webServerSign2: 'w2' },
  },
  lemin: { kind: 'lemin', params: { websiteUrl: URL, captchaId: 'lc', divId: 'div' } },
  mtcaptcha: { kind: 'mtcaptcha', params: { websiteUrl: URL, websiteKey: 'mt' } },
  capy: { kind: 'capy', params: { websiteUrl: URL, websiteKey: 'capy', version: 'puzzle' } },
  amazon_waf: { kind: 'amazon_waf', params: { websiteUrl: URL, websiteKey: 'aw', iv: 'iv', context: 'ctx' } },
  cutcaptcha: { kind: 'cutcaptcha', params: { websiteUrl: URL, miseryKey: 'mk', apiKey: 'ak' } },
  friendly_captcha: { kind: 'friendly_captcha', params: { websiteUrl: URL, websiteKey: 'fc' } },
  atb_captcha: { kind: 'atb_captcha', params: { websiteUrl: URL, appId: 'app', apiServer: 'https://atb.test' } },
  tencent: { kind: 'tencent', params: { websiteUrl: URL, appId: '189956587' } },
  datadome: {
    kind: 'datadome',
    params: { websiteUrl: URL, captchaUrl: 'https://geo.captcha-delivery.com/captcha/?x=1', userAgent: UA },
    proxy: SECRET_PROXY as SpecOf<'datadome'>['proxy'],
  },
  prosopo: { kind: 'prosopo', params: { websiteUrl: URL, websiteKey: 'pr' } },
  captchafox: { kind: 'captchafox', params: { websiteUrl: URL, websiteKey: 'cf', userAgent: UA } },
  vk_captcha: { kind: 'vk_captcha', params: { redirectUri: 'https://id.vk.com/not_robot', userAgent: UA } },
  altcha: { kind: 'altcha', params: { websiteUrl: URL, challengeUrl: 'https://shop.test/altcha' } },
  yandex: { kind: 'yandex', params: { websiteUrl: URL, websiteKey: 'ya' } },
  cybersiara: { kind: 'cybersiara', params: { websiteUrl: URL, masterUrlId: 'mu', userAgent: UA } },
};

const NOW = new Date('2026-11-01T12:00:00Z');
const present = (kind: TaskKind) =>
  presentTask(
    {
      taskId: 1_000_123,
      kind,
      deadline: new Date(NOW.getTime() + 29_500),
      spec: SPECS[kind],
      payMicros: 1_495,
    } as WorkerTask,
    NOW,
  );

describe('the task as a worker sees it', () => {
  it.each(TASK_KINDS)('%s fits the reply schema exactly and never shows the proxy or cookies', (kind) => {
    const view = present(kind);
    expect(WorkerTaskSchema.parse(view)).toEqual(view);
    expect(view).toMatchObject({
      id: 1_000_123,
      kind,
      category: KIND_META[kind].category,
      answerType: KIND_META[kind].answer,
      deadline: '2026-11-01T12:00:29.500Z',
      secondsLeft: 30,
      payMicros: 1_495,
      pay: 0.001495,
    });
    const json = JSON.stringify(view);
    for (const secret of ['203.0.113.9', 'proxy-login', 'proxy-pw', 'customer-cookie', 'customer-ref-77', '3128']) {
      expect(json).not.toContain(secret);
    }
    if (KIND_META[kind].category === 'token') expect(view.site?.pageUrl).toMatch(/^https:\/\//);
    else expect(view.site).toBeUndefined();
  });

  it('image text: the image and instruction image as data URLs, the hints', () => {
    const view = present('image_text');
    expect(view.image).toEqual({
      url: `data:image/png;base64,${png(120, 40).toString('base64')}`,
      mime: 'image/png',
      width: 120,
      height: 40,
    });
    expect(view.instructions).toEqual({
      text: 'red letters',
      lang: 'en',
      image: expect.objectContaining({ url: expect.stringMatching(/^data:image\/png;base64,/), width: 100 }),
    });
    expect(view.hints).toEqual({
      caseSensitive: true,
      phrase: false,
      calc: false,
      numeric: 'digits_and_letters',
      minLength: 4,
      alphabet: 'latin',
    });
    expect(view.canNoAnswer).toBe(false);
  });

  it('image kinds: grid, clicks, rotation step, parts, audio, steps, no-answer', () => {
    expect(present('grid')).toMatchObject({
      grid: { rows: 3, columns: 3, imgType: 'recaptcha' },
      clicks: { max: 5 },
      canNoAnswer: true,
      answerType: 'cells',
      instructions: { text: 'cars' },
    });
    expect(present('coordinates')).toMatchObject({ clicks: { min: 2, max: 4 }, hints: { alphabet: 'cyrillic' } });
    expect(present('rotate')).toMatchObject({ rotate: { step: 30 } });
    expect(present('rotate').images).toHaveLength(2);
    expect(present('temu').parts).toHaveLength(2);
    expect(present('audio').audio?.url).toMatch(/^data:audio\/mpeg;base64,/);
    expect(present('audio').instructions).toEqual({ lang: 'fr' });
    expect(present('text')).toMatchObject({ question: 'Two plus two?', hints: { alphabet: 'any' } });
    expect(present('vk_image')).toMatchObject({ steps: [5, 19, 3], answerFields: ['best_step'] });
    expect(present('bounding_box').instructions?.image?.width).toBe(80);
  });

  it('token kinds: page URL, site key, flags, user agent and the kind parameters', () => {
    expect(present('recaptcha_v2').site).toEqual({
      pageUrl: URL,
      siteKey: 'rc-key',
      invisible: true,
      enterprise: true,
      userAgent: UA,
      payload: { s: 'S' },
      params: { dataS: 'ds', apiDomain: 'recaptcha.net' },
      proxied: true,
    });
    expect(present('recaptcha_v3').site).toMatchObject({
      siteKey: 'v3-key',
      action: 'login',
      minScore: 0.7,
      proxied: false,
    });
    expect(present('hcaptcha').site).toMatchObject({ siteKey: 'hc-key', params: { rqdata: 'rq' }, userAgent: UA });
    expect(present('geetest')).toMatchObject({
      answerFields: ['challenge', 'validate', 'seccode'],
      site: { siteKey: 'gt1', params: { gt: 'gt1', challenge: 'ch1', newCaptcha: true, offline: false } },
    });
    expect(present('funcaptcha').site).toMatchObject({ siteKey: 'pk', payload: { blob: 'B' } });
    expect(present('keycaptcha').site).toMatchObject({ siteKey: null, params: { userId: 'u1', webServerSign2: 'w2' } });
    expect(present('vk_captcha').site).toMatchObject({ pageUrl: 'https://id.vk.com/not_robot', siteKey: null });
    expect(present('datadome').site).toMatchObject({ params: { captchaUrl: expect.any(String) }, proxied: true });
  });
});
