/**
 * The support bot: answers questions by retrieval from the FAQ, the tutorials and the API docs
 * (PostgreSQL full-text over their passages; zh by character pairs), quotes and links its sources,
 * or says it does not know and offers a ticket with the conversation attached
 * (`/support/tickets/new?botThread=<id>`). Every thread is kept; staff mark answers good or bad,
 * which moves the quoted passages for similar questions (see support-bot.ranking.ts).
 *
 * HTTP: see `@crowdsolve/contract` support-bot.ts (SUPPORT_BOT_PATHS).
 *
 * Other code uses: `registerSupportBot` with its sources (`faqProvider`, `tutorialsProvider`,
 * `apiDocsProvider`, or any `BotSourceProvider`); `readTranscript(db, threadId)` for a thread's
 * questions and answers (the tickets module attaches it to a ticket opened from the bot).
 */
import type { SiteKind } from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { botIndex } from './support-bot.index-builder.ts';
import type { BotSourceProvider } from './support-bot.passages.ts';
import { supportBotRoutes } from './support-bot.routes.ts';
import { readTranscript, supportBotService } from './support-bot.service.ts';

export type { BotDocument, BotSection, BotSourceProvider } from './support-bot.passages.ts';
export { type BotTranscript, readTranscript } from './support-bot.service.ts';
export { apiDocsProvider, faqProvider, tutorialsProvider } from './support-bot.sources.ts';

export async function registerSupportBot(
  app: FastifyInstance,
  deps: {
    db: Db;
    clock: Clock;
    siteOfHost: (host: string) => Promise<SiteKind>;
    sources: readonly BotSourceProvider[];
    /** Keep the index fresh in the background from the start (the server process; tests build it on demand). */
    refreshInBackground?: boolean;
  },
) {
  const index = botIndex({ db: deps.db, clock: deps.clock, log: app.log });
  for (const source of deps.sources) index.register(source);
  const bot = supportBotService({ db: deps.db, clock: deps.clock, index });
  await app.register(supportBotRoutes({ bot, siteOfHost: deps.siteOfHost }));
  if (deps.refreshInBackground) {
    let stop: (() => void) | null = null;
    app.addHook('onReady', async () => {
      stop = index.start();
    });
    app.addHook('onClose', async () => stop?.());
  }
  app.addHook('onClose', async () => index.settle());
  return {
    bot,
    /** Rebuilds the index from the sources now. */
    refreshIndex: index.refresh,
    /** A thread's questions and answers, for a ticket (null: no such thread). */
    transcript: (threadId: string) => readTranscript(deps.db, threadId),
  };
}
