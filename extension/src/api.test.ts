import { describe, expect, it } from 'vitest';
import { FIRST_PARTY_DEMO_SLUGS } from '../../packages/contract/src/demo.constants.ts';
import { ApiError, answerFor, apiClient, demoMethodOf, normalizeHost, taskParams } from './api.ts';
import type { DemoCaptcha, SolveRequest, TokenCaptcha } from './captcha.ts';

const PAGE = 'https://shop.example/login';
const demo = (slug: DemoCaptcha['slug'], over: Partial<DemoCaptcha> = {}): DemoCaptcha => ({
  type: 'demo',
  slug,
  challenge: 'c1',
  taskKind: '',
  imageSrc: '/i.png',
  question: null,
  rows: null,
  cols: null,
  ...over,
});
const widget = (provider: TokenCaptcha['provider'], over: Partial<TokenCaptcha> = {}): TokenCaptcha => ({
  type: 'token',
  provider,
  sitekey: 'KEY',
  callback: null,
  invisible: false,
  action: null,
  cdata: null,
  ...over,
});
const req = (captcha: SolveRequest['captcha'], imageBase64: string | null = 'QUJD'): SolveRequest => ({
  captcha,
  pageurl: PAGE,
  imageBase64,
});

describe('in.php parameters', () => {
  it("every first-party demo of the contract is answered by the kind it is solved as; other slugs by the page's kind", () => {
    expect(FIRST_PARTY_DEMO_SLUGS.map((slug) => demoMethodOf(slug, ''))).toEqual([
      'image',
      'text',
      'rotate',
      'coordinates',
      'grid',
    ]);
    expect(demoMethodOf('canvas', 'coordinates')).toBe('coordinates');
    expect(demoMethodOf('turnstile', '')).toBeNull();
  });

  it('first-party demos use the v1 methods of their kind', () => {
    expect(taskParams(req(demo('normal')))).toEqual({ method: 'base64', body: 'QUJD' });
    expect(taskParams(req(demo('text', { question: 'What is 2 + 3?', imageSrc: null }), null))).toEqual({
      textcaptcha: 'What is 2 + 3?',
    });
    expect(taskParams(req(demo('rotatecaptcha', { question: 'Upright' })))).toEqual({
      method: 'rotatecaptcha',
      body: 'QUJD',
      textinstructions: 'Upright',
    });
    expect(taskParams(req(demo('clickcaptcha', { question: 'Click the stars' })))).toEqual({
      method: 'base64',
      coordinatescaptcha: '1',
      body: 'QUJD',
      textinstructions: 'Click the stars',
    });
    expect(taskParams(req(demo('grid', { question: 'Buses', rows: 4, cols: 4 })))).toEqual({
      method: 'base64',
      recaptcha: '1',
      body: 'QUJD',
      textinstructions: 'Buses',
      recaptcharows: '4',
      recaptchacols: '4',
    });
    // The page's task kind wins over the slug.
    expect(taskParams(req(demo('normal', { taskKind: 'coordinates' }))).coordinatescaptcha).toBe('1');
    expect(() => taskParams(req(demo('normal'), null))).toThrow();
  });

  it('token widgets send their sitekey and the page address', () => {
    expect(taskParams(req(widget('recaptcha', { invisible: true })))).toEqual({
      method: 'userrecaptcha',
      googlekey: 'KEY',
      pageurl: PAGE,
      invisible: '1',
    });
    expect(taskParams(req(widget('hcaptcha')))).toEqual({ method: 'hcaptcha', sitekey: 'KEY', pageurl: PAGE });
    expect(taskParams(req(widget('turnstile', { action: 'login', cdata: 'x' })))).toEqual({
      method: 'turnstile',
      sitekey: 'KEY',
      pageurl: PAGE,
      action: 'login',
      data: 'x',
    });
  });
});

