import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Paths pino removes from every line. Headers and bodies that carry secrets never reach the
 * log; query strings are cut from logged URLs (API keys travel there in the 2captcha protocol).
 */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.secret',
  '*.apiKey',
  '*.key',
  '*.sessionId',
  '*.csrfToken',
  '*.totp',
];

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Honours a well-formed incoming `x-request-id` (from a load balancer), else makes one. */
export function genReqId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  if (typeof incoming === 'string' && REQUEST_ID.test(incoming)) return incoming;
  return randomUUID();
}

export function stripQuery(url: string | undefined): string | undefined {
  if (!url) return url;
  const q = url.indexOf('?');
  return q === -1 ? url : `${url.slice(0, q)}?…`;
}

export function loggerOptions(config: Pick<Config, 'logLevel' | 'logPretty'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; hostname?: string }) => ({
        method: req.method,
        url: stripQuery(req.url),
        host: req.hostname,
        ip: req.ip,
      }),
    },
    ...(config.logPretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}
