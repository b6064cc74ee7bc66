import type { WorkerMeReply, WorkerTaskView } from '@crowdsolve/contract';
import { type ApiCall, type ApiHandler, apiError, json } from '../profile/testing.tsx';

/** Test support for the worker cabinet: tasks, `/me` and a fake worker API. */

/** A 1×1 PNG. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export function makeMe(overrides: Partial<WorkerMeReply> = {}): WorkerMeReply {
  return {
    userId: 7,
    auth: 'session',
    admitted: true,
    admittedAt: '2026-01-15T10:00:00.000Z',
    balanceMicros: 1_250_000,
    earnedTodayMicros: 42_000,
    earnedToday: 0.042,
    solvedToday: 12,
    standing: { confirmations: 30, mistakes: 2, accuracy: 0.96, level: 4 },
    ...overrides,
  };
}

export function makeTask(overrides: Partial<WorkerTaskView> = {}): WorkerTaskView {
  return {
    id: 101,
    kind: 'image_text',
    category: 'image',
    answerType: 'text',
    deadline: '2030-01-01T00:00:00.000Z',
    secondsLeft: 60,
    payMicros: 500,
    pay: 0.0005,
    canNoAnswer: false,
    image: { url: PIXEL, mime: 'image/png', width: 400, height: 200 },
    ...overrides,
  };
}

export interface WorkerApiOptions {
  me?: WorkerMeReply | (() => WorkerMeReply);
  /** Handed out one per `POST tasks/next`; when none is left, the poll never answers. */
  tasks?: WorkerTaskView[];
  /** Answers `POST tasks/next` instead of the queue when it returns a response (a refusal). */
  next?: (call: ApiCall) => Response | undefined;
  /** Answers `POST …/answer`; ok by default. */
  answer?: (call: ApiCall) => Response;
}

/** A fake worker API: `/me`, the long poll from a queue, answers and hand-backs. */
export function workerApi(options: WorkerApiOptions = {}): ApiHandler {
  const queue = [...(options.tasks ?? [])];
  return (call) => {
    const path = call.url.split('?')[0] ?? '';
    if (path === '/api/worker/v1/me') {
      const me = options.me ?? makeMe();
      return json(typeof me === 'function' ? me() : me);
    }
    if (path === '/api/worker/v1/tasks/next') {
      if (call.method !== 'POST') return apiError('ERROR_METHOD_NOT_ALLOWED', 405);
      const refusal = options.next?.(call);
      if (refusal) return refusal;
      const task = queue.shift();
      return task ? json({ task }) : new Promise<Response>(() => undefined);
    }
    if (/^\/api\/worker\/v1\/tasks\/\d+\/answer$/.test(path)) return options.answer?.(call) ?? json({ ok: true });
    if (/^\/api\/worker\/v1\/tasks\/\d+\/(skip|cannot-solve|not-a-captcha)$/.test(path)) return json({ ok: true });
    return undefined;
  };
}
