import type { Db } from '../../platform/db.ts';

/**
 * What a support ticket may be about, and what the staff desk shows beside it: a user's own tasks
 * (solving's `task`) and payments (payments' `payment`), checked for ownership and listed newest
 * first; the staff a ticket can be assigned to.
 */
export interface TaskRef {
  id: number;
  kind: string;
  status: string;
  createdAt: Date;
}

export interface PaymentRef {
  id: number;
  method: string;
  status: string;
  amountMicros: number;
  createdAt: Date;
}

const taskColumns = ['id', 'kind', 'status', 'createdAt'] as const;
const paymentColumns = ['id', 'method', 'status', 'amountMicros', 'createdAt'] as const;

export const supportReads = {
  /** The task when the customer sent it; undefined otherwise. */
  taskOf(db: Db, customerId: number, taskId: number): Promise<TaskRef | undefined> {
    return db
      .selectFrom('task')
      .select(taskColumns)
      .where('id', '=', taskId)
      .where('customerId', '=', customerId)
      .executeTakeFirst();
  },

  /** The customer's latest tasks. */
  recentTasks(db: Db, customerId: number, limit: number): Promise<TaskRef[]> {
    return db
      .selectFrom('task')
      .select(taskColumns)
      .where('customerId', '=', customerId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },

  /** The payment when it is the user's; undefined otherwise. */
  paymentOf(db: Db, userId: number, paymentId: number): Promise<PaymentRef | undefined> {
    return db
      .selectFrom('payment')
      .select(paymentColumns)
      .where('id', '=', paymentId)
      .where('userId', '=', userId)
      .executeTakeFirst();
  },

  /** The user's latest payments. */
  recentPayments(db: Db, userId: number, limit: number): Promise<PaymentRef[]> {
    return db
      .selectFrom('payment')
      .select(paymentColumns)
      .where('userId', '=', userId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  },

  /** The admins and moderators who can take a ticket (live accounts), by address. */
  staffMembers(db: Db): Promise<{ id: number; email: string | null }[]> {
    return db
      .selectFrom('userAccount')
      .select(['id', 'email'])
      .where((eb) => eb.or([eb('isAdmin', '=', true), eb('isModerator', '=', true)]))
      .where('deletedAt', 'is', null)
      .where('bannedAt', 'is', null)
      .orderBy('email')
      .limit(200)
      .execute();
  },
};
