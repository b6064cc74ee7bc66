import type { FastifyBaseLogger } from 'fastify';
import { type Notifier, TASK_ENDED } from '../../platform/notify.ts';

/** Ends are announced together this often, at most this many per NOTIFY. */
const FLUSH_MS = 5;
const PER_NOTIFY = 500;

/**
 * Other processes forget a task's "in progress" when told it ended. The ends of a few
 * milliseconds go out as one NOTIFY (ids separated by commas), outside the ending transactions:
 * a NOTIFY inside them would serialise their commits (PostgreSQL holds the notify queue's lock
 * from a notifying transaction's commit until its WAL flush).
 */
export function createEndNotices(notifier: Notifier, log: FastifyBaseLogger) {
  const ids: number[] = [];
  let timer: NodeJS.Timeout | null = null;
  let sending: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    timer = null;
    const batch = ids.splice(0);
    sending = sending.then(async () => {
      for (let i = 0; i < batch.length; i += PER_NOTIFY) {
        await notifier
          .notify(TASK_ENDED, batch.slice(i, i + PER_NOTIFY).join(','))
          .catch((err) => log.warn({ err }, 'task end notification failed'));
      }
    });
    return sending;
  }

  return {
    announce(taskId: number) {
      ids.push(taskId);
      timer ??= setTimeout(() => void flush(), FLUSH_MS);
    },
    /** Sends what is pending (at shutdown). */
    async close() {
      if (timer) clearTimeout(timer);
      await flush();
    },
  };
}
