import {
  AdmissionBodySchema,
  AdmissionReplySchema,
  CreatedWorkerTokenSchema,
  CreateWorkerTokenBodySchema,
  NextTaskQuerySchema,
  NextTaskReplySchema,
  OkReplySchema,
  WORK_PATHS as P,
  WorkerMeReplySchema,
  WorkerTokensReplySchema,
} from '@crowdsolve/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requirePermission, requireUser } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { ReleaseReason, SolvingEngine } from '../solving/index.ts';
import { presentTask } from './present.ts';
import type { WorkService } from './work.service.ts';

const ok = { ok: true as const };
const IdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
/** The answer is checked by the engine against its task: any JSON passes here, a refusal is WORK_INVALID_ANSWER. */
const AnswerBody = z.object({ answer: z.unknown().optional() });
const minute = 60_000;

type TakeRequest = FastifyRequest<{ Querystring: z.infer<typeof NextTaskQuerySchema> }>;

/** The signed-in worker's tokens (session), and the admin's admission switch. */
export function workAccountRoutes(deps: { work: WorkService }): FastifyPluginAsyncZod {
  const { work } = deps;
  const worker = (request: FastifyRequest) => {
    const principal = requireUser(request);
    if (principal.userType !== 'worker') throw new AppError('WORK_NOT_WORKER');
    return principal.userId;
  };
  return async (app) => {
    app.get(
      P.tokens,
      {
        config: { rateLimit: { max: 60, timeWindow: minute } },
        schema: { response: { 200: WorkerTokensReplySchema } },
      },
      async (request) => ({ tokens: await work.listTokens(worker(request)) }),
    );

    app.post(
      P.tokens,
      {
        config: { rateLimit: { max: 10, timeWindow: minute } },
        schema: { body: CreateWorkerTokenBodySchema, response: { 200: CreatedWorkerTokenSchema } },
      },
      async (request) => work.createToken(worker(request), request.body.name),
    );

    app.delete(
      P.token,
      {
        config: { rateLimit: { max: 30, timeWindow: minute } },
        schema: { params: IdParams, response: { 200: OkReplySchema } },
      },
      async (request) => {
        await work.revokeToken(worker(request), request.params.id);
        return ok;
      },
    );

    app.put(
      P.adminAdmission,
      { schema: { params: IdParams, body: AdmissionBodySchema, response: { 200: AdmissionReplySchema } } },
      async (request) => {
        const admin = requirePermission(request, ['admin']);
        return work.setAdmission(admin.userId, request.params.id, request.body.admitted);
      },
    );
  };
}

export interface WorkerApiDeps {
  work: WorkService;
  engine: SolvingEngine;
  clock: Clock;
  /** Aborted when the app closes: pending long polls answer at once. */
  shutdown: AbortSignal;
  openapi: Record<string, unknown>;
  dispatchDelayMs?: ((workerId: number) => Promise<number>) | undefined;
  /** Called for every worker the task calls serve (workers online). */
  onWorkerSeen?: ((workerId: number) => void) | undefined;
}

