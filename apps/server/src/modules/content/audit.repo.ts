import type { ArticleAuditAction, Language } from '@crowdsolve/contract';
import type { Db } from '../../platform/db.ts';

/** Saves by one person in one language within this long are one audit line (autosave). */
const SAVE_MERGE_MS = 10 * 60_000;

export interface AuditEntry {
  articleId: number;
  userId: number | null;
  userName: string;
  action: ArticleAuditAction;
  language: Language | null;
  detail: string;
  now: Date;
}

export const auditRepo = {
  /** Writes an audit line; a save right after the same person's save of the language extends it. */
  async add(db: Db, e: AuditEntry) {
    if (e.action === 'saved') {
      const last = await db
        .selectFrom('articleAudit')
        .select(['id', 'userId', 'action', 'language', 'detail', 'createdAt'])
        .where('articleId', '=', e.articleId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (
        last &&
        last.action === 'saved' &&
        last.userId === e.userId &&
        last.language === e.language &&
        e.now.getTime() - new Date(last.createdAt).getTime() < SAVE_MERGE_MS
      ) {
        const fields = [...new Set([...last.detail.split(', '), ...e.detail.split(', ')].filter(Boolean))];
        await db
          .updateTable('articleAudit')
          .set({ detail: fields.join(', '), createdAt: e.now })
          .where('id', '=', last.id)
          .execute();
        return;
      }
    }
    await db
      .insertInto('articleAudit')
      .values({
        articleId: e.articleId,
        userId: e.userId,
        userName: e.userName,
        action: e.action,
        language: e.language,
        detail: e.detail,
        createdAt: e.now,
      })
      .execute();
  },

  /** The newest lines first. */
  list(db: Db, articleId: number, limit: number) {
    return db
      .selectFrom('articleAudit')
      .select(['createdAt', 'userName', 'action', 'language', 'detail'])
      .where('articleId', '=', articleId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },
};

export const attachmentsRepo = {
  insert(db: Db, v: { articleId: number | null; fileId: string; createdBy: number; now: Date }) {
    return db
      .insertInto('articleAttachment')
      .values({ articleId: v.articleId, fileId: v.fileId, createdBy: v.createdBy, createdAt: v.now })
      .returning(['id', 'articleId', 'fileId', 'createdAt'])
      .executeTakeFirstOrThrow();
  },

  find(db: Db, id: number) {
    return db
      .selectFrom('articleAttachment')
      .select(['id', 'articleId', 'fileId', 'createdAt'])
      .where('id', '=', id)
      .executeTakeFirst();
  },

  ofArticle(db: Db, articleId: number) {
    return db
      .selectFrom('articleAttachment')
      .select(['id', 'articleId', 'fileId', 'createdAt'])
      .where('articleId', '=', articleId)
      .orderBy('id')
      .execute();
  },

  /** Links uploads made before the article's first save (by their uploader) to it. */
  async adopt(db: Db, articleId: number, fileIds: readonly string[], userId: number) {
    if (!fileIds.length) return;
    await db
      .updateTable('articleAttachment')
      .set({ articleId })
      .where('articleId', 'is', null)
      .where('createdBy', '=', userId)
      .where('fileId', 'in', [...fileIds])
      .execute();
  },

  async delete(db: Db, id: number) {
    await db.deleteFrom('articleAttachment').where('id', '=', id).execute();
  },
};
