import { z } from './zod.ts';

/** Quality control of workers: training, languages, mistakes, accuracy; the admins' control set. */
export const QUALITY_PATHS = {
  training: '/api/v2/work/training',
  trainingStart: '/api/v2/work/training/start',
  trainingAnswer: '/api/v2/work/training/answer',
  languages: '/api/v2/work/languages',
  mistakes: '/api/v2/work/mistakes',
  quality: '/api/v2/work/quality',
  adminControlTasks: '/api/v2/admin/control-tasks',
  adminControlTask: '/api/v2/admin/control-tasks/:id',
} as const;

/** Share of a training's control tasks to answer right to pass. */
export const TRAINING_PASS_SHARE = 0.9;
/** Control tasks in one training (fewer when the set is smaller, but at least TRAINING_MIN_TASKS). */
export const TRAINING_TASKS = 10;
export const TRAINING_MIN_TASKS = 3;
/** Accuracy below this (with at least QUALITY_MIN_ANSWERS answers over the window) suspends paid work. */
export const SUSPEND_BELOW_ACCURACY = 0.8;
export const QUALITY_MIN_ANSWERS = 20;
export const QUALITY_WINDOW_DAYS = 30;

/** A worker's accuracy over the window: null until they gave enough answers. */
export function accuracyOf(answered: number, mistakes: number): number | null {
  return answered >= QUALITY_MIN_ANSWERS ? Math.max(0, 1 - mistakes / answered) : null;
}

/** 1..5 from accuracy and volume: what a worker's standing is worth. */
export function levelOf(accuracy: number | null, answered: number): number {
  if (accuracy === null) return 1;
  if (accuracy >= 0.98 && answered >= 500) return 5;
  if (accuracy >= 0.95 && answered >= 200) return 4;
  if (accuracy >= 0.9 && answered >= 50) return 3;
  if (accuracy >= 0.85) return 2;
  return 1;
}

/** Extra pay per level (percent of the table's pay, from the platform's share): index = level. */
export const LEVEL_PAY_BONUS_PERCENT: readonly number[] = [0, 0, 0, 5, 10, 15];
/**
 * Dispatch priority: a worker whose measured accuracy put them at level 1 or 2 sees a new task
 * only this long after it was queued, so that better workers get it first.
 */
export const LOW_LEVEL_DISPATCH_DELAY_MS = 500;

/** Languages a worker may declare (two-letter codes). */
export const WORKER_LANGUAGES = ['en', 'ru', 'zh', 'es', 'pt', 'fr', 'de', 'it', 'tr', 'ar', 'hi', 'uk', 'el'] as const;
export const WorkerLanguagesBodySchema = z.object({
  languages: z.array(z.enum(WORKER_LANGUAGES)).max(WORKER_LANGUAGES.length),
});
export type WorkerLanguagesBody = z.infer<typeof WorkerLanguagesBodySchema>;
export const WorkerLanguagesReplySchema = z.object({ languages: z.array(z.string()) });

export const WorkerQualityReplySchema = z.object({
  answered: z.number().int(),
  mistakes: z.number().int(),
  /** 0..1 over the window; null until enough answers. */
  accuracy: z.number().nullable(),
  /** 1..5, from accuracy and volume. */
  level: z.number().int().min(1).max(5),
  suspended: z.boolean(),
  suspendedAt: z.string().nullable(),
  windowDays: z.number().int(),
  suspendBelow: z.number(),
});
export type WorkerQualityReply = z.infer<typeof WorkerQualityReplySchema>;

const trainingResult = z.object({ kind: z.string(), total: z.number().int(), correct: z.number().int() });
export const TrainingSummarySchema = z.object({
  state: z.enum(['not_started', 'in_progress', 'passed', 'failed']),
  passShare: z.number(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  total: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  byKind: z.array(trainingResult),
  /** The next control task to answer while in progress (the worker API's task view, id = control task id). */
  next: z.unknown().nullable(),
  admitted: z.boolean(),
});
export type TrainingSummary = z.infer<typeof TrainingSummarySchema>;

export const TrainingAnswerBodySchema = z.object({
  controlTaskId: z.number().int().positive(),
  answer: z.unknown(),
});
export const TrainingAnswerReplySchema = z.object({
  correct: z.boolean(),
  /** The known answer, to learn from. */
  expected: z.unknown(),
  summary: TrainingSummarySchema,
});

export const WorkerMistakeSchema = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  kind: z.string(),
  source: z.enum(['complaint', 'consensus', 'golden']),
  answer: z.unknown(),
  correctAnswer: z.unknown().nullable(),
  lostMicros: z.number().int(),
  createdAt: z.string(),
  /** The task's image as a data URL, when it had one. */
  image: z.string().nullable(),
});
export const WorkerMistakesReplySchema = z.object({ items: z.array(WorkerMistakeSchema) });
export type WorkerMistakesReply = z.infer<typeof WorkerMistakesReplySchema>;

/** `POST /api/v2/admin/control-tasks`: a task as the v2 API describes it (`task`), and its known answer. */
export const CreateControlTaskBodySchema = z.object({
  task: z.record(z.string(), z.unknown()),
  answer: z.unknown(),
  training: z.boolean().default(true),
  golden: z.boolean().default(true),
});
export const ControlTaskSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  answer: z.unknown(),
  training: z.boolean(),
  golden: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
});
export const ControlTasksReplySchema = z.object({ items: z.array(ControlTaskSchema) });
export const ControlTaskActiveBodySchema = z.object({ active: z.boolean() });

// ── Admin: workers ──────────────────────────────────────────────────────────

export const ADMIN_WORKER_PATHS = {
  workers: '/api/v2/admin/workers',
  worker: '/api/v2/admin/workers/:id',
  suspension: '/api/v2/admin/workers/:id/suspension',
  flagReview: '/api/v2/admin/worker-flags/:id/review',
} as const;

/** Why an answer was flagged for an admin. */
export const WORKER_FLAG_REASONS = ['too_fast', 'repeated_answer'] as const;
export type WorkerFlagReason = (typeof WORKER_FLAG_REASONS)[number];

export const AdminWorkersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  filter: z.enum(['all', 'suspended', 'flagged', 'not_admitted']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const AdminWorkerRowSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  admitted: z.boolean(),
  suspended: z.boolean(),
  accuracy: z.number().nullable(),
  level: z.number().int(),
  answered: z.number().int(),
  mistakes: z.number().int(),
  openFlags: z.number().int(),
  languages: z.array(z.string()),
});
export const AdminWorkersReplySchema = z.object({
  items: z.array(AdminWorkerRowSchema),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type AdminWorkersReply = z.infer<typeof AdminWorkersReplySchema>;

export const WorkerFlagSchema = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  reason: z.enum(WORKER_FLAG_REASONS),
  detail: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export const AdminWorkerDetailSchema = z.object({
  worker: AdminWorkerRowSchema,
  suspendedAt: z.string().nullable(),
  mistakesBySource: z.array(z.object({ source: z.string(), count: z.number().int() })),
  trainings: z.array(
    z.object({ startedAt: z.string(), finishedAt: z.string().nullable(), passed: z.boolean().nullable() }),
  ),
  flags: z.array(WorkerFlagSchema),
});
export type AdminWorkerDetail = z.infer<typeof AdminWorkerDetailSchema>;
export const AdminSuspensionBodySchema = z.object({ suspended: z.boolean() });
