import {
  ARTICLE_RESERVED_SLUGS,
  type ArticleAttachment,
  type ArticleCreateBody,
  type ArticleDraft,
  type ArticleKind,
  type ArticlePreviewReply,
  type ArticleUpdateBody,
  type EditorArticle,
  LANGUAGES,
  type Language,
} from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { renderArticle } from '../../platform/markdown.ts';
import { attachmentsRepo, auditRepo } from './audit.repo.ts';
import { attachmentOf } from './content.present.ts';
import { type ContentPrices, currencyOf, withPrices } from './content.prices.ts';
import { type ArticleRow, contentRepo, editorNames } from './content.repo.ts';
import { searchTextOf } from './content.search.ts';
import type { ContentService } from './content.service.ts';

/** What the editor needs of the file storage (the storage module's service fits). */
export interface ContentStorage {
  put(
    data: Buffer,
    options: { purpose: 'article-image'; ownerId: number | null; declaredType?: string; fileName?: string },
  ): Promise<{ id: string; byteSize: number }>;
  get(id: string): Promise<{ id: string; purpose: string; byteSize: number } | null>;
  getMany(ids: readonly string[]): Promise<{ id: string; byteSize: number }[]>;
  delete(id: string): Promise<boolean>;
}

const fieldError = (field: string, message: string) =>
  new AppError('ERROR_VALIDATION', 'The request has invalid fields.', { fields: [{ field, message }] });

function checkSlug(slug: string) {
  if ((ARTICLE_RESERVED_SLUGS as readonly string[]).includes(slug)) throw fieldError('body.slug', 'reserved_slug');
}

/** Renders and stores a language's draft as its published copy (the draft must have a title and a body). */
async function publishLanguage(trx: Db, article: ArticleRow, language: Language, now: Date) {
  const t = (await contentRepo.translations(trx, [article.id])).find((x) => x.language === language);
  if (!t?.draftTitle.trim() || !t.draftBody.trim()) {
    throw new AppError('ARTICLE_EMPTY_TRANSLATION', `The ${language} version needs a title and a text to publish.`, {
      fields: [{ field: `body.translations.${language}`, message: 'empty_translation' }],
    });
  }
  const { html, headings } = renderArticle(t.draftBody);
  const searchText = searchTextOf(language, [t.draftTitle, t.draftSummary, t.draftBody]);
  await contentRepo.publish(trx, { articleId: article.id, language, html, headings, searchText, now });
}

