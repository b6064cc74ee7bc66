/** Test helpers of the ledger tests: bare users, and the code a failing call rejects with. */
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';

let userCounter = 0;

/** A customer row with nothing else (no session, no API key). */
export async function newUser(db: Db, tag = 'ledger'): Promise<number> {
  userCounter++;
  const row = await db
    .insertInto('userAccount')
    .values({
      email: `${tag}-${userCounter}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      passwordHash: 'x',
      userType: 'customer',
      notificationPrefs: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Resolves to the AppError code a promise rejects with (fails the test if it resolves). */
export async function errorCode(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof AppError) return err.code;
    throw err;
  }
  throw new Error('expected the call to fail');
}
