// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from '../../entry-server.tsx';
import { renderPage, transport } from './testing.ts';

const example = (host: string) => ({
  v1: `curl https://${host}/in.php -F key=YOUR_API_KEY -F json=1 -F method=hcaptcha`,
  v2: '{"clientKey":"YOUR_API_KEY","task":{"type":"HCaptchaTaskProxyless"}}',
  host,
});

const hcaptcha = (url: URL) => {
  const currency = url.searchParams.get('currency');
  return {
    kind: 'hcaptcha',
    slug: 'hcaptcha',
    category: 'token',
    v1Methods: ['hcaptcha'],
    v2Types: ['HCaptchaTaskProxyless', 'HCaptchaTask'],
    // No rouble rate: the figure comes in dollars.
    currency: currency === 'CNY' ? 'CNY' : 'USD',
    per1000: currency === 'CNY' ? 21.68 : 2.99,
    solveTime: null,
    example: example(url.searchParams.get('hostname') ?? ''),
  };
};
const routes = {
  '/api/v1/captcha-recognition': (url: URL) => ({
    examples: (url.searchParams.get('ids') ?? '').split(',').map((slug) => ({
      slug,
      kind: 'image_text',
      imageUrl: `/api/v1/captcha-recognition/${slug}/image.png`,
      instructionUrl: null,
      width: 200,
      height: 70,
      question: null,
      answer: 'K7HX',
      solveTime: null,
      example: example('crowdsolve.test'),
    })),
  }),
  '/api/v1/captcha-types/hcaptcha': hcaptcha,
  '/api/v1/captcha-types/image-text': {
    ...hcaptcha(new URL('http://x/?hostname=crowdsolve.test')),
    kind: 'image_text',
    slug: 'image-text',
    category: 'image',
    per1000: null,
    solveTime: { averageSeconds: 7.5, tasks: 12 },
  },
};

describe('captcha type landings', () => {
  it('renders /pricing/{slug} on the server with the price, the request example for this host and the links', async () => {
    const { result, doc, calls } = await renderPage('http://crowdsolve.test/pricing/hcaptcha', routes);
    expect(result.status).toBe(200);
    expect(calls).toContain('/api/v1/captcha-types/hcaptcha?currency=USD&hostname=crowdsolve.test&language=en');
    expect(doc.querySelector('h1')?.textContent).toBe('hCaptcha: solving through the API');
    expect(doc.querySelector('[data-testid="type-price"]')?.textContent).toBe('$2.99 per 1000 solved');
    expect(doc.querySelector('[data-testid="request-example"]')?.textContent).toContain(
      'curl https://crowdsolve.test/in.php',
    );
    expect(doc.querySelector('a[href="/api-docs/hcaptcha"]')).not.toBeNull();
    expect(doc.querySelector('[data-testid="demo-link"]')?.getAttribute('href')).toBe('/demo/hcaptcha');
    expect(doc.querySelector('[data-testid="solve-time"]')?.textContent).toBe('not measured yet');
    // No gallery example of this type: no examples section.
    expect(doc.querySelector('[data-testid="type-examples"]')).toBeNull();
  });

  it('shows the /pricing notice when the visitor’s currency has no rate', async () => {
    const { doc } = await renderPage('http://crowdsolve.test/p/hcaptcha?lang=ru', routes);
    expect(doc.querySelector('[role="status"]')?.textContent).toContain('RUB');
    expect(doc.querySelector('[data-testid="type-price"]')?.textContent).toContain('2,99');
  });

  it('says when a type has no price, shows a measured time and the demo under its other name', async () => {
    const { doc } = await renderPage('http://crowdsolve.test/p/image-text', routes);
    expect(doc.querySelector('[data-testid="type-price"]')?.textContent).toBe(
      'This type has no price in the price table yet.',
    );
    expect(doc.querySelector('[data-testid="solve-time"]')?.textContent).toBe(
      '7.5 s on average (12 tasks solved in the last 30 days)',
    );
    expect(doc.querySelector('[data-testid="demo-link"]')?.getAttribute('href')).toBe('/demo/normal');
    // The gallery's examples of the type, rendered on the server.
    const examples = [...doc.querySelectorAll('[data-testid="type-examples"] img')].map((i) => i.getAttribute('src'));
    expect(examples).toEqual([
      '/api/v1/captcha-recognition/distorted-text-1/image.png',
      '/api/v1/captcha-recognition/distorted-text-2/image.png',
      '/api/v1/captcha-recognition/distorted-text-3/image.png',
    ]);
  });

  it('answers 404 for a slug the catalogue does not have', async () => {
    const { result } = await renderPage('http://crowdsolve.test/pricing/no-such-captcha', routes);
    expect(result.status).toBe(404);
    const p = await renderPage('http://crowdsolve.test/p/no-such-captcha', routes);
    expect(p.result.status).toBe(404);
  });
});

describe('pingback, accessibility and workaround pages', () => {
  it('explains pingbacks with this host, the registration page and the retry schedule', async () => {
    const { result, doc } = await renderPage('http://crowdsolve.test/kb/send-push-notification', {});
    expect(result.status).toBe(200);
    expect(doc.querySelector('a[href="/setting/pingback"]')).not.toBeNull();
    expect(doc.body.textContent).toContain('https://crowdsolve.test/in.php');
    expect(doc.querySelector('[data-testid="retries"]')?.textContent).toBe(
      'When your server does not answer with 2xx, the result is sent again after 10 s, 30 s, 1 min, 5 min, 15 min, 1 h: 7 attempts in all.',
    );
  });

  it('renders the accessibility page in Chinese on the region site', async () => {
    const { result, doc } = await renderPage('http://crowdsolve.cn.test/p/captcha-and-accessibility', {}, 'region');
    expect(result.status).toBe(200);
    expect(doc.querySelector('h2')?.textContent).toBe('验证码拦住了谁');
  });

  it('leads a visitor of /captcha-workaround/pay to sign up as a customer', async () => {
    const { result, doc } = await renderPage('http://crowdsolve.test/captcha-workaround/pay', {});
    expect(result.status).toBe(200);
    expect(doc.querySelector('a[href="/auth/register?userType=customer"]')).not.toBeNull();
    const landing = await renderPage('http://crowdsolve.test/captcha-workaround', {});
    expect(landing.doc.querySelector('a[href="/captcha-workaround/pay"]')).not.toBeNull();
  });
});

describe('the hand-over to the top-up', () => {
  const user = (userType: string) => ({
    id: 7,
    interfaceLanguage: 'en',
    profile: { userType, systemMessage: null },
    balance: { amount: 0 },
    permissions: {},
    analyticsData: {
      daysSinceRegistration: 1,
      daysSinceLastPayment: null,
      daysSinceLastUse: null,
      earnedOnCaptcha: 0,
      spentOnCaptcha: 0,
    },
  });

  it('sends a signed-in customer to /addbalance', async () => {
    const result = await render({
      url: 'http://crowdsolve.test/captcha-workaround/pay',
      site: 'international',
      cookies: {},
      acceptLanguage: undefined,
      csrfToken: 'csrf',
      internationalUrl: null,
      transport: transport([], { '/api/v2/user': user('customer') }),
    });
    expect(result).toMatchObject({ kind: 'redirect', location: '/addbalance' });
  });

  it('tells a signed-in worker their account has no balance for captchas', async () => {
    const { doc } = await renderPage('http://crowdsolve.test/captcha-workaround/pay', {
      '/api/v2/user': user('worker'),
    });
    expect(doc.querySelector('[data-testid="pay-other-role"] a')?.getAttribute('href')).toBe('/cabinet/edittype');
  });
});
