import { deflateSync } from 'node:zlib';
import pino from 'pino';
import type { DemoStep } from '../../db/seeds/demo.ts';
import { manualClock, systemClock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { Notifier } from '../../platform/notify.ts';
import { ledgerService } from '../billing/index.ts';
import { createApiErrorLog } from '../customer/index.ts';
import { DEMO_ACCOUNTS } from '../identity/index.ts';
import { pricingService } from '../pricing/index.ts';
import { createSolvingEngine } from './engine.ts';
import { KIND_META, parseV2, type TaskSpec } from './task-types/index.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Tasks submitted per UTC day, from 6 days ago to today. */
export const DEMO_TASKS_PER_DAY = [3, 4, 5, 4, 6, 5, 4];
/** The tasks (by order of submission) that do not simply get solved. */
const ROLES: Record<number, 'unsolvable' | 'complaint' | 'not_a_captcha'> = {
  7: 'unsolvable',
  20: 'complaint',
  25: 'not_a_captcha',
};
/** The demo admin's welcome credit, before the first task (the sandbox top-up comes days later). */
export const DEMO_WELCOME_CREDIT_MICROS = 1_000_000;
const CLIENT_IP = '198.51.100.23';

/** The engine's notifications have no one to reach during the seed. */
const quietNotifier: Notifier = {
  notify: async () => {},
  local: () => {},
  inStatement: () => null,
  on: () => () => {},
  live: () => false,
  onReset: () => () => {},
  close: async () => {},
};

/** A small deterministic generator (mulberry32): the same demo on every installation. */
function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// ── A real, tiny captcha image: five digits in a 3×5 font on a noisy background (grayscale PNG) ──

const FONT = [
  '111101101101111',
  '010110010010111',
  '111001111100111',
  '111001111001111',
  '101101111001001',
  '111100111001111',
  '111100111101111',
  '111001010010010',
  '111101111101111',
  '111101111001111',
];
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

export function captchaPng(digits: string, rand: () => number): Buffer {
  const scale = 4;
  const pad = 8;
  const width = digits.length * 4 * scale - scale + 2 * pad;
  const height = 5 * scale + 2 * pad;
  const stride = width + 1; // each row starts with its filter byte (0: none)
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) pixels[y * stride + 1 + x] = 200 + Math.floor(rand() * 56);
  }
  [...digits].forEach((digit, i) => {
    const glyph = FONT[Number(digit)] ?? '';
    const dy = Math.floor(rand() * 5) - 2;
    for (let p = 0; p < 15; p++) {
      if (glyph[p] !== '1') continue;
      const gx = pad + (i * 4 + (p % 3)) * scale;
      const gy = pad + dy + Math.floor(p / 3) * scale;
      for (let yy = 0; yy < scale; yy++) {
        for (let xx = 0; xx < scale; xx++) pixels[(gy + yy) * stride + 1 + gx + xx] = 20 + Math.floor(rand() * 60);
      }
    }
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grayscale), no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function imageTask(digits: string, rand: () => number): TaskSpec {
  const parsed = parseV2({ type: 'ImageToTextTask', body: captchaPng(digits, rand).toString('base64'), numeric: 1 });
  if (!parsed.ok) throw new Error(`demo captcha refused: ${parsed.error.errorCode}`);
  return parsed.spec;
}

const accountId = async (db: Db, email: string | undefined) =>
  (
    await db
      .selectFrom('userAccount')
      .select('id')
      .where('email', '=', email ?? '')
      .executeTakeFirst()
  )?.id;

/**
 * A week of the demo customer's work, driven through the real solving engine on a clock moved
 * across the past days (so every cent moves as in production: holds, settles, a release, a
 * refund): image tasks each day, solved by the demo worker; one nobody took (unsolvable, its hold
 * released), one the customer complained about (refunded), one the worker marked "not a captcha"
 * (it then ran out of time). Also the API errors their scripts met. The engine runs inside the
 * step's transaction (`inTransaction` joins it; the ledger then skips savepoints, so any failure
 * rolls the whole step back). Skipped when the database has open tasks: the demo worker must not
 * take real work, nor the sweep (at a past time) end it.
 */
export const solvingDemoStep: DemoStep = {
  name: 'solving',
  async run(db: Db) {
    const customerId = await accountId(db, DEMO_ACCOUNTS.find((a) => a.userType === 'customer')?.email);
    const workerId = await accountId(db, DEMO_ACCOUNTS.find((a) => a.userType === 'worker')?.email);
    const adminId = await accountId(db, DEMO_ACCOUNTS.find((a) => a.isAdmin)?.email);
    if (!customerId || !workerId) return;
    const open = await db
      .selectFrom('task')
      .select('id')
      .where('status', 'in', ['queued', 'assigned'])
      .executeTakeFirst();
    if (open) return;

    const now = systemClock.now().getTime();
    const today = Math.floor(now / DAY) * DAY;
    /** `hours` into the UTC day `daysAgo` days back. */
    const at = (daysAgo: number, hours: number) => new Date(today - daysAgo * DAY + hours * HOUR);
    const rand = generator(2026);
    const clock = manualClock(at(6, 2));
    const ledger = ledgerService({ db, clock });
    const engine = createSolvingEngine({
      db,
      clock,
      ledger,
      pricing: pricingService({ db }),
      notifier: quietNotifier,
      log: pino({ level: 'silent' }),
    });
    const errors = createApiErrorLog({ db, clock, log: pino({ level: 'silent' }) });
    const apiError = (when: Date, source: 'v1' | 'v2', code: string, request: string, times: number) => {
      for (let i = 0; i < times; i++) {
        clock.set(new Date(when.getTime() + i * 20_000));
        errors.record({ customerId, source, code, request, ip: CLIENT_IP });
      }
    };
    /** Rows the database dates `now()` (the seed's time) get the clock's time instead. */
    const stamp = async (taskId: number, what: 'attempt' | 'report') => {
      const createdAt = clock.now();
      if (what === 'attempt') {
        await db.updateTable('taskAttempt').set({ createdAt }).where('taskId', '=', taskId).execute();
        return;
      }
      await db.updateTable('taskReport').set({ createdAt }).where('taskId', '=', taskId).execute();
      await db.updateTable('workerMistake').set({ createdAt }).where('taskId', '=', taskId).execute();
    };
    const sweepAfter = async (submittedAt: Date) => {
      clock.set(new Date(submittedAt.getTime() + KIND_META.image_text.unsolvableAfterSeconds * 1000 + 5_000));
      if ((await engine.sweep()) < 1) throw new Error('demo task did not end unsolvable');
    };

    // The scripts ran before the account had money; then the admin's welcome credit came.
    apiError(at(6, 1), 'v1', 'ERROR_ZERO_BALANCE', 'in.php method=base64', 3);
    apiError(at(6, 1.1), 'v2', 'ERROR_ZERO_BALANCE', 'createTask type=ImageToTextTask', 1);
    clock.set(at(6, 2));
    await ledger.credit(
      customerId,
      DEMO_WELCOME_CREDIT_MICROS,
      'admin:demo-welcome-credit',
      'Welcome credit (demo)',
      adminId ?? null,
      db,
    );

    let index = 0;
    for (const [day, count] of DEMO_TASKS_PER_DAY.entries()) {
      const daysAgo = DEMO_TASKS_PER_DAY.length - 1 - day;
      const from = at(daysAgo, 0).getTime();
      const span = Math.min(DAY, now - 15 * MINUTE - from);
      // Early in a UTC day, today has no room for tasks yet.
      if (span < HOUR) break;
      for (let i = 0; i < count; i++, index++) {
        const submittedAt = new Date(from + span * (0.15 + (0.8 * (i + rand() * 0.6)) / count));
        const digits = Array.from({ length: 5 }, () => Math.floor(rand() * 10)).join('');
        const role = ROLES[index];
        clock.set(submittedAt);
        const submitted = await engine.submit({
          customerId,
          spec: imageTask(digits, rand),
          softId: null,
          callbackUrl: null,
          source: index % 3 === 0 ? 'v1' : 'v2',
          clientIp: CLIENT_IP,
        });
        if (!submitted.ok) throw new Error(`demo task refused: ${submitted.refusal}`);
        const taskId = submitted.taskId;
        if (role === 'unsolvable') {
          await sweepAfter(submittedAt);
          continue;
        }
        clock.advance(2_000 + Math.floor(rand() * 6_000));
        const claimed = await engine.claim(workerId, { waitMs: 0 });
        if (claimed?.taskId !== taskId) throw new Error('the demo worker was not given the demo task');
        clock.advance(6_000 + Math.floor(rand() * 16_000));
        if (role === 'not_a_captcha') {
          if (!(await engine.release(workerId, taskId, 'not_a_captcha')).ok) throw new Error('demo release failed');
          await stamp(taskId, 'attempt');
          await sweepAfter(submittedAt);
          continue;
        }
        // The complained-about answer misreads the last digit.
        const text = role === 'complaint' ? `${digits.slice(0, 4)}${(Number(digits[4]) + 3) % 10}` : digits;
        const answered = await engine.answer(workerId, taskId, { type: 'text', text });
        if (!answered.ok) throw new Error(`demo answer refused: ${answered.reason}`);
        await stamp(taskId, 'attempt');
        if (role === 'complaint') {
          clock.advance(3 * MINUTE);
          if ((await engine.report(customerId, taskId, 'bad')) !== 'recorded')
            throw new Error('demo complaint refused');
          await stamp(taskId, 'report');
        }
      }
    }

    // Polling mistakes of the customer's scripts.
    apiError(at(2, 14.5), 'v1', 'ERROR_WRONG_CAPTCHA_ID', 'res.php action=get', 4);
    apiError(at(1, 9.25), 'v2', 'ERROR_NO_SUCH_CAPCHA_ID', 'getTaskResult', 2);
    apiError(at(1, 16.75), 'v1', 'ERROR_WRONG_CAPTCHA_ID', 'res.php action=reportbad', 1);
    await errors.flush();
  },
};
