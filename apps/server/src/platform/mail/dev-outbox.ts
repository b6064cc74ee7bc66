import type { Db } from '../db.ts';
import type { OutgoingMail } from './transport.ts';

/** Mails the development outbox holds in full (the newest). */
const KEEP = 200;

/**
 * The outbox in memory (shown on /admin/mail, and on /dev/mail where that is on): the mails as they
 * would have been sent, one-time links intact, by their `mail_log` id. The log keeps only the redacted copy, so live links never rest in the
 * database; after a restart the outbox shows the log's redacted copies. One outbox per database
 * handle, shared by every module's mailer (tests run many apps in one process).
 */
const outboxes = new WeakMap<Db, Map<number, OutgoingMail>>();

export function devOutbox(db: Db) {
  let mails = outboxes.get(db);
  if (!mails) {
    mails = new Map();
    outboxes.set(db, mails);
  }
  const held = mails;
  return {
    keep(id: number, mail: OutgoingMail): void {
      held.set(id, mail);
      for (const oldest of held.keys()) {
        if (held.size <= KEEP) break;
        held.delete(oldest);
      }
    },
    /** The mail as sent, if this process still holds it. */
    read(id: number): OutgoingMail | undefined {
      return held.get(id);
    },
  };
}
