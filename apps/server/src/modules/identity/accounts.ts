import { DEFAULT_NOTIFICATION_PREFS, type UserType } from '@crowdsolve/contract';
import type { Clock } from '../../platform/clock.ts';
import { type Db, inTransaction } from '../../platform/db.ts';
import { hashPassword, newApiKey } from '../../platform/secrets.ts';
import { currentLegalVersions } from '../legal/index.ts';
import { identityRepo } from './identity.repo.ts';
import { hasApiKeyRole } from './mail-link.service.ts';

export interface NewAccount {
  email: string;
  password: string;
  userType: UserType | null;
  isAdmin?: boolean;
  isModerator?: boolean;
  isDemo?: boolean;
}

/** Creates a confirmed account directly (administration and demo data, not the sign-up flow). */
export async function createConfirmedAccount(db: Db, clock: Clock, account: NewAccount): Promise<number> {
  const passwordHash = await hashPassword(account.password);
  return inTransaction(db, async (trx) => {
    const user = await identityRepo.insertUser(trx, {
      email: account.email.toLowerCase(),
      passwordHash,
      userType: account.userType,
      interfaceLanguage: 'en',
      notificationPrefs: DEFAULT_NOTIFICATION_PREFS,
      emailConfirmedAt: clock.now(),
      isAdmin: account.isAdmin ?? false,
      isModerator: account.isModerator ?? false,
      apiKey: hasApiKeyRole(account.userType) ? newApiKey() : null,
      isDemo: account.isDemo ?? false,
    });
    await identityRepo.insertAgreements(trx, user.id, currentLegalVersions(), null);
    return user.id;
  });
}

/**
 * Makes the account of `email` an admin, creating it (confirmed, with the password from
 * `askPassword`) when there is none. Returns what happened.
 */
export async function createOrPromoteAdmin(
  db: Db,
  clock: Clock,
  email: string,
  askPassword: () => Promise<string>,
): Promise<{ userId: number; created: boolean }> {
  const existing = await identityRepo.findUserByEmail(db, email);
  if (existing) {
    await identityRepo.updateUser(db, existing.id, { isAdmin: true, bannedAt: null, banReason: null });
    return { userId: existing.id, created: false };
  }
  const password = await askPassword();
  const userId = await createConfirmedAccount(db, clock, { email, password, userType: null, isAdmin: true });
  return { userId, created: true };
}
