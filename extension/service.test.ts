// @vitest-environment node
// The extension's requests against the real solver API (in.php/res.php on the real app and engine):
// what it sends is accepted as the kind it means, and the answers come back in the page's format.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realPng, type SolverHarness, solverHarness } from '../apps/server/src/modules/solving/v1/test-harness.ts';
import { DATABASE_TARGETS } from '../apps/server/test/databases.ts';
import { answerFor, apiClient, type Fetch, taskParams } from './src/api.ts';
import type { Captcha, DemoCaptcha, SolveRequest } from './src/captcha.ts';

const PAGE = 'https://shop.example/login';
const IMAGE = realPng(300, 300).toString('base64');
const demo = (slug: DemoCaptcha['slug'], question: string | null): Captcha => ({
  type: 'demo',
  slug,
  challenge: 'c',
  taskKind: '',
  imageSrc: slug === 'text' ? null : '/i.png',
  question,
  rows: slug === 'grid' ? 3 : null,
  cols: slug === 'grid' ? 3 : null,
});
const token = (provider: 'recaptcha' | 'hcaptcha' | 'turnstile', sitekey: string): Captcha => ({
  type: 'token',
  provider,
  sitekey,
  callback: null,
  invisible: false,
  action: null,
  cdata: null,
});

const CASES: [string, Captcha, unknown, string, string][] = [
  ['normal', demo('normal', null), { type: 'text', text: 'W7XQ' }, 'W7XQ', 'image_text'],
  ['text', demo('text', 'What is 2 + 3?'), { type: 'text', text: '5' }, '5', 'text'],
  ['rotatecaptcha', demo('rotatecaptcha', 'Make it upright'), { type: 'angles', angles: [120] }, '120', 'rotate'],
  [
    'clickcaptcha',
    demo('clickcaptcha', 'Click the stars'),
    {
      type: 'points',
      points: [
        { x: 39, y: 59 },
        { x: 252, y: 72 },
      ],
    },
    '39,59;252,72',
    'coordinates',
  ],
  ['grid', demo('grid', 'Select buses'), { type: 'cells', cells: [1, 4, 7] }, '1,4,7', 'grid'],
  [
    'reCAPTCHA',
    token('recaptcha', '6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-'),
    { type: 'token', token: '03AG.tok' },
    '03AG.tok',
    'recaptcha_v2',
  ],
  [
    'hCaptcha',
    token('hcaptcha', '10000000-ffff-ffff-ffff-000000000001'),
    { type: 'token', token: 'P1.tok' },
    'P1.tok',
    'hcaptcha',
  ],
  [
    'Turnstile',
    token('turnstile', '0x4AAAAAAAA'),
    { type: 'token', token: '0.tok', userAgent: 'Mozilla/5.0 T' },
    '0.tok',
    'turnstile',
  ],
];

describe.each(DATABASE_TARGETS)('the extension against the solver API ($name)', (target) => {
  let h: SolverHarness;
  let workerId: number;
  let key: string;
  /** Requests go into the app itself, as the browser's fetch would send them. */
  let fetch: Fetch;
  beforeAll(async () => {
    h = await solverHarness(target);
    workerId = await h.worker();
    key = (await h.customer(10_000_000)).key;
    fetch = async (url, init) => {
      const u = new URL(url);
      const res = await h.app.inject({
        method: 'POST',
        url: u.pathname,
        headers: init?.headers as Record<string, string>,
        payload: String(init?.body),
      });
      expect(res.headers['access-control-allow-origin']).toBe('*');
      return new Response(res.body, { status: res.statusCode, headers: { 'content-type': 'application/json' } });
    };
  }, 120_000);
  afterAll(() => h?.close());

  it('checks the key with getbalance', async () => {
    expect(await apiClient({ host: 'https://s.example', key, fetch }).balance()).toBe('10');
    await expect(apiClient({ host: 'https://s.example', key: 'nope', fetch }).balance()).rejects.toMatchObject({
      code: expect.stringMatching(/^ERROR_/),
    });
  });

  it.each(CASES)(
    '%s: submitted as its kind, answered in the page format with the cost',
    async (_n, captcha, answer, expected, kind) => {
      const request: SolveRequest = { captcha, pageurl: PAGE, imageBase64: captcha.type === 'demo' ? IMAGE : null };
      let solved = false;
      const client = apiClient({
        host: 'https://s.example',
        key,
        fetch,
        // The worker answers while the extension waits between polls.
        sleep: async () => {
          if (solved) return;
          solved = true;
          const task = await h.solve(workerId, answer);
          expect(task.spec.kind).toBe(kind);
        },
      });
      const id = await client.submit(taskParams(request));
      const got = await client.result(id, { first: 0, every: 0, timeout: 10 });
      expect(answerFor(captcha, got.request)).toBe(expected);
      expect(Number(got.price)).toBeGreaterThan(0);
    },
  );
});
