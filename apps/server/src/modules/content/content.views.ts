import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db.ts';
import { contentRepo } from './content.repo.ts';

/**
 * Article views counted in memory and added to the articles every few seconds (one statement
 * for all of them), so that a popular article's row is not locked once per reader.
 */
export function viewCounter(deps: { db: Db; log?: FastifyBaseLogger }) {
  let pending = new Map<number, number>();
  let flushing: Promise<void> = Promise.resolve();

  const counter = {
    record(articleId: number) {
      pending.set(articleId, (pending.get(articleId) ?? 0) + 1);
    },

    /** Writes the counted views (the counts stay for the next flush when the write fails). */
    flush(): Promise<void> {
      flushing = flushing.then(async () => {
        if (!pending.size) return;
        const batch = pending;
        pending = new Map();
        try {
          await contentRepo.addViews(deps.db, batch);
        } catch (err) {
          for (const [id, n] of batch) pending.set(id, (pending.get(id) ?? 0) + n);
          deps.log?.warn({ err }, 'article views: write failed; kept for the next one');
        }
      });
      return flushing;
    },

    /** Flushes every `everyMs`; the returned function stops and flushes what is left. */
    start(everyMs: number) {
      const timer = setInterval(() => void counter.flush(), everyMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await counter.flush();
      };
    },
  };
  return counter;
}

export type ViewCounter = ReturnType<typeof viewCounter>;
