import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../test/databases.ts';
import { createConfirmedAccount } from '../modules/identity/index.ts';
import { systemClock } from './clock.ts';
import type { DatabaseHandle } from './db.ts';
import { createNotifiedCache } from './notified-cache.ts';
import { createNotifier, type Notifier, USER_CHANGED } from './notify.ts';

/** Waits until `check` holds (notifications from PostgreSQL arrive a moment after commit). */
async function eventually(check: () => Promise<boolean>, ms = 3000): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(DATABASE_TARGETS)('a cache the database invalidates on $name', (target) => {
  let handle: DatabaseHandle;
  let notifier: Notifier;
  let userId: number;
  let loads = 0;

  beforeEach(async () => {
    handle = await target.open();
    notifier = createNotifier({ db: handle.db, postgresUrl: handle.url ?? null, pglite: handle.pglite });
    userId = await createConfirmedAccount(handle.db, systemClock, {
      email: 'cache@example.com',
      password: 'cache-password-1',
      userType: 'customer',
    });
    loads = 0;
  });
  afterEach(async () => {
    await notifier.close();
    await handle.close();
  });

  const cacheOn = (n: Notifier) =>
    createNotifiedCache<number, { userId: number; banned: boolean }>({
      notifier: n,
      channel: USER_CHANGED,
      tagOf: (v) => String(v.userId),
      maxEntries: 10,
      maxAgeMs: 60_000,
    });
  const load = (id: number) => async () => {
    loads += 1;
    const row = await handle.db
      .selectFrom('userAccount')
      .select(['id', 'bannedAt'])
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? { userId: row.id, banned: row.bannedAt !== null } : null;
  };

  it('answers from memory until the database announces a change, whoever wrote it', async () => {
    const cache = cacheOn(notifier);
    expect(await eventually(async () => notifier.live(USER_CHANGED))).toBe(true);
    expect(await cache.get(userId, load(userId))).toEqual({ userId, banned: false });
    expect(await cache.get(userId, load(userId))).toEqual({ userId, banned: false });
    expect(loads).toBe(1);

    // A plain UPDATE, as another process or an admin's SQL would make: the trigger announces it.
    await handle.db.updateTable('userAccount').set({ bannedAt: new Date() }).where('id', '=', userId).execute();
    expect(await eventually(async () => (await cache.get(userId, load(userId)))?.banned === true)).toBe(true);
    expect(loads).toBeGreaterThanOrEqual(2);

    // Columns that decide nothing here do not drop the entry.
    const before = loads;
    await handle.db.updateTable('userAccount').set({ name: 'Renamed' }).where('id', '=', userId).execute();
    await new Promise((r) => setTimeout(r, 100));
    await cache.get(userId, load(userId));
    expect(loads).toBe(before);
  });

  it('reads every time while notifications cannot arrive, and keeps no refusals', async () => {
    const deaf = createNotifier({ db: handle.db });
    const cache = cacheOn(deaf);
    await cache.get(userId, load(userId));
    await cache.get(userId, load(userId));
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
    await deaf.close();

    const live = cacheOn(notifier);
    expect(await eventually(async () => notifier.live(USER_CHANGED))).toBe(true);
    await live.get(999_999, load(999_999));
    await live.get(999_999, load(999_999));
    expect(loads).toBe(4);
  });

  it('keeps at most its size', async () => {
    const cache = cacheOn(notifier);
    expect(await eventually(async () => notifier.live(USER_CHANGED))).toBe(true);
    for (let id = 1; id <= 15; id++) await cache.get(id, async () => ({ userId: id, banned: false }));
    expect(cache.size).toBe(10);
  });

  it.runIf(target.name === 'postgres')(
    'forgets everything when the listening connection is lost, then listens again',
    async () => {
      const cache = cacheOn(notifier);
      expect(await eventually(async () => notifier.live(USER_CHANGED))).toBe(true);
      await cache.get(userId, load(userId));
      expect(cache.size).toBe(1);
      await sql`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and query like 'LISTEN%'`.execute(handle.db);
      expect(await eventually(async () => !notifier.live(USER_CHANGED))).toBe(true);
      expect(cache.size).toBe(0);
      // Not trusted while deaf: every get reads.
      const before = loads;
      await cache.get(userId, load(userId));
      expect(loads).toBe(before + 1);
      // The notifier reconnects and listens again; a change is announced as before.
      expect(await eventually(async () => notifier.live(USER_CHANGED), 5000)).toBe(true);
      await cache.get(userId, load(userId));
      await handle.db.updateTable('userAccount').set({ bannedAt: new Date() }).where('id', '=', userId).execute();
      expect(await eventually(async () => (await cache.get(userId, load(userId)))?.banned === true)).toBe(true);
    },
  );
});
