import { type Notifier, TASK_ENDED } from '../../platform/notify.ts';
import type { TaskView } from './engine.types.ts';

/** Ended results kept per process (they never change). */
const ENDED_MAX = 50_000;
/** Tasks known to be in progress, per process. */
const OPEN_MAX = 200_000;
/** Ids of tasks ended lately (so that a read that overlapped the end does not store "processing"). */
const RECENT_MAX = 20_000;
/** An in-progress entry older than this is read again: a bound should a notification ever be lost. */
const OPEN_MAX_AGE_MS = 30_000;

interface Entry {
  customerId: number;
  view: TaskView;
  at: number;
}

export interface ResultCache {
  /** What memory knows of a task: its view if owned by `customerId`, null if owned by another, undefined if unknown. */
  lookup(customerId: number, taskId: number): TaskView | null | undefined;
  /** Call before reading a task; pass the result to `remember` (a reset in between voids "in progress"). */
  epoch(): number;
  /** Keeps what a read (or a submit) found. */
  remember(customerId: number, view: TaskView, epoch: number): void;
  /** This process ended the task: forget that it was in progress. */
  ended(taskId: number): void;
}

/**
 * The poll path's memory (`res.php get`, `getTaskResult`): ended results, and tasks known to be
 * still in progress. Whoever ends a task, on any process, the database announces it
 * (cs_task_ended, from the engine that ended it: ids separated by commas), and every process forgets the task's "in
 * progress". While the notifier does not receive that channel, "in progress" is never served from
 * memory: each poll reads the task by primary key.
 */
export function createResultCache(notifier: Notifier, now: () => number = Date.now): ResultCache {
  const endedResults = new Map<number, Entry>();
  const open = new Map<number, Entry>();
  const recentlyEnded = new Set<number>();

  const bounded = <K, V>(map: Map<K, V>, max: number) => {
    if (map.size >= max) map.delete(map.keys().next().value as K);
  };

  function forgetOpen(taskId: number) {
    open.delete(taskId);
    if (recentlyEnded.size >= RECENT_MAX) recentlyEnded.delete(recentlyEnded.values().next().value as number);
    recentlyEnded.add(taskId);
  }

  notifier.on(TASK_ENDED, (payload) => {
    for (const part of payload.split(',')) {
      const id = Number(part);
      if (Number.isSafeInteger(id)) forgetOpen(id);
    }
  });
  let resets = 0;
  notifier.onReset(() => {
    resets += 1;
    open.clear();
  });

  return {
    lookup(customerId, taskId) {
      const entry = endedResults.get(taskId) ?? (notifier.live(TASK_ENDED) ? open.get(taskId) : undefined);
      if (!entry) return undefined;
      if (entry.view.state === 'processing' && now() - entry.at > OPEN_MAX_AGE_MS) {
        open.delete(taskId);
        return undefined;
      }
      return entry.customerId === customerId ? entry.view : null;
    },

    epoch: () => resets,

    remember(customerId, view, epoch) {
      const entry = { customerId, view, at: now() };
      if (view.state !== 'processing') {
        open.delete(view.taskId);
        bounded(endedResults, ENDED_MAX);
        endedResults.set(view.taskId, entry);
        return;
      }
      if (epoch !== resets || !notifier.live(TASK_ENDED) || recentlyEnded.has(view.taskId)) return;
      bounded(open, OPEN_MAX);
      open.set(view.taskId, entry);
    },

    ended: forgetOpen,
  };
}