describe('answers as the page wants them', () => {
  it('coordinates, grid tiles, degrees, text and tokens', () => {
    expect(
      answerFor(demo('clickcaptcha'), [
        { x: '39', y: '59' },
        { x: '252', y: '72' },
      ]),
    ).toBe('39,59;252,72');
    expect(answerFor(demo('clickcaptcha'), 'coordinate:x=39,y=59;x=252,y=72')).toBe('39,59;252,72');
    expect(answerFor(demo('grid'), 'click:1/4/7')).toBe('1,4,7');
    expect(answerFor(demo('grid'), 'No_matching_images')).toBe('');
    expect(answerFor(demo('rotatecaptcha'), '120')).toBe('120');
    expect(answerFor(demo('normal'), 'W7XQ')).toBe('W7XQ');
    expect(answerFor(widget('recaptcha'), '03AGdBq2')).toBe('03AGdBq2');
  });

  it('a service address needs its scheme; the path is dropped', () => {
    expect(normalizeHost(' https://solve.example/cabinet ')).toBe('https://solve.example');
    expect(normalizeHost('http://localhost:3000')).toBe('http://localhost:3000');
    expect(normalizeHost('solve.example')).toBeNull();
    expect(normalizeHost('ftp://solve.example')).toBeNull();
  });
});

describe('the API client', () => {
  function fakeService(replies: unknown[]) {
    const calls: { url: string; params: Record<string, string> }[] = [];
    const fetch = async (url: string, init?: RequestInit) => {
      calls.push({ url, params: Object.fromEntries(new URLSearchParams(String(init?.body))) });
      return new Response(JSON.stringify(replies.shift()), { headers: { 'content-type': 'application/json' } });
    };
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    return { calls, waits, client: apiClient({ host: 'https://s.example', key: 'K', fetch, sleep }) };
  }

  it('checks the key with getbalance, submits, and polls get2 until the answer with its price', async () => {
    const s = fakeService([
      { status: 1, request: '12.5' },
      { status: 1, request: '77' },
      { status: 0, request: 'CAPCHA_NOT_READY' },
      { status: 1, request: 'W7XQ', price: '0.0012' },
    ]);
    expect(await s.client.balance()).toBe('12.5');
    expect(s.calls[0]).toEqual({
      url: 'https://s.example/res.php',
      params: { key: 'K', json: '1', header_acao: '1', action: 'getbalance' },
    });
    expect(await s.client.submit({ method: 'base64', body: 'QUJD' })).toBe('77');
    expect(s.calls[1]?.url).toBe('https://s.example/in.php');
    expect(s.calls[1]?.params).toMatchObject({ method: 'base64', body: 'QUJD', key: 'K', json: '1' });
    let waited = 0;
    const got = await s.client.result('77', { first: 5, every: 2, timeout: 100 }, () => waited++);
    expect(got).toEqual({ request: 'W7XQ', price: '0.0012' });
    expect(s.calls[2]?.params).toMatchObject({ action: 'get2', id: '77' });
    expect(s.waits).toEqual([5, 2]);
    expect(waited).toBe(1);
  });

  it('reports the service error codes, a timeout and an unreachable service', async () => {
    const s = fakeService([
      { status: 0, request: 'ERROR_KEY_DOES_NOT_EXIST' },
      { status: 0, request: 'ERROR_CAPTCHA_UNSOLVABLE' },
      { status: 0, request: 'CAPCHA_NOT_READY' },
      { status: 0, request: 'CAPCHA_NOT_READY' },
    ]);
    await expect(s.client.balance()).rejects.toEqual(new ApiError('ERROR_KEY_DOES_NOT_EXIST'));
    await expect(s.client.result('1', { first: 1, every: 1, timeout: 1 })).rejects.toMatchObject({
      code: 'ERROR_CAPTCHA_UNSOLVABLE',
    });
    await expect(s.client.result('1', { first: 1, every: 1, timeout: 2 })).rejects.toMatchObject({
      code: 'ERROR_TIMEOUT',
    });
    const down = apiClient({
      host: 'https://s.example',
      key: 'K',
      fetch: async () => {
        throw new TypeError('failed');
      },
    });
    await expect(down.balance()).rejects.toMatchObject({ code: 'ERROR_NETWORK' });
  });
});
