import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { ExtensionReplySchema, extensionDownloadPath, LANDING_PATHS as P } from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.ts';

/** The extension's folder in the repository: its package.json (the version) and release/ (the zip). */
export interface ExtensionFiles {
  dir: string;
}

/** The version in the extension's package.json, the same as its manifest's. */
export function extensionVersion(files: ExtensionFiles): string {
  const pkg = JSON.parse(readFileSync(path.join(files.dir, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/**
 * The browser extension built by `npm run build`: its description for the download page and the
 * zip itself, read when asked (a rebuilt zip of the same version needs no restart).
 */
export function extensionRoutes(files: ExtensionFiles): FastifyPluginAsyncZod {
  const version = extensionVersion(files);
  const fileName = `crowdsolve-extension-${version}.zip`;
  const zipFile = path.join(files.dir, 'release', fileName);
  const size = async () => (await stat(zipFile).catch(() => null))?.size ?? null;
  return async (app) => {
    app.get(P.extension, { schema: { response: { 200: ExtensionReplySchema } } }, async (_request, reply) => {
      const bytes = await size();
      reply.header('cache-control', 'public, max-age=300');
      return { version, fileName, url: extensionDownloadPath(version), size: bytes, available: bytes !== null };
    });

    app.get(extensionDownloadPath(version), async (_request, reply) => {
      if ((await size()) === null) throw new AppError('ERROR_NOT_FOUND');
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'public, max-age=86400')
        .send(createReadStream(zipFile));
    });
  };
}
