import { API_DOC_SLUGS, API_DOCS_PATHS as P } from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import type { DatabaseHandle } from '../../platform/db.ts';

const article = (slug: string) => P.article.replace(':slug', slug);

describe.each(DATABASE_TARGETS)('API docs on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await target.open();
    app = await testApp(database, { env: { PUBLIC_URL: 'https://solver.example.org' } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('lists every call, task type and the error page, with prices from the price table', async () => {
    const res = await app.inject(`${P.index}?language=en&version=v2`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.entries.map((e: { slug: string }) => e.slug)).toEqual([...API_DOC_SLUGS]);
    expect(body.entries.find((e: { slug: string }) => e.slug === 'recaptcha-v2')).toMatchObject({
      title: 'reCAPTCHA v2',
      category: 'token',
      per1000Micros: 2_990_000,
    });
    expect(body.entries.find((e: { slug: string }) => e.slug === 'submit').title).toBe('createTask');
  });

  it('shows this host in the examples: the page host when given, else the public URL', async () => {
    const own = (await app.inject(`${article('turnstile')}?version=v1`)).json();
    expect(own.baseUrl).toBe('https://solver.example.org');
    expect(own.examples[0].code).toContain('https://solver.example.org/in.php');
    const asked = (await app.inject(`${article('turnstile')}?version=v2&hostname=captcha.local:8080`)).json();
    const code = asked.examples.map((e: { code: string }) => e.code).join('\n');
    expect(code).toContain('https://captcha.local:8080/createTask');
    expect(code).not.toMatch(/2captcha\.com|rucaptcha\.com|anti-captcha/);
    expect((await app.inject(`${article('turnstile')}?hostname=${encodeURIComponent('evil.com/x?')}`)).statusCode).toBe(
      400,
    );
  });

  it('switches the parameters, names and examples with the version', async () => {
    const v1 = (await app.inject(`${article('turnstile')}?version=v1&language=ru`)).json();
    const v2 = (await app.inject(`${article('turnstile')}?version=v2&language=ru`)).json();
    expect(v1.endpoint).toEqual({ httpMethod: 'POST', path: '/in.php' });
    expect(v2.endpoint).toEqual({ httpMethod: 'POST', path: '/createTask' });
    expect(v1.params.find((p: { names: string[] }) => p.names[0] === 'pageurl')).toMatchObject({ required: true });
    expect(v2.params.find((p: { names: string[] }) => p.names[0] === 'websiteURL').description).toBe(
      'Полный адрес страницы с капчей.',
    );
    expect(v1.type.selectors).toEqual(['method=turnstile']);
    expect(v2.type.selectors).toEqual(['TurnstileTaskProxyless', 'TurnstileTask']);
    expect(v2.type.proxyTypes).toEqual(['TurnstileTask']);
    expect(v2.examples.find((e: { label: string }) => e.label === 'resultAnswer').code).toContain('"token"');
    const balance = (await app.inject(`${article('balance')}?version=v2`)).json();
    expect(balance.title).toBe('getBalance');
    const errors = (await app.inject(`${article('errors')}?version=v2&language=zh`)).json();
    expect(errors.errors.find((e: { code: string }) => e.code === 'ERROR_ZERO_BALANCE')).toMatchObject({ id: 10 });
  });

  it('answers 404 for a page that does not exist', async () => {
    const res = await app.inject(article('no-such-doc'));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ERROR_NOT_FOUND');
  });
});
