import { type CustomerTaskView, customerTaskPath, DEMO_SOLVE_TIMING, type FirstPartyDemo } from '@crowdsolve/contract';
import { parseDollars } from '../../lib/money.ts';
import { type RequestContext, request } from '../../lib/request.ts';
import { pointsAnswer, tilesAnswer } from './answer.ts';

/**
 * "Solve with Crowdsolve": the captcha on screen goes to this host's own solver API v2 with the
 * customer's key, exactly as a program sends it (createTask, then getTaskResult every 5 s after a
 * first look at 4 s), and its answer comes back in the v2 `solution` shape.
 */

export type V2Task = Record<string, unknown>;
export type Solution = Record<string, unknown>;

/** Why a solve stopped without an answer; each has its own message on the page. */
export type SolveFailure = 'zeroBalance' | 'noSlot' | 'key' | 'unsolvable' | 'timeout' | 'other';

export class SolveError extends Error {
  override name = 'SolveError';
  constructor(
    readonly failure: SolveFailure,
    /** The API's error code, when it gave one. */
    readonly code: string | null = null,
  ) {
    super(code ?? failure);
  }
}

/** The v2 error codes a customer can act on, by what the page tells them. */
const FAILURES: Record<string, SolveFailure> = {
  ERROR_ZERO_BALANCE: 'zeroBalance',
  ERROR_NO_SLOT_AVAILABLE: 'noSlot',
  ERROR_KEY_DOES_NOT_EXIST: 'key',
  ERROR_IP_NOT_ALLOWED: 'key',
  ERROR_IP_BLOCKED: 'key',
  ERROR_CAPTCHA_UNSOLVABLE: 'unsolvable',
  ERROR_BAD_DUPLICATES: 'unsolvable',
};

interface V2Reply {
  errorId: number;
  errorCode?: string;
  taskId?: number;
  status?: 'processing' | 'ready';
  solution?: Solution;
  cost?: string;
}

/** Where a task stands while it waits: queued, taken by a worker, or not known. */
export type WaitState = 'queued' | 'assigned' | 'processing';

export interface Solved {
  taskId: number;
  solution: Solution;
  /** What the task cost (getTaskResult's `cost`), in micro-dollars. */
  costMicros: number;
  /** From createTask to the answer, in milliseconds. */
  ms: number;
}

function failed(reply: V2Reply): never {
  const code = reply.errorCode ?? null;
  throw new SolveError((code && FAILURES[code]) || 'other', code);
}

/** Resolves after `ms` unless `signal` aborts first (then rejects with its reason). */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Sends `task` with `clientKey` and polls for its answer until it comes, the API gives up on it,
 * `timeoutMs` passes or `signal` aborts (Cancel). `onWait` hears where the task stands after each
 * look (the account's own view of the task: queued or being solved).
 */
export async function solveTask(
  api: RequestContext,
  clientKey: string,
  task: V2Task,
  options: { signal: AbortSignal; timeoutMs: number; onWait?: (state: WaitState, taskId: number) => void },
): Promise<Solved> {
  const { signal } = options;
  const started = Date.now();
  const created = await request<V2Reply>(api, '/createTask', { method: 'POST', body: { clientKey, task }, signal });
  if (created.errorId !== 0 || !created.taskId) failed(created);
  const taskId = created.taskId;
  options.onWait?.('queued', taskId);
  await sleep(DEMO_SOLVE_TIMING.firstCheckMs, signal);
  for (;;) {
    const result = await request<V2Reply>(api, '/getTaskResult', {
      method: 'POST',
      body: { clientKey, taskId },
      signal,
    });
    if (result.errorId !== 0) failed(result);
    if (result.status === 'ready' && result.solution) {
      return {
        taskId,
        solution: result.solution,
        costMicros: parseDollars(result.cost ?? '0') ?? 0,
        ms: Date.now() - started,
      };
    }
    if (Date.now() - started >= options.timeoutMs) throw new SolveError('timeout');
    options.onWait?.(await waitState(api, taskId, signal), taskId);
    await sleep(DEMO_SOLVE_TIMING.pollMs, signal);
  }
}

/** The task as the account's cabinet sees it: queued, or a worker has it (unknown if it cannot be read). */
async function waitState(api: RequestContext, taskId: number, signal: AbortSignal): Promise<WaitState> {
  try {
    const view = await request<CustomerTaskView>(api, customerTaskPath(taskId), { signal });
    return view.state === 'queued' || view.state === 'assigned' ? view.state : 'processing';
  } catch {
    if (signal.aborted) throw signal.reason;
    return 'processing';
  }
}

/** The base64 of a `data:` URL (what createTask's `body` takes). */
const base64Of = (dataUrl: string | undefined) => dataUrl?.replace(/^data:[^,]*,/, '') ?? '';

/**
 * The createTask `task` for a first-party captcha, as a program would send it: the picture's
 * base64 and what to do (the question, the instruction, the grid's shape and its sample picture).
 */
export function firstPartyTask(demo: FirstPartyDemo): V2Task {
  const body = base64Of(demo.image);
  const comment = demo.instruction ? { comment: demo.instruction } : {};
  switch (demo.generator) {
    case 'normal':
      return { type: 'ImageToTextTask', body, ...comment };
    case 'text':
      return { type: 'TextCaptchaTask', comment: demo.question ?? demo.instruction ?? '' };
    case 'rotatecaptcha':
      // The worker turns it in 15° steps; the demo accepts the upright turn within 10°.
      return { type: 'RotateTask', body, angle: 15, ...comment };
    case 'clickcaptcha':
      return { type: 'CoordinatesTask', body, ...comment };
    case 'grid':
      return {
        type: 'GridTask',
        body,
        rows: demo.grid?.rows ?? 3,
        columns: demo.grid?.cols ?? 3,
        ...comment,
        ...(demo.instructionImage ? { imgInstructions: base64Of(demo.instructionImage) } : {}),
      };
  }
}

const numberOf = (v: unknown): number | null => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/**
 * The v2 solution in the demo's answer format (DEMO_ANSWER_FORMAT): the text; the turn in degrees;
 * the points `x,y;x,y`; the tiles counted from 1 (v2's GridTask counts them from 0). Null when the
 * solution is not of the expected shape.
 */
export function firstPartyAnswer(demo: FirstPartyDemo, solution: Solution): string | null {
  switch (demo.generator) {
    case 'normal':
    case 'text':
      return typeof solution.text === 'string' ? solution.text : null;
    case 'rotatecaptcha': {
      const turn = numberOf(Array.isArray(solution.rotate) ? solution.rotate[0] : solution.rotate);
      return turn === null ? null : String(Math.round(turn));
    }
    case 'clickcaptcha': {
      if (!Array.isArray(solution.coordinates)) return null;
      const points = solution.coordinates.map((p: { x?: unknown; y?: unknown }) => ({
        x: numberOf(p?.x) ?? Number.NaN,
        y: numberOf(p?.y) ?? Number.NaN,
      }));
      return points.every((p) => Number.isFinite(p.x) && Number.isFinite(p.y)) ? pointsAnswer(points) : null;
    }
    case 'grid': {
      if (!Array.isArray(solution.click)) return null;
      const cells = solution.click.map(numberOf);
      if (cells.some((c) => c === null)) return null;
      return tilesAnswer(new Set(cells.map((c) => (c as number) + 1)));
    }
  }
}
