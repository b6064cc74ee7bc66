import {
  AdminSuspensionBodySchema,
  AdminWorkerDetailSchema,
  AdminWorkersQuerySchema,
  AdminWorkersReplySchema,
  ControlTaskActiveBodySchema,
  ControlTasksReplySchema,
  CreateControlTaskBodySchema,
  QUALITY_PATHS as P,
  TrainingAnswerBodySchema,
  TrainingAnswerReplySchema,
  TrainingSummarySchema,
  ADMIN_WORKER_PATHS as W,
  WorkerLanguagesBodySchema,
  WorkerLanguagesReplySchema,
  WorkerMistakesReplySchema,
  WorkerQualityReplySchema,
} from '@crowdsolve/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireUser } from '../../platform/auth.ts';
import { AppError } from '../../platform/errors.ts';
import type { QualityAdmin } from './admin.ts';
import type { QualityService } from './quality.service.ts';

const minute = 60_000;
const IdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const BeforeQuery = z.object({ before: z.coerce.number().int().positive().optional() });

/** The signed-in worker's training, languages, accuracy and mistakes; the admins' control set. */
export function qualityRoutes(deps: { quality: QualityService; admin: QualityAdmin }): FastifyPluginAsyncZod {
  const { quality, admin } = deps;
  const worker = (request: FastifyRequest) => {
    const principal = requireUser(request);
    if (principal.userType !== 'worker') throw new AppError('WORK_NOT_WORKER');
    return principal.userId;
  };
  return async (app) => {
    app.get(P.training, { schema: { response: { 200: TrainingSummarySchema } } }, async (request) =>
      quality.trainingSummary(worker(request)),
    );
    app.post(
      P.trainingStart,
      { config: { rateLimit: { max: 20, timeWindow: minute } }, schema: { response: { 200: TrainingSummarySchema } } },
      async (request) => quality.startTraining(worker(request)),
    );
    app.post(
      P.trainingAnswer,
      {
        config: { rateLimit: { max: 120, timeWindow: minute } },
        schema: { body: TrainingAnswerBodySchema, response: { 200: TrainingAnswerReplySchema } },
      },
      async (request) => quality.answerTraining(worker(request), request.body.controlTaskId, request.body.answer),
    );
    app.get(P.languages, { schema: { response: { 200: WorkerLanguagesReplySchema } } }, async (request) =>
      quality.languages(worker(request)),
    );
    app.put(
      P.languages,
      { schema: { body: WorkerLanguagesBodySchema, response: { 200: WorkerLanguagesReplySchema } } },
      async (request) => quality.setLanguages(worker(request), request.body.languages),
    );
    app.get(P.quality, { schema: { response: { 200: WorkerQualityReplySchema } } }, async (request) =>
      quality.quality(worker(request)),
    );
    app.get(
      P.mistakes,
      { schema: { querystring: BeforeQuery, response: { 200: WorkerMistakesReplySchema } } },
      async (request) => quality.mistakes(worker(request), request.query.before ?? null),
    );

    app.get(P.adminControlTasks, { schema: { response: { 200: ControlTasksReplySchema } } }, async (request) => {
      requirePermission(request, ['admin']);
      return quality.controlTasks();
    });
    app.post(
      P.adminControlTasks,
      { bodyLimit: 2 * 1024 * 1024, schema: { body: CreateControlTaskBodySchema } },
      async (request, reply) => {
        const admin = requirePermission(request, ['admin']);
        reply.code(201);
        return quality.createControlTask(admin.userId, request.body);
      },
    );
    app.put(
      P.adminControlTask,
      { schema: { params: IdParams, body: ControlTaskActiveBodySchema } },
      async (request) => {
        requirePermission(request, ['admin']);
        return quality.setControlTaskActive(request.params.id, request.body.active);
      },
    );

    app.get(
      W.workers,
      { schema: { querystring: AdminWorkersQuerySchema, response: { 200: AdminWorkersReplySchema } } },
      async (request) => {
        requirePermission(request, ['admin']);
        return admin.list(request.query);
      },
    );
    app.get(W.worker, { schema: { params: IdParams, response: { 200: AdminWorkerDetailSchema } } }, async (request) => {
      requirePermission(request, ['admin']);
      return admin.detail(request.params.id);
    });
    app.post(W.suspension, { schema: { params: IdParams, body: AdminSuspensionBodySchema } }, async (request) => {
      requirePermission(request, ['admin']);
      return admin.setSuspension(request.params.id, request.body.suspended);
    });
    app.post(W.flagReview, { schema: { params: IdParams } }, async (request) => {
      const user = requirePermission(request, ['admin']);
      return admin.reviewFlag(user.userId, request.params.id);
    });
  };
}
