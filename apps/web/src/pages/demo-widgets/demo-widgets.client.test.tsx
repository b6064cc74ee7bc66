import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { DemoWidgetPage } from './demo-widget.tsx';
import { ExtensionPage } from './extension.tsx';
import { captureScripts, makeWidgetDemo } from './testing.ts';

const w = window as unknown as Record<string, unknown>;
afterEach(() => {
  cleanup();
  delete w.hcaptcha;
  delete w.grecaptcha;
});

describe('a provider demo in the browser', () => {
  it('loads the script named by the reply, renders hCaptcha explicitly and verifies its token', async () => {
    const scripts = captureScripts(document.head);
    const rendered: unknown[] = [];
    w.hcaptcha = {
      render: (_el: HTMLElement, options: unknown) => {
        rendered.push(options);
        return 'w1';
      },
      getResponse: (id: string) => (id === 'w1' ? 'P1_token' : ''),
    };
    const { calls } = renderApp({
      path: '/demo/hcaptcha',
      element: <DemoWidgetPage />,
      user: null,
      handler: (c) => {
        if (c.url.startsWith('/api/v1/captcha-demo/hcaptcha/verify')) return json({ ok: true, testKeys: true });
        if (c.url.startsWith('/api/v1/captcha-demo/hcaptcha')) return json(makeWidgetDemo());
        return undefined;
      },
    });
    await screen.findByTestId('demo-widget');
    expect(screen.getByTestId('demo-widget-keys').textContent).toContain(
      "provider's public test keys: any answer passes",
    );
    await waitFor(() =>
      expect(scripts.map((s) => s.src)).toEqual(['https://js.hcaptcha.com/1/api.js?hl=en&render=explicit']),
    );
    await waitFor(() => expect(rendered).toEqual([{ sitekey: '10000000-ffff-ffff-ffff-000000000001' }]));
    const verify = screen.getByRole('button', { name: 'Verify' }) as HTMLButtonElement;
    await waitFor(() => expect(verify.disabled).toBe(false));
    fireEvent.click(verify);
    const result = await screen.findByTestId('demo-widget-result');
    expect(result.textContent).toContain('Accepted: the provider says the answer is right.');
    expect(result.textContent).toContain('(checked with test keys)');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/v1/captcha-demo/hcaptcha/verify',
      body: { token: 'P1_token' },
    });
  });

  it('reCAPTCHA v3 executes its action on submit and shows the score, the reason and the error codes', async () => {
    const scripts = captureScripts(document.head);
    const executed: unknown[] = [];
    w.grecaptcha = {
      ready: (fn: () => void) => fn(),
      execute: async (key: string, options: unknown) => {
        executed.push([key, options]);
        return 'v3_token';
      },
    };
    const demo = makeWidgetDemo({
      slug: 'recaptcha-v3',
      provider: 'recaptcha',
      taskKind: 'recaptcha_v3',
      testKeys: false,
      variant: 'score',
      action: 'demo_verify',
      minScore: 0.5,
      siteKey: 'v3-site-key',
      scriptUrl: 'https://www.google.com/recaptcha/api.js?hl=ru&render=v3-site-key',
    });
    renderApp({
      path: '/demo/recaptcha-v3',
      language: 'ru',
      element: <DemoWidgetPage />,
      user: null,
      handler: (c) => {
        if (c.url.includes('/verify')) {
          return json({ ok: false, reason: 'score-too-low', score: 0.1, errorCodes: ['low'] });
        }
        return c.url.startsWith('/api/v1/captcha-demo/recaptcha-v3?language=ru') ? json(demo) : undefined;
      },
    });
    await screen.findByTestId('demo-widget');
    expect(screen.getByTestId('demo-widget-keys').textContent).toContain('собственные ключи сайта');
    await waitFor(() => expect(scripts.map((s) => s.src)).toEqual([demo.scriptUrl]));
    const verify = screen.getByRole('button', { name: 'Проверить' }) as HTMLButtonElement;
    await waitFor(() => expect(verify.disabled).toBe(false));
    fireEvent.click(verify);
    const result = await screen.findByTestId('demo-widget-result');
    expect(executed).toEqual([['v3-site-key', { action: 'demo_verify' }]]);
    expect(result.textContent).toContain('Не принято: оценка ниже минимальной для этой демо-страницы');
    expect(result.textContent).toContain('Оценка: 0.1');
    expect(result.textContent).toContain('Коды ошибок провайдера: low');
    // The request a program sends for this widget: its key, action and page address.
    expect(screen.getByTestId('demo-widget-request').textContent).toContain(
      '-F googlekey=v3-site-key -F action=demo_verify -F min_score=0.5 -F pageurl=http://localhost/demo/recaptcha-v3',
    );
  });

  it('without keys: names the variables to set, loads no script and shows no form', async () => {
    const scripts = captureScripts(document.head);
    const demo = makeWidgetDemo({
      slug: 'mtcaptcha',
      provider: 'mtcaptcha',
      taskKind: 'mtcaptcha',
      configured: false,
      testKeys: false,
      scriptUrl: null,
      siteKey: null,
    });
    renderApp({
      path: '/demo/mtcaptcha',
      element: <DemoWidgetPage />,
      user: null,
      handler: (c) => (c.url.startsWith('/api/v1/captcha-demo/mtcaptcha') ? json(demo) : undefined),
    });
    const notice = await screen.findByTestId('demo-widget-unconfigured');
    expect(notice.textContent).toContain('The operator has not set keys');
    expect(notice.textContent).toContain('DEMO_MTCAPTCHA_SITE_KEY, DEMO_MTCAPTCHA_PRIVATE_KEY');
    expect(screen.queryByTestId('demo-widget-form')).toBeNull();
    expect(scripts).toEqual([]);
    expect(screen.getByTestId('demo-widget-docs').getAttribute('href')).toBe('/api-docs/mtcaptcha');
  });
});

describe('the extension page in the browser', () => {
  const extension = { version: '1.4.0', fileName: 'x.zip', url: '/downloads/x.zip', size: 2_500_000, available: true };
  const handler = (c: { url: string }) => (c.url === '/api/v1/extension' ? json(extension) : undefined);

  it('a signed-in customer is pointed to their API key', async () => {
    renderApp({ path: '/captcha-bypass-extension', element: <ExtensionPage />, user: makeUser(), handler });
    const key = await screen.findByTestId('extension-key');
    expect(key.textContent).toContain('Your API key is on the API settings page.');
    expect(key.querySelector('a')?.getAttribute('href')).toBe('/setting');
    expect(screen.getByTestId('extension-download').textContent).toBe('Download version 1.4.0 (2.4 MB)');
  });

  it('a visitor is asked to sign in for a key', async () => {
    renderApp({ path: '/captcha-bypass-extension', element: <ExtensionPage />, user: null, handler });
    const key = await screen.findByTestId('extension-key');
    expect(key.querySelector('a')?.getAttribute('href')).toBe('/auth/login');
  });
});
