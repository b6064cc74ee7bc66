import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from './db.ts';

/**
 * Wake-ups between server processes: LISTEN/NOTIFY on PostgreSQL, in-process with the embedded
 * database (which belongs to one process). A notification is only a hint to look again.
 */
export interface Notifier {
  notify(channel: string): Promise<void>;
  on(channel: string, listener: () => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z_]{1,40}$/;

export function createNotifier(db: Db, postgresUrl: string | null): Notifier {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  const listened = new Set<string>();

  async function listen(channel: string): Promise<void> {
    if (!postgresUrl || listened.has(channel)) return;
    listened.add(channel);
    connecting ??= (async () => {
      client = new pg.Client({ connectionString: postgresUrl });
      client.on('notification', (msg) => local.emit(msg.channel));
      client.on('error', () => {});
      await client.connect();
    })();
    await connecting;
    await client?.query(`LISTEN ${channel}`);
  }

  return {
    async notify(channel) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
      local.emit(channel);
      if (postgresUrl) await sql`select pg_notify(${channel}, '')`.execute(db);
    },
    on(channel, listener) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
      local.on(channel, listener);
      void listen(channel).catch(() => listened.delete(channel));
      return () => local.off(channel, listener);
    },
    async close() {
      local.removeAllListeners();
      await (client as pg.Client | null)?.end().catch(() => {});
    },
  };
}
