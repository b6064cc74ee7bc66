import {
  LEVEL_PAY_BONUS_PERCENT,
  LOW_LEVEL_DISPATCH_DELAY_MS,
  levelOf,
  QUALITY_MIN_ANSWERS,
  QUALITY_WINDOW_DAYS,
  SUSPEND_BELOW_ACCURACY,
  TRAINING_MIN_TASKS,
  TRAINING_PASS_SHARE,
  TRAINING_TASKS,
  type TrainingSummary,
  type WorkerMistakesReply,
  type WorkerQualityReply,
} from '@crowdsolve/contract';
import { resources } from '@crowdsolve/i18n';
import type { Clock } from '../../platform/clock.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { AGREEMENT_KINDS, decodeSpec, encodeSpec, parseV2, type TaskAnswer, validateAnswer } from '../solving/index.ts';
import { presentTask, workerAdmissions } from '../work/index.ts';
import { matchesControl } from './golden.ts';
import { qualityRepo } from './quality.repo.ts';

const DAY = 86_400_000;
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/**
 * Quality control: per-worker accuracy (mistakes from golden tasks, accepted complaints and
 * disagreement, over answers in the last 30 days), automatic suspension below the threshold,
 * training on the control set (passing admits the worker and lifts a suspension), languages,
 * the mistakes list, and the admins' control set.
 */
/** How long a worker's level is remembered per process (it moves slowly). */
const LEVEL_TTL_MS = 5 * 60_000;

