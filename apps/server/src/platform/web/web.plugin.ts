import { createHash } from 'node:crypto';
import type { SiteKind } from '@crowdsolve/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { secureCookies } from '../cookies.ts';
import { ensureCsrfToken } from '../csrf.ts';
import { sendError } from '../error-handler.ts';
import { fillTemplate, type PageRenderer, type SitemapPage } from './renderer.ts';
import { configuredSiteHosts, type SiteHosts, siteOfRequest } from './site.ts';

/** Calls the API in-process with the visitor's cookies, for data a page renders with. */
function inProcessTransport(app: FastifyInstance, request: FastifyRequest) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
    // The page reads the body as text: never ask for a compressed one.
    delete headers['accept-encoding'];
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    if (request.headers['accept-language']) headers['accept-language'] = request.headers['accept-language'];
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers,
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    const body = res.statusCode === 204 || res.statusCode === 304 ? null : res.body;
    return new Response(body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });
  };
}

/**
 * The page's ETag. Pages are revalidated on every visit (`no-cache`) and an unchanged one answers
 * 304 without a body. The times at which the page's data was fetched (in its state) do not make
 * it a different page. Weak, because the same page is sent in several encodings.
 */
export function pageEtag(html: string): string {
  const content = html.replace(/"(dehydratedAt|dataUpdatedAt|errorUpdatedAt)":\d+/g, '');
  return `W/"${createHash('sha1').update(content).digest('base64url')}"`;
}

/** Whether an `If-None-Match` header names the page's ETag (weak comparison, `*` too). */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/**
 * Serves the web app: static files, and every other GET outside `/api` rendered by React on
 * the server (unknown paths get the not-found page with 404). API paths answer JSON 404s.
 */
export async function registerWeb(
  app: FastifyInstance,
  config: Config,
  renderer: PageRenderer | null,
  hosts: SiteHosts = configuredSiteHosts(config.sites),
  /** The articles a site lists, for `sitemap.xml` (the content module's). */
  sitemapPages: (site: SiteKind) => Promise<SitemapPage[]> = async () => [],
) {
  const siteOf = (request: FastifyRequest) => siteOfRequest(hosts, config.sites.defaultSite, request);
  if (renderer) {
    await renderer.register(app);
    // From the route table, for the requesting host: its site kind decides the URLs' language form;
    // the URLs are on the site's main host (a mirror's sitemap lists the main host's pages).
    app.get('/sitemap.xml', async (request, reply) => {
      const { site, canonicalOrigin } = await siteOf(request);
      const body = await renderer.sitemap(site, canonicalOrigin, await sitemapPages(site));
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
    });
    app.get('/robots.txt', async (request, reply) => {
      const { site, canonicalOrigin } = await siteOf(request);
      const body = await renderer.robots(site, canonicalOrigin);
      return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|assets)(\/|$)/.test(request.url);
    if (!isPage || !renderer) return sendError(reply, request, 'ERROR_NOT_FOUND', 404, 'Not found.');

    const csrfToken = ensureCsrfToken(request, reply, secureCookies(request, config.isProduction));
    const { site, links, canonicalOrigin } = await siteOf(request);
    const result = await renderer.render({
      url: `${request.protocol}://${request.host}${request.url}`,
      site,
      canonicalOrigin,
      cookies: request.cookies,
      acceptLanguage: request.headers['accept-language'],
      csrfToken,
      ...links,
      transport: inProcessTransport(app, request),
    });
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    const html = fillTemplate(await renderer.template(request.url), result, renderer.preloads(result.module));
    const etag = pageEtag(html);
    reply.header('etag', etag);
    if (result.status === 200 && ifNoneMatch(request.headers['if-none-match'], etag)) {
      return reply
        .code(304)
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie, accept-language, accept-encoding')
        .send();
    }
    return reply
      .code(result.status)
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie, accept-language, accept-encoding')
      .type('text/html; charset=utf-8')
      .send(html);
  });
}
