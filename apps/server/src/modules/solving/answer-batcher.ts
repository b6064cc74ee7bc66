/**
 * Answers settled together: the answers that arrive while a batch is being written go into the
 * next one (at most `max` each, at most `inFlight` batches at once), so that under load many
 * settles share one statement and one commit, while a lone answer is written at once.
 */
export interface AnswerBatcher<Item> {
  /** True: settled; false: the task was not in that state (nothing changed); null: the batch failed. */
  submit(item: Item): Promise<boolean | null>;
}

export function createAnswerBatcher<Item extends { taskId: number }>(
  write: (items: Item[]) => Promise<Set<number>>,
  options: { max: number; inFlight: number; onError: (err: unknown) => void },
): AnswerBatcher<Item> {
  const queue: { item: Item; done: (ok: boolean | null) => void }[] = [];
  let running = 0;

  function pump() {
    while (running < options.inFlight && queue.length > 0) {
      const batch = queue.splice(0, options.max);
      running += 1;
      write(batch.map((b) => b.item))
        .then(
          (solved) => {
            for (const b of batch) b.done(solved.has(b.item.taskId));
          },
          (err) => {
            options.onError(err);
            for (const b of batch) b.done(null);
          },
        )
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  }

  return {
    submit(item) {
      return new Promise((done) => {
        queue.push({ item, done });
        pump();
      });
    },
  };
}
