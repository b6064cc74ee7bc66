import {
  DEMO_TASK_KIND,
  type DemoVerifyReason,
  type DemoVerifyReply,
  type Language,
  type SiteKind,
  type ThirdPartyDemo,
} from '@crowdsolve/contract';
import type { DemoProviders } from './demo.service.ts';

/** A widget's answer: one token, or the named values of GeeTest, Lemin and the like. */
export type ProviderAnswer = string | Record<string, string>;

/**
 * The provider adapters (modules/demo/providers, `createDemoProviders`), as this module uses
 * them: keyed by demo slug, null for a slug without a provider.
 */
export interface ProviderAdapters {
  describe(
    slug: string,
    ctx: { site: SiteKind; language: Language; ip?: string },
  ): Promise<Omit<ThirdPartyDemo, 'kind' | 'taskKind'> | null>;
  verify(
    slug: string,
    answer: ProviderAnswer,
    ctx?: { ip?: string },
  ): Promise<{
    success: boolean;
    reason: DemoVerifyReason | null;
    providerCodes: string[];
    score?: number;
    testKeys: boolean;
  } | null>;
}

/** The third-party demos' side of the service, on the provider adapters and the site of a host. */
export function thirdPartyDemos(
  adapters: ProviderAdapters,
  siteOfHost: (host: string) => Promise<SiteKind>,
): DemoProviders {
  return {
    async describe(slug, ctx) {
      const widget = await adapters.describe(slug, {
        site: await siteOfHost(ctx.host),
        language: ctx.language,
        ip: ctx.ip,
      });
      return widget ? { kind: 'third-party', ...widget, slug, taskKind: DEMO_TASK_KIND[slug] } : null;
    },
    async verify(slug, token, ctx): Promise<DemoVerifyReply> {
      const result = await adapters.verify(slug, token, { ip: ctx.ip });
      if (!result) return { ok: false, reason: 'unconfigured' };
      return {
        ok: result.success,
        ...(result.reason ? { reason: result.reason } : {}),
        errorCodes: result.providerCodes,
        ...(result.score !== undefined ? { score: result.score } : {}),
        testKeys: result.testKeys,
      };
    },
  };
}
