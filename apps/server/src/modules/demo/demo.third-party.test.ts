import { DEMO_PATHS, type DemoReply, demoPath } from '@crowdsolve/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { systemClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { registerErrorHandler } from '../../platform/error-handler.ts';
import { registerDemo } from './index.ts';
import { createDemoProviders } from './providers/index.ts';
import { providerStandIn, standInConfig } from './providers/test-support.ts';

/** The demo calls of the third-party captchas, their providers' APIs played by a local stand-in. */
describe('third-party demo calls', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let standIn: Awaited<ReturnType<typeof providerStandIn>>;

  beforeAll(async () => {
    standIn = await providerStandIn();
    database = await (DATABASE_TARGETS[0] as (typeof DATABASE_TARGETS)[number]).open();
    app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const providers = createDemoProviders(
      standInConfig(standIn.base, { DEMO_RECAPTCHA_V3_SITE_KEY: 'v3-site', DEMO_RECAPTCHA_V3_SECRET: 'v3-secret' }),
    );
    await registerDemo(app, {
      db: database.db,
      clock: systemClock,
      providers,
      siteOfHost: async (host) => (host.endsWith('.cn') ? 'region' : 'international'),
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    standIn?.close();
  });

  const get = (slug: string, host = 'example.com') =>
    app.inject({ url: `${demoPath(DEMO_PATHS.demo, slug)}?language=ru`, headers: { host } });
  const verify = (slug: string, payload: object) =>
    app.inject({ method: 'POST', url: demoPath(DEMO_PATHS.verify, slug), payload });

  it('describes a provider’s widget with the task kind it is solved as, published test keys flagged', async () => {
    const v2 = await get('recaptcha-v2');
    expect(v2.statusCode, v2.body).toBe(200);
    expect(v2.json<DemoReply>()).toMatchObject({
      kind: 'third-party',
      slug: 'recaptcha-v2',
      provider: 'recaptcha',
      taskKind: 'recaptcha_v2',
      testKeys: true,
      configured: true,
    });
    // A task kind's id answers as its own demo.
    expect((await get('turnstile')).json()).toMatchObject({ slug: 'cloudflare-turnstile', taskKind: 'turnstile' });
    // The region site gets the provider's hosts reachable there.
    const region = (await get('recaptcha-v2', 'crowdsolve.cn')).json<DemoReply>();
    expect(region.kind === 'third-party' && region.scriptUrl).toMatch(/recaptcha\.net/);
    expect((await get('mtcaptcha')).json()).toMatchObject({ kind: 'third-party', configured: false });
  });

  it('verifies a token through the provider: success with the score, rejection with its codes', async () => {
    const described = (await get('recaptcha-v3')).json<DemoReply>();
    const action = described.kind === 'third-party' ? described.action : undefined;
    expect(described).toMatchObject({ siteKey: 'v3-site', testKeys: false, minScore: 0.5 });
    standIn.answer(() => ({ body: { success: true, score: 0.9, action, hostname: 'example.com' } }));
    const passed = await verify('recaptcha-v3', { token: 'good-token' });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json()).toMatchObject({ ok: true, score: 0.9, testKeys: false });
    expect(standIn.last()?.form).toMatchObject({ secret: 'v3-secret', response: 'good-token' });

    standIn.answer(() => ({ body: { success: false, 'error-codes': ['invalid-input-response'] } }));
    expect((await verify('recaptcha-v3', { token: 'bad' })).json()).toMatchObject({
      ok: false,
      reason: 'rejected',
      errorCodes: ['invalid-input-response'],
    });
    standIn.answer(() => ({ body: { success: true, score: 0.2, action } }));
    expect((await verify('recaptcha-v3', { token: 'low' })).json()).toMatchObject({
      ok: false,
      reason: 'score-too-low',
      score: 0.2,
    });
    // A first-party answer is not a widget's token.
    expect((await verify('hcaptcha', { challenge: 'x', answer: 'y' })).statusCode).toBe(400);
    expect((await verify('solvemedia', { token: 'x' })).statusCode).toBe(404);
  });
});
