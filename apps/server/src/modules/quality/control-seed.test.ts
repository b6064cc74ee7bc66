/**
 * The control set every install starts with, and the way in it opens: on a freshly migrated
 * database with only that seed (no admin anywhere), a new worker trains, passes, is admitted by
 * the training itself, and then gets paid tasks and golden tasks.
 */
import {
  IDENTITY_PATHS,
  WORK_PATHS as P,
  QUALITY_PATHS as Q,
  TRAINING_TASKS,
  type TrainingSummary,
  type WorkerTaskView,
  workPath,
} from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { Browser, ok } from '../../../test/smtp.ts';
import { removeDemo } from '../../cli/remove-demo.ts';
import { seedDemo } from '../../db/seeds/demo.ts';
import { DEMO_STEPS } from '../../db/seeds/demo-steps.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { ledgerService } from '../billing/index.ts';
import { createConfirmedAccount } from '../identity/index.ts';
import { parseV2 } from '../solving/index.ts';
import { b64, png } from '../solving/task-types/test-fixtures.ts';
import { CONTROL_SET_TARGET, seedControlSet } from './index.ts';

const PASSWORD = 'long-password-1';

describe.each(DATABASE_TARGETS)('the control set of a fresh install on $name', (target) => {
  const clock = manualClock(new Date('2026-11-02T06:00:00Z'));
  let database: DatabaseHandle;
  const apps: Record<'plain' | 'golden', FastifyInstance> = {} as never;

  beforeAll(async () => {
    database = await target.open();
    apps.plain = await testApp(database, { clock, env: { GOLDEN_TASK_RATE: '0' } });
    apps.golden = await testApp(database, { clock, env: { GOLDEN_TASK_RATE: '1' } });
    await Promise.all([apps.plain.ready(), apps.golden.ready()]);
  });
  afterAll(async () => {
    await apps.plain?.close();
    await apps.golden?.close();
    await database?.close();
  });

  const controlTasks = () =>
    database.db
      .selectFrom('controlTask')
      .select(['id', 'kind', 'answer', 'training', 'golden', 'active', 'createdBy'])
      .execute();

  it('is seeded once, by no one, across kinds, even by several nodes starting at once, and topped up when short', async () => {
    const started = performance.now();
    const added = await Promise.all([seedControlSet(database.db), seedControlSet(database.db)]);
    const ms = performance.now() - started;
    expect(added.reduce((a, b) => a + b, 0)).toBe(CONTROL_SET_TARGET.training + CONTROL_SET_TARGET.golden);
    // Generating and storing the whole set stays well within a start-up's budget.
    expect(ms).toBeLessThan(5000);
    const rows = await controlTasks();
    expect(rows.filter((r) => r.training)).toHaveLength(CONTROL_SET_TARGET.training);
    expect(rows.filter((r) => r.golden)).toHaveLength(CONTROL_SET_TARGET.golden);
    // Training shows the right answers: its tasks are never golden ones.
    expect(rows.filter((r) => r.training && r.golden)).toHaveLength(0);
    expect(rows.every((r) => r.active && r.createdBy === null)).toBe(true);
    expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(['image_text', 'grid', 'rotate', 'text']));

    // Every start after that adds nothing.
    expect(await seedControlSet(database.db)).toBe(0);
    expect(await controlTasks()).toHaveLength(rows.length);

    // An admin who turns tasks off gets them replaced at the next start.
    const off = rows.filter((r) => r.golden).slice(0, 3);
    await database.db
      .updateTable('controlTask')
      .set({ active: false })
      .where(
        'id',
        'in',
        off.map((r) => r.id),
      )
      .execute();
    expect(await seedControlSet(database.db)).toBe(3);
    const after = await controlTasks();
    expect(after.filter((r) => r.golden && r.active)).toHaveLength(CONTROL_SET_TARGET.golden);
  });

  it('lets a new worker train, pass and be admitted without an admin, then get paid and golden tasks', async () => {
    await seedControlSet(database.db);
    const admins = await database.db.selectFrom('userAccount').select('id').where('isAdmin', '=', true).execute();
    expect(admins).toHaveLength(0);
    const known = new Map((await controlTasks()).map((r) => [r.id, r]));

    const email = `trainee-${target.name}@example.com`;
    const workerId = await createConfirmedAccount(database.db, clock, {
      email,
      password: PASSWORD,
      userType: 'worker',
    });
    const signIn = async (app: FastifyInstance) => {
      const browser = new Browser(app);
      ok(await browser.post(IDENTITY_PATHS.login, { email, password: PASSWORD }));
      return browser;
    };
    const w = await signIn(apps.plain);
    expect(ok(await w.get(Q.training))).toMatchObject({ state: 'not_started', admitted: false });

    let summary: TrainingSummary = ok(await w.post(Q.trainingStart));
    expect(summary).toMatchObject({ state: 'in_progress', total: TRAINING_TASKS, answered: 0 });
    const kinds = new Set<string>();
    while (summary.state === 'in_progress') {
      const next = summary.next as WorkerTaskView;
      const control = known.get(next.id);
      expect(control?.training).toBe(true);
      kinds.add(next.kind);
      if (next.kind !== 'text') expect(next.image?.url).toBeTruthy();
      const reply = ok(await w.post(Q.trainingAnswer, { controlTaskId: next.id, answer: control?.answer }));
      expect(reply.correct).toBe(true);
      summary = reply.summary;
    }
    expect(summary).toMatchObject({ state: 'passed', correct: TRAINING_TASKS, admitted: true });
    expect(kinds.size).toBeGreaterThan(1);
    const admission = await database.db
      .selectFrom('workerAdmission')
      .select(['admittedAt', 'admittedBy'])
      .where('userId', '=', workerId)
      .executeTakeFirstOrThrow();
    expect(admission.admittedAt).not.toBeNull();
    expect(admission.admittedBy).toBe(workerId);

    // A customer's task now reaches the worker.
    const customer = await createConfirmedAccount(database.db, clock, {
      email: `customer-${target.name}@example.com`,
      password: PASSWORD,
      userType: 'customer',
    });
    await ledgerService({ db: database.db, clock }).credit(customer, 100_000, `fund:${customer}`, 'test funds');
    const parsed = parseV2({ type: 'ImageToTextTask', body: b64(png(120, 40)) });
    if (!parsed.ok) throw new Error('fixture');
    const submitted = await apps.plain.solving.submit({
      customerId: customer,
      spec: parsed.spec,
      softId: null,
      callbackUrl: null,
      source: 'v2',
      clientIp: null,
    });
    if (!submitted.ok) throw new Error('submit');
    const paid = ok(await w.post(`${P.next}?wait=0`)).task as WorkerTaskView;
    expect(paid.id).toBe(submitted.taskId);
    expect(ok(await w.post(workPath(P.answer, paid.id), { answer: { type: 'text', text: 'abc' } }))).toEqual({
      ok: true,
    });

    // Golden tasks come from the seeded golden set; the known answer counts as right.
    const g = await signIn(apps.golden);
    for (let i = 0; i < 3; i++) {
      const task = ok(await g.post(`${P.next}?wait=0`)).task as WorkerTaskView;
      const row = await database.db
        .selectFrom('task')
        .select('controlTaskId')
        .where('id', '=', task.id)
        .executeTakeFirstOrThrow();
      const control = known.get(Number(row.controlTaskId));
      expect(control?.golden).toBe(true);
      expect(ok(await g.post(workPath(P.answer, task.id), { answer: control?.answer }))).toEqual({ ok: true });
    }
    expect(ok(await g.get(Q.quality))).toMatchObject({ mistakes: 0 });
  });

  it('is real data: removing the demo data leaves it whole', async () => {
    await seedControlSet(database.db);
    const before = (await controlTasks()).filter((r) => r.active).map((r) => r.id);
    await seedDemo(database.db, DEMO_STEPS);
    await removeDemo(database.db);
    const after = (await controlTasks()).filter((r) => r.active).map((r) => r.id);
    expect(after).toEqual(expect.arrayContaining(before));
    expect(await seedControlSet(database.db)).toBe(0);
  });
});
