import net from 'node:net';
import {
  CALLBACK_MAX_ATTEMPTS,
  CALLBACK_RETRY_DELAYS_SECONDS,
  PINGBACK_ADDRESSES_MAX,
  PINGBACK_LOG_PAGE_SIZE,
  type PingbackAddress,
  type PingbackLogReply,
  type PingbackTestReply,
} from '@crowdsolve/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { taskReads } from '../reporting/index.ts';
import { decodeSpec, formatV1, type TaskAnswer } from '../solving/index.ts';
import { callbackOrigin, hostOf, normalizeAddress } from './address.ts';
import { callbacksRepo as repo } from './callbacks.repo.ts';
import type { CallbackBody } from './callbacks.tables.ts';
import { describeFailure, postForm } from './http-post.ts';
import {
  canonicalIp,
  guardedLookup,
  isPrivateAddress,
  PrivateTargetError,
  type Resolve,
  systemResolve,
} from './ssrf.ts';

export interface CallbacksDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'callbacks'>;
  /** DNS resolution (tests inject a fake); every address of a host, IPv4 and IPv6. */
  resolve?: Resolve;
  log?: FastifyBaseLogger;
  /** Called after a delivery was enqueued (the deliverer delivers at once instead of on its next tick). */
  onEnqueued?: () => void;
}

/** The `code` of a task that ended without an answer (reference §1.6). */
export const UNSOLVABLE_CODE = 'ERROR_CAPTCHA_UNSOLVABLE';
/** 100 % recognition: the answers never agreed. */
export const BAD_DUPLICATES_CODE = 'ERROR_BAD_DUPLICATES';

/** Deliveries one `deliverDue` takes at a time, and how many rounds it runs at most. */
const BATCH = 20;
const MAX_ROUNDS = 25;

export interface DeliverySummary {
  delivered: number;
  retried: number;
  failed: number;
}

/** Outcome of v1 `add_pingback` / `del_pingback`, in the protocol's codes. */
export type V1PingbackResult = { ok: true } | { ok: false; code: 'ERROR_BAD_PARAMETERS' | 'ERROR_IP_ADDRES' };

const iso = (d: Date | string) => new Date(d).toISOString();

/** The answer text a pingback carries: res.php's `request` (JSON kinds as JSON), without `OK|`. */
export function callbackCode(spec: unknown, answer: unknown): string {
  const { request } = formatV1(decodeSpec(spec), answer as TaskAnswer);
  return typeof request === 'string' ? request : JSON.stringify(request);
}

/**
 * Pingback: the customer's registered addresses, the outbox of results to POST (form fields
 * `id` and `code`) with retries and backoff, and the log of every attempt.
 */
