import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ExtensionReplySchema, extensionDownloadPath, LANDING_PATHS as P } from '@crowdsolve/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';
import { zipWithFile } from './extension-zip.ts';
import { safeHost } from './request-example.ts';

/** The extension's folder in the repository: its package.json (the version) and release/ (the zip). */
export interface ExtensionFiles {
  dir: string;
}

/** The version in the extension's package.json, the same as its manifest's. */
export function extensionVersion(files: ExtensionFiles): string {
  const pkg = JSON.parse(readFileSync(path.join(files.dir, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** The site the zip is downloaded from, which becomes the extension's default service address. */
function siteOrigin(request: FastifyRequest): string | null {
  const host = safeHost(request.host, '');
  return host ? `${request.protocol === 'https' ? 'https' : 'http'}://${host}` : null;
}

/** Downloads per site (a few: one per domain the service answers on), rebuilt when the zip changes. */
const CACHE_MAX = 32;

/**
 * The browser extension built by `npm run build`: its description for the download page and the
 * zip itself, read when asked (a rebuilt zip of the same version needs no restart), with a
 * `config.json` added that names the site it was downloaded from.
 */
export function extensionRoutes(files: ExtensionFiles): FastifyPluginAsyncZod {
  const version = extensionVersion(files);
  const fileName = `crowdsolve-extension-${version}.zip`;
  const zipFile = path.join(files.dir, 'release', fileName);
  const cache = new Map<string, Buffer>();
  /** The zip with `config.json` naming the site it came from (the options page's default). */
  async function zipFor(origin: string | null): Promise<Buffer | null> {
    const info = await stat(zipFile).catch(() => null);
    if (!info) return null;
    const cacheKey = `${info.mtimeMs}:${info.size}:${origin}`;
    const hit = cache.get(cacheKey);
    if (hit) return hit;
    const base = await readFile(zipFile);
    const body = origin
      ? (zipWithFile(base, 'config.json', Buffer.from(JSON.stringify({ host: origin }))) ?? base)
      : base;
    if (cache.size >= CACHE_MAX) cache.clear();
    cache.set(cacheKey, body);
    return body;
  }
  return async (app) => {
    app.get(P.extension, { schema: { response: { 200: ExtensionReplySchema } } }, async (request, reply) => {
      const bytes = (await zipFor(siteOrigin(request)))?.length ?? null;
      reply.header('cache-control', 'public, max-age=300');
      return { version, fileName, url: extensionDownloadPath(version), size: bytes, available: bytes !== null };
    });

    app.get(extensionDownloadPath(version), async (request, reply) => {
      const body = await zipFor(siteOrigin(request));
      if (!body) throw new AppError('ERROR_NOT_FOUND');
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'public, max-age=86400')
        .header('vary', 'host')
        .send(body);
    });
  };
}
