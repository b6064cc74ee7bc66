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
 * One handler for every failure: `{"error":{"code","message","requestId"}}` with a fitting
 * status. Validation errors name the fields; internal errors are logged in full and answered
 * with a generic message (no stack, no SQL).
 */
export function registerErrorHandler(app: FastifyInstance): void {
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
