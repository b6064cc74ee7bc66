/**
 * API v1, 2captcha's `in.php` (submit) and `res.php` (results, balance, reports), GET and POST
 * (reference §1). Every answer is HTTP 200: a bare line, or JSON with `json=1`. Body parsing,
 * multipart and the error handler are scoped to this plugin; the rest of the app is unaffected.
 */
import multipart from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../platform/db.ts';
import { type ApiKeyOwner, type ApiKeyOwners, findApiKeyOwner } from '../../identity/index.ts';
import { type ApiErrorEvent, type ApiGate, describeRequest } from '../api-gate.ts';
import type { SolvingEngine, TaskView } from '../engine.types.ts';
import type { FairUse, Refusal } from '../fair-use/fair-use.ts';
import { formatV1, parseV1, v1Text } from '../task-types/index.ts';
import { dump, serverErrors } from './debug.ts';
import {
  callbackUrlOf,
  decodeBody,
  queryParams,
  readV1Input,
  softIdOf,
  V1_LIMITS,
  type V1Input,
  V1InputError,
} from './params.ts';
import { formatOf, isOn, microsToDollars, sendV1, type V1Format, type V1Out, v1Error, v1Ok } from './reply.ts';

export interface V1Deps {
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

/** An answer, and the limit that refused the call if one did (the answer then waits, see FairUse). */
type V1Answer = V1Out & { refusal?: Refusal };

/** The v1 answer of a limit: `MAX_USER_TURN` or 2captcha's literal `ERROR: 100x`. */
export function v1Refusal(refusal: Refusal): V1Answer {
  const code = refusal.code === 'MAX_USER_TURN' ? refusal.code : `ERROR: ${refusal.code}`;
  return { ...v1Error(code), refusal };
}

export const V1_PATHS = { in: '/in.php', res: '/res.php' } as const;

/** Answered when something fails on our side: documented as temporary (clients wait and retry). */
const INTERNAL_FAILURE = 'ERROR_NO_SLOT_AVAILABLE';
/** Most ids one bulk `get` may ask for. */
const MAX_BULK_IDS = 100;

type Params = Readonly<Record<string, unknown>>;

/** A scalar parameter as a trimmed string (numbers from JSON bodies too); undefined otherwise. */
function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A task id: digits only (ERROR_WRONG_ID_FORMAT otherwise); ids past any task's are unknown (null). */
function taskIdOf(value: unknown): number | null | 'ERROR_WRONG_ID_FORMAT' {
  const s = text(value);
  if (s === undefined || !/^\d{1,30}$/.test(s)) return 'ERROR_WRONG_ID_FORMAT';
  const id = Number(s);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The key's owner, or the v1 error for a malformed or unknown key. */
async function authenticate(
  owners: ApiKeyOwners,
  key: unknown,
): Promise<ApiKeyOwner | 'ERROR_WRONG_USER_KEY' | 'ERROR_KEY_DOES_NOT_EXIST'> {
  const k = typeof key === 'string' ? key.trim() : undefined;
  if (k === undefined || k.length !== 32) return 'ERROR_WRONG_USER_KEY';
  return (await owners(k)) ?? 'ERROR_KEY_DOES_NOT_EXIST';
}

/** Whether a bulk `get` was asked for (`ids` given and not blank). */
function hasIds(ids: unknown): boolean {
  return Array.isArray(ids) || typeof ids === 'number' || (typeof ids === 'string' && ids.trim() !== '');
}

/** The v1 code of an ended task without answer. */
function unsolvableCode(view: Extract<TaskView, { state: 'unsolvable' }>) {
  return view.reason === 'bad_duplicates' ? 'ERROR_BAD_DUPLICATES' : 'ERROR_CAPTCHA_UNSOLVABLE';
}

/** The request string of a ready task, as one element of a bulk answer. */
function readyRequest(view: Extract<TaskView, { state: 'ready' }>): string {
  const { request } = formatV1(view.spec, view.answer);
  return typeof request === 'string' ? request : JSON.stringify(request);
}

export function v1Routes(deps: V1Deps): FastifyPluginAsync {
  const { db, engine, fairUse } = deps;
  const owners = deps.owners ?? ((key: string) => findApiKeyOwner(db, key));
  /** The reply format of requests whose parameters were read (the error handler uses it). */
  const formats = new WeakMap<FastifyRequest, V1Format>();
  /** The account a request's key belongs to, once known (errors are logged for it). */
  const accounts = new WeakMap<FastifyRequest, number>();

  /** The key's owner (a bad key counted against the caller's IP), or the answer to give. */
  async function caller(p: Params, request: FastifyRequest): Promise<ApiKeyOwner | V1Answer> {
    const owner = await authenticate(owners, p.key);
    if (typeof owner === 'string') {
      fairUse?.badKey(request.ip);
      return v1Error(owner);
    }
    accounts.set(request, owner.userId);
    const denied = await deps.gate?.access(owner.userId, request.ip);
    return denied ? v1Error(denied) : owner;
  }
  const answered = (v: ApiKeyOwner | V1Answer): v is V1Answer => 'text' in v;

  /** Runs `act` in one of the key's slots; refused (`busy`) when all of them are taken. */
  async function inSlot(owner: ApiKeyOwner, busy: Refusal['code'], act: () => Promise<V1Answer>): Promise<V1Answer> {
    if (!fairUse) return act();
    const release = fairUse.enter(owner.userId);
    // Answered late like any refusal: a client over its slots slows down to what it is served.
    if (!release) return v1Refusal({ code: busy, retryAfterS: 1 });
    try {
      return await act();
    } finally {
      release();
    }
  }

  async function inPhp(input: V1Input, request: FastifyRequest): Promise<V1Answer> {
    const p: Params = input.params;
    if (text(p.method)?.toLowerCase() === 'get_server_errors') return serverErrors();
    const owner = await caller(p, request);
    if (answered(owner)) return owner;
    const refused = fairUse?.submit(owner.userId);
    if (refused) return v1Refusal(refused);
    return inSlot(owner, 'MAX_USER_TURN', () => submit(input, request, owner));
  }

  async function submit(input: V1Input, request: FastifyRequest, owner: ApiKeyOwner): Promise<V1Answer> {
    const p: Params = input.params;
    // The dump is for the key's owner, after the key and the IP list let the request in.
    if (isOn(p.debug_dump)) return dump(input);
    const parsed = parseV1(p, input.files);
    if (!parsed.ok) return v1Error(parsed.error);
    const callbackUrl = callbackUrlOf(p.pingback);
    if (callbackUrl === false) return v1Error('ERROR_BAD_PARAMETERS');
    if (callbackUrl && deps.gate && !(await deps.gate.callbackAllowed(owner.userId, callbackUrl))) {
      return v1Error('ERROR_BAD_PARAMETERS');
    }
    const limited = await deps.gate?.submitLimit(owner.userId);
    if (limited) {
      fairUse?.submitted(owner.userId, 'no_slot');
      return v1Error(limited);
    }
    const result = await engine.submit({
      customerId: owner.userId,
      spec: parsed.spec,
      softId: softIdOf(p.soft_id),
      callbackUrl,
      source: 'v1',
      clientIp: request.ip,
    });
    fairUse?.submitted(
      owner.userId,
      result.ok ? 'accepted' : result.refusal === 'ERROR_ZERO_BALANCE' ? 'zero_balance' : 'other',
    );
    if (!result.ok) return v1Error(result.refusal);
    const id = String(result.taskId);
    return v1Ok(id, `OK|${id}`);
  }

  /** `get` and `get2` of one task. */
  async function getOne(owner: ApiKeyOwner, idParam: unknown, withPrice: boolean): Promise<V1Out> {
    const id = taskIdOf(idParam);
    if (id === 'ERROR_WRONG_ID_FORMAT') return v1Error(id);
    const view = id === null ? null : await engine.get(owner.userId, id);
    if (!view) return v1Error('ERROR_WRONG_CAPTCHA_ID');
    if (view.state === 'processing') return v1Error('CAPCHA_NOT_READY');
    if (view.state === 'unsolvable') return v1Error(unsolvableCode(view));
    const answer = formatV1(view.spec, view.answer);
    const extras = answer.extras ?? {};
    const json = answer.json ?? answer.request;
    if (!withPrice) return v1Ok(json, v1Text(answer), extras);
    const price = microsToDollars(view.costMicros);
    return v1Ok(json, `${v1Text(answer)}|${price}`, { price, ...extras });
  }

  /** `get` with `ids=1,2,3`: each answer, CAPCHA_NOT_READY or error code, joined by `|`. */
  async function getBulk(owner: ApiKeyOwner, idsParam: unknown): Promise<V1Out> {
    const list = Array.isArray(idsParam) ? idsParam.map(text) : (text(idsParam)?.split(',') ?? []);
    const raw = list.map((s) => s?.trim() ?? '').filter((s) => s !== '');
    if (raw.length === 0) return v1Error('ERROR_WRONG_ID_FORMAT');
    if (raw.length > MAX_BULK_IDS) return v1Error('ERROR_BAD_PARAMETERS');
    const ids = raw.map(taskIdOf);
    if (ids.includes('ERROR_WRONG_ID_FORMAT')) return v1Error('ERROR_WRONG_ID_FORMAT');
    const answers = await Promise.all(
      ids.map(async (id) => {
        const view = typeof id === 'number' ? await engine.get(owner.userId, id) : null;
        if (!view) return 'ERROR_WRONG_CAPTCHA_ID';
        if (view.state === 'processing') return 'CAPCHA_NOT_READY';
        if (view.state === 'unsolvable') return unsolvableCode(view);
        return readyRequest(view);
      }),
    );
    const joined = answers.join('|');
    return v1Ok(joined, joined);
  }

  async function report(owner: ApiKeyOwner, idParam: unknown, verdict: 'bad' | 'good'): Promise<V1Out> {
    const id = taskIdOf(idParam);
    if (id === 'ERROR_WRONG_ID_FORMAT') return v1Error(id);
    const outcome = id === null ? 'not_found' : await engine.report(owner.userId, id, verdict);
    switch (outcome) {
      case 'recorded':
        return v1Ok('OK_REPORT_RECORDED', 'OK_REPORT_RECORDED');
      case 'duplicate':
        return v1Error('ERROR_DUPLICATE_REPORT');
      case 'not_recorded':
        return v1Error('ERROR_REPORT_NOT_RECORDED');
      case 'not_found':
        return v1Error('ERROR_WRONG_CAPTCHA_ID');
    }
  }

  async function resPhp(input: V1Input, request: FastifyRequest): Promise<V1Answer> {
    const p: Params = input.params;
    const owner = await caller(p, request);
    if (answered(owner)) return owner;
    const refused = fairUse?.result(owner.userId);
    if (refused) return v1Refusal(refused);
    return inSlot(owner, '1005', () => results(input, request, owner));
  }

  async function results(input: V1Input, request: FastifyRequest, owner: ApiKeyOwner): Promise<V1Answer> {
    const p: Params = input.params;
    // The dump is for the key's owner, after the key and the IP list let the request in.
    if (isOn(p.debug_dump)) return dump(input);
    const action = text(p.action)?.toLowerCase();
    if (!action) return v1Error('ERROR_EMPTY_ACTION');
    switch (action) {
      case 'get':
        return hasIds(p.ids) ? getBulk(owner, p.ids) : getOne(owner, p.id, false);
      case 'get2':
        return getOne(owner, p.id, true);
      case 'getbalance': {
        const balance = microsToDollars(await engine.balanceMicros(owner.userId));
        return v1Ok(balance, balance);
      }
      case 'reportbad':
        return report(owner, p.id, 'bad');
      case 'reportgood':
        return report(owner, p.id, 'good');
      case 'add_pingback':
      case 'del_pingback': {
        if (!deps.gate) return v1Error('ERROR_BAD_PARAMETERS');
        const done =
          action === 'add_pingback'
            ? await deps.gate.pingbacks.v1AddPingback(owner.userId, p.addr, request.ip)
            : await deps.gate.pingbacks.v1DelPingback(owner.userId, p.addr);
        return done.ok ? v1Ok('OK', 'OK') : v1Error(done.code);
      }
      case 'get_pingback': {
        if (!deps.gate) return v1Error('ERROR_BAD_PARAMETERS');
        const addresses = await deps.gate.pingbacks.v1GetPingback(owner.userId);
        return v1Ok(addresses, `OK|${addresses.join(',')}`);
      }
      default:
        return v1Error('ERROR_BAD_PARAMETERS');
    }
  }

  /** The code a failure is answered with, and whether it is ours (logged as an error). */
  function failureCode(err: FastifyError | V1InputError): { code: string; ours: boolean } {
    if (err instanceof V1InputError) return { code: err.code, ours: false };
    switch (err.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return { code: 'ERROR_TOO_BIG_CAPTCHA_FILESIZE', ours: false };
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      case 'FST_ERR_CTP_INVALID_TYPE':
        return { code: 'ERROR_UPLOAD', ours: false };
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) return { code: 'ERROR_BAD_PARAMETERS', ours: false };
    return { code: INTERNAL_FAILURE, ours: true };
  }

  /** Logs an error answered to an identified account. */
  function noteError(request: FastifyRequest, out: V1Out, what: string) {
    const customerId = accounts.get(request);
    if (customerId === undefined || !deps.onError || out.text === 'CAPCHA_NOT_READY') return;
    deps.onError({ customerId, source: 'v1', code: out.text, request: what, ip: request.ip });
  }

  const endpoint =
    (act: (input: V1Input, request: FastifyRequest) => Promise<V1Answer>, describe: (params: Params) => string) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const blocked = fairUse?.ipBlocked(request.ip);
      if (blocked) {
        // Answered before the body is read: a banned IP costs as little as possible.
        const format = formatOf(queryParams(request.url));
        return refuse(reply, format, v1Refusal(blocked));
      }
      const input = await readV1Input(request);
      const format = formatOf(input.params);
      formats.set(request, format);
      const out = await act(input, request);
      if (out.json.status === 0) noteError(request, out, describe(input.params));
      return out.refusal ? refuse(reply, format, out) : sendV1(reply, format, out);
    };

  /** A limit's answer: late (the caller's flood slows down with it), with Retry-After. */
  async function refuse(reply: FastifyReply, format: V1Format, out: V1Answer) {
    if (out.refusal) reply.header('retry-after', String(out.refusal.retryAfterS));
    if (fairUse && !(await fairUse.delayRefusal())) reply.header('connection', 'close');
    return sendV1(reply, format, out);
  }

  return async (app) => {
    // Only this plugin's parsers apply to its routes: multipart, and one for every other body.
    app.removeAllContentTypeParsers();
    await app.register(multipart, { throwFileSizeLimit: true });
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
      try {
        done(null, decodeBody(body as Buffer, request.headers['content-type']));
      } catch (err) {
        done(err as Error, undefined);
      }
    });

