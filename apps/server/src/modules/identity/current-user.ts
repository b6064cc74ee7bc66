import { type CurrentUser, type Language, microsToDollars } from '@crowdsolve/contract';
import type { Db } from '../../platform/db.ts';
import { ledgerSummary } from '../billing/index.ts';
import { identityRepo, type UserRow } from './identity.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function daysSince(then: Date | null | undefined, now: Date): number | null {
  if (!then) return null;
  return Math.max(0, Math.floor((now.getTime() - new Date(then).getTime()) / DAY_MS));
}

/**
 * The current user of spec §3, from real data. Balance (spendable, in dollars), the last payment
 * (credit) and the captcha totals come from the ledger; before money first moved they are zero or null.
 */
export async function presentCurrentUser(db: Db, user: UserRow, now: Date): Promise<CurrentUser> {
  const [message, ledger] = await Promise.all([
    identityRepo.oldestUnreadMessage(db, user.id),
    ledgerSummary(db, user.id),
  ]);
  return {
    id: user.id,
    interfaceLanguage: user.interfaceLanguage as Language,
    profile: {
      userType: user.userType,
      systemMessage: message ? { id: message.id, message: message.message } : null,
    },
    balance: { amount: microsToDollars(ledger.balanceMicros) },
    permissions: { admin: user.isAdmin, moderator: user.isModerator },
    analyticsData: {
      daysSinceRegistration: daysSince(user.createdAt, now),
      daysSinceLastPayment: daysSince(ledger.lastCreditAt, now),
      daysSinceLastUse: daysSince(user.lastSeenAt, now),
      earnedOnCaptcha: microsToDollars(ledger.earnedMicros),
      spentOnCaptcha: microsToDollars(ledger.spentMicros),
    },
  };
}
