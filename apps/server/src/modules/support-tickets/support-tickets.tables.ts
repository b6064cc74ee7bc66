import type { SupportCategory, SupportStatus, TicketBotConversation } from '@crowdsolve/contract';
import type { ColumnType, Generated } from 'kysely';

type Time = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface SupportTicketTable {
  id: Generated<number>;
  userId: number;
  subject: string;
  category: SupportCategory;
  taskId: number | null;
  paymentId: number | null;
  status: Generated<SupportStatus>;
  assigneeId: number | null;
  statusSince: Time;
  lastMessageAt: Time;
  messageCount: Generated<number>;
  closedAt: NullableTime;
  /** A copy of the support bot conversation the ticket was opened from (JSON on the way in). */
  botConversation: ColumnType<TicketBotConversation | null, string | null | undefined, string | null>;
  createdAt: Time;
  updatedAt: Time;
}

export interface SupportTicketMessageTable {
  id: Generated<number>;
  ticketId: number;
  authorId: number | null;
  authorRole: 'user' | 'staff' | 'system';
  kind: 'reply' | 'note' | 'event';
  body: string;
  createdAt: Time;
}

export interface SupportTicketAttachmentTable {
  fileId: string;
  messageId: number;
  ticketId: number;
  position: number;
}

export interface SupportCannedAnswerTable {
  id: Generated<number>;
  title: string;
  body: string;
  updatedBy: number | null;
  createdAt: Time;
  updatedAt: Time;
}

export interface SupportTicketsTables {
  supportTicket: SupportTicketTable;
  supportTicketMessage: SupportTicketMessageTable;
  supportTicketAttachment: SupportTicketAttachmentTable;
  supportCannedAnswer: SupportCannedAnswerTable;
}
