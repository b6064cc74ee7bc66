/** Test helpers of other modules' tests: a customer's API settings written directly. */
import type { Db } from '../../platform/db.ts';
import { apiSettingsRepo } from './api-settings.repo.ts';

/** Turns 100 % recognition on for a customer with `matches` agreeing answers. */
export function setRecognition100(db: Db, customerId: number, matches: number, now: Date) {
  return apiSettingsRepo.upsert(db, {
    customerId,
    ipAllowList: [],
    recognition100Enabled: true,
    recognition100Matches: matches,
    perKeyLimitPerMinute: null,
    updatedAt: now,
  });
}