    app.setErrorHandler((err: FastifyError | V1InputError, request, reply) => {
      const { code, ours } = failureCode(err);
      if (ours) request.log.error({ err }, 'solver API v1 request failed');
      else request.log.info({ code, reason: err.message }, 'solver API v1 request refused');
      // Refused before the parameters were read: the envelope the query and the decoded body ask for.
      const body = typeof request.body === 'object' && request.body !== null ? (request.body as Params) : {};
      const format = formats.get(request) ?? formatOf({ ...queryParams(request.url), ...body });
      if (code === 'ERROR_TOO_BIG_CAPTCHA_FILESIZE') reply.header('connection', 'close');
      return sendV1(reply, format, v1Error(code));
    });

    const options = { bodyLimit: V1_LIMITS.bodyBytes };
    app.route({
      method: ['GET', 'POST'],
      url: V1_PATHS.in,
      ...options,
      handler: endpoint(inPhp, (p) => describeRequest('in.php', { name: 'method', value: p.method })),
    });
    app.route({
      method: ['GET', 'POST'],
      url: V1_PATHS.res,
      ...options,
      handler: endpoint(resPhp, (p) => describeRequest('res.php', { name: 'action', value: p.action })),
    });

    // Browsers preflight JSON POSTs from other origins; the key, not the origin, authenticates.
    for (const url of Object.values(V1_PATHS)) {
      app.options(url, async (_request, reply) =>
        reply
          .code(200)
          .header('access-control-allow-origin', '*')
          .header('access-control-allow-methods', 'GET, POST')
          .header('access-control-allow-headers', 'content-type')
          .header('access-control-max-age', '86400')
          .send(),
      );
    }
  };
}
