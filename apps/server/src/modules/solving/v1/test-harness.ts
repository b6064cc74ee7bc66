/**
 * Test support for the solver API tests (v1 and v2): the real app and engine on a test database,
 * funded customers with API keys, a worker answering through the engine, real PNG files.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../../../../test/app.ts';
import type { DatabaseTarget } from '../../../../test/databases.ts';
import { manualClock } from '../../../platform/clock.ts';
import type { DatabaseHandle } from '../../../platform/db.ts';
import { ledgerService } from '../../billing/index.ts';
import { createConfirmedAccount } from '../../identity/index.ts';
import type { SolvingEngine, WorkerTask } from '../engine.types.ts';
import { v2Routes } from '../v2/v2.routes.ts';
import { v1Routes } from './v1.routes.ts';

/** A real, decodable PNG (RGB, deflated scanlines) with a text chunk to reach `minBytes`. */
export function realPng(width: number, height: number, minBytes = 200): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) {
      raw[row + 1 + x * 3] = (x * 7 + y * 13) & 0xff;
      raw[row + 2 + x * 3] = (x * y) & 0xff;
      raw[row + 3 + x * 3] = ((x ^ y) * 5) & 0xff;
    }
  }
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
  ];
  const size = parts.reduce((sum, p) => sum + p.length, 0) + 12;
  if (size < minBytes) parts.push(chunk('tEXt', Buffer.from(`Comment\0${'x'.repeat(minBytes - size - 8)}`, 'latin1')));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

export interface Customer {
  userId: number;
  key: string;
}

export interface SolverHarness {
  database: DatabaseHandle;
  app: FastifyInstance;
  engine: SolvingEngine & { sweep(): Promise<number> };
  clock: ReturnType<typeof manualClock>;
  /** A confirmed customer with an API key and this much money (micro-dollars). */
  customer(fundsMicros?: number): Promise<Customer>;
  /** A confirmed worker account. */
  worker(): Promise<number>;
  /** Ends every open task (unsolvable, price released) so that a test sees only its own. */
  drain(): Promise<void>;
  /** The worker claims the next task (it must be `taskId` when given) and answers it. */
  solve(workerId: number, answer: unknown, taskId?: number): Promise<WorkerTask>;
  close(): Promise<void>;
}

let seq = 0;

export async function solverHarness(target: DatabaseTarget): Promise<SolverHarness> {
  const database = await target.open();
  const clock = manualClock(new Date());
  const app = await testApp(database, { clock });
  const engine = app.solving;
  // Until the app registers the protocol layers itself.
  if (!app.hasRoute({ method: 'GET', url: '/in.php' })) {
    await app.register(v1Routes({ db: database.db, engine, log: app.log }));
  }
  if (!app.hasRoute({ method: 'POST', url: '/createTask' })) {
    await app.register(v2Routes({ db: database.db, engine, log: app.log }));
  }
  await app.ready();
  const ledger = ledgerService({ db: database.db, clock });

  async function account(userType: 'customer' | 'worker'): Promise<number> {
    seq += 1;
    return createConfirmedAccount(database.db, clock, {
      email: `solver-${userType}-${seq}-${process.pid}-${target.name}@example.com`,
      password: 'long-password-1',
      userType,
    });
  }

  return {
    database,
    app,
    engine,
    clock,
    async customer(fundsMicros = 0) {
      const userId = await account('customer');
      if (fundsMicros > 0) await ledger.credit(userId, fundsMicros, `test-fund:${userId}`, 'test funds');
      const row = await database.db
        .selectFrom('userAccount')
        .select('apiKey')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      return { userId, key: row.apiKey ?? '' };
    },
    worker: () => account('worker'),
    async drain() {
      clock.advance(24 * 3600_000);
      await engine.sweep();
    },
    async solve(workerId, answer, taskId) {
      const task = await engine.claim(workerId, { waitMs: 0 });
      if (!task) throw new Error('no task to solve');
      if (taskId !== undefined && task.taskId !== taskId) throw new Error(`claimed ${task.taskId}, not ${taskId}`);
      const outcome = await engine.answer(workerId, task.taskId, answer);
      if (!outcome.ok) throw new Error(`answer refused: ${JSON.stringify(outcome)}`);
      return task;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
