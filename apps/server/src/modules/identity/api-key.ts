import type { Db } from '../../platform/db.ts';
import { createNotifiedCache } from '../../platform/notified-cache.ts';
import { type Notifier, USER_CHANGED } from '../../platform/notify.ts';

export interface ApiKeyOwner {
  userId: number;
  userType: 'customer' | 'developer';
}

/**
 * The account a solving-API key belongs to, or null: unknown keys, and keys of banned or
 * closed accounts, are refused (the solving API answers ERROR_KEY_DOES_NOT_EXIST).
 */
export async function findApiKeyOwner(db: Db, key: string): Promise<ApiKeyOwner | null> {
  if (!/^[0-9a-f]{32}$/.test(key)) return null;
  const row = await db
    .selectFrom('userAccount')
    .select(['id', 'userType'])
    .where('apiKey', '=', key)
    .where('deletedAt', 'is', null)
    .where('bannedAt', 'is', null)
    .where('emailConfirmedAt', 'is not', null)
    .where('userType', 'in', ['customer', 'developer'])
    .executeTakeFirst();
  return row ? { userId: row.id, userType: row.userType as ApiKeyOwner['userType'] } : null;
}

/** Looks up the owner of a solving-API key. */
export type ApiKeyOwners = (key: string) => Promise<ApiKeyOwner | null>;

/**
 * `findApiKeyOwner`, answered from memory for keys seen before. A ban, a deletion, a new key or a
 * change of account type is announced by the database (cs_user_changed) and drops the entry, so
 * it takes effect on the next call; refused keys are never cached.
 */
export function apiKeyOwners(db: Db, notifier?: Notifier): ApiKeyOwners {
  if (!notifier) return (key) => findApiKeyOwner(db, key);
  const cache = createNotifiedCache<string, ApiKeyOwner>({
    notifier,
    channel: USER_CHANGED,
    tagOf: (owner) => String(owner.userId),
    maxEntries: 100_000,
    maxAgeMs: 10 * 60_000,
  });
  return (key) => cache.get(key, () => findApiKeyOwner(db, key));
}
