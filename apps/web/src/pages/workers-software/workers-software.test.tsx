// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderPage } from '../type-landings/testing.ts';

describe('worker software pages', () => {
  it('documents the reference worker client with its download, this host and the OpenAPI link', async () => {
    const { result, doc } = await renderPage('http://crowdsolve.test/workers-software', {});
    expect(result.status).toBe(200);
    expect(doc.querySelector('[data-testid="download"]')?.getAttribute('href')).toBe(
      '/downloads/crowdsolve-worker.mjs',
    );
    expect(doc.querySelector('[data-testid="openapi"]')?.getAttribute('href')).toBe('/api/worker/v1/openapi.json');
    expect(doc.body.textContent).toContain(
      'node crowdsolve-worker.mjs --server https://crowdsolve.test --token YOUR_WORKER_TOKEN',
    );
    // A visitor is asked to sign in as a worker to get a token.
    expect(doc.querySelector('[data-testid="worker-tokens"]')).toBeNull();
    expect(doc.querySelector('a[href="/auth/register?userType=worker"]')).not.toBeNull();
  });

  it('presents the named bots as this site’s own client, Russian first for rucaptcha-bot', async () => {
    const bot = await renderPage('http://crowdsolve.test/workers-software/captcha-bot-rs', {});
    expect(bot.doc.querySelector('h1')?.textContent).toBe('Captcha Bot for the command line');
    expect(bot.doc.body.textContent).toContain('It is not a third-party program.');
    const ru = await renderPage('http://crowdsolve.test/workers-software/rucaptcha-bot?lang=ru', {});
    expect(ru.result.status).toBe(200);
    expect(ru.doc.body.textContent).toContain('Это не сторонняя программа.');
    expect(ru.doc.querySelector('[data-testid="download"]')).not.toBeNull();
  });
});
