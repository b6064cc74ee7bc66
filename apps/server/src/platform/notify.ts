import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import { type RawBuilder, sql } from 'kysely';
import pg from 'pg';
import type { Db } from './db.ts';

/**
 * Notifications between server processes: LISTEN/NOTIFY on PostgreSQL; with the embedded
 * database (which belongs to one process) in-process, plus the database's own NOTIFY (from
 * triggers) through PGlite's `listen`.
 *
 * A notification is a hint to look again, or to forget what a cache holds. Caches trust them only
 * while `live(channel)` is true: while the listening connection is down (notifications could be
 * missed) they read the database; `onReset` tells them to forget everything.
 */
export interface Notifier {
  notify(channel: string, payload?: string): Promise<void>;
  /**
   * The same notification as part of a statement of the caller's: this process is told at once
   * (`local`), other processes through the SQL expression to put in that statement (null with the
   * embedded database, which belongs to one process).
   */
  local(channel: string, payload?: string): void;
  inStatement(channel: string, payload?: string): RawBuilder<unknown> | null;
  on(channel: string, listener: (payload: string) => void): () => void;
  /** True while notifications of this channel are being received (its LISTEN is in place). */
  live(channel: string): boolean;
  /** Called when notifications may have been missed: a cache must forget what it holds. */
  onReset(listener: () => void): () => void;
  close(): Promise<void>;
}

/** Channels the database announces changes on (migration 0009). Payload: the user id. */
export const USER_CHANGED = 'cs_user_changed';
/** Payload: the id of a task that was solved or ended unsolvable. */
export const TASK_ENDED = 'cs_task_ended';
/** Payload: `*`. */
export const PRICES_CHANGED = 'cs_prices_changed';
/** The software registry changed (payload `*`). */
export const SOFTWARE_CHANGED = 'cs_software_changed';

const CHANNEL = /^[a-z_]{1,40}$/;

/** Changes made by this process, for its own caches at once (the database's NOTIFY follows). */
const processChanges = new EventEmitter();
processChanges.setMaxListeners(0);

/**
 * Tells this process's caches about a change it is making (called by the repositories that make
 * such changes). Other processes learn of it from the database's trigger, after commit.
 */
export function announce(channel: string, payload: string): void {
  processChanges.emit('change', channel, payload);
}
const RECONNECT_MS = 1000;

export interface NotifierOptions {
  db: Db;
  /** PostgreSQL: the URL of a dedicated listening connection. */
  postgresUrl?: string | null;
  /** The embedded database: its own NOTIFY (from triggers) is delivered through `listen`. */
  pglite?: PGlite | null;
}

export function createNotifier(options: NotifierOptions): Notifier {
  const { db, postgresUrl = null, pglite = null } = options;
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const resets = new EventEmitter();
  resets.setMaxListeners(0);
  const wanted = new Set<string>();
  const listening = new Set<string>();
  let closed = false;
  const forward = (channel: string, payload: string) => {
    if (wanted.has(channel)) local.emit(channel, payload);
  };
  processChanges.on('change', forward);

  // ---- PostgreSQL: one client LISTENs; when it fails, caches are reset and it reconnects.
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client | null> | null = null;

  function lost(which: pg.Client) {
    if (client !== which) return;
    client = null;
    connecting = null;
    listening.clear();
    resets.emit('reset');
    which.end().catch(() => {});
    if (!closed) setTimeout(() => void connect().catch(() => {}), RECONNECT_MS).unref();
  }

  async function connect(): Promise<pg.Client | null> {
    if (closed || !postgresUrl) return null;
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: postgresUrl });
      c.on('notification', (msg) => local.emit(msg.channel, msg.payload ?? ''));
      c.on('error', () => lost(c));
      c.on('end', () => lost(c));
      try {
        await c.connect();
        client = c;
        for (const channel of wanted) {
          await c.query(`LISTEN ${channel}`);
          listening.add(channel);
        }
        return c;
      } catch (err) {
        lost(c);
        client = null;
        connecting = null;
        if (!closed) setTimeout(() => void connect().catch(() => {}), RECONNECT_MS).unref();
        throw err;
      }
    })();
    return connecting;
  }

  async function listenPostgres(channel: string) {
    const c = await connect();
    if (!c || listening.has(channel)) return;
    await c.query(`LISTEN ${channel}`);
    if (client === c) listening.add(channel);
  }

  // ---- PGlite: the database's NOTIFY goes to the local emitter.
  async function listenPglite(channel: string) {
    if (!pglite) return;
    await pglite.listen(channel, (payload) => local.emit(channel, payload));
    listening.add(channel);
  }

  function check(channel: string) {
    if (!CHANNEL.test(channel)) throw new Error(`bad channel ${channel}`);
  }

  return {
    async notify(channel, payload = '') {
      check(channel);
      local.emit(channel, payload);
      if (postgresUrl) await sql`select pg_notify(${channel}, ${payload})`.execute(db);
    },
    local(channel, payload = '') {
      check(channel);
      local.emit(channel, payload);
    },
    inStatement(channel, payload = '') {
      check(channel);
      return postgresUrl ? sql`pg_notify(${channel}, ${payload})` : null;
    },
    on(channel, listener) {
      check(channel);
      local.on(channel, listener);
      if (!wanted.has(channel)) {
        wanted.add(channel);
        const start = postgresUrl ? listenPostgres(channel) : listenPglite(channel);
        void start.catch(() => {});
      }
      return () => local.off(channel, listener);
    },
    live(channel) {
      // In-process only: notifications from the database's triggers cannot arrive.
      if (!postgresUrl && !pglite) return false;
      return listening.has(channel);
    },
    onReset(listener) {
      resets.on('reset', listener);
      return () => resets.off('reset', listener);
    },
    async close() {
      closed = true;
      processChanges.off('change', forward);
      local.removeAllListeners();
      resets.removeAllListeners();
      listening.clear();
      const c = client as pg.Client | null;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
