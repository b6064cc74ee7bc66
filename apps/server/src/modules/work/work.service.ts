import {
  type AdmissionReply,
  accuracyOf,
  type CreatedWorkerToken,
  levelOf,
  microsToDollars,
  WORKER_HELD_TASKS_MAX,
  WORKER_TOKENS_MAX,
  type WorkerMeReply,
  type WorkerToken,
} from '@crowdsolve/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { createNotifiedCache } from '../../platform/notified-cache.ts';
import { type Notifier, USER_CHANGED } from '../../platform/notify.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import { ledgerSummary } from '../billing/index.ts';
import { moneyReads, workerReads } from '../reporting/index.ts';
import { workRepo } from './work.repo.ts';

/** Tokens start with this, so that secret scanners and people recognise them. */
export const TOKEN_PREFIX = 'cswk_';
const TOKEN_SHAPE = /^cswk_[A-Za-z0-9_-]{43}$/;
/** Last-used times are written at most this often per token. */
const TOUCH_EVERY_MS = 60_000;

/** Who calls the worker API: a worker, by token (software) or session (browser cabinet). */
export interface WorkerCaller {
  userId: number;
  via: 'token' | 'session';
}

const iso = (d: Date | string) => new Date(d).toISOString();
const startOfUtcDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

function presentToken(row: { id: number; name: string; createdAt: Date; lastUsedAt: Date | null }): WorkerToken {
  return {
    id: row.id,
    name: row.name,
    createdAt: iso(row.createdAt),
    lastUsedAt: row.lastUsedAt ? iso(row.lastUsedAt) : null,
  };
}

const tooManyTasks = () =>
  new AppError(
    'WORK_TOO_MANY_TASKS',
    `You hold ${WORKER_HELD_TASKS_MAX} tasks, the most one worker may at a time: answer one or hand it back first.`,
  );

function unauthorized(reply: FastifyReply, message: string): AppError {
  reply.header('www-authenticate', 'Bearer realm="worker-api"');
  return new AppError('ERROR_UNAUTHORIZED', message);
}

type LiveToken = { id: number; userId: number; userType: string | null; lastUsedAt: Date | null };
type Admission = { userId: number; admittedAt: Date | null; languages: string[]; suspendedAt: Date | null };

