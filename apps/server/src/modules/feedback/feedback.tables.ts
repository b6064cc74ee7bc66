import type { FeedbackKind } from '@crowdsolve/contract';
import type { ColumnType, Generated } from 'kysely';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A message from a feedback form, and what staff did with it. */
export interface FeedbackTable {
  id: Generated<number>;
  kind: FeedbackKind;
  userId: number | null;
  name: string;
  email: string;
  rating: number;
  message: string;
  language: string;
  clientIp: string | null;
  createdAt: Time;
  handledAt: NullableTime;
  handledBy: number | null;
  reply: string | null;
  repliedAt: NullableTime;
  repliedBy: number | null;
}

export interface FeedbackTables {
  feedback: FeedbackTable;
}