export function callbacksService(deps: CallbacksDeps) {
  const { db, clock } = deps;
  const { allowPrivateTargets, timeoutMs } = deps.config.callbacks;
  const resolve = deps.resolve ?? systemResolve;
  const lookup = guardedLookup(resolve, allowPrivateTargets);
  /** How long a claimed delivery stays with the process that claimed it. */
  const leaseMs = timeoutMs + 60_000;

  /** Every address of a host (an IP literal is its own); CALLBACK_ADDRESS_UNRESOLVABLE when none. */
  async function addressesOf(host: string): Promise<string[]> {
    if (net.isIP(host)) return [host];
    let found: string[] = [];
    try {
      found = await resolve(host);
    } catch {
      found = [];
    }
    if (found.length === 0) throw new AppError('CALLBACK_ADDRESS_UNRESOLVABLE');
    return found;
  }

  async function listAddresses(customerId: number): Promise<PingbackAddress[]> {
    const rows = await repo.listAddresses(db, customerId);
    return rows.map((r) => ({ address: r.address, createdAt: iso(r.createdAt) }));
  }

  /**
   * Registers an address (an http(s) URL, or a bare domain/IP taken as http). Refuses addresses
   * that are or resolve to private targets unless the configuration allows them. With
   * `requestIp` (v1 add_pingback, reference §1.8) the host must resolve to that IP.
   * Registering an address again is a no-op.
   */
  async function registerAddress(
    customerId: number,
    input: string,
    options: { requestIp?: string | null } = {},
  ): Promise<PingbackAddress> {
    const parsed = normalizeAddress(input);
    if (!parsed) throw new AppError('CALLBACK_ADDRESS_INVALID');
    const checkIp = options.requestIp !== undefined;
    if (!allowPrivateTargets || checkIp) {
      const ips = await addressesOf(parsed.host);
      if (!allowPrivateTargets && ips.some(isPrivateAddress)) throw new AppError('CALLBACK_ADDRESS_PRIVATE');
      if (checkIp) {
        const from = options.requestIp ? canonicalIp(options.requestIp) : null;
        if (from === null || !ips.some((ip) => canonicalIp(ip) === from)) {
          throw new AppError('CALLBACK_ADDRESS_IP_MISMATCH');
        }
      }
    }
    const existing = await repo.findAddress(db, customerId, parsed.address);
    if (existing) return { address: existing.address, createdAt: iso(existing.createdAt) };
    if ((await repo.countAddresses(db, customerId)) >= PINGBACK_ADDRESSES_MAX) {
      throw new AppError('CALLBACK_ADDRESS_LIMIT');
    }
    const createdAt = clock.now();
    await repo.insertAddress(db, { customerId, address: parsed.address, origin: parsed.origin, createdAt });
    const row = await repo.findAddress(db, customerId, parsed.address);
    return { address: parsed.address, createdAt: iso(row?.createdAt ?? createdAt) };
  }

  /** Removes one address (given as registered, or in any form that normalizes to it) or, with `all`, every one. */
  async function deleteAddress(customerId: number, input: string): Promise<number> {
    if (input.trim().toLowerCase() === 'all') return repo.deleteAddresses(db, customerId, null);
    const parsed = normalizeAddress(input);
    if (!parsed) throw new AppError('CALLBACK_ADDRESS_INVALID');
    return repo.deleteAddresses(db, customerId, parsed.address);
  }

  /**
   * Whether a task's callback URL sits on a registered address: same scheme, host and port
   * (the path may differ; reference §1.8: any URL under a registered domain/IP is accepted).
   */
  async function isRegistered(customerId: number, callbackUrl: string): Promise<boolean> {
    const origin = callbackOrigin(callbackUrl);
    return origin !== null && repo.hasOrigin(db, customerId, origin);
  }

  /**
   * The engine's `onTaskEnded`: enqueues the POST of the task's result to its callback URL
   * (`code` = the answer text, or ERROR_CAPTCHA_UNSOLVABLE). Once per task; tasks without a
   * callback URL or still open are ignored. Returns the new delivery's id, or null.
   */
  async function enqueueForTask(taskId: number): Promise<number | null> {
    const task = await taskReads.taskForCallback(db, taskId);
    if (!task?.callbackUrl) return null;
    let code: string;
    if (task.status === 'solved') code = callbackCode(task.spec, task.answer);
    else if (task.status === 'unsolvable')
      code = task.endReason === 'bad_duplicates' ? BAD_DUPLICATES_CODE : UNSOLVABLE_CODE;
    else return null;
    const id = await repo.insertDelivery(db, {
      taskId: task.id,
      customerId: task.customerId,
      url: task.callbackUrl,
      body: { id: String(task.id), code },
      createdAt: clock.now(),
    });
    if (id !== null) deps.onEnqueued?.();
    return id;
  }

  /** One POST; the HTTP status, or the reason no status came. */
  async function post(
    rawUrl: string,
    body: CallbackBody,
  ): Promise<{ httpStatus: number | null; error: string | null }> {
    try {
      const url = new URL(rawUrl);
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return { httpStatus: null, error: 'not an http(s) URL' };
      const host = hostOf(url);
      // IP literals never reach the lookup: check them here. Names are checked at connect time.
      if (!allowPrivateTargets && net.isIP(host) && isPrivateAddress(host)) throw new PrivateTargetError(host, host);
      return { httpStatus: await postForm(url, { id: body.id, code: body.code }, { timeoutMs, lookup }), error: null };
    } catch (err) {
      return { httpStatus: null, error: describeFailure(err) };
    }
  }

  /**
   * Verifies a registered address: one POST of a test result (`id=0&code=TEST`), with the same
   * checks as real deliveries (private targets refused at connect time). Nothing is logged or retried.
   */
  async function testAddress(customerId: number, input: string): Promise<PingbackTestReply> {
    const parsed = normalizeAddress(input);
    if (!parsed) throw new AppError('CALLBACK_ADDRESS_INVALID');
    if (!(await repo.findAddress(db, customerId, parsed.address)))
      throw new AppError('CALLBACK_ADDRESS_NOT_REGISTERED');
    const started = performance.now();
    const { httpStatus, error } = await post(parsed.address, { id: '0', code: 'TEST' });
    const ok = httpStatus !== null && httpStatus >= 200 && httpStatus < 300;
    return {
      address: parsed.address,
      ok,
      httpStatus,
      error: ok ? null : (error ?? `HTTP ${httpStatus}`),
      durationMs: Math.max(0, Math.round(performance.now() - started)),
    };
  }

  type Claimed = Awaited<ReturnType<typeof repo.claimDue>>[number];

  async function attempt(delivery: Claimed, now: Date): Promise<keyof DeliverySummary> {
    const started = performance.now();
    const { httpStatus, error } = await post(delivery.url, delivery.body);
    const durationMs = Math.max(0, Math.round(performance.now() - started));
    const ok = httpStatus !== null && httpStatus >= 200 && httpStatus < 300;
    const lastError = ok ? null : (error ?? `HTTP ${httpStatus}`);
    const giveUp = !ok && delivery.attempts >= CALLBACK_MAX_ATTEMPTS;
    const delay = CALLBACK_RETRY_DELAYS_SECONDS[Math.min(delivery.attempts, CALLBACK_RETRY_DELAYS_SECONDS.length) - 1];
    const outcome: keyof DeliverySummary = ok ? 'delivered' : giveUp ? 'failed' : 'retried';
    await inTransaction(db, async (trx) => {
      await repo.insertAttempt(trx, { deliveryId: delivery.id, startedAt: now, httpStatus, error, durationMs });
      await repo.finishAttempt(trx, delivery.id, delivery.attempts, {
        status: outcome === 'delivered' ? 'delivered' : outcome === 'failed' ? 'failed' : 'pending',
        nextAttemptAt: outcome === 'retried' ? new Date(now.getTime() + (delay ?? 60) * 1000) : now,
        lastError,
        deliveredAt: ok ? now : null,
      });
    });
    if (outcome === 'failed') {
      deps.log?.warn(
        { deliveryId: delivery.id, taskId: delivery.taskId, attempts: delivery.attempts },
        'pingback failed for good',
      );
    }
    return outcome;
  }

  /**
   * Delivers every due pending delivery (several processes may run this at once: each takes
   * other rows). A 2xx answer delivers; anything else schedules a retry after
   * CALLBACK_RETRY_DELAYS_SECONDS, and the delivery fails after the last one.
   */
  async function deliverDue(now?: Date): Promise<DeliverySummary> {
    const summary: DeliverySummary = { delivered: 0, retried: 0, failed: 0 };
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const at = now ?? clock.now();
      const batch = await inTransaction(db, (trx) => repo.claimDue(trx, at, new Date(at.getTime() + leaseMs), BATCH));
      const outcomes = await Promise.all(batch.map((d) => attempt(d, at)));
      for (const o of outcomes) summary[o] += 1;
      if (batch.length < BATCH) break;
    }
    return summary;
  }

  /** The customer's deliveries with their attempts, newest first. */
  async function pingbackLog(customerId: number, page: number): Promise<PingbackLogReply> {
    const [rows, totalCount] = await Promise.all([
      repo.deliveriesPage(db, customerId, PINGBACK_LOG_PAGE_SIZE, page * PINGBACK_LOG_PAGE_SIZE),
      repo.countDeliveries(db, customerId),
    ]);
    const attempts = rows.length
      ? await repo.attemptsOf(
          db,
          rows.map((r) => r.id),
        )
      : [];
    return {
      totalCount,
      records: rows.map((r) => ({
        id: r.id,
        taskId: r.taskId,
        url: r.url,
        code: r.body.code,
        status: r.status,
        attempts: r.attempts,
        nextAttemptAt: r.status === 'pending' ? iso(r.nextAttemptAt) : null,
        lastError: r.lastError,
        createdAt: iso(r.createdAt),
        deliveredAt: r.deliveredAt ? iso(r.deliveredAt) : null,
        attemptLog: attempts
          .filter((a) => a.deliveryId === r.id)
          .map((a) => ({
            startedAt: iso(a.startedAt),
            httpStatus: a.httpStatus,
            error: a.error,
            durationMs: a.durationMs,
          })),
      })),
    };
  }

  /** v1 `res.php?action=add_pingback&addr=…`, from the IP the address points to (reference §1.8). */
  async function v1AddPingback(customerId: number, addr: unknown, requestIp: string | null): Promise<V1PingbackResult> {
    if (typeof addr !== 'string' || addr.trim() === '') return { ok: false, code: 'ERROR_BAD_PARAMETERS' };
    try {
      await registerAddress(customerId, addr, { requestIp });
      return { ok: true };
    } catch (err) {
      if (err instanceof AppError && err.code === 'CALLBACK_ADDRESS_IP_MISMATCH')
        return { ok: false, code: 'ERROR_IP_ADDRES' };
      if (err instanceof AppError) return { ok: false, code: 'ERROR_BAD_PARAMETERS' };
      throw err;
    }
  }

  /** v1 `get_pingback`: the registered addresses. */
  async function v1GetPingback(customerId: number): Promise<string[]> {
    return (await listAddresses(customerId)).map((a) => a.address);
  }

  /** v1 `del_pingback&addr=<url>|all`; removing an address that is not registered is fine too. */
  async function v1DelPingback(customerId: number, addr: unknown): Promise<V1PingbackResult> {
    if (typeof addr !== 'string' || addr.trim() === '') return { ok: false, code: 'ERROR_BAD_PARAMETERS' };
    try {
      await deleteAddress(customerId, addr);
      return { ok: true };
    } catch (err) {
      if (err instanceof AppError) return { ok: false, code: 'ERROR_BAD_PARAMETERS' };
      throw err;
    }
  }

  return {
    registerAddress,
    listAddresses,
    deleteAddress,
    isRegistered,
    enqueueForTask,
    deliverDue,
    pingbackLog,
    testAddress,
    /** Drops finished deliveries created before `before`; how many. */
    prune: (before: Date) => repo.pruneFinished(db, before),
    v1AddPingback,
    v1GetPingback,
    v1DelPingback,
  };
}
export type CallbacksService = ReturnType<typeof callbacksService>;
