import type { BotMark, BotSourceKind, Language } from '@crowdsolve/contract';
import type { ColumnType, Generated } from 'kysely';
import type { Passage } from './support-bot.passages.ts';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A passage of the bot's index: a heading's or paragraph's words of one source document. */
export interface SupportBotPassageTable extends Passage {
  id: Generated<number>;
  searchVector: ColumnType<unknown, never, never>;
}

export interface SupportBotIndexStateTable {
  id: number;
  builtAt: Time;
  passages: number;
}

export interface SupportBotThreadTable {
  id: string;
  userId: number | null;
  language: Language;
  messageCount: Generated<number>;
  createdAt: Time;
  updatedAt: Time;
}

/** A quoted passage as stored with the answer. */
export interface StoredSource {
  key: string;
  source: BotSourceKind;
  title: string;
  heading: string | null;
  path: string;
  quote: string;
  score: number;
}

export interface SupportBotMessageTable {
  id: Generated<number>;
  threadId: string;
  language: Language;
  question: string;
  questionTerms: ColumnType<string[], string[] | undefined, string[]>;
  answered: boolean;
  sources: ColumnType<StoredSource[], string, string>;
  helpful: boolean | null;
  mark: BotMark | null;
  markedBy: number | null;
  markedAt: NullableTime;
  createdAt: Time;
}

export interface SupportBotTables {
  supportBotPassage: SupportBotPassageTable;
  supportBotIndexState: SupportBotIndexStateTable;
  supportBotThread: SupportBotThreadTable;
  supportBotMessage: SupportBotMessageTable;
}
