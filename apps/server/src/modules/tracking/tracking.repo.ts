import type { Db } from '../../platform/db.ts';

export interface NewTrackingEvent {
  type: 'referral' | 'utm';
  data: Record<string, unknown>;
  ip: string | null;
  userAgent: string | null;
  isDemo?: boolean;
}

export function trackingRepo(db: Db) {
  return {
    async insert(event: NewTrackingEvent): Promise<number> {
      const row = await db
        .insertInto('trackingEvent')
        .values({
          type: event.type,
          data: JSON.stringify(event.data),
          ip: event.ip,
          userAgent: event.userAgent,
          isDemo: event.isDemo ?? false,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('trackingEvent')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}
export type TrackingRepo = ReturnType<typeof trackingRepo>;
