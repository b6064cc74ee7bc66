import type {
  SupportAttachment,
  SupportMessage,
  TicketPaymentRef,
  TicketSummary,
  TicketTaskRef,
} from '@crowdsolve/contract';
import type { PaymentRef, TaskRef } from '../reporting/index.ts';
import type { StorageService } from '../storage/index.ts';
import type { MessageRow, TicketRow } from './support-tickets.repo.ts';

/** The replies' shapes, from the rows (times as ISO strings). */

export const summaryOf = (t: TicketRow): TicketSummary => ({
  id: t.id,
  subject: t.subject,
  category: t.category,
  status: t.status,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
  lastMessageAt: t.lastMessageAt.toISOString(),
  messageCount: t.messageCount,
});

export const taskRefOf = (t: TaskRef): TicketTaskRef => ({
  id: t.id,
  kind: t.kind,
  status: t.status,
  createdAt: t.createdAt.toISOString(),
});

export const paymentRefOf = (p: PaymentRef): TicketPaymentRef => ({
  id: p.id,
  method: p.method,
  status: p.status,
  amountMicros: p.amountMicros,
  createdAt: p.createdAt.toISOString(),
});

/** The thread as a reader sees it: staff authors named only for staff readers. */
export async function threadOf(
  storage: StorageService,
  messages: MessageRow[],
  files: { fileId: string; messageId: number }[],
  emails: Map<number, string | null> | null,
): Promise<SupportMessage[]> {
  const stored = new Map((await storage.getMany(files.map((f) => f.fileId))).map((f) => [f.id, f]));
  const byMessage = new Map<number, SupportAttachment[]>();
  for (const { fileId, messageId } of files) {
    const file = stored.get(fileId);
    if (!file) continue;
    const list = byMessage.get(messageId) ?? [];
    list.push({
      id: file.id,
      contentType: file.contentType,
      byteSize: file.byteSize,
      url: storage.urlFor(file.id, storage.mainVariant(file)),
      thumbUrl: Object.hasOwn(file.variants, '640.webp') ? storage.urlFor(file.id, '640.webp') : null,
    });
    byMessage.set(messageId, list);
  }
  return messages.map((m) => ({
    id: m.id,
    kind: m.kind,
    author: m.authorRole,
    authorEmail: emails && m.authorId !== null ? (emails.get(m.authorId) ?? null) : null,
    body: m.body,
    attachments: byMessage.get(m.id) ?? [],
    createdAt: m.createdAt.toISOString(),
  }));
}
