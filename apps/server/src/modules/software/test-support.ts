/** Test helpers of other modules' tests: the software registry changed directly. */
import type { Db } from '../../platform/db.ts';
import { softwareRepo } from './software.repo.ts';

/** Disables a developer's software (its soft_id then pays nobody). */
export function disableSoftware(db: Db, developerId: number, softId: number, now: Date) {
  return softwareRepo.setDisabledAt(db, developerId, softId, now);
}
