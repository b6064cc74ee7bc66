import type { TrainingSummary, WorkerMistakesReply, WorkerQualityReply, WorkerTaskView } from '@crowdsolve/contract';
import { type ApiCall, type ApiHandler, json } from '../profile/testing.tsx';

/** Test support for the worker's training, mistakes and languages screens. */

type Mistake = WorkerMistakesReply['items'][number];

export function makeQuality(overrides: Partial<WorkerQualityReply> = {}): WorkerQualityReply {
  return {
    answered: 120,
    mistakes: 6,
    accuracy: 0.95,
    level: 4,
    suspended: false,
    suspendedAt: null,
    windowDays: 30,
    suspendBelow: 0.8,
    ...overrides,
  };
}

export function makeSummary(overrides: Partial<TrainingSummary> = {}): TrainingSummary {
  return {
    state: 'not_started',
    passShare: 0.9,
    startedAt: null,
    finishedAt: null,
    total: 0,
    answered: 0,
    correct: 0,
    byKind: [],
    next: null,
    admitted: false,
    ...overrides,
  };
}

export function makeMistake(overrides: Partial<Mistake> = {}): Mistake {
  return {
    id: 1,
    taskId: 900,
    kind: 'image_text',
    source: 'consensus',
    answer: { type: 'text', text: 'lead' },
    correctAnswer: { type: 'text', text: 'gold' },
    lostMicros: 500,
    createdAt: '2026-03-12T14:05:00.000Z',
    image: 'data:image/png;base64,AAAA',
    ...overrides,
  };
}

/** A control task of the training: the task as the worker sees it and its known answer. */
export interface ControlTask {
  task: WorkerTaskView;
  expected: unknown;
}

export interface QualityApiOptions {
  quality?: WorkerQualityReply;
  /** The training's control tasks; `start` hands them out in order. */
  control?: ControlTask[];
  /** The summary before any start (`not_started` by default). */
  summary?: TrainingSummary;
  /** Answers `POST …/training/start` instead of the control tasks (e.g. an error). */
  start?: (call: ApiCall) => Response;
  /** Answers `POST …/training/answer` instead of grading (e.g. an error). */
  answer?: (call: ApiCall) => Response | undefined;
  /** Mistake pages by the `before` id (`null` for the first). */
  mistakes?: (before: number | null) => Mistake[];
  languages?: string[];
}

/** A fake of `/api/v2/work/{training,languages,quality,mistakes}` that grades text answers exactly. */
export function qualityApi(options: QualityApiOptions = {}): ApiHandler {
  const control = options.control ?? [];
  let summary = options.summary ?? makeSummary();
  let results: { kind: string; correct: boolean }[] = [];
  let languages = options.languages ?? [];
  const passShare = 0.9;
  const summarize = (): TrainingSummary => {
    const answered = results.length;
    const correct = results.filter((r) => r.correct).length;
    const done = answered === control.length;
    const byKind = new Map<string, { kind: string; total: number; correct: number }>();
    for (const [i, c] of control.entries()) {
      const k = byKind.get(c.task.kind) ?? { kind: c.task.kind, total: 0, correct: 0 };
      k.total += 1;
      if (results[i]?.correct) k.correct += 1;
      byKind.set(c.task.kind, k);
    }
    const passed = done && correct / control.length >= passShare;
    return makeSummary({
      state: done ? (passed ? 'passed' : 'failed') : 'in_progress',
      startedAt: '2026-03-12T14:00:00.000Z',
      finishedAt: done ? '2026-03-12T14:05:00.000Z' : null,
      total: control.length,
      answered,
      correct,
      byKind: [...byKind.values()],
      next: done ? null : (control[answered]?.task ?? null),
      admitted: passed,
    });
  };
  return (call) => {
    const [path = '', query = ''] = call.url.split('?');
    if (path === '/api/v2/work/quality') return json(options.quality ?? makeQuality());
    if (path === '/api/v2/work/training' && call.method === 'GET') return json(summary);
    if (path === '/api/v2/work/training/start') {
      if (options.start) return options.start(call);
      results = [];
      summary = summarize();
      return json(summary);
    }
    if (path === '/api/v2/work/training/answer') {
      const custom = options.answer?.(call);
      if (custom) return custom;
      const body = call.body as { controlTaskId: number; answer: unknown };
      const current = control[results.length];
      if (!current || current.task.id !== body.controlTaskId) return undefined;
      const correct = JSON.stringify(body.answer) === JSON.stringify(current.expected);
      results.push({ kind: current.task.kind, correct });
      summary = summarize();
      return json({ correct, expected: current.expected, summary });
    }
    if (path === '/api/v2/work/languages') {
      if (call.method === 'PUT') languages = (call.body as { languages: string[] }).languages;
      return json({ languages });
    }
    if (path === '/api/v2/work/mistakes') {
      const before = new URLSearchParams(query).get('before');
      return json({ items: options.mistakes?.(before === null ? null : Number(before)) ?? [] });
    }
    return undefined;
  };
}
