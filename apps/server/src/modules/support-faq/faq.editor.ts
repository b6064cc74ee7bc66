import {
  type FaqAudience,
  type FaqEditorEntry,
  type FaqEditorListReply,
  type FaqEntryBody,
  FaqEntryBodySchema,
  type FaqTranslation,
  LANGUAGES,
} from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { renderArticle } from '../../platform/markdown.ts';
import { searchTextOf } from '../content/index.ts';
import {
  type FaqAuditRow,
  type FaqEntryRow,
  type FaqTranslationRow,
  faqRepo,
  type TranslationValues,
} from './faq.repo.ts';

/** History lines shown per entry. */
const AUDIT_SHOWN = 20;

/** A language version as stored: the answer rendered, the words searched. */
export function translationValues(t: FaqTranslation): TranslationValues {
  return {
    language: t.language,
    question: t.question.trim(),
    answer: t.answer.trim(),
    answerHtml: renderArticle(t.answer.trim()).html,
    searchText: searchTextOf(t.language, [t.question, t.answer]),
  };
}

function editorEntry(row: FaqEntryRow, translations: FaqTranslationRow[], audit: FaqAuditRow[]): FaqEditorEntry {
  const id = Number(row.id);
  return {
    id,
    audience: row.audience,
    position: row.position,
    published: row.isPublished,
    shipped: row.shippedKey !== null,
    translations: translations
      .filter((t) => Number(t.entryId) === id)
      .sort((a, b) => LANGUAGES.indexOf(a.language) - LANGUAGES.indexOf(b.language))
      .map((t) => ({ language: t.language, question: t.question, answer: t.answer })),
    updatedAt: new Date(row.updatedAt).toISOString(),
    updatedBy: row.updatedByName,
    audit: audit
      .filter((a) => Number(a.entryId) === id)
      .slice(0, AUDIT_SHOWN)
      .map((a) => ({ at: new Date(a.createdAt).toISOString(), user: a.userName, action: a.action, detail: a.detail })),
  };
}

/** What changed between two sets of language versions, for the history: `en question, ru answer`. */
function changes(before: FaqTranslationRow[], after: TranslationValues[]): string {
  const out: string[] = [];
  for (const language of LANGUAGES) {
    const a = before.find((t) => t.language === language);
    const b = after.find((t) => t.language === language);
    if (!a && !b) continue;
    if (!a) out.push(`${language} added`);
    else if (!b) out.push(`${language} removed`);
    else {
      if (a.question !== b.question) out.push(`${language} question`);
      if (a.answer !== b.answer) out.push(`${language} answer`);
    }
  }
  return out.join(', ');
}

