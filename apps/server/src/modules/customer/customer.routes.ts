import {
  ApiErrorsQuerySchema,
  ApiErrorsReplySchema,
  ComplaintsReplySchema,
  CustomerListQuerySchema,
  CustomerTaskViewSchema,
  DashboardReplySchema,
  ImpossibleCaptchasReplySchema,
  NotCaptchaReplySchema,
  CUSTOMER_PATHS as P,
  TaskReportBodySchema,
  TaskReportReplySchema,
  TEST_CAPTCHA_IMAGE_MAX_BYTES,
  TestCaptchaBodySchema,
  TestCaptchaReplySchema,
} from '@crowdsolve/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireApiUser } from '../../platform/auth.ts';
import type { ApiErrorLog } from './api-errors.ts';
import type { CustomerService } from './customer.service.ts';

const TaskParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** The customer cabinet's API: dashboard, task lists, the API-error log, the test captcha. */
export function customerRoutes(deps: {
  customer: CustomerService;
  apiErrors: ApiErrorLog;
  apiKeyOf: (userId: number) => Promise<string | null>;
}): FastifyPluginAsyncZod {
  const { customer, apiErrors } = deps;
  return async (app) => {
    app.get(P.dashboard, { schema: { response: { 200: DashboardReplySchema } } }, async (request) => {
      const { userId } = requireApiUser(request);
      return customer.dashboard(userId, await deps.apiKeyOf(userId));
    });

    const list = { querystring: CustomerListQuerySchema };
    app.get(P.impossible, { schema: { ...list, response: { 200: ImpossibleCaptchasReplySchema } } }, async (request) =>
      customer.impossible(requireApiUser(request).userId, request.query.page),
    );
    app.get(P.complaints, { schema: { ...list, response: { 200: ComplaintsReplySchema } } }, async (request) =>
      customer.complaints(requireApiUser(request).userId, request.query.page),
    );
    app.get(P.notCaptcha, { schema: { ...list, response: { 200: NotCaptchaReplySchema } } }, async (request) =>
      customer.notCaptcha(requireApiUser(request).userId, request.query.page),
    );
    app.get(
      P.errors,
      { schema: { querystring: ApiErrorsQuerySchema, response: { 200: ApiErrorsReplySchema } } },
      async (request) => apiErrors.groups(requireApiUser(request).userId, request.query.days),
    );

    app.get(P.taskImage, { schema: { params: TaskParamsSchema } }, async (request, reply) => {
      const image = await customer.image(requireApiUser(request).userId, request.params.id);
      if (!image)
        return reply.code(404).send({ error: { code: 'ERROR_NOT_FOUND', message: 'The task has no image.' } });
      return reply
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .type(image.mime)
        .send(image.bytes);
    });
    app.get(
      P.task,
      { schema: { params: TaskParamsSchema, response: { 200: CustomerTaskViewSchema } } },
      async (request) => customer.task(requireApiUser(request).userId, request.params.id),
    );
    app.post(
      P.taskReport,
      { schema: { params: TaskParamsSchema, body: TaskReportBodySchema, response: { 200: TaskReportReplySchema } } },
      async (request) => customer.report(requireApiUser(request).userId, request.params.id, request.body.verdict),
    );

    app.post(
      P.testCaptcha,
      {
        // The image travels as base64 in JSON.
        bodyLimit: Math.ceil((TEST_CAPTCHA_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024,
        schema: { body: TestCaptchaBodySchema, response: { 200: TestCaptchaReplySchema } },
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      },
      async (request) => customer.testCaptcha(requireApiUser(request).userId, request.body, request.ip),
    );
  };
}
