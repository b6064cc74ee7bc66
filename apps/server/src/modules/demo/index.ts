import type { SiteKind } from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import type { DemoProvidersConfig } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { demoRoutes } from './demo.routes.ts';
import { demoService } from './demo.service.ts';
import { type ProviderAdapters, thirdPartyDemos } from './demo.third-party.ts';
import { createDemoProviders, type DemoProviders as ProviderAdaptersWithCsp } from './providers/index.ts';

export type { DemoContext, DemoProviders, DemoService } from './demo.service.ts';
export type { ProviderAdapters } from './demo.third-party.ts';

/**
 * Demo captchas (spec §2 /demo/{slug}, §7 captcha-demo calls): first-party captchas the service
 * draws (signed, single-use, expiring, the answer encrypted inside the challenge), and the
 * third-party widgets through the provider adapters (modules/demo/providers, made from
 * `providersConfig`, or `providers` as given — tests pass their own; with neither a third-party
 * slug is not found), on the site of the request's host (`siteOfHost`, default international).
 * Returns the adapters too: their `cspForPath` widens the policy of the demo pages.
 */
export async function registerDemo(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    providers?: ProviderAdapters | null;
    providersConfig?: DemoProvidersConfig;
    siteOfHost?: (host: string) => Promise<SiteKind>;
  },
) {
  const siteOfHost = deps.siteOfHost ?? (async () => 'international' as const);
  const made: ProviderAdaptersWithCsp | null = deps.providersConfig ? createDemoProviders(deps.providersConfig) : null;
  const adapters = deps.providers !== undefined ? deps.providers : made;
  const demo = demoService({
    db: deps.db,
    clock: deps.clock,
    secret: deps.providersConfig?.challengeSecret ?? null,
    providers: adapters ? thirdPartyDemos(adapters, siteOfHost) : null,
  });
  await app.register(demoRoutes({ demo }));
  return { demo, providers: made };
}
