import { z } from './zod.ts';

export const HealthReplySchema = z.object({ status: z.literal('ok') });
export const ReadyReplySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
});
export type ReadyReply = z.infer<typeof ReadyReplySchema>;
