import { randomBytes } from 'node:crypto';
import type { Db } from './db.ts';

/**
 * A secret of the installation kept in `app_meta` under `key`, shared by every node: made by the
 * first node that asks (a random 32 bytes; a node racing it keeps the winner's), then read by all.
 */
export async function installationSecret(db: Db, key: string): Promise<Buffer> {
  await db
    .insertInto('appMeta')
    .values({ key, value: JSON.stringify(randomBytes(32).toString('base64')) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('appMeta').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return Buffer.from(String(row.value), 'base64');
}
