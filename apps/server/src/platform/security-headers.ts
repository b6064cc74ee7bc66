import type { SiteKind } from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';

/** Sources one page adds to the site's policy, per directive. */
export interface CspSources {
  scriptSrc?: string[];
  frameSrc?: string[];
  connectSrc?: string[];
  imgSrc?: string[];
  styleSrc?: string[];
}

/** Which pages get a wider policy, and with what (a module passes this in: the platform knows no page). */
export interface CspRelaxer {
  /** Cheap, run on every request: whether the path may be relaxed at all. */
  applies(pathname: string): boolean;
  sources(pathname: string, site: SiteKind): CspSources | null;
}

/** Security headers on every answer, computed once (the Fastify plugin rebuilds helmet on every request). */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const securityHeaders = helmet({
    // Vite's development client needs inline scripts; production pages carry none (state is JSON).
    contentSecurityPolicy:
      config.env === 'development'
        ? false
        : {
            directives: {
              defaultSrc: ["'self'"],
              scriptSrc: ["'self'"],
              styleSrc: ["'self'", "'unsafe-inline'"],
              imgSrc: ["'self'", 'data:', 'blob:'],
              connectSrc: ["'self'"],
              fontSrc: ["'self'"],
              objectSrc: ["'none'"],
              frameAncestors: ["'none'"],
              baseUri: ["'self'"],
              formAction: ["'self'"],
              upgradeInsecureRequests: null,
            },
          },
    hsts: config.isProduction,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });
}

const CSP = 'content-security-policy';
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The strict policy with `extra` added to its directives (a directive it lacks starts from default-src). */
export function widenPolicy(policy: string, extra: CspSources): string {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), values);
  }
  const fallback = directives.get('default-src') ?? ["'self'"];
  for (const [key, hosts] of Object.entries(extra) as [keyof CspSources, string[] | undefined][]) {
    if (!hosts?.length) continue;
    const name = kebab(key);
    const current = directives.get(name) ?? [...fallback];
    directives.set(name, [...current.filter((v) => v !== "'none'"), ...hosts.filter((h) => !current.includes(h))]);
  }
  return [...directives].map(([name, values]) => [name, ...values].join(' ')).join(';');
}

/**
 * Widens the policy of the pages `relaxer` names (a demo page with a third-party widget gets exactly
 * that provider's hosts); every other page keeps the strict one. Registered after the site resolver
 * exists; it runs for every route all the same.
 */
export function registerCspRelaxation(
  app: FastifyInstance,
  relaxer: CspRelaxer,
  siteOfHost: (host: string) => Promise<SiteKind>,
): void {
  const cache = new Map<string, string>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (!relaxer.applies(pathname)) return;
    const strict = reply.raw.getHeader(CSP);
    if (typeof strict !== 'string') return;
    const site = await siteOfHost(request.host);
    const extra = relaxer.sources(pathname, site);
    if (!extra) return;
    const key = `${strict}\n${JSON.stringify(extra)}`;
    let widened = cache.get(key);
    if (!widened) {
      widened = widenPolicy(strict, extra);
      if (cache.size < 256) cache.set(key, widened);
    }
    reply.raw.setHeader(CSP, widened);
  });
}
