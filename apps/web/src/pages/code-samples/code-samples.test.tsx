// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { type RenderInput, render } from '../../entry-server.tsx';
import type { Transport } from '../../lib/request.ts';

const SAMPLES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../samples');
const HOST = 'https://solve.example.org';

/** Answers the code-samples API with the published files, as the server does. */
function transport(calls: string[]): Transport {
  const sets: Record<string, { files: [string, 'solve' | 'receiver'][]; run: string[]; check: 'run' | 'none' }> = {
    python: {
      files: [
        ['solve.py', 'solve'],
        ['pingback.py', 'receiver'],
      ],
      run: ['python3 solve.py'],
      check: 'run',
    },
    csharp: {
      files: [
        ['Program.cs', 'solve'],
        ['Pingback.cs', 'receiver'],
      ],
      run: ['dotnet run'],
      check: 'none',
    },
    puppeteer: { files: [['solve-with-puppeteer.mjs', 'solve']], run: ['npm install puppeteer-core'], check: 'run' },
  };
  return async (url) => {
    calls.push(url);
    const lang = url.match(/^\/api\/v1\/code-samples\/([a-z-]+)$/)?.[1];
    const set = lang ? sets[lang] : undefined;
    if (lang && set) {
      const files = set.files.map(([name, role]) => ({
        name,
        role,
        code: readFileSync(path.join(SAMPLES, lang, name), 'utf8').replaceAll('http://localhost:3000', HOST),
      }));
      const body = { lang, baseUrl: HOST, requires: 'the runtime', run: set.run, check: set.check, files };
      return new Response(JSON.stringify(body), { status: 200 });
    }
    return new Response(JSON.stringify({ error: { code: 'ERROR_EMPTY_USER', message: 'x' } }), { status: 400 });
  };
}

async function renderPage(url: string, calls: string[] = [], site: RenderInput['site'] = 'international') {
  const result = await render({
    url,
    site,
    cookies: {},
    acceptLanguage: undefined,
    csrfToken: 'csrf',
    internationalUrl: site === 'region' ? 'http://crowdsolve.test/' : null,
    transport: transport(calls),
  });
  if (result.kind !== 'page') throw new Error('expected a page');
  const doc = new Window().document;
  doc.body.innerHTML = result.html;
  return { result, doc };
}

describe('code sample pages', () => {
  it('/lang lists the seven languages and the three complete scripts', async () => {
    const { result, doc } = await renderPage('http://crowdsolve.test/lang');
    expect(result.status).toBe(200);
    const links = [...doc.querySelectorAll('[data-testid="sample-languages"] a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['python', 'javascript', 'php', 'go', 'java', 'ruby', 'csharp'].map((l) => `/lang/${l}`));
    expect(doc.querySelector('a[href="/puppeteer-captcha-solver"]')).not.toBeNull();
    expect(doc.querySelector('h1')?.textContent).toBe('Code samples');
  });

  it('/lang/python is rendered on the server with the code, this host and copy buttons', async () => {
    const calls: string[] = [];
    const { result, doc } = await renderPage('http://crowdsolve.test/lang/python', calls);
    expect(result.status).toBe(200);
    expect(calls).toContain('/api/v1/code-samples/python');
    expect(doc.querySelector('h1')?.textContent).toBe('Python code sample');
    const solve = doc.querySelector('[data-file="solve.py"] pre')?.textContent ?? '';
    expect(solve).toContain(`BASE_URL = os.environ.get("BASE_URL", "${HOST}")`);
    expect(solve).toContain('reportgood');
    expect(doc.querySelector('[data-file="pingback.py"]')).not.toBeNull();
    expect(doc.querySelectorAll('button').length).toBeGreaterThanOrEqual(3);
    expect(doc.body.textContent).toContain(`BASE_URL defaults to ${HOST}, this service.`);
    expect(doc.body.textContent).toContain('our test suite runs this code');
  });

  it('says nothing about tests where none runs the sample (C#)', async () => {
    const { doc } = await renderPage('http://crowdsolve.test/lang/csharp');
    expect(doc.querySelector('[data-file="Program.cs"] pre')?.textContent).toContain(HOST);
    expect(doc.body.textContent).not.toContain('our test suite runs this code');
  });

  it('is in Russian and Chinese', async () => {
    const ru = await renderPage('http://crowdsolve.test/lang/python?lang=ru');
    expect(ru.doc.querySelector('h1')?.textContent).toBe('Пример кода на Python');
    const zh = await renderPage('http://zh.crowdsolve.test/lang/python', [], 'region');
    expect(zh.doc.querySelector('h1')?.textContent).toBe('Python 代码示例');
  });

  it('/puppeteer-captcha-solver shows the complete script', async () => {
    const calls: string[] = [];
    const { result, doc } = await renderPage('http://crowdsolve.test/puppeteer-captcha-solver', calls);
    expect(result.status).toBe(200);
    expect(calls).toContain('/api/v1/code-samples/puppeteer');
    expect(doc.querySelector('h1')?.textContent).toBe('Puppeteer captcha solver');
    expect(doc.querySelector('[data-file="solve-with-puppeteer.mjs"] pre')?.textContent).toContain(
      "import puppeteer from 'puppeteer-core';",
    );
  });
});