/** The editor's writes: create, save (drafts, publish, unpublish), delete, attachments, preview. */
export function contentEditor(deps: {
  db: Db;
  clock: Clock;
  content: ContentService;
  storage: ContentStorage | null;
  prices: ContentPrices | null;
}) {
  const { db, clock, content, storage } = deps;

  async function checkCover(fileId: string | null | undefined) {
    if (!fileId || !storage) return;
    const file = await storage.get(fileId);
    if (file?.purpose !== 'article-image') throw fieldError('body.coverFileId', 'invalid_file');
  }

  async function slugFree(trx: Db, kind: ArticleKind, slug: string, exceptId: number | null) {
    if (await contentRepo.slugTaken(trx, kind, slug, exceptId)) {
      throw new AppError('ARTICLE_SLUG_TAKEN', 'This address is taken by another article.', {
        fields: [{ field: 'body.slug', message: 'slug_taken' }],
      });
    }
  }

  /** Files named in the drafts' Markdown or as the cover (to link uploads made before the first save). */
  const fileIdsIn = (texts: string[]) =>
    [...texts.join('\n').matchAll(/\/files\/([A-Za-z0-9_-]+)\//g)].map((m) => m[1] as string);

  return {
    async create(userId: number, body: ArticleCreateBody): Promise<EditorArticle> {
      checkSlug(body.slug);
      const drafts = LANGUAGES.flatMap((l) => (body.translations[l] ? [[l, body.translations[l]] as const] : []));
      if (!drafts.length) throw fieldError('body.translations', 'required');
      await checkCover(body.coverFileId);
      const names = await editorNames(db, userId);
      const now = clock.now();
      const id = await inTransaction(db, async (trx) => {
        await slugFree(trx, body.kind, body.slug, null);
        const row = await contentRepo.insertArticle(trx, {
          kind: body.kind,
          slug: body.slug,
          coverFileId: body.coverFileId,
          sites: [...new Set(body.sites)],
          authorId: userId,
          authorName: names.author,
          now,
        });
        if (!row) await slugFree(trx, body.kind, body.slug, null);
        const articleId = Number(row?.id);
        for (const [language, d] of drafts) {
          await contentRepo.saveDraft(trx, { articleId, language, ...d, userId, userName: names.audit, now });
        }
        await auditRepo.add(trx, {
          articleId,
          userId,
          userName: names.audit,
          action: 'created',
          language: null,
          detail: drafts.map(([l]) => l).join(', '),
          now,
        });
        const texts = drafts.map(([, d]) => d.body);
        await attachmentsRepo.adopt(
          trx,
          articleId,
          [...fileIdsIn(texts), ...(body.coverFileId ? [body.coverFileId] : [])],
          userId,
        );
        return articleId;
      });
      return content.editorById(id);
    },

    async update(userId: number, id: number, body: ArticleUpdateBody): Promise<EditorArticle> {
      if (body.slug !== undefined) checkSlug(body.slug);
      await checkCover(body.coverFileId);
      const names = await editorNames(db, userId);
      const now = clock.now();
      await inTransaction(db, async (trx) => {
        const article = await contentRepo.find(trx, { id }, true);
        if (!article) throw new AppError('ERROR_NOT_FOUND');
        if (article.version !== body.version) {
          throw new AppError('ARTICLE_VERSION_CONFLICT', 'Someone else saved this article meanwhile; reload it.');
        }
        const audit = (
          action: Parameters<typeof auditRepo.add>[1]['action'],
          language: Language | null,
          detail: string,
        ) => auditRepo.add(trx, { articleId: id, userId, userName: names.audit, action, language, detail, now });
        if (body.slug !== undefined && body.slug !== article.slug) {
          await slugFree(trx, article.kind, body.slug, id);
          await audit('slug_changed', null, `slug: ${article.slug} → ${body.slug}`);
        }
        const changes = [
          ...(body.coverFileId !== undefined && body.coverFileId !== article.coverFileId ? ['cover'] : []),
          ...(body.sites && body.sites.join() !== article.sites.join() ? ['sites'] : []),
        ];
        await contentRepo.updateArticle(trx, id, {
          ...(body.slug !== undefined ? { slug: body.slug } : {}),
          ...(body.coverFileId !== undefined ? { coverFileId: body.coverFileId } : {}),
          ...(body.sites ? { sites: [...new Set(body.sites)] } : {}),
          now,
        });
        if (changes.length) await audit('saved', null, changes.join(', '));
        const existing = await contentRepo.translations(trx, [id]);
        for (const language of LANGUAGES) {
          const draft: ArticleDraft | null | undefined = body.translations?.[language];
          if (draft === undefined) continue;
          if (draft === null) {
            if (await contentRepo.removeTranslation(trx, id, language))
              await audit('translation_removed', language, '');
            continue;
          }
          const before = existing.find((t) => t.language === language);
          const fields = [
            ...(before?.draftTitle !== draft.title ? ['title'] : []),
            ...(before?.draftSummary !== draft.summary ? ['summary'] : []),
            ...(before?.draftBody !== draft.body ? ['body'] : []),
          ];
          if (!fields.length) continue;
          await contentRepo.saveDraft(trx, { articleId: id, language, ...draft, userId, userName: names.audit, now });
          await audit('saved', language, fields.join(', '));
        }
        for (const language of new Set(body.publish ?? [])) {
          await publishLanguage(trx, article, language, now);
          await audit('published', language, '');
        }
        for (const language of new Set(body.unpublish ?? [])) {
          if ((body.publish ?? []).includes(language)) continue;
          await contentRepo.unpublish(trx, id, language);
          await audit('unpublished', language, '');
        }
        const texts = LANGUAGES.flatMap((l) => body.translations?.[l]?.body ?? []);
        await attachmentsRepo.adopt(
          trx,
          id,
          [...fileIdsIn(texts), ...(body.coverFileId ? [body.coverFileId] : [])],
          userId,
        );
      });
      return content.editorById(id);
    },

    async remove(id: number): Promise<void> {
      if (!(await contentRepo.deleteArticle(db, id))) throw new AppError('ERROR_NOT_FOUND');
    },

    async upload(
      userId: number,
      articleId: number | null,
      file: { data: Buffer; declaredType?: string; fileName?: string },
    ): Promise<ArticleAttachment> {
      if (!storage) throw new AppError('ERROR_UNAVAILABLE');
      if (articleId !== null && !(await contentRepo.find(db, { id: articleId }))) {
        throw fieldError('body.articleId', 'not_found');
      }
      const stored = await storage.put(file.data, {
        purpose: 'article-image',
        ownerId: userId,
        ...(file.declaredType ? { declaredType: file.declaredType } : {}),
        ...(file.fileName ? { fileName: file.fileName } : {}),
      });
      const row = await attachmentsRepo.insert(db, {
        articleId,
        fileId: stored.id,
        createdBy: userId,
        now: clock.now(),
      });
      return attachmentOf(row, stored.byteSize);
    },

    /** Removes the upload and its file (an article showing it loses the image; a cover is cleared). */
    async removeAttachment(id: number): Promise<void> {
      const row = await attachmentsRepo.find(db, id);
      if (!row) throw new AppError('ERROR_NOT_FOUND');
      await attachmentsRepo.delete(db, id);
      await storage?.delete(row.fileId);
    },

    async preview(body: string, currency: string | undefined): Promise<ArticlePreviewReply> {
      const { html, headings } = renderArticle(body);
      return { html: await withPrices(html, currencyOf(currency), deps.prices), headings };
    },
  };
}

export type ContentEditor = ReturnType<typeof contentEditor>;
