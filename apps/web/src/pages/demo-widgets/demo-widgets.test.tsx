// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from '../type-landings/testing.ts';
import { makeWidgetDemo } from './testing.ts';

const ORIGIN = 'http://crowdsolve.test';
const API = {
  '/api/v1/captcha-demo/hcaptcha': makeWidgetDemo(),
  '/api/v1/captcha-demo/solvemedia': { kind: 'defunct', slug: 'solvemedia' },
  '/api/v1/captcha-demo/geetest': makeWidgetDemo({ slug: 'geetest', provider: 'geetest', taskKind: 'geetest' }),
  '/api/v1/extension': {
    version: '1.4.0',
    fileName: 'crowdsolve-extension-1.4.0.zip',
    url: '/downloads/crowdsolve-extension-1.4.0.zip',
    size: 48_640,
    available: true,
  },
};

describe('the provider demos and the extension page, rendered on the server', () => {
  it('/demo/hcaptcha: explanation, test keys notice and the request for this widget on this host', async () => {
    const { result, doc, calls } = await renderPage(`${ORIGIN}/demo/hcaptcha`, API);
    expect(result.status).toBe(200);
    expect(calls).toContain('/api/v1/captcha-demo/hcaptcha?language=en');
    expect(doc.querySelector('h1')?.textContent).toBe('hCaptcha demo');
    expect(doc.querySelector('.demo-widget__about')?.textContent).toContain('hCaptcha: a checkbox');
    expect(doc.querySelector('[data-testid="demo-widget-keys"]')?.textContent).toContain('any answer passes');
    const request = doc.querySelector('[data-testid="demo-widget-request"]')?.textContent ?? '';
    expect(request).toContain(
      'curl https://crowdsolve.test/in.php -F key=YOUR_API_KEY -F json=1 -F method=hcaptcha -F sitekey=10000000-ffff-ffff-ffff-000000000001 -F pageurl=https://crowdsolve.test/demo/hcaptcha',
    );
    expect(request).toContain('"type": "HCaptchaTaskProxyless"');
    expect(request).toContain('"websiteURL": "https://crowdsolve.test/demo/hcaptcha"');
    expect(doc.querySelector('[data-testid="demo-widget-docs"]')?.getAttribute('href')).toBe('/api-docs/hcaptcha');
    // The provider's script is added in the browser only: none in the server's HTML.
    expect(result.html).not.toContain('js.hcaptcha.com');
  });

  it('/demo/geetest: the per-visit challenge is not asked for on the server', async () => {
    const { result, calls } = await renderPage(`${ORIGIN}/demo/geetest`, API);
    expect(result.status).toBe(200);
    expect(calls.filter((c) => c.includes('captcha-demo'))).toEqual([]);
  });

  it('/demo/solvemedia says the service is gone and links to the other demos (ru)', async () => {
    const { doc } = await renderPage(`${ORIGIN}/demo/solvemedia?lang=ru`, API);
    const page = doc.querySelector('[data-testid="demo-widget-defunct"]');
    expect(page?.textContent).toContain('Сервис SolveMedia закрыт');
    const links = [...(page?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
    expect(links).toContain('/demo/normal');
    expect(links).toContain('/demo/recaptcha-v2');
    expect(links).not.toContain('/demo/solvemedia');
  });

  it('/captcha-bypass-extension: the download with version and size, install steps, permissions, a demo to try', async () => {
    const { result, doc, calls } = await renderPage(`${ORIGIN}/captcha-bypass-extension`, API);
    expect(result.status).toBe(200);
    expect(calls).toContain('/api/v1/extension');
    const download = doc.querySelector('[data-testid="extension-download"]');
    expect(download?.getAttribute('href')).toBe('/downloads/crowdsolve-extension-1.4.0.zip');
    expect(download?.textContent).toBe('Download version 1.4.0 (48 kB)');
    expect(doc.body.textContent).toContain('chrome://extensions');
    expect(doc.body.textContent).toContain('Load unpacked');
    expect(doc.body.textContent).toContain('storage: keeps your API key');
    expect(doc.querySelector('[data-testid="extension-try"]')?.getAttribute('href')).toBe('/demo/normal');
  });

  it('/captcha-bypass-extension before the package is built says so (ru)', async () => {
    const { doc } = await renderPage(`${ORIGIN}/captcha-bypass-extension?lang=ru`, {
      '/api/v1/extension': { ...API['/api/v1/extension'], available: false, size: null },
    });
    expect(doc.querySelector('[data-testid="extension-download"]')).toBeNull();
    expect(doc.querySelector('[data-testid="extension-unavailable"]')?.textContent).toBe(
      'Пакет расширения на этом сервере ещё не собран.',
    );
  });
});