/** Staff's changes to the FAQ: each one recorded with who made it and when. */
export function faqEditor(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function view(id: number): Promise<FaqEditorEntry> {
    const row = await faqRepo.find(db, id);
    if (!row) throw new AppError('ERROR_NOT_FOUND', 'No such FAQ entry.');
    const [translations, audit] = await Promise.all([
      faqRepo.translations(db, [id]),
      faqRepo.audit(db, [id], AUDIT_SHOWN),
    ]);
    return editorEntry(row, translations, audit);
  }

  async function who(userId: number) {
    return { userId, userName: await faqRepo.userName(db, userId), now: clock.now() };
  }

  async function list(audience: FaqAudience): Promise<FaqEditorListReply> {
    const rows = await faqRepo.entries(db, audience, false);
    const ids = rows.map((r) => Number(r.id));
    const [translations, audit] = await Promise.all([
      faqRepo.translations(db, ids),
      faqRepo.audit(db, ids, AUDIT_SHOWN),
    ]);
    return { audience, entries: rows.map((r) => editorEntry(r, translations, audit)) };
  }

  return {
    view,

    list,

    async create(userId: number, body: FaqEntryBody): Promise<FaqEditorEntry> {
      const input = FaqEntryBodySchema.parse(body);
      const by = await who(userId);
      const id = await inTransaction(db, async (trx) => {
        const position = await faqRepo.nextPosition(trx, input.audience);
        const created = await faqRepo.insert(trx, {
          audience: input.audience,
          position,
          published: input.published,
          shippedKey: null,
          ...by,
        });
        if (created === null) throw new Error('FAQ entry not inserted');
        await faqRepo.setTranslations(trx, created, input.translations.map(translationValues));
        await faqRepo.addAudit(trx, { entryId: created, ...by, action: 'created', detail: input.audience });
        return created;
      });
      return view(id);
    },

    async update(userId: number, id: number, body: FaqEntryBody): Promise<FaqEditorEntry> {
      const input = FaqEntryBodySchema.parse(body);
      const by = await who(userId);
      await inTransaction(db, async (trx) => {
        const row = await faqRepo.find(trx, id);
        if (!row) throw new AppError('ERROR_NOT_FOUND', 'No such FAQ entry.');
        const before = await faqRepo.translations(trx, [id]);
        const values = input.translations.map(translationValues);
        const moved = row.audience !== input.audience;
        const position = moved ? await faqRepo.nextPosition(trx, input.audience) : row.position;
        await faqRepo.update(trx, id, {
          audience: input.audience,
          position,
          isPublished: input.published,
          staffEdited: true,
          ...by,
        });
        await faqRepo.setTranslations(trx, id, values);
        const detail = [
          changes(before, values),
          moved ? `audience: ${row.audience} → ${input.audience}` : '',
          row.isPublished !== input.published ? (input.published ? 'published' : 'unpublished') : '',
        ]
          .filter(Boolean)
          .join(', ');
        await faqRepo.addAudit(trx, { entryId: id, ...by, action: 'edited', detail });
      });
      return view(id);
    },

    async setPublished(userId: number, id: number, published: boolean): Promise<FaqEditorEntry> {
      const by = await who(userId);
      await inTransaction(db, async (trx) => {
        const row = await faqRepo.find(trx, id);
        if (!row) throw new AppError('ERROR_NOT_FOUND', 'No such FAQ entry.');
        if (row.isPublished === published) return;
        await faqRepo.update(trx, id, { isPublished: published, staffEdited: true, ...by });
        await faqRepo.addAudit(trx, {
          entryId: id,
          ...by,
          action: published ? 'published' : 'unpublished',
          detail: '',
        });
      });
      return view(id);
    },

    /** Puts an audience's entries in the order given (entries not named keep their place after them). */
    async reorder(userId: number, audience: FaqAudience, ids: number[]): Promise<FaqEditorListReply> {
      const by = await who(userId);
      await inTransaction(db, async (trx) => {
        const rows = await faqRepo.entries(trx, audience, false);
        const known = new Set(rows.map((r) => Number(r.id)));
        const unknown = ids.filter((id) => !known.has(id));
        if (unknown.length || new Set(ids).size !== ids.length) {
          throw new AppError('ERROR_VALIDATION', 'The request has invalid fields.', {
            fields: [{ field: 'body.ids', message: 'not the entries of this audience' }],
          });
        }
        const rest = rows.map((r) => Number(r.id)).filter((id) => !ids.includes(id));
        const order = [...ids, ...rest];
        const old = rows.map((r) => Number(r.id));
        await faqRepo.setPositions(trx, audience, order);
        for (const [i, id] of order.entries()) {
          if (old[i] === id) continue;
          await faqRepo.update(trx, id, { staffEdited: true, ...by });
          await faqRepo.addAudit(trx, { entryId: id, ...by, action: 'moved', detail: `position ${i + 1}` });
        }
      });
      return list(audience);
    },

    /** Removes an entry; a shipped one is only marked, so that the next start does not bring it back. */
    async remove(userId: number, id: number): Promise<void> {
      const by = await who(userId);
      const row = await faqRepo.find(db, id);
      if (!row) throw new AppError('ERROR_NOT_FOUND', 'No such FAQ entry.');
      if (row.shippedKey === null) {
        await faqRepo.remove(db, id);
        return;
      }
      await inTransaction(db, async (trx) => {
        await faqRepo.update(trx, id, { deletedAt: by.now, staffEdited: true, ...by });
        await faqRepo.addAudit(trx, { entryId: id, ...by, action: 'deleted', detail: '' });
      });
    },
  };
}

export type FaqEditor = ReturnType<typeof faqEditor>;
