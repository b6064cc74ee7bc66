import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { systemClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { createConfirmedAccount } from './accounts.ts';
import { findApiKeyOwner } from './api-key.ts';

describe.each(DATABASE_TARGETS)('API key owners on $name', (target) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database.close());

  const keyOf = async (id: number) =>
    (await database.db.selectFrom('userAccount').select('apiKey').where('id', '=', id).executeTakeFirstOrThrow())
      .apiKey ?? '';

  it('finds a customer by key and refuses it once banned, closed or regenerated', async () => {
    const id = await createConfirmedAccount(database.db, systemClock, {
      email: 'key@example.com',
      password: 'long-password-1',
      userType: 'customer',
    });
    const key = await keyOf(id);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(await findApiKeyOwner(database.db, key)).toEqual({ userId: id, userType: 'customer' });
    expect(await findApiKeyOwner(database.db, key.toUpperCase())).toBeNull();
    expect(await findApiKeyOwner(database.db, "' or 1=1 --")).toBeNull();

    await database.db.updateTable('userAccount').set({ bannedAt: new Date() }).where('id', '=', id).execute();
    expect(await findApiKeyOwner(database.db, key)).toBeNull();
    await database.db
      .updateTable('userAccount')
      .set({ bannedAt: null, deletedAt: new Date() })
      .where('id', '=', id)
      .execute();
    expect(await findApiKeyOwner(database.db, key)).toBeNull();
  });

  it('gives workers no key', async () => {
    const id = await createConfirmedAccount(database.db, systemClock, {
      email: 'w@example.com',
      password: 'long-password-1',
      userType: 'worker',
    });
    expect(await keyOf(id)).toBe('');
  });
});
