import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CaptchaTypeQuerySchema,
  CaptchaTypeReplySchema,
  LANDING_PATHS as P,
  RecognitionQuerySchema,
  RecognitionReplySchema,
} from '@crowdsolve/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { RecognitionService } from './recognition.service.ts';
import { safeHost } from './request-example.ts';

const SlugParams = z.object({ slug: z.string().max(100) });
/** Public and the same for everyone: browsers and proxies may keep it a few minutes. */
const PUBLIC_CACHE = 'public, max-age=300';

/** The host examples are written for: `hostname` when it is a host name, else the request's own host. */
function hostFor(request: FastifyRequest, hostname: string | undefined): string {
  return safeHost(hostname, safeHost(request.host, 'localhost'));
}

export function recognitionRoutes(deps: {
  recognition: RecognitionService;
  workerClientFile: string;
}): FastifyPluginAsyncZod {
  const { recognition } = deps;
  return async (app) => {
    app.get(
      P.recognition,
      { schema: { querystring: RecognitionQuerySchema, response: { 200: RecognitionReplySchema } } },
      async (request) => {
        const { ids, language, hostname } = request.query;
        const wanted = ids
          ? ids
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : null;
        const examples = await recognition.list({ ids: wanted, language, host: hostFor(request, hostname) });
        return { examples };
      },
    );

    const png = (route: string, which: 'image' | 'instruction') =>
      app.get(route, { schema: { params: SlugParams } }, async (request, reply) => {
        const body = await recognition.png(request.params.slug, which);
        if (!body) throw new AppError('ERROR_NOT_FOUND');
        return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(body);
      });
    png(P.recognitionImage, 'image');
    png(P.recognitionInstruction, 'instruction');

    app.get(
      P.captchaType,
      {
        schema: { params: SlugParams, querystring: CaptchaTypeQuerySchema, response: { 200: CaptchaTypeReplySchema } },
      },
      async (request, reply) => {
        const { currency, hostname, language } = request.query;
        const found = await recognition.captchaType(
          request.params.slug,
          currency,
          hostFor(request, hostname),
          language,
        );
        if (!found) throw new AppError('ERROR_NOT_FOUND');
        reply.header('cache-control', 'public, max-age=60');
        return found;
      },
    );

    // The reference worker client: one file, read when asked (so an update needs no restart).
    app.get(P.workerClient, async (_request, reply) => {
      const body = await readFile(deps.workerClientFile);
      return reply
        .type('text/javascript; charset=utf-8')
        .header('content-disposition', `attachment; filename="${path.basename(deps.workerClientFile)}"`)
        .header('cache-control', PUBLIC_CACHE)
        .send(body);
    });
  };
}