/** The worker API: bearer token (software) or session (browser cabinet). */
export function workerApiRoutes(deps: WorkerApiDeps): FastifyPluginAsyncZod {
  const { work, engine, clock } = deps;

  /** The calling worker, admitted to paid tasks. */
  const admitted = async (request: FastifyRequest, reply: FastifyReply) => {
    const caller = await work.authenticate(request, reply);
    await work.requireAdmitted(caller.userId);
    deps.onWorkerSeen?.(caller.userId);
    return caller;
  };

  return async (app) => {
    // Task calls carry no body; tolerate clients that still send `Content-Type: application/json`.
    const json = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
      body === '' ? done(null, undefined) : json(request, body as string, done),
    );
    // An empty body of any other type passes too (`curl -d ''` takes a task with a form type).
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      body === ''
        ? done(null, undefined)
        : done(Object.assign(new Error('Send JSON, or no body.'), { statusCode: 415 }), undefined),
    );

    app.get(P.openapi, async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=300').send(deps.openapi),
    );

    app.get(P.me, { schema: { response: { 200: WorkerMeReplySchema } } }, async (request, reply) =>
      work.me(await work.authenticate(request, reply)),
    );

    // Taking a task changes state: a POST (with the CSRF header when signed in by session), so
    // that a link or an image on another site cannot take tasks for a signed-in worker.
    app.get(P.next, async (_request, reply) => {
      reply.header('allow', 'POST');
      throw new AppError('ERROR_METHOD_NOT_ALLOWED', `Taking a task is a POST: send POST ${P.next}.`);
    });

    /** Long polls in progress: aborted when their client goes away (Fastify tells, see onRequestAbort). */
    const waits = new WeakMap<FastifyRequest, AbortController>();
    /** Takes in progress in this process, per worker: how many now, how many started so far. */
    const taking = new Map<number, { active: number; started: number }>();
    app.post(
      P.next,
      {
        schema: { querystring: NextTaskQuerySchema, response: { 200: NextTaskReplySchema } },
        onRequestAbort: async (request) => waits.get(request)?.abort(),
      },
      async (request, reply) => {
        const caller = await admitted(request, reply);
        await work.requireRoomForTask(caller.userId);
        // This worker's takes in this process: whether another one ran beside this one at any time.
        const mine = taking.get(caller.userId) ?? { active: 0, started: 0 };
        taking.set(caller.userId, mine);
        mine.active += 1;
        mine.started += 1;
        const startedBefore = mine.started;
        try {
          return await take(request, caller, () => mine.active > 1 || mine.started !== startedBefore);
        } finally {
          mine.active -= 1;
          if (mine.active === 0) taking.delete(caller.userId);
        }
      },
    );

    /**
     * Claims a task for the worker. `overlapped()`: another take of this worker ran beside this one, so
     * together they may have gone over the cap: the tasks held are counted again (one more statement).
     */
    async function take(
      request: TakeRequest,
      caller: { userId: number; via: 'session' | 'token' },
      overlapped: () => boolean,
    ) {
      const browser = request.query.browser === undefined ? caller.via === 'session' : request.query.browser === 'true';
      // The wait ends when the client goes away or the app closes.
      const gone = new AbortController();
      waits.set(request, gone);
      if (request.raw.socket?.destroyed) gone.abort();
      const task = await engine.claim(caller.userId, {
        waitMs: request.query.wait * 1000,
        browser,
        languages: await work.languagesOf(caller.userId),
        delayMs: (await deps.dispatchDelayMs?.(caller.userId)) ?? 0,
        signal: AbortSignal.any([gone.signal, deps.shutdown]),
      });
      if (!task) return { task: null };
      if (gone.signal.aborted) {
        // Nobody to hand it to: straight back to the queue for someone else.
        await engine.release(caller.userId, task.taskId, 'skip');
        return { task: null };
      }
      if (overlapped() && (await work.holdsTooMany(caller.userId))) {
        // Another take of this worker got a task meanwhile: this one goes back.
        await engine.release(caller.userId, task.taskId, 'skip');
        throw work.tooManyTasks();
      }
      return { task: presentTask(task, clock.now()) };
    }

    app.post(
      P.answer,
      { schema: { params: IdParams, body: AnswerBody, response: { 200: OkReplySchema } } },
      async (request, reply) => {
        const caller = await admitted(request, reply);
        const outcome = await engine.answer(caller.userId, request.params.id, request.body.answer);
        if (outcome.ok) return ok;
        if (outcome.reason === 'not_assigned') throw new AppError('WORK_NOT_ASSIGNED');
        if (outcome.reason === 'deadline_passed') throw new AppError('WORK_DEADLINE_PASSED');
        const detail = outcome.detail ?? 'invalid';
        throw new AppError('WORK_INVALID_ANSWER', `The answer was refused: ${detail}.`, {
          fields: [{ field: 'body.answer', message: detail }],
        });
      },
    );

    const releaseRoute = (path: string, reason: ReleaseReason) =>
      app.post(path, { schema: { params: IdParams, response: { 200: OkReplySchema } } }, async (request, reply) => {
        const caller = await admitted(request, reply);
        const { ok: released } = await engine.release(caller.userId, request.params.id, reason);
        if (!released) throw new AppError('WORK_NOT_ASSIGNED');
        return ok;
      });
    releaseRoute(P.skip, 'skip');
    releaseRoute(P.cannotSolve, 'cannot_solve');
    releaseRoute(P.notACaptcha, 'not_a_captcha');
  };
}
