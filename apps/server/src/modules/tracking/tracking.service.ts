import type { TrackEventBody } from '@crowdsolve/contract';
import type { TrackingRepo } from './tracking.repo.ts';

export interface TrackingContext {
  ip: string | null;
  userAgent: string | null;
}

/** Records visits that arrived through a referral link or a marketing campaign. */
export function trackingService(deps: { repo: Pick<TrackingRepo, 'insert'> }) {
  return {
    async recordEvent(body: TrackEventBody, ctx: TrackingContext): Promise<{ id: number }> {
      const userAgent = ctx.userAgent ? ctx.userAgent.slice(0, 512) : null;
      const id = await deps.repo.insert({ type: body.type, data: body.data, ip: ctx.ip, userAgent });
      return { id };
    },
  };
}
export type TrackingService = ReturnType<typeof trackingService>;
