/**
 * The bot's index, built from its sources: every passage of every document in every language,
 * written as a difference (passages gone are deleted, new or changed ones written). Rebuilt when
 * older than INDEX_MAX_AGE_MS: by the server process's timer (checked every INDEX_TICK_MS, and at
 * start), and on demand by the first question after that age (the first question ever waits for
 * it). On a cluster an advisory lock lets one process write it, the others keep answering from the
 * index as it is.
 */
import { LANGUAGES, type Language } from '@crowdsolve/contract';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { type BotSourceProvider, type Passage, passagesOf } from './support-bot.passages.ts';
import { botRepo } from './support-bot.repo.ts';

/** Key of the advisory lock that lets one process of the cluster write the index. */
const LOCK_KEY = 0x62_6f_74_69; // "boti"
/** How old the index may get before a question triggers a rebuild. */
export const INDEX_MAX_AGE_MS = 5 * 60_000;
/** How often the server process looks whether the index is due. */
export const INDEX_TICK_MS = 60_000;

async function collect(providers: readonly BotSourceProvider[], language: Language): Promise<Passage[]> {
  const documents = (await Promise.all(providers.map((p) => p(language)))).flat();
  return documents.flatMap(passagesOf);
}

export function botIndex(deps: { db: Db; clock: Clock; log: FastifyBaseLogger }) {
  const providers: BotSourceProvider[] = [];
  let running: Promise<boolean> | null = null;

  /** Rebuilds the index when it is stale (or always, `force`); true when this call wrote it. */
  async function rebuild(force: boolean): Promise<boolean> {
    const state = await botRepo.indexState(deps.db);
    const now = deps.clock.now();
    if (!force && state && now.getTime() - new Date(state.builtAt).getTime() < INDEX_MAX_AGE_MS) return false;
    const wanted = new Map<string, Passage>();
    for (const language of LANGUAGES) {
      for (const p of await collect(providers, language)) wanted.set(`${language} ${p.passageKey}`, p);
    }
    return deps.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_xact_lock(${sql.lit(LOCK_KEY)}) as locked`.execute(trx);
      if (!rows[0]?.locked) return false;
      const stored = await botRepo.passageHashes(trx);
      const have = new Map(stored.map((r) => [`${r.language} ${r.passageKey}`, r.contentHash]));
      for (const language of LANGUAGES) {
        const gone = stored.filter((r) => r.language === language && !wanted.has(`${language} ${r.passageKey}`));
        await botRepo.deletePassages(
          trx,
          language,
          gone.map((r) => r.passageKey),
        );
      }
      const changed = [...wanted].filter(([id, p]) => have.get(id) !== p.contentHash).map(([, p]) => p);
      await botRepo.upsertPassages(trx, changed);
      await botRepo.setIndexState(trx, now, wanted.size);
      return true;
    });
  }

  function refresh(force = false): Promise<boolean> {
    running ??= rebuild(force).finally(() => {
      running = null;
    });
    return running;
  }

  return {
    /** Adds a source; its documents enter the index at the next rebuild. */
    register(provider: BotSourceProvider) {
      providers.push(provider);
    },
    /** Rebuilds now (tests, and after sources were registered). */
    refresh: () => refresh(true),
    /** Before answering: waits for the first build ever; a stale index is rebuilt in the background. */
    async ensureFresh() {
      const state = await botRepo.indexState(deps.db);
      if (!state) {
        await refresh();
        return;
      }
      if (deps.clock.now().getTime() - new Date(state.builtAt).getTime() >= INDEX_MAX_AGE_MS) {
        refresh().catch((err: unknown) => deps.log.warn({ err }, 'support bot index not rebuilt'));
      }
    },
    /** Rebuilds the index when due, now and every INDEX_TICK_MS, until the returned function is called. */
    start() {
      const tick = () => {
        refresh().catch((err: unknown) => deps.log.warn({ err }, 'support bot index not rebuilt'));
      };
      const timer = setInterval(tick, INDEX_TICK_MS);
      timer.unref();
      tick();
      return () => clearInterval(timer);
    },
    /** Waits for a rebuild under way (on close). */
    async settle() {
      await running?.catch(() => undefined);
    },
  };
}

export type BotIndex = ReturnType<typeof botIndex>;
