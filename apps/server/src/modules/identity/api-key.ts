import type { Db } from '../../platform/db.ts';

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