export function qualityService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const levels = new Map<number, { level: number; measured: boolean; at: number }>();
  async function levelFor(workerId: number, trx: Db = db) {
    const hit = levels.get(workerId);
    if (hit && Date.now() - hit.at < LEVEL_TTL_MS) return hit;
    const q = await quality(workerId, trx);
    const value = { level: q.level, measured: q.accuracy !== null, at: Date.now() };
    if (levels.size >= 100_000) levels.delete(levels.keys().next().value as number);
    levels.set(workerId, value);
    return value;
  }

  async function quality(workerId: number, trx: Db = db): Promise<WorkerQualityReply> {
    const since = new Date(clock.now().getTime() - QUALITY_WINDOW_DAYS * DAY);
    const [{ answered, mistakes }, profile] = await Promise.all([
      qualityRepo.answersAndMistakes(trx, workerId, since),
      qualityRepo.profile(trx, workerId),
    ]);
    const accuracy = answered >= QUALITY_MIN_ANSWERS ? Math.max(0, 1 - mistakes / answered) : null;
    return {
      answered,
      mistakes,
      accuracy,
      level: levelOf(accuracy, answered),
      suspended: Boolean(profile?.suspendedAt),
      suspendedAt: iso(profile?.suspendedAt ?? null),
      windowDays: QUALITY_WINDOW_DAYS,
      suspendBelow: SUSPEND_BELOW_ACCURACY,
    };
  }

  async function summary(workerId: number): Promise<TrainingSummary> {
    const [session, admission] = await Promise.all([
      qualityRepo.latestSession(db, workerId),
      workerAdmissions.find(db, workerId),
    ]);
    const admitted = Boolean(admission.admittedAt) && !admission.suspendedAt;
    if (!session) {
      return {
        state: 'not_started',
        passShare: TRAINING_PASS_SHARE,
        startedAt: null,
        finishedAt: null,
        total: 0,
        answered: 0,
        correct: 0,
        byKind: [],
        next: null,
        admitted,
      };
    }
    const answers = await qualityRepo.sessionAnswers(db, session.id);
    const byKind = new Map<string, { kind: string; total: number; correct: number }>();
    for (const a of answers) {
      const k = byKind.get(a.kind) ?? { kind: a.kind, total: 0, correct: 0 };
      k.total += 1;
      if (a.correct) k.correct += 1;
      byKind.set(a.kind, k);
    }
    const pending = answers.find((a) => a.answeredAt === null);
    let next: unknown = null;
    if (!session.finishedAt && pending) {
      const control = await qualityRepo.controlTask(db, pending.controlTaskId);
      if (control) {
        const now = clock.now();
        next = presentTask(
          {
            taskId: control.id,
            kind: control.kind as never,
            deadline: new Date(now.getTime() + 10 * 60_000),
            spec: decodeSpec(control.spec),
            payMicros: 0,
          },
          now,
        );
      }
    }
    const state = session.finishedAt ? (session.passed ? 'passed' : 'failed') : 'in_progress';
    return {
      state,
      passShare: TRAINING_PASS_SHARE,
      startedAt: iso(session.startedAt),
      finishedAt: iso(session.finishedAt),
      total: answers.length,
      answered: answers.filter((a) => a.answeredAt !== null).length,
      correct: answers.filter((a) => a.correct).length,
      byKind: [...byKind.values()],
      next,
      admitted,
    };
  }

  return {
    quality,
    trainingSummary: summary,

    /** Extra pay for the worker's level (percent of the table's pay); `trx`: the caller's transaction. */
    async payBonusPercent(workerId: number, trx?: Db): Promise<number> {
      return LEVEL_PAY_BONUS_PERCENT[(await levelFor(workerId, trx)).level] ?? 0;
    },

    /** How long after queueing a new task this worker may take it (low measured levels wait). */
    async dispatchDelayMs(workerId: number): Promise<number> {
      const { level, measured } = await levelFor(workerId);
      return measured && level <= 2 ? LOW_LEVEL_DISPATCH_DELAY_MS : 0;
    },

    /** Suspends a worker whose accuracy fell below the threshold (call after recording a mistake). */
    async checkSuspension(trx: Db, workerId: number): Promise<void> {
      const q = await quality(workerId, trx);
      if (!q.suspended && q.accuracy !== null && q.accuracy < SUSPEND_BELOW_ACCURACY) {
        await qualityRepo.setSuspension(trx, workerId, clock.now(), clock.now());
        // The notice says why and the way back, in every language (the app shows the worker's).
        const threshold = String(Math.round(SUSPEND_BELOW_ACCURACY * 100));
        const message = Object.fromEntries(
          (['en', 'ru', 'zh'] as const).map((lang) => [
            lang,
            resources[lang].worker.notices.suspended.replace('{{threshold}}', threshold),
          ]),
        );
        await qualityRepo.messageWorker(trx, workerId, message);
      }
    },

    async startTraining(workerId: number): Promise<TrainingSummary> {
      const tasks = await qualityRepo.randomControlTasks(db, 'training', [...AGREEMENT_KINDS], TRAINING_TASKS);
      if (tasks.length < TRAINING_MIN_TASKS) throw new AppError('TRAINING_NOT_AVAILABLE');
      await inTransaction(db, async (trx) => {
        const open = await qualityRepo.latestSession(trx, workerId);
        if (open && !open.finishedAt) await qualityRepo.finishSession(trx, open.id, false, clock.now());
        await qualityRepo.startSession(
          trx,
          workerId,
          tasks.map((t) => t.id),
          clock.now(),
        );
      });
      return summary(workerId);
    },

    /** Grades one training answer; the last one finishes the session (passing admits the worker). */
    async answerTraining(workerId: number, controlTaskId: number, raw: unknown) {
      const session = await qualityRepo.latestSession(db, workerId);
      const control = await qualityRepo.controlTask(db, controlTaskId);
      if (!session || session.finishedAt || !control) throw new AppError('TRAINING_NOT_IN_PROGRESS');
      const check = validateAnswer(decodeSpec(control.spec), raw);
      if (!check.ok) {
        throw new AppError('WORK_INVALID_ANSWER', `The answer was refused: ${check.reason}.`, {
          fields: [{ field: 'body.answer', message: check.reason }],
        });
      }
      const correct = matchesControl(control.spec, control.answer, check.answer);
      const now = clock.now();
      await inTransaction(db, async (trx) => {
        const recorded = await qualityRepo.recordTrainingAnswer(
          trx,
          session.id,
          controlTaskId,
          JSON.stringify(check.answer),
          correct,
          now,
        );
        if (!recorded) throw new AppError('TRAINING_NOT_IN_PROGRESS');
        const answers = await qualityRepo.sessionAnswers(trx, session.id);
        if (answers.some((a) => a.answeredAt === null)) return;
        const right = answers.filter((a) => a.correct).length;
        const passed = right / answers.length >= TRAINING_PASS_SHARE;
        await qualityRepo.finishSession(trx, session.id, passed, now);
        if (passed) {
          const admission = await workerAdmissions.find(trx, workerId);
          if (!admission.admittedAt) await workerAdmissions.set(trx, workerId, true, workerId, now);
          if (admission.suspendedAt) await qualityRepo.setSuspension(trx, workerId, null, now);
        }
      });
      return { correct, expected: control.answer, summary: await summary(workerId) };
    },

    async languages(workerId: number) {
      return { languages: (await qualityRepo.profile(db, workerId))?.languages ?? [] };
    },
    async setLanguages(workerId: number, languages: string[]) {
      await qualityRepo.setLanguages(db, workerId, [...new Set(languages)], clock.now());
      return { languages: [...new Set(languages)] };
    },

    async mistakes(workerId: number, before: number | null): Promise<WorkerMistakesReply> {
      const rows = await qualityRepo.mistakes(db, workerId, 50, before);
      return {
        items: rows.map((r) => {
          const spec = decodeSpec(r.spec);
          const image = spec.image ? `data:${spec.image.mime};base64,${spec.image.bytes.toString('base64')}` : null;
          return {
            id: r.id,
            taskId: r.taskId,
            kind: r.kind,
            source: r.source,
            answer: r.answer,
            correctAnswer: r.correctAnswer ?? null,
            lostMicros: r.lostMicros,
            createdAt: new Date(r.createdAt).toISOString(),
            image,
          };
        }),
      };
    },

    async createControlTask(
      adminId: number,
      body: { task: Record<string, unknown>; answer: unknown; training: boolean; golden: boolean },
    ) {
      const parsed = parseV2(body.task);
      if (!parsed.ok) {
        throw new AppError('ERROR_VALIDATION', `The task is not valid: ${parsed.error.errorCode}.`, {
          fields: [{ field: 'body.task', message: parsed.error.errorCode }],
        });
      }
      if (!AGREEMENT_KINDS.has(parsed.spec.kind)) {
        throw new AppError('ERROR_VALIDATION', 'Control tasks are image text, text, audio, grid or rotate tasks.', {
          fields: [{ field: 'body.task', message: 'kind_not_comparable' }],
        });
      }
      const check = validateAnswer(parsed.spec, body.answer);
      if (!check.ok) {
        throw new AppError('ERROR_VALIDATION', `The answer does not fit the task: ${check.reason}.`, {
          fields: [{ field: 'body.answer', message: check.reason }],
        });
      }
      const row = await qualityRepo.insertControlTask(db, {
        kind: parsed.spec.kind,
        spec: encodeSpec(parsed.spec),
        answer: JSON.stringify(check.answer as TaskAnswer),
        training: body.training,
        golden: body.golden,
        createdBy: adminId,
      });
      return { id: row.id };
    },

    async controlTasks() {
      return {
        items: (await qualityRepo.listControlTasks(db)).map((r) => ({
          ...r,
          createdAt: new Date(r.createdAt).toISOString(),
        })),
      };
    },

    async setControlTaskActive(id: number, active: boolean) {
      if (!(await qualityRepo.setControlTaskActive(db, id, active))) throw new AppError('ERROR_NOT_FOUND');
      return { ok: true as const };
    },
  };
}
export type QualityService = ReturnType<typeof qualityService>;