export function workService(deps: { db: Db; clock: Clock; notifier?: Notifier }) {
  const { db, clock, notifier } = deps;
  // Every worker-API call authenticates and checks admission: both are answered from memory
  // between changes the database announces (revocation, ban, deletion, admission; migration 0009).
  const cacheOf = <K, V extends { userId: number }>() =>
    notifier &&
    createNotifiedCache<K, V>({
      notifier,
      channel: USER_CHANGED,
      tagOf: (v) => String(v.userId),
      maxEntries: 100_000,
      maxAgeMs: 10 * 60_000,
    });
  const tokens = cacheOf<string, LiveToken>();
  const admissions = cacheOf<number, Admission>();
  const liveToken = (hash: string): Promise<LiveToken | null> =>
    tokens
      ? tokens.get(hash, async () => (await workRepo.findLiveToken(db, hash)) ?? null)
      : workRepo.findLiveToken(db, hash).then((row) => row ?? null);
  const admission = async (userId: number): Promise<Admission | null> => {
    const read = () => workRepo.findAdmission(db, userId);
    return admissions ? admissions.get(userId, read) : read();
  };

  async function isAdmitted(userId: number) {
    const row = await admission(userId);
    return { admitted: Boolean(row?.admittedAt), admittedAt: row?.admittedAt ? iso(row.admittedAt) : null };
  }

  return {
    async createToken(userId: number, name: string): Promise<CreatedWorkerToken> {
      const token = `${TOKEN_PREFIX}${randomToken(32)}`;
      const row = await inTransaction(db, async (trx) => {
        await workRepo.lockUser(trx, userId);
        if ((await workRepo.countLiveTokens(trx, userId)) >= WORKER_TOKENS_MAX) {
          throw new AppError('WORK_TOO_MANY_TOKENS', `At most ${WORKER_TOKENS_MAX} tokens; revoke one first.`);
        }
        return workRepo.insertToken(trx, { userId, tokenHash: sha256(token), name, createdAt: clock.now() });
      });
      return { ...presentToken(row), token };
    },

    async listTokens(userId: number): Promise<WorkerToken[]> {
      return (await workRepo.listTokens(db, userId)).map(presentToken);
    },

    async revokeToken(userId: number, tokenId: number): Promise<void> {
      if (!(await workRepo.revokeToken(db, userId, tokenId, clock.now()))) throw new AppError('ERROR_NOT_FOUND');
    },

    async setAdmission(adminId: number, userId: number, admitted: boolean): Promise<AdmissionReply> {
      if (!(await workRepo.findWorker(db, userId))) throw new AppError('ERROR_NOT_FOUND', 'No such worker.');
      const row = await workRepo.setAdmission(db, userId, admitted, adminId, clock.now());
      return { userId, admitted: row.admittedAt !== null, admittedAt: row.admittedAt ? iso(row.admittedAt) : null };
    },

    isAdmitted,

    /**
     * The worker calling the worker API. `Authorization: Bearer <token>` wins when present (a bad
     * token is refused even with a session); otherwise the session. Tokens of banned or deleted
     * accounts, revoked tokens and unknown tokens: 401. Non-worker accounts: WORK_NOT_WORKER.
     */
    async authenticate(request: FastifyRequest, reply: FastifyReply): Promise<WorkerCaller> {
      const header = request.headers.authorization;
      if (header !== undefined) {
        const match = /^Bearer +(\S+)$/i.exec(header.trim());
        const token = match?.[1];
        if (!token || !TOKEN_SHAPE.test(token)) throw unauthorized(reply, 'Malformed bearer token.');
        const row = await liveToken(sha256(token));
        if (!row) throw unauthorized(reply, 'Unknown or revoked token.');
        if (row.userType !== 'worker') throw new AppError('WORK_NOT_WORKER');
        const now = clock.now();
        if (!row.lastUsedAt || now.getTime() - new Date(row.lastUsedAt).getTime() > TOUCH_EVERY_MS) {
          await workRepo.touchToken(db, row.id, now);
          row.lastUsedAt = now;
        }
        return { userId: row.userId, via: 'token' };
      }
      const principal = request.principal;
      if (!principal) throw unauthorized(reply, 'Send a worker token (Authorization: Bearer …) or sign in.');
      if (principal.userType !== 'worker') throw new AppError('WORK_NOT_WORKER');
      return { userId: principal.userId, via: 'session' };
    },

    /** Refuses a worker not admitted to paid tasks. */
    async requireAdmitted(userId: number): Promise<void> {
      const row = await admission(userId);
      if (!row?.admittedAt) throw new AppError('WORK_NOT_ADMITTED');
      if (row.suspendedAt) {
        throw new AppError(
          'WORK_SUSPENDED',
          'Suspended for low accuracy: pass the training again to resume paid work.',
        );
      }
    },

    /**
     * Refuses a take while the worker holds WORKER_HELD_TASKS_MAX tasks. Takes running side by side
     * may each pass it: `holdsTooMany` after the claim catches the one over the cap.
     */
    async requireRoomForTask(userId: number): Promise<void> {
      if ((await workerReads.heldTasks(db, userId, clock.now())) >= WORKER_HELD_TASKS_MAX) throw tooManyTasks();
    },

    /** Whether the worker now holds more than WORKER_HELD_TASKS_MAX tasks (the newest take must go back). */
    async holdsTooMany(userId: number): Promise<boolean> {
      return (await workerReads.heldTasks(db, userId, clock.now())) > WORKER_HELD_TASKS_MAX;
    },

    tooManyTasks,

    /** The languages the worker solves in (dispatch gives them tasks needing one of these, or none). */
    async languagesOf(userId: number): Promise<string[]> {
      return (await admission(userId))?.languages ?? [];
    },

    async me(caller: WorkerCaller): Promise<WorkerMeReply> {
      const since = startOfUtcDay(clock.now());
      const [admission, ledger, earned, solved, standing] = await Promise.all([
        isAdmitted(caller.userId),
        ledgerSummary(db, caller.userId),
        moneyReads.workerEarnedSince(db, caller.userId, since),
        workerReads.solvedSince(db, caller.userId, since),
        workerReads.standingSince(db, caller.userId, new Date(clock.now().getTime() - 30 * 86_400_000)),
      ]);
      return {
        userId: caller.userId,
        auth: caller.via,
        ...admission,
        balanceMicros: ledger.balanceMicros,
        earnedTodayMicros: earned,
        earnedToday: microsToDollars(earned),
        solvedToday: solved,
        standing: {
          confirmations: standing.confirmations,
          mistakes: standing.mistakes,
          accuracy: accuracyOf(standing.answered, standing.mistakes),
          level: levelOf(accuracyOf(standing.answered, standing.mistakes), standing.answered),
        },
      };
    },
  };
}

export type WorkService = ReturnType<typeof workService>;
