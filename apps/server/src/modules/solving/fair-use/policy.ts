/**
 * 2captcha's request limits (reference §1.6, §1.7), decided in memory on every call: the counts of
 * this process plus what the other processes last wrote (see fair-use.ts), and the blocks every
 * process shares. No call waits for the database.
 *
 * - `MAX_USER_TURN`: more than 60 submits (in.php, createTask) of one key within 3 s → submits
 *   refused for 10 s.
 * - `1002`: more than 120 submits a minute answered ERROR_ZERO_BALANCE → submits refused for 5 min.
 * - `1003`: submits answered ERROR_NO_SLOT_AVAILABLE above 3 × the captchas accepted (at least 120)
 *   in a minute → submits refused for 30 s.
 * - `1004`: more than 5 calls a minute from one IP with a key that is malformed or unknown → every
 *   call from that IP refused for 10 min.
 * - `1005`: result calls (res.php, getTaskResult, getBalance, reports) R of one key in a minute above
 *   20 × C + 1,200, C the captchas it sent in that minute → result calls refused for 5 min.
 * - `1001` (a bid below the current rate) never applies: prices are fixed, there are no bids.
 *
 * Within 1005's minute, one second may spend at most a sixth of it (200 calls a second when no
 * captcha was sent): a flood is slowed from its first second on rather than served at full speed
 * until the minute's allowance is gone, so it never starves the other clients. The call over it is
 * refused (`1005`, late) without a block.
 *
 * Besides, at most `maxConcurrentPerKey` calls of one key are served at once by one process.
 *
 * A key's own limits (`MAX_USER_TURN`, `1005`, calls at once) are multiplied by `factorOf(customer)`:
 * an enterprise plan holder's factor is above 1 (decided from memory, like everything here).
 *
 * The IP limit never applies to loopback: a reverse proxy on the same host without TRUST_PROXY shows
 * every client as 127.0.0.1, and one client's wrong keys would ban everyone.
 */
import type { Clock } from '../../../platform/clock.ts';

export type FairUseCode = 'MAX_USER_TURN' | '1002' | '1003' | '1004' | '1005';

export interface Refusal {
  code: FairUseCode;
  /** Seconds until the caller may try again. */
  retryAfterS: number;
}

/** The kinds of call counted, each in fixed windows of its own length. */
export type UsageKind = 'submit_burst' | 'submit' | 'zero_balance' | 'no_slot' | 'bad_key' | 'result' | 'result_burst';

export const WINDOW_MS: Readonly<Record<UsageKind, number>> = {
  submit_burst: 3_000,
  submit: 60_000,
  zero_balance: 60_000,
  no_slot: 60_000,
  bad_key: 60_000,
  result: 60_000,
  result_burst: 1_000,
};

export const FAIR_USE_LIMITS = {
  submitsPerBurst: 60,
  zeroBalancePerMinute: 120,
  noSlotMinimum: 120,
  noSlotPerAccepted: 3,
  badKeysPerMinute: 5,
  resultCallsBase: 1200,
  resultCallsPerCaptcha: 20,
  /** One second may spend at most this share of a minute's result calls. */
  resultBurstShare: 1 / 6,
  maxConcurrentPerKey: 20,
} as const;

export const BLOCK_MS: Readonly<Record<FairUseCode, number>> = {
  MAX_USER_TURN: 10_000,
  '1002': 5 * 60_000,
  '1003': 30_000,
  '1004': 10 * 60_000,
  '1005': 5 * 60_000,
};

/** The codes that refuse a submit, a result call, or any call (an IP's). */
const SUBMIT_BLOCKS: readonly FairUseCode[] = ['MAX_USER_TURN', '1002', '1003'];

export const keySubject = (customerId: number) => `key:${customerId}`;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
export const isLoopbackIp = (ip: string) => LOOPBACK.test(ip);
export const ipSubject = (ip: string) => `ip:${ip}`;

export interface UsageCount {
  subject: string;
  kind: UsageKind;
  windowStart: number;
  hits: number;
}

export interface BlockRow {
  subject: string;
  code: string;
  until: number;
}

