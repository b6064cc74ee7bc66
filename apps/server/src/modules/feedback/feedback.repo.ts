import { FEEDBACK_PAGE_SIZE, type FeedbackKind } from '@crowdsolve/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db.ts';
import { installationSecret } from '../../platform/installation-secret.ts';
import type { FeedbackTable } from './feedback.tables.ts';

/** Where the form tokens' key is kept: one per installation, shared by every node. */
const SECRET_KEY = 'feedback_form_secret';

const COLUMNS = [
  'id',
  'kind',
  'name',
  'email',
  'userId',
  'rating',
  'message',
  'language',
  'createdAt',
  'handledAt',
  'reply',
  'repliedAt',
] as const;

export const feedbackRepo = {
  /** The installation's key for form tokens (shared by every node). */
  secret: (db: Db): Promise<Buffer> => installationSecret(db, SECRET_KEY),

  insert(db: Db, v: Insertable<FeedbackTable>) {
    return db.insertInto('feedback').values(v).returning('id').executeTakeFirstOrThrow();
  },

  async list(db: Db, q: { kind?: FeedbackKind; state: 'open' | 'handled' | 'all'; page: number }) {
    let base = db.selectFrom('feedback');
    if (q.kind) base = base.where('kind', '=', q.kind);
    if (q.state === 'open') base = base.where('handledAt', 'is', null);
    if (q.state === 'handled') base = base.where('handledAt', 'is not', null);
    const [items, total] = await Promise.all([
      base
        .select(COLUMNS)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(FEEDBACK_PAGE_SIZE)
        .offset(q.page * FEEDBACK_PAGE_SIZE)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: Number(total.n) };
  },

  find(db: Db, id: number) {
    return db.selectFrom('feedback').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  },

  setHandled(db: Db, id: number, by: number, handled: boolean, now: Date) {
    return db
      .updateTable('feedback')
      .set(handled ? { handledAt: now, handledBy: by } : { handledAt: null, handledBy: null })
      .where('id', '=', id)
      .executeTakeFirst();
  },

  setReply(db: Db, id: number, by: number, text: string, now: Date) {
    return db
      .updateTable('feedback')
      .set({ reply: text, repliedAt: now, repliedBy: by, handledAt: now, handledBy: by })
      .where('id', '=', id)
      .executeTakeFirst();
  },
};
