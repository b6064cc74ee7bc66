import type { IncomingMessage } from 'node:http';
import type { ErrorCode, ErrorEnvelope, FieldIssue } from '@crowdsolve/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, defaultMessage } from './errors.ts';
import { InvalidInputError } from './input-guard.ts';

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  status: number,
  message: string,
  fields?: FieldIssue[],
): FastifyReply {
  const body: ErrorEnvelope = { error: { code, message, requestId: request.id } };
  if (fields?.length) body.error.fields = fields;
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Maps Fastify's own client errors (bad JSON, too large, wrong content type) to our codes. */
function clientErrorCode(err: FastifyError): ErrorCode {
  switch (err.statusCode) {
    case 404:
      return 'ERROR_NOT_FOUND';
    case 405:
      return 'ERROR_METHOD_NOT_ALLOWED';
    case 413:
      return 'ERROR_PAYLOAD_TOO_LARGE';
    case 415:
      return 'ERROR_UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'ERROR_RATE_LIMITED';
    default:
      return 'ERROR_BAD_REQUEST';
  }
}

/**
 * The most of a refused request's body read (and dropped) before answering. A larger body is
 * answered at once and its connection closed: the client may then see a reset instead.
 */
export const DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/** Whether nothing more of the request's body will come (read to its end, or the connection gone). */
function bodyArrived(raw: IncomingMessage): boolean {
  return raw.complete === true || raw.readableEnded || raw.destroyed;
}

/**
 * Reads what is left of a request's body and drops it: resolves when it has all arrived, the
 * connection is gone (the server's request timeout ends a body that trickles), or past `maxBytes`.
 */
export function drainBody(raw: IncomingMessage, maxBytes = DRAIN_MAX_BYTES): Promise<void> {
  if (bodyArrived(raw)) return Promise.resolve();
  if (Number(raw.headers['content-length']) > maxBytes) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      raw.off('data', onData);
      raw.off('end', done);
      raw.off('close', done);
      raw.off('error', done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.length;
      if (read > maxBytes) done();
    };
    // A parser that gave up (a body over its limit) may still be piped to: it gets nothing more.
    raw.unpipe();
    raw.on('data', onData);
    raw.once('end', done);
    raw.once('close', done);
    raw.once('error', done);
    raw.resume();
  });
}

/**
 * A request refused while its body is still arriving (too large, a bad upload) is answered once
 * the client has sent the whole body. Fastify closes the connection after a body it refused, and
 * a connection closed with unread bytes is reset by the kernel: a client still sending would get
 * ECONNRESET or EPIPE instead of the answer (the web API's 413, the solver API's
 * ERROR_TOO_BIG_CAPTCHA_FILESIZE or errorId 4). The server's request timeout bounds the wait.
 * Refusals that are no errors (a blocked flood) close without reading on.
 */
function registerBodyDrain(app: FastifyInstance): void {
  app.addHook('onError', async (request) => {
    if (!bodyArrived(request.raw)) await drainBody(request.raw);
  });
}

/**
 * One handler for every failure: `{"error":{"code","message","requestId"}}` with a fitting
 * status. Validation errors name the fields; internal errors are logged in full and answered
 * with a generic message (no stack, no SQL). Every API's failures (the solver APIs answer theirs
 * in protocol) wait for the rest of the request's body first (registerBodyDrain).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  registerBodyDrain(app);
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) request.log.error({ err }, 'request failed');
      // Every 429 says when to come back.
      if (err.status === 429) reply.header('retry-after', String(Math.max(1, Math.ceil(err.retryAfterS ?? 60))));
      return sendError(reply, request, err.code, err.status, err.message, err.fields);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const part = err.validationContext ?? 'body';
      const fields = err.validation.map((v) => {
        const where = String(v.instancePath ?? '')
          .split('/')
          .filter(Boolean)
          .join('.');
        return { field: where ? `${part}.${where}` : part, message: v.message ?? 'invalid' };
      });
      return sendError(reply, request, 'ERROR_VALIDATION', 400, defaultMessage('ERROR_VALIDATION'), fields);
    }
    if (err instanceof InvalidInputError) {
      return sendError(reply, request, 'ERROR_VALIDATION', 400, err.message);
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code = clientErrorCode(err);
      return sendError(reply, request, code, status, defaultMessage(code));
    }
    request.log.error({ err }, 'unhandled error');
    return sendError(reply, request, 'ERROR_INTERNAL', 500, defaultMessage('ERROR_INTERNAL'));
  });
}
