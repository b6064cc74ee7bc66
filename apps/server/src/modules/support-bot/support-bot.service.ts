import { randomBytes } from 'node:crypto';
import {
  BOT_THREADS_PAGE_SIZE,
  type BotAskReply,
  type BotMark,
  type BotMessage,
  type BotThread,
  type BotThreadFilter,
  type BotThreadListReply,
  botTicketPath,
  type Language,
  type SiteKind,
} from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { cjkTokens } from '../content/index.ts';
import { userDirectory } from '../identity/index.ts';
import type { BotIndex } from './support-bot.index-builder.ts';
import { chooseSources, rankPassages, type Synonyms, withoutSeams } from './support-bot.ranking.ts';
import { botRepo, type MessageRow, type ThreadRow } from './support-bot.repo.ts';
import type { StoredSource } from './support-bot.tables.ts';
import { readQuestion, ZH_QUESTION_PAIRS } from './support-bot.vocabulary.ts';

/** How many passages of the full-text search are scored. */
const CANDIDATES = 100;

/** A question's search terms and the synonyms of its terms standing for a synonym group. */
export interface QuestionTerms {
  terms: string[];
  synonyms: Map<string, string[]>;
}

/**
 * A question's search terms: stemmed words (en, ru), character pairs and words (zh), without the
 * words that only ask; a synonym phrase becomes one term found by any word of its group.
 */
export async function termsOf(db: Db, language: Language, question: string): Promise<QuestionTerms> {
  const { text, groups } = readQuestion(language, question);
  const stem = async (s: string) =>
    language === 'zh' ? cjkTokens(s, { query: true }) : botRepo.lexemesOf(db, language, s);
  let terms: string[];
  if (language === 'zh') {
    const ordered = cjkTokens(text, { query: true });
    const { df } = await botRepo.termStats(db, 'zh', [...new Set(ordered)]);
    const known = (t: string) => (df.get(t) ?? 0) > 0 || ZH_QUESTION_PAIRS.has(t);
    terms = withoutSeams(ordered, known).filter((t) => !ZH_QUESTION_PAIRS.has(t));
  } else {
    terms = await stem(text);
  }
  const synonyms = new Map<string, string[]>();
  for (const group of groups) {
    const words = [...new Set(await stem(group))];
    const [first, ...rest] = words;
    if (!first) continue;
    terms.push(first);
    synonyms.set(first, [...(synonyms.get(first) ?? []), ...rest]);
  }
  return { terms: [...new Set(terms)], synonyms };
}

const zhTerms = (text: string) => cjkTokens(text).filter((t) => !ZH_QUESTION_PAIRS.has(t));

const iso = (d: Date | string) => new Date(d).toISOString();

function messageOf(row: MessageRow, staff: boolean): BotMessage {
  return {
    id: Number(row.id),
    question: row.question,
    answered: row.answered,
    sources: row.sources.map(({ source, title, heading, path, quote }) => ({ source, title, heading, path, quote })),
    helpful: row.helpful,
    mark: staff ? row.mark : null,
    askedAt: iso(row.createdAt),
  };
}

function threadOf(row: ThreadRow, messages: MessageRow[], staff: boolean, userEmail: string | null): BotThread {
  return {
    id: row.id,
    language: row.language,
    userId: staff && row.userId != null ? Number(row.userId) : null,
    userEmail: staff ? userEmail : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    messages: messages.map((m) => messageOf(m, staff)),
    ticketPath: botTicketPath(row.id),
  };
}

/** A thread as text, for a ticket it is attached to. */
export interface BotTranscript {
  threadId: string;
  language: Language;
  userId: number | null;
  /** Each question and the bot's answer: the passages quoted, or that it did not know. */
  entries: {
    question: string;
    answered: boolean;
    sources: { title: string; path: string; quote: string }[];
    askedAt: string;
  }[];
  /** The whole conversation as plain text. */
  text: string;
}

export async function readTranscript(db: Db, threadId: string): Promise<BotTranscript | null> {
  const thread = await botRepo.findThread(db, threadId);
  if (!thread) return null;
  const messages = await botRepo.messages(db, threadId);
  const entries = messages.map((m) => ({
    question: m.question,
    answered: m.answered,
    sources: m.sources.map(({ title, path, quote }) => ({ title, path, quote })),
    askedAt: iso(m.createdAt),
  }));
  const text = entries
    .map((e) =>
      [
        `Q: ${e.question}`,
        ...(e.answered ? e.sources.map((s) => `A: ${s.quote}\n   (${s.title}, ${s.path})`) : ['A: (no answer found)']),
      ].join('\n'),
    )
    .join('\n\n');
  return {
    threadId,
    language: thread.language,
    userId: thread.userId == null ? null : Number(thread.userId),
    entries,
    text,
  };
}

