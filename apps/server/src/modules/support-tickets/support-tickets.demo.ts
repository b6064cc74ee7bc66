import type { DemoStep } from '../../db/seeds/demo.ts';
import { systemClock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { DEMO_ACCOUNTS } from '../identity/index.ts';
import { supportReads } from '../reporting/index.ts';
import { ticketsRepo } from './support-tickets.repo.ts';

const HOUR_MS = 3_600_000;

/**
 * Two tickets of the demo customer for the desk to show: one about their failed top-up, answered
 * by the demo moderator (with an internal note) and waiting for the customer; one about their
 * latest task, open and not taken. They go with the demo accounts.
 */
export const ticketsDemoStep: DemoStep = {
  name: 'support-tickets',
  async run(db: Db) {
    const idOf = async (email: string | undefined) =>
      (
        await db
          .selectFrom('userAccount')
          .select('id')
          .where('email', '=', email ?? '')
          .executeTakeFirst()
      )?.id;
    const customer = await idOf(DEMO_ACCOUNTS.find((a) => a.userType === 'customer' && !a.isAdmin)?.email);
    const moderator = await idOf(DEMO_ACCOUNTS.find((a) => a.isModerator)?.email);
    if (!customer || !moderator) return;
    const now = systemClock.now().getTime();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR_MS);
    const [task] = await supportReads.recentTasks(db, customer, 1);
    const payments = await supportReads.recentPayments(db, customer, 10);
    const failed = payments.find((p) => p.status === 'failed') ?? payments[0];

    const thread = async (
      ticket: { subject: string; category: 'payment' | 'api'; taskId: number | null; paymentId: number | null },
      messages: { who: 'user' | 'staff'; kind: 'reply' | 'note'; body: string; hoursAgo: number }[],
    ) => {
      const first = at(messages[0]?.hoursAgo ?? 0);
      const id = await ticketsRepo.insertTicket(db, { userId: customer, ...ticket, now: first });
      for (const m of messages) {
        const when = at(m.hoursAgo);
        await ticketsRepo.insertMessage(db, {
          ticketId: id,
          authorId: m.who === 'user' ? customer : moderator,
          authorRole: m.who,
          kind: m.kind,
          body: m.body,
          createdAt: when,
        });
        if (m.kind === 'reply') {
          const status = m.who === 'staff' ? 'waiting' : 'open';
          await ticketsRepo.update(db, id, { status, replyAt: when }, when);
          if (m.who === 'staff') await ticketsRepo.update(db, id, { assigneeId: moderator }, when);
        }
      }
    };

    await thread({ subject: 'My top-up failed', category: 'payment', taskId: null, paymentId: failed?.id ?? null }, [
      {
        who: 'user',
        kind: 'reply',
        body: 'I tried to add $10 yesterday and the payment failed. Was I charged?',
        hoursAgo: 26,
      },
      {
        who: 'staff',
        kind: 'note',
        body: 'Sandbox payment marked failed by the provider; nothing was credited.',
        hoursAgo: 21,
      },
      {
        who: 'staff',
        kind: 'reply',
        body: 'The provider declined that payment, so nothing was charged or credited. Please try again from the Add funds page.',
        hoursAgo: 20,
      },
    ]);
    await thread(
      { subject: 'Answer to my image captcha looks wrong', category: 'api', taskId: task?.id ?? null, paymentId: null },
      [
        {
          who: 'user',
          kind: 'reply',
          body: 'The answer of this task does not match the picture. Can I get a refund?',
          hoursAgo: 2,
        },
      ],
    );
  },
};
