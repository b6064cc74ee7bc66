import type { WorkerAnswer, WorkerTaskView } from '@crowdsolve/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppEnv } from '../../lib/app-env.tsx';
import { RequestError } from '../../lib/request.ts';
import { type ReleaseKind, workerApi, workerKeys } from './api.ts';

/** What the cabinet says under the task: a failed call, or a note of the worker namespace. */
export type WorkNote = { kind: 'error'; error: unknown } | { kind: 'info'; key: string };

export interface HeldTask {
  task: WorkerTaskView;
  /** `Date.now()` when the answer is due (from `secondsLeft`, so the local clock's offset does not matter). */
  dueAt: number;
}

/** Pause after a failed poll before the next one. */
export const RETRY_MS = 3000;

/** Codes after which the held task is gone: drop it and fetch the next. */
const TASK_GONE = new Set(['WORK_DEADLINE_PASSED', 'WORK_NOT_ASSIGNED']);

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The working loop: while started and no task is held, long-poll for the next one (aborted on
 * stop and unmount); answer or hand back the held task, then poll again.
 */
export function useWorkLoop() {
  const { api } = useAppEnv();
  const client = useQueryClient();
  const [running, setRunning] = useState(false);
  const [held, setHeld] = useState<HeldTask | null>(null);
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<WorkNote | null>(null);
  const heldRef = useRef(held);
  heldRef.current = held;

  useEffect(() => {
    if (!running || held) return;
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      while (!signal.aborted) {
        try {
          const reply = await workerApi.next(api, signal);
          if (signal.aborted) return;
          if (reply.task) {
            setHeld({ task: reply.task, dueAt: Date.now() + reply.task.secondsLeft * 1000 });
            return;
          }
        } catch (error) {
          if (signal.aborted) return;
          setNote({ kind: 'error', error });
          if (
            error instanceof RequestError &&
            (error.code === 'WORK_NOT_ADMITTED' || error.code === 'WORK_NOT_WORKER' || error.code === 'WORK_SUSPENDED')
          ) {
            setRunning(false);
            void client.invalidateQueries({ queryKey: workerKeys.me });
            return;
          }
          await sleep(RETRY_MS, signal);
        }
      }
    })();
    return () => controller.abort();
  }, [running, held, api, client]);

  const refreshMe = useCallback(() => client.invalidateQueries({ queryKey: workerKeys.me }), [client]);

  const submit = useCallback(
    async (answer: WorkerAnswer) => {
      const current = heldRef.current;
      if (!current || sending) return;
      setSending(true);
      setNote(null);
      try {
        await workerApi.answer(api, current.task.id, answer);
        setHeld(null);
        void refreshMe();
      } catch (error) {
        setNote({ kind: 'error', error });
        if (error instanceof RequestError && error.code && TASK_GONE.has(error.code)) setHeld(null);
      } finally {
        setSending(false);
      }
    },
    [api, sending, refreshMe],
  );

  const release = useCallback(
    async (kind: ReleaseKind) => {
      const current = heldRef.current;
      if (!current || sending) return;
      setSending(true);
      setNote(null);
      try {
        await workerApi.release(api, current.task.id, kind);
      } catch (error) {
        // Gone already (deadline, reassigned): nothing to hand back.
        if (!(error instanceof RequestError && error.code && TASK_GONE.has(error.code))) {
          setNote({ kind: 'error', error });
          setSending(false);
          return;
        }
      }
      setHeld(null);
      setSending(false);
    },
    [api, sending],
  );

  const start = useCallback(() => {
    setNote(null);
    setRunning(true);
  }, []);

  /** Stops polling; a held task goes back to the queue at once instead of waiting for its deadline. */
  const stop = useCallback(() => {
    setRunning(false);
    const current = heldRef.current;
    if (current) {
      setHeld(null);
      workerApi.release(api, current.task.id, 'skip').catch(() => undefined);
    }
  }, [api]);

  /** The countdown ran out: the task is someone else's now. */
  const expire = useCallback(() => {
    setHeld(null);
    setNote({ kind: 'info', key: 'notes.expired' });
  }, []);

  return { running, held, sending, note, start, stop, submit, release, expire };
}

export type WorkLoop = ReturnType<typeof useWorkLoop>;
