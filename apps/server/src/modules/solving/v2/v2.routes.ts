/**
 * API v2, the JSON protocol of 2captcha and Anti-Captcha (reference §2, §2.2): createTask,
 * getTaskResult, getBalance, the reports and their aliases, getQueueStats and test. Every answer
 * is HTTP 200 with `errorId` (0, or an error's id, code and description). Body parsing and the
 * error handler are scoped to this plugin.
 */
import type { FastifyBaseLogger, FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../platform/db.ts';
import { type ApiKeyOwner, type ApiKeyOwners, findApiKeyOwner } from '../../identity/index.ts';
import { type ApiErrorEvent, type ApiGate, describeRequest } from '../api-gate.ts';
import type { SolvingEngine } from '../engine.types.ts';
import type { FairUse, Refusal } from '../fair-use/fair-use.ts';
import { formatV2, parseV2, type V2Error } from '../task-types/index.ts';
import { callbackUrlOf, formParams, queryParams, softIdOf } from '../v1/params.ts';
import { microsToDollars } from '../v1/reply.ts';

export interface V2Deps {
  db: Db;
  engine: SolvingEngine;
  log: FastifyBaseLogger;
  /** The customer's API settings (allow-list, limits, pingback addresses). */
  gate?: ApiGate;
  /** Who owns an API key (cached by the app); the database is asked directly without it. */
  owners?: ApiKeyOwners;
  /** Told of every error answered to an identified account (the account's API-error log). */
  onError?: (event: ApiErrorEvent) => void;
  /** 2captcha's request limits; absent in tests of the bare protocol. */
  fairUse?: FairUse;
}

const error = (errorId: number, errorCode: string, errorDescription: string): V2Error => ({
  errorId,
  errorCode,
  errorDescription,
});

export const V2_REPLIES = {
  keyDoesNotExist: error(1, 'ERROR_KEY_DOES_NOT_EXIST', 'The clientKey is missing or does not exist.'),
  noSlot: error(2, 'ERROR_NO_SLOT_AVAILABLE', 'No slot is available for your task right now; retry in a few seconds.'),
  tooBig: error(4, 'ERROR_TOO_BIG_CAPTCHA_FILESIZE', 'The request is too large.'),
  zeroBalance: error(10, 'ERROR_ZERO_BALANCE', 'Your balance is too low for this task.'),
  unsolvable: error(12, 'ERROR_CAPTCHA_UNSOLVABLE', 'The task could not be solved; it was not charged.'),
  badDuplicates: error(
    13,
    'ERROR_BAD_DUPLICATES',
    "With 100 % recognition, the workers' answers did not agree; it was not charged.",
  ),
  noSuchMethod: error(14, 'ERROR_NO_SUCH_METHOD', 'There is no such API method.'),
  noSuchTask: error(16, 'ERROR_NO_SUCH_CAPCHA_ID', 'There is no such task on your account.'),
  // Anti-Captcha answers late or refused reports with ERROR_NO_SUCH_CAPCHA_ID too.
  reportNotRecorded: error(
    16,
    'ERROR_NO_SUCH_CAPCHA_ID',
    'The report was not recorded: the task is not solved, the report came too late, or complaints are too frequent.',
  ),
  ipNotAllowed: error(
    11,
    'ERROR_IP_NOT_ALLOWED',
    'Requests from this IP address are not allowed by your API settings.',
  ),
  badParameters: error(110, 'ERROR_BAD_PARAMETERS', 'The request is not a JSON object or has malformed parameters.'),
} as const;

/** The v2 answer of a limit (the v1 code in the description): no slot for submits, IP blocked otherwise. */
export function v2Refusal(refusal: Refusal): V2Error {
  const wait = `retry in ${refusal.retryAfterS} s`;
  switch (refusal.code) {
    case 'MAX_USER_TURN':
      return error(2, 'ERROR_NO_SLOT_AVAILABLE', `Too many createTask calls (MAX_USER_TURN); ${wait}.`);
    case '1003':
      return error(2, 'ERROR_NO_SLOT_AVAILABLE', `Too many refused createTask calls (ERROR: 1003); ${wait}.`);
    case '1002':
      return error(10, 'ERROR_ZERO_BALANCE', `Too many createTask calls with zero balance (ERROR: 1002); ${wait}.`);
    case '1004':
      return error(21, 'ERROR_IP_BLOCKED', `Too many requests with a wrong key from this IP (ERROR: 1004); ${wait}.`);
    case '1005':
      return error(
        21,
        'ERROR_IP_BLOCKED',
        `Too many getTaskResult calls for the tasks created (ERROR: 1005); poll every 5 s; ${wait}.`,
      );
  }
}

/** parseV2 errors about the task type: answered before the key is checked (reference §2). */
const TYPE_ERROR_IDS = new Set([22, 23]);

class V2BodyError extends Error {
  override name = 'V2BodyError';
}

type Body = Record<string, unknown>;
type Method = (body: Body, request: FastifyRequest) => Promise<unknown>;

function isObject(v: unknown): v is Body {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && !Buffer.isBuffer(v);
}

/** A JSON body whatever its content-type; a form body when declared as one. */
export function decodeV2Body(body: Buffer, contentType: string | undefined): unknown {
  let text = body.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const trimmed = text.trim();
  if (trimmed === '') return {};
  try {
    return JSON.parse(trimmed);
  } catch {
    if (/^application\/x-www-form-urlencoded\b/i.test(contentType ?? '')) {
      const form: Body = formParams(trimmed);
      // A form can only carry the task as JSON text.
      if (typeof form.task === 'string' && form.task.trim().startsWith('{')) {
        try {
          form.task = JSON.parse(form.task);
        } catch {
          throw new V2BodyError('malformed task JSON');
        }
      }
      return form;
    }
    throw new V2BodyError('malformed JSON body');
  }
}

/** A task id: a positive integer, or its digits. */
function taskIdOf(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d{1,16}\s*$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function v2Routes(deps: V2Deps): FastifyPluginAsync {
  const { db, engine, fairUse } = deps;
  const owners = deps.owners ?? ((key: string) => findApiKeyOwner(db, key));
  /** Answers that a limit gave (they are sent late, see FairUse). */
  const refusals = new WeakMap<object, Refusal>();

  async function owner(body: Body): Promise<ApiKeyOwner | null> {
    const key = typeof body.clientKey === 'string' ? body.clientKey.trim() : '';
    return key.length === 32 ? owners(key) : null;
  }

  /** The key's owner, or the error to answer: unknown key, or an IP their settings do not allow. */
  async function authenticate(body: Body, request: FastifyRequest): Promise<ApiKeyOwner | V2Error> {
    const found = await owner(body);
    if (!found) {
      fairUse?.badKey(request.ip);
      return V2_REPLIES.keyDoesNotExist;
    }
    return (await deps.gate?.access(found.userId, request.ip)) ? V2_REPLIES.ipNotAllowed : found;
  }
  const isError = (v: ApiKeyOwner | V2Error): v is V2Error => 'errorId' in v;

  function refused(refusal: Refusal): V2Error {
    const payload = v2Refusal(refusal);
    refusals.set(payload, refusal);
    return payload;
  }

  /**
   * A result call (results, balance, reports) of the key: counted against its limit and served in
   * one of its slots.
   */
  function limited(
    kind: 'submit' | 'result',
    act: (owner: ApiKeyOwner, body: Body, request: FastifyRequest) => Promise<unknown>,
  ): Method {
    return async (body, request) => {
      const found = await authenticate(body, request);
      if (isError(found)) return found;
      if (!fairUse) return act(found, body, request);
      const refusal = kind === 'submit' ? fairUse.submit(found.userId) : fairUse.result(found.userId);
      if (refusal) return refused(refusal);
      const release = fairUse.enter(found.userId);
      if (!release) return refused({ code: kind === 'submit' ? 'MAX_USER_TURN' : '1005', retryAfterS: 1 });
      try {
        return await act(found, body, request);
      } finally {
        release();
      }
    };
  }

  const createTask: Method = async (body, request) => {
    const parsed = parseV2(body.task);
    if (!parsed.ok && TYPE_ERROR_IDS.has(parsed.error.errorId)) return parsed.error;
    return limited('submit', (owner) => submit(body, request, owner, parsed))(body, request);
  };

  async function submit(body: Body, request: FastifyRequest, owner: ApiKeyOwner, parsed: ReturnType<typeof parseV2>) {
    if (!parsed.ok) return parsed.error;
    const callbackUrl = callbackUrlOf(body.callbackUrl);
    if (callbackUrl === false) return V2_REPLIES.badParameters;
    if (callbackUrl && deps.gate && !(await deps.gate.callbackAllowed(owner.userId, callbackUrl))) {
      return V2_REPLIES.badParameters;
    }
    if (await deps.gate?.submitLimit(owner.userId)) {
      fairUse?.submitted(owner.userId, 'no_slot');
      return V2_REPLIES.noSlot;
    }
    // `languagePool` (en/rn) is accepted and has no effect: every worker pool is one.
    const result = await engine.submit({
      customerId: owner.userId,
      spec: parsed.spec,
      softId: softIdOf(body.softId),
      callbackUrl,
      source: 'v2',
      clientIp: request.ip,
    });
    const zero = !result.ok && result.refusal === 'ERROR_ZERO_BALANCE';
    fairUse?.submitted(owner.userId, result.ok ? 'accepted' : zero ? 'zero_balance' : 'other');
    if (!result.ok) return zero ? V2_REPLIES.zeroBalance : V2_REPLIES.noSlot;
    return { errorId: 0, taskId: result.taskId };
  }

  const getTaskResult: Method = limited('result', (owner, body, request) => taskResult(body, request, owner));

  async function taskResult(body: Body, request: FastifyRequest, owner: ApiKeyOwner) {
    const taskId = taskIdOf(body.taskId);
    const view = taskId === null ? null : await engine.get(owner.userId, taskId);
    if (!view) return V2_REPLIES.noSuchTask;
    if (view.state === 'processing') return { errorId: 0, status: 'processing' };
    if (view.state === 'unsolvable') {
      return view.reason === 'bad_duplicates' ? V2_REPLIES.badDuplicates : V2_REPLIES.unsolvable;
    }
    // The IP the task came from (the caller's when it was not recorded).
    const ip = view.clientIp ?? request.ip;
    return {
      errorId: 0,
      status: 'ready',
      solution: formatV2(view.spec, view.answer),
      cost: microsToDollars(view.costMicros),
      ip,
      createTime: seconds(view.createdAt),
      endTime: seconds(view.endedAt),
      solveCount: view.solveCount,
    };
  }

  const getBalance: Method = limited('result', async (owner) => ({
    errorId: 0,
    balance: Number(microsToDollars(await engine.balanceMicros(owner.userId))),
  }));

  const report = (verdict: 'bad' | 'good'): Method =>
    limited('result', async (owner, body) => {
      const taskId = taskIdOf(body.taskId);
      const outcome = taskId === null ? 'not_found' : await engine.report(owner.userId, taskId, verdict);
      switch (outcome) {
        case 'recorded':
        case 'duplicate': // one report per task: a repeated one stands as recorded
          return { errorId: 0, status: 'success' };
        case 'not_recorded':
          return V2_REPLIES.reportNotRecorded;
        case 'not_found':
          return V2_REPLIES.noSuchTask;
      }
    });

  /** Anti-Captcha's shape: idle workers, load (% busy), workers; plus our queue counts. */
  const getQueueStats: Method = async () => {
    const stats = await engine.queueStats();
    const total = stats.assigned + stats.waitingWorkers;
    const load = total === 0 ? (stats.queued > 0 ? 100 : 0) : Math.round((stats.assigned / total) * 10_000) / 100;
    return { errorId: 0, waiting: stats.waitingWorkers, load, total, queued: stats.queued, assigned: stats.assigned };
  };

  /** Echoes the parsed body (the key hidden). */
  const test: Method = async (body, request) => {
    const parsed = request.body === undefined ? body : request.body;
    return isObject(parsed) && 'clientKey' in parsed ? { ...parsed, clientKey: '[hidden]' } : parsed;
  };

  const bad = report('bad');
  const good = report('good');
  const METHODS: Readonly<Record<string, Method>> = {
    createTask,
    getTaskResult,
    getBalance,
    reportIncorrect: bad,
    reportCorrect: good,
    reportCorrectRecaptcha: good,
    reportIncorrectImageCaptcha: bad,
    reportIncorrectRecaptcha: bad,
    reportIncorrectHcaptcha: bad,
    getQueueStats,
    test,
  };
  const byLowerName = new Map(Object.entries(METHODS).map(([name, method]) => [name.toLowerCase(), method]));
  const namesByLower = new Map(Object.keys(METHODS).map((name) => [name.toLowerCase(), name]));

  /** Answers a call; an error answered to a known key goes to that account's API-error log. */
  async function answer(name: string, method: Method | undefined, request: FastifyRequest, reply: FastifyReply) {
    const blocked = fairUse?.ipBlocked(request.ip);
    if (blocked) return refuse(reply, refused(blocked));
    const body = bodyOf(request);
    const payload = method ? await method(body, request) : V2_REPLIES.noSuchMethod;
    if (deps.onError && isObject(payload) && typeof payload.errorId === 'number' && payload.errorId > 0) {
      const found = await owner(body);
      if (found) {
        const task = isObject(body.task) ? body.task : {};
        deps.onError({
          customerId: found.userId,
          source: 'v2',
          code: String(payload.errorCode),
          request: describeRequest(name, name === 'createTask' ? { name: 'type', value: task.type } : undefined),
          ip: request.ip,
        });
      }
    }
    return isObject(payload) && refusals.has(payload) ? refuse(reply, payload) : send(reply, payload);
  }

  /** A limit's answer: late (the caller's flood slows down with it), with Retry-After. */
  async function refuse(reply: FastifyReply, payload: object) {
    const refusal = refusals.get(payload);
    if (refusal) reply.header('retry-after', String(refusal.retryAfterS));
    if (fairUse && !(await fairUse.delayRefusal())) reply.header('connection', 'close');
    return send(reply, payload);
  }

  function send(reply: FastifyReply, payload: unknown): FastifyReply {
    return reply
      .code(200)
      .header('cache-control', 'no-store')
      .header('access-control-allow-origin', '*')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(payload ?? null));
  }

  /** The body as an object (query parameters beneath it, for GET and form callers). */
  function bodyOf(request: FastifyRequest): Body {
    const query = queryParams(request.url);
    return isObject(request.body) ? { ...query, ...request.body } : query;
  }

  function failure(err: FastifyError | V2BodyError): { reply: V2Error; ours: boolean } {
    if (err instanceof V2BodyError) return { reply: V2_REPLIES.badParameters, ours: false };
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return { reply: V2_REPLIES.tooBig, ours: false };
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) return { reply: V2_REPLIES.badParameters, ours: false };
    return { reply: V2_REPLIES.noSlot, ours: true };
  }

  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
      try {
        done(null, decodeV2Body(body as Buffer, request.headers['content-type']));
      } catch (err) {
        done(err as Error, undefined);
      }
    });

    app.setErrorHandler((err: FastifyError | V2BodyError, request, reply) => {
      const { reply: answer, ours } = failure(err);
      if (ours) request.log.error({ err }, 'solver API v2 request failed');
      else request.log.info({ code: answer.errorCode, reason: err.message }, 'solver API v2 request refused');
      if (answer === V2_REPLIES.tooBig) reply.header('connection', 'close');
      return send(reply, answer);
    });

    const bodyLimit = 2 * 1024 * 1024;
    for (const [name, method] of Object.entries(METHODS)) {
      app.route({
        method: ['GET', 'POST'],
        url: `/${name}`,
        bodyLimit,
        handler: (request, reply) => answer(name, method, request, reply),
      });
      app.options(`/${name}`, async (_request, reply) =>
        reply
          .code(200)
          .header('access-control-allow-origin', '*')
          .header('access-control-allow-methods', 'POST')
          .header('access-control-allow-headers', 'content-type')
          .header('access-control-max-age', '86400')
          .send(),
      );
    }
    // Any other single-segment POST is a v2 call: method names match case-insensitively,
    // unknown ones are ERROR_NO_SUCH_METHOD (more specific routes of other modules win).
    app.post<{ Params: { method: string } }>('/:method', { bodyLimit }, async (request, reply) => {
      const name = request.params.method.toLowerCase();
      const method = byLowerName.get(name);
      return answer(method ? (namesByLower.get(name) ?? name) : 'unknown method', method, request, reply);
    });
  };
}
