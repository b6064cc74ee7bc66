import type { FaqAudience, Language } from '@crowdsolve/contract';
import type { ColumnType, Generated } from 'kysely';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A FAQ entry: its audience, place in the list and state; its texts are in `faqTranslation`. */
export interface FaqEntryTable {
  id: Generated<number>;
  audience: FaqAudience;
  position: Generated<number>;
  isPublished: Generated<boolean>;
  /** The key of an entry shipped with the product (null for staff's own entries). */
  shippedKey: string | null;
  staffEdited: Generated<boolean>;
  deletedAt: NullableTime;
  createdAt: Time;
  updatedAt: Time;
  updatedBy: number | null;
  updatedByName: Generated<string>;
}

/** One language version of an entry: the question, the Markdown answer and its rendering. */
export interface FaqTranslationTable {
  entryId: number;
  language: Language;
  question: string;
  answer: string;
  answerHtml: string;
  searchText: Generated<string>;
  searchVector: ColumnType<unknown, never, never>;
}

export interface FaqAuditTable {
  id: Generated<number>;
  entryId: number;
  userId: number | null;
  userName: Generated<string>;
  action: string;
  detail: Generated<string>;
  createdAt: Time;
}

export interface FaqTables {
  faqEntry: FaqEntryTable;
  faqTranslation: FaqTranslationTable;
  faqAudit: FaqAuditTable;
}