export function supportBotService(deps: { db: Db; clock: Clock; index: BotIndex }) {
  const { db, clock, index } = deps;

  /** The passages answering a question, best first (empty: the bot does not know). */
  async function answer(
    language: Language,
    site: SiteKind,
    terms: string[],
    synonyms: Synonyms = new Map(),
  ): Promise<StoredSource[]> {
    if (!terms.length) return [];
    const words = [...new Set([...terms, ...[...synonyms.values()].flat()])];
    const [candidates, stats, marks] = await Promise.all([
      botRepo.candidates(db, language, site, words, CANDIDATES),
      botRepo.termStats(db, language, words),
      botRepo.marksNear(db, language, terms),
    ]);
    const ranked = rankPassages(
      terms,
      candidates.map((c) => ({
        ...c,
        documentKey: c.key.split('#')[0] ?? c.key,
        // Chinese titles are compared by their character pairs without the asking ones, like the question.
        ...(language === 'zh' ? { titleTerms: zhTerms(c.title), headingTerms: zhTerms(c.heading ?? '') } : {}),
      })),
      stats,
      marks,
      synonyms,
    );
    return chooseSources(ranked).map(({ candidate: c, score }) => ({
      key: c.key,
      source: c.source,
      title: c.title,
      heading: c.heading,
      path: c.path,
      quote: c.quote,
      score: Math.round(score * 1000) / 1000,
    }));
  }

  return {
    answer,

    async ask(q: {
      question: string;
      language: Language;
      threadId?: string | undefined;
      site: SiteKind;
      userId: number | null;
    }): Promise<BotAskReply> {
      await index.ensureFresh();
      const now = clock.now();
      const existing = q.threadId ? await botRepo.findThread(db, q.threadId) : undefined;
      const threadId = existing?.id ?? randomBytes(18).toString('base64url');
      if (!existing) await botRepo.insertThread(db, { id: threadId, userId: q.userId, language: q.language, now });
      const { terms, synonyms } = await termsOf(db, q.language, q.question);
      const sources = await answer(q.language, q.site, terms, synonyms);
      const row = await botRepo.insertMessage(db, {
        threadId,
        language: q.language,
        question: q.question,
        terms,
        answered: sources.length > 0,
        sources,
        userId: q.userId,
        now,
      });
      return { threadId, message: messageOf(row, false), ticketPath: botTicketPath(threadId) };
    },

    /** A thread by its id (the asker's view, or staff's with the marks); ERROR_NOT_FOUND otherwise. */
    async thread(id: string, staff: boolean): Promise<BotThread> {
      const row = await botRepo.findThread(db, id);
      if (!row) throw new AppError('ERROR_NOT_FOUND', 'No such conversation.');
      const asker = staff && row.userId != null ? Number(row.userId) : null;
      const email = asker == null ? null : ((await userDirectory.emails(db, [asker])).get(asker) ?? null);
      return threadOf(row, await botRepo.messages(db, id), staff, email);
    },

    /** The asker's "was this helpful?" on an answer of their thread. */
    async helpful(messageId: number, threadId: string, helpful: boolean): Promise<BotMessage> {
      const row = await botRepo.findMessage(db, messageId);
      if (!row || row.threadId !== threadId) throw new AppError('ERROR_NOT_FOUND', 'No such answer.');
      return messageOf(await botRepo.setHelpful(db, messageId, helpful), false);
    },

    /** Staff's mark on an answer (null takes it back). */
    async mark(messageId: number, mark: BotMark | null, userId: number): Promise<BotMessage> {
      const row = await botRepo.setMark(db, messageId, { mark, userId, now: clock.now() });
      if (!row) throw new AppError('ERROR_NOT_FOUND', 'No such answer.');
      return messageOf(row, true);
    },

    async list(filter: BotThreadFilter, page: number): Promise<BotThreadListReply> {
      const { rows, total } = await botRepo.listThreads(
        db,
        filter,
        BOT_THREADS_PAGE_SIZE,
        page * BOT_THREADS_PAGE_SIZE,
      );
      const emails = await userDirectory.emails(
        db,
        rows.flatMap((r) => (r.userId == null ? [] : [Number(r.userId)])),
      );
      return {
        filter,
        total,
        page,
        pageSize: BOT_THREADS_PAGE_SIZE,
        threads: rows.map((r) => ({
          id: r.id,
          language: r.language,
          userId: r.userId == null ? null : Number(r.userId),
          userEmail: r.userId == null ? null : (emails.get(Number(r.userId)) ?? null),
          firstQuestion: r.firstQuestion ?? '',
          messageCount: Number(r.messageCount),
          unansweredCount: Number(r.unansweredCount),
          goodCount: Number(r.goodCount),
          badCount: Number(r.badCount),
          unratedCount: Number(r.unratedCount),
          updatedAt: iso(r.updatedAt),
        })),
      };
    },
  };
}

export type SupportBotService = ReturnType<typeof supportBotService>;