/** The in-memory side: counts, the other processes' counts, blocks, calls in flight. */
export function fairUsePolicy(
  clock: Clock,
  limits = FAIR_USE_LIMITS,
  factorOf: (customerId: number) => number = () => 1,
) {
  /** A per-key limit for this customer. */
  const scaled = (limit: number, customerId: number) => Math.floor(limit * Math.max(1, factorOf(customerId)));
  /** This process's hits, by `kind|subject|windowStart`. */
  const local = new Map<string, UsageCount>();
  /** The other processes' hits as last read, same keys. */
  let others = new Map<string, number>();
  /** Blocks: subject → code → until (ms). */
  let blocks = new Map<string, Map<string, number>>();
  /** Blocks tripped here and not yet written. */
  const tripped: BlockRow[] = [];
  const inFlight = new Map<number, number>();

  const windowOf = (kind: UsageKind, now: number) => now - (now % WINDOW_MS[kind]);
  const id = (kind: UsageKind, subject: string, windowStart: number) => `${kind}|${subject}|${windowStart}`;

  /** Adds a hit; the subject's hits in the current window across the cluster. */
  function hit(kind: UsageKind, subject: string, now: number): number {
    const windowStart = windowOf(kind, now);
    const key = id(kind, subject, windowStart);
    let row = local.get(key);
    if (!row) {
      row = { subject, kind, windowStart, hits: 0 };
      local.set(key, row);
    }
    row.hits += 1;
    return row.hits + (others.get(key) ?? 0);
  }

  function hits(kind: UsageKind, subject: string, now: number): number {
    const key = id(kind, subject, windowOf(kind, now));
    return (local.get(key)?.hits ?? 0) + (others.get(key) ?? 0);
  }

  function blocked(subject: string, codes: readonly FairUseCode[] | null, now: number): Refusal | null {
    const bySubject = blocks.get(subject);
    if (!bySubject) return null;
    let found: Refusal | null = null;
    for (const [code, until] of bySubject) {
      if (until <= now || (codes && !codes.includes(code as FairUseCode))) continue;
      const retryAfterS = Math.ceil((until - now) / 1000);
      if (!found || retryAfterS > found.retryAfterS) found = { code: code as FairUseCode, retryAfterS };
    }
    return found;
  }

  function block(subject: string, code: FairUseCode, now: number): Refusal {
    const until = now + BLOCK_MS[code];
    let bySubject = blocks.get(subject);
    if (!bySubject) {
      bySubject = new Map();
      blocks.set(subject, bySubject);
    }
    bySubject.set(code, Math.max(until, bySubject.get(code) ?? 0));
    tripped.push({ subject, code, until });
    return { code, retryAfterS: Math.ceil(BLOCK_MS[code] / 1000) };
  }

  return {
    /** A refusal for every call from this IP (it sent too many bad keys). */
    ipBlocked(ip: string): Refusal | null {
      if (isLoopbackIp(ip)) return null;
      return blocked(ipSubject(ip), ['1004'], clock.now().getTime());
    },

    /** A call from this IP carried a malformed or unknown key. */
    badKey(ip: string): void {
      if (isLoopbackIp(ip)) return;
      const now = clock.now().getTime();
      const subject = ipSubject(ip);
      if (hit('bad_key', subject, now) > limits.badKeysPerMinute && !blocked(subject, ['1004'], now)) {
        block(subject, '1004', now);
      }
    },

    /** Before a submit of this key: a refusal when it is blocked or the submit is one too many. */
    submit(customerId: number): Refusal | null {
      const now = clock.now().getTime();
      const subject = keySubject(customerId);
      const refused = blocked(subject, SUBMIT_BLOCKS, now);
      if (refused) return refused;
      if (hit('submit_burst', subject, now) > scaled(limits.submitsPerBurst, customerId)) {
        return block(subject, 'MAX_USER_TURN', now);
      }
      return null;
    },

    /** What a submit of this key was answered. */
    submitted(customerId: number, outcome: 'accepted' | 'zero_balance' | 'no_slot' | 'other'): void {
      const now = clock.now().getTime();
      const subject = keySubject(customerId);
      if (outcome === 'accepted') {
        hit('submit', subject, now);
      } else if (outcome === 'zero_balance') {
        if (hit('zero_balance', subject, now) > limits.zeroBalancePerMinute) block(subject, '1002', now);
      } else if (outcome === 'no_slot') {
        const accepted = hits('submit', subject, now);
        const allowed = Math.max(limits.noSlotMinimum, limits.noSlotPerAccepted * accepted);
        if (hit('no_slot', subject, now) > allowed) block(subject, '1003', now);
      }
    },

    /** Before a result call (results, balance, reports) of this key: a refusal when over the limit. */
    result(customerId: number): Refusal | null {
      const now = clock.now().getTime();
      const subject = keySubject(customerId);
      const refused = blocked(subject, ['1005'], now);
      if (refused) return refused;
      const allowed =
        scaled(limits.resultCallsBase, customerId) + limits.resultCallsPerCaptcha * hits('submit', subject, now);
      if (hit('result_burst', subject, now) > Math.floor(allowed * limits.resultBurstShare)) {
        return { code: '1005', retryAfterS: 1 };
      }
      if (hit('result', subject, now) > allowed) return block(subject, '1005', now);
      return null;
    },

    /** Takes one of the key's slots for a call served now; null when all are taken. */
    enter(customerId: number): (() => void) | null {
      const current = inFlight.get(customerId) ?? 0;
      if (current >= scaled(limits.maxConcurrentPerKey, customerId)) return null;
      inFlight.set(customerId, current + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (inFlight.get(customerId) ?? 1) - 1;
        if (left <= 0) inFlight.delete(customerId);
        else inFlight.set(customerId, left);
      };
    },

    /** For the writer: this process's counts in windows not yet over, and forgets older ones. */
    currentCounts(): UsageCount[] {
      const now = clock.now().getTime();
      const out: UsageCount[] = [];
      for (const [key, row] of local) {
        if (row.windowStart + WINDOW_MS[row.kind] <= now) local.delete(key);
        else out.push(row);
      }
      return out;
    },

    /** For the writer: blocks tripped here since the last call. */
    takeTripped(): BlockRow[] {
      return tripped.splice(0, tripped.length);
    },

    /** The other processes' counts, as just read. */
    setOthers(rows: readonly UsageCount[]): void {
      const next = new Map<string, number>();
      for (const row of rows) next.set(id(row.kind, row.subject, row.windowStart), row.hits);
      others = next;
    },

    /** The blocks in force, as just read (with any tripped here meanwhile kept). */
    setBlocks(rows: readonly BlockRow[]): void {
      const now = clock.now().getTime();
      const next = new Map<string, Map<string, number>>();
      const add = (subject: string, code: string, until: number) => {
        if (until <= now) return;
        let bySubject = next.get(subject);
        if (!bySubject) {
          bySubject = new Map();
          next.set(subject, bySubject);
        }
        bySubject.set(code, Math.max(until, bySubject.get(code) ?? 0));
      };
      for (const row of rows) add(row.subject, row.code, row.until);
      for (const row of tripped) add(row.subject, row.code, row.until);
      blocks = next;
    },
  };
}

export type FairUsePolicy = ReturnType<typeof fairUsePolicy>;
