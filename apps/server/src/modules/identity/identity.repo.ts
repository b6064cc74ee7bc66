import { sql } from 'kysely';
import type { MailLinkPurpose } from '../../db/schema.ts';
import type { Db } from '../../platform/db.ts';
import { announce, USER_CHANGED } from '../../platform/notify.ts';

export const USER_COLUMNS = [
  'id',
  'email',
  'emailConfirmedAt',
  'passwordHash',
  'name',
  'userType',
  'interfaceLanguage',
  'isAdmin',
  'isModerator',
  'apiKey',
  'totpSecret',
  'totpEnabledAt',
  'totpLastStep',
  'notificationPrefs',
  'bannedAt',
  'banReason',
  'deletedAt',
  'lastSeenAt',
  'isDemo',
  'site',
  'createdAt',
] as const;

/** Reads and writes of accounts, sessions and mail links. Every method takes the db or a transaction. */
/** Columns that decide what an account may do through the APIs (their caches are told at once). */
const ACCESS_FIELDS = ['apiKey', 'bannedAt', 'deletedAt', 'emailConfirmedAt', 'userType'] as const;

export const identityRepo = {
  findUserById(db: Db, id: number) {
    return db
      .selectFrom('userAccount')
      .select(USER_COLUMNS)
      .where('id', '=', id)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
  },

  findUserByEmail(db: Db, email: string) {
    return db
      .selectFrom('userAccount')
      .select(USER_COLUMNS)
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
  },

  async emailInUse(db: Db, email: string, exceptUserId?: number): Promise<boolean> {
    let q = db
      .selectFrom('userAccount')
      .select('id')
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .where('deletedAt', 'is', null);
    if (exceptUserId) q = q.where('id', '!=', exceptUserId);
    return (await q.executeTakeFirst()) !== undefined;
  },

  insertUser(
    db: Db,
    values: {
      email: string;
      passwordHash: string;
      userType: 'customer' | 'worker' | 'developer' | null;
      interfaceLanguage: 'en' | 'ru' | 'zh';
      notificationPrefs: Record<string, boolean>;
      emailConfirmedAt?: Date | null;
      isAdmin?: boolean;
      isModerator?: boolean;
      apiKey?: string | null;
      isDemo?: boolean;
    },
  ) {
    return db
      .insertInto('userAccount')
      .values({ ...values, notificationPrefs: JSON.stringify(values.notificationPrefs) })
      .returning(USER_COLUMNS)
      .executeTakeFirstOrThrow();
  },

  /**
   * A new account with its acceptance of the legal documents' versions, in one statement; nothing
   * when the address is taken (the same single round trip either way). The new account's id, or null.
   */
  async insertUserUnlessTaken(
    db: Db,
    values: {
      email: string;
      passwordHash: string;
      userType: 'customer' | 'worker' | 'developer' | null;
      interfaceLanguage: 'en' | 'ru' | 'zh';
      notificationPrefs: Record<string, boolean>;
      site?: 'international' | 'region';
    },
    agreements: { documents: { document: string; version: string }[]; ip: string | null },
  ): Promise<number | null> {
    const accepted = sql.join(agreements.documents.map((d) => sql`(${d.document}::text, ${d.version}::text)`));
    const row = await db
      .with('created', (q) =>
        q
          .insertInto('userAccount')
          .values({ ...values, notificationPrefs: JSON.stringify(values.notificationPrefs) })
          .onConflict((oc) => oc.doNothing())
          .returning('id'),
      )
      .insertInto('agreementAcceptance')
      .columns(['userId', 'document', 'version', 'ip'])
      .expression(
        sql`select created.id, d.document, d.version, ${agreements.ip}::text from created cross join (values ${accepted}) as d (document, version)`,
      )
      .returning('userId')
      .executeTakeFirst();
    return row?.userId ?? null;
  },

  async updateUser(
    db: Db,
    id: number,
    values: Partial<{
      email: string | null;
      emailConfirmedAt: Date | null;
      passwordHash: string;
      name: string;
      userType: 'customer' | 'worker' | 'developer' | null;
      interfaceLanguage: 'en' | 'ru' | 'zh';
      isAdmin: boolean;
      isModerator: boolean;
      apiKey: string | null;
      totpSecret: string | null;
      totpEnabledAt: Date | null;
      totpLastStep: number | null;
      notificationPrefs: Record<string, boolean>;
      bannedAt: Date | null;
      banReason: string | null;
      deletedAt: Date | null;
      lastSeenAt: Date;
    }>,
  ): Promise<void> {
    const { notificationPrefs, ...rest } = values;
    await db
      .updateTable('userAccount')
      .set({
        ...rest,
        ...(notificationPrefs ? { notificationPrefs: JSON.stringify(notificationPrefs) } : {}),
        updatedAt: sql`now()`,
      })
      .where('id', '=', id)
      .execute();
    if (ACCESS_FIELDS.some((field) => field in values)) announce(USER_CHANGED, String(id));
  },

  /** Sets the TOTP step only if it is newer than the last one used: a code works once. */
  async claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
    const result = await db
      .updateTable('userAccount')
      .set({ totpLastStep: step })
      .where('id', '=', userId)
      .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  // ── sessions ──
  insertSession(
    db: Db,
    values: {
      id: string;
      userId: number;
      secondFactorDue: boolean;
      ip: string | null;
      userAgent: string | null;
      expiresAt: Date;
    },
  ) {
    return db.insertInto('userSession').values(values).execute();
  },

  findLiveSession(db: Db, id: string, now: Date) {
    return db
      .selectFrom('userSession')
      .innerJoin('userAccount', 'userAccount.id', 'userSession.userId')
      .select([
        'userSession.id',
        'userSession.userId',
        'userSession.secondFactorDue',
        'userSession.failedCodes',
        'userSession.lastSeenAt',
        'userAccount.isAdmin',
        'userAccount.isModerator',
        'userAccount.userType',
      ])
      .where('userSession.id', '=', id)
      .where('userSession.revokedAt', 'is', null)
      .where('userSession.expiresAt', '>', now)
      .where('userAccount.deletedAt', 'is', null)
      .where('userAccount.bannedAt', 'is', null)
      .executeTakeFirst();
  },

  listSessions(db: Db, userId: number, now: Date) {
    return db
      .selectFrom('userSession')
      .select(['id', 'ip', 'userAgent', 'createdAt', 'lastSeenAt'])
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null)
      .where('secondFactorDue', '=', false)
      .where('expiresAt', '>', now)
      .orderBy('lastSeenAt', 'desc')
      .execute();
  },

  async knownDevice(db: Db, userId: number, userAgent: string | null, exceptSessionId: string): Promise<boolean> {
    const row = await db
      .selectFrom('userSession')
      .select('id')
      .where('userId', '=', userId)
      .where('id', '!=', exceptSessionId)
      .where('secondFactorDue', '=', false)
      .where('userAgent', userAgent === null ? 'is' : '=', userAgent)
      .executeTakeFirst();
    return row !== undefined;
  },

  touchSession(db: Db, id: string, userId: number, now: Date) {
    return db.transaction().execute(async (trx) => {
      await trx.updateTable('userSession').set({ lastSeenAt: now }).where('id', '=', id).execute();
      await trx.updateTable('userAccount').set({ lastSeenAt: now }).where('id', '=', userId).execute();
    });
  },

  async revokeSessions(
    db: Db,
    userId: number,
    now: Date,
    options: { only?: string; except?: string } = {},
  ): Promise<number> {
    let q = db
      .updateTable('userSession')
      .set({ revokedAt: now })
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null);
    if (options.only) q = q.where('id', '=', options.only);
    if (options.except) q = q.where('id', '!=', options.except);
    const result = await q.executeTakeFirst();
    return Number(result.numUpdatedRows);
  },

  /** Adds one to a pending session's code attempts; null when the session is gone. */
  async countCodeAttempt(db: Db, id: string): Promise<number | null> {
    const row = await db
      .updateTable('userSession')
      .set((eb) => ({ failedCodes: eb('failedCodes', '+', 1) }))
      .where('id', '=', id)
      .where('revokedAt', 'is', null)
      .returning('failedCodes')
      .executeTakeFirst();
    return row ? row.failedCodes : null;
  },

  /** Whether the account signed in fully before (another session than this one). */
  async hasEarlierSessions(db: Db, userId: number, exceptSessionId: string): Promise<boolean> {
    const row = await db
      .selectFrom('userSession')
      .select('id')
      .where('userId', '=', userId)
      .where('id', '!=', exceptSessionId)
      .where('secondFactorDue', '=', false)
      .executeTakeFirst();
    return row !== undefined;
  },

  updateSession(db: Db, id: string, values: { secondFactorDue?: boolean; failedCodes?: number; revokedAt?: Date }) {
    return db.updateTable('userSession').set(values).where('id', '=', id).execute();
  },

  // ── mail links ──
  insertMailLink(
    db: Db,
    values: {
      userId: number;
      purpose: MailLinkPurpose;
      tokenHash: string;
      payload?: Record<string, unknown>;
      expiresAt: Date;
    },
  ) {
    return db
      .insertInto('mailLink')
      .values({ ...values, payload: JSON.stringify(values.payload ?? {}) })
      .returning('id')
      .executeTakeFirstOrThrow();
  },

  findMailLink(db: Db, tokenHash: string) {
    return db.selectFrom('mailLink').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
  },

  /** Marks a link used if it still was unused; false when another request used it first. */
  async useMailLink(db: Db, id: number, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('mailLink')
      .set({ usedAt: now })
      .where('id', '=', id)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  expireMailLinks(db: Db, userId: number, purposes: MailLinkPurpose[], now: Date) {
    return db
      .updateTable('mailLink')
      .set({ usedAt: now })
      .where('userId', '=', userId)
      .where('purpose', 'in', purposes)
      .where('usedAt', 'is', null)
      .execute();
  },

  // ── agreements, recovery codes ──
  insertAgreements(db: Db, userId: number, documents: { document: string; version: string }[], ip: string | null) {
    return db
      .insertInto('agreementAcceptance')
      .values(documents.map((d) => ({ userId, document: d.document, version: d.version, ip })))
      .execute();
  },

  listAgreements(db: Db, userId: number) {
    return db
      .selectFrom('agreementAcceptance')
      .select(['document', 'version', 'acceptedAt'])
      .where('userId', '=', userId)
      .orderBy('acceptedAt', 'desc')
      .execute();
  },

  async replaceRecoveryCodes(db: Db, userId: number, codeHashes: string[]): Promise<void> {
    await db.deleteFrom('recoveryCode').where('userId', '=', userId).execute();
    if (codeHashes.length) {
      await db
        .insertInto('recoveryCode')
        .values(codeHashes.map((codeHash) => ({ userId, codeHash })))
        .execute();
    }
  },

  async useRecoveryCode(db: Db, userId: number, codeHash: string, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('recoveryCode')
      .set({ usedAt: now })
      .where('userId', '=', userId)
      .where('codeHash', '=', codeHash)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  // ── system messages ──
  oldestUnreadMessage(db: Db, userId: number) {
    return db
      .selectFrom('userSystemMessage')
      .innerJoin('systemMessage', 'systemMessage.id', 'userSystemMessage.messageId')
      .select(['systemMessage.id', 'systemMessage.message'])
      .where('userSystemMessage.userId', '=', userId)
      .where('userSystemMessage.readAt', 'is', null)
      .orderBy('systemMessage.id', 'asc')
      .executeTakeFirst();
  },

  async markMessageRead(db: Db, userId: number, messageId: number, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('userSystemMessage')
      .set({ readAt: now })
      .where('userId', '=', userId)
      .where('messageId', '=', messageId)
      .where('readAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
};
export type IdentityRepo = typeof identityRepo;
export type UserRow = NonNullable<Awaited<ReturnType<IdentityRepo['findUserById']>>>;
