/**
 * Quality control end to end over HTTP: the admins' control set, training that admits a worker,
 * golden tasks in live work, accuracy and suspension, languages in dispatch, the mistakes list.
 */
import {
  IDENTITY_PATHS,
  WORK_PATHS as P,
  QUALITY_PATHS as Q,
  type TrainingSummary,
  ADMIN_WORKER_PATHS as W,
  type WorkerTaskView,
  workPath,
} from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { Browser, expectError, ok } from '../../../test/smtp.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { ledgerService } from '../billing/index.ts';
import { createConfirmedAccount } from '../identity/index.ts';
import { parseV2 } from '../solving/index.ts';
import { b64, png } from '../solving/task-types/test-fixtures.ts';

const PASSWORD = 'long-password-1';
let seq = 0;
const image = (w = 120) => b64(png(w, 40));

describe.each(DATABASE_TARGETS)('quality control on $name', (target) => {
  const clock = manualClock(new Date('2026-11-01T06:00:00Z'));
  /** Every claim gets a golden task while control tasks exist (`golden`), or none (`plain`). */
  const apps: Record<'plain' | 'golden', FastifyInstance> = {} as never;
  let database: DatabaseHandle;
  let admin: Browser;
  const emails = new Map<number, string>();

  beforeAll(async () => {
    database = await target.open();
    apps.plain = await testApp(database, { clock, env: { GOLDEN_TASK_RATE: '0' } });
    apps.golden = await testApp(database, { clock, env: { GOLDEN_TASK_RATE: '1' } });
    await Promise.all([apps.plain.ready(), apps.golden.ready()]);
    admin = await signIn(await account(null, true));
  });
  afterAll(async () => {
    await apps.plain?.close();
    await apps.golden?.close();
    await database?.close();
  });

  async function account(userType: 'customer' | 'worker' | null, isAdmin = false) {
    seq += 1;
    const email = `q${seq}-${target.name}@example.com`;
    const id = await createConfirmedAccount(database.db, clock, { email, password: PASSWORD, userType, isAdmin });
    emails.set(id, email);
    return id;
  }
  async function signIn(userId: number, app = apps.plain) {
    const browser = new Browser(app);
    expect(ok(await browser.post(IDENTITY_PATHS.login, { email: emails.get(userId), password: PASSWORD })).status).toBe(
      'ok',
    );
    return browser;
  }
  /** Control tasks whose answer is their text; returns their ids. */
  async function controlSet(texts: string[], purpose = { training: true, golden: true }) {
    const ids: number[] = [];
    for (const [i, text] of texts.entries()) {
      const res = await admin.post(Q.adminControlTasks, {
        task: { type: 'ImageToTextTask', body: image(100 + i) },
        answer: { type: 'text', text },
        ...purpose,
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json().id);
    }
    return ids;
  }
  async function deactivateAll() {
    await database.db.updateTable('controlTask').set({ active: false }).execute();
  }
  const answers = new Map<number, string>();
  /** Answers the whole training; `wrong` answers are given wrong. */
  async function train(w: Browser, wrong = 0): Promise<TrainingSummary> {
    let summary: TrainingSummary = ok(await w.post(Q.trainingStart));
    let n = 0;
    while (summary.state === 'in_progress') {
      const next = summary.next as WorkerTaskView;
      const text = n < wrong ? 'wrong' : (answers.get(next.id) as string);
      n += 1;
      const reply = ok(await w.post(Q.trainingAnswer, { controlTaskId: next.id, answer: { type: 'text', text } }));
      expect(reply.correct).toBe(n > wrong);
      summary = reply.summary;
    }
    return summary;
  }

  it('admits a worker who passes the training, refuses paid work before, and fails a weak attempt', async () => {
    await deactivateAll();
    const texts = Array.from({ length: 10 }, (_, i) => `ans${i}`);
    const ids = await controlSet(texts);
    for (const [i, id] of ids.entries()) answers.set(id, texts[i] as string);
    const id = await account('worker');
    const w = await signIn(id);
    expect(ok(await w.get(Q.training))).toMatchObject({ state: 'not_started', admitted: false });
    expectError(await w.post(`${P.next}?wait=0`), 403, 'WORK_NOT_ADMITTED');

    const failed = await train(w, 2);
    expect(failed).toMatchObject({ state: 'failed', total: 10, correct: 8, admitted: false });
    expect(failed.byKind).toEqual([{ kind: 'image_text', total: 10, correct: 8 }]);

    const passed = await train(w);
    expect(passed).toMatchObject({ state: 'passed', correct: 10, admitted: true });
    expect(ok(await w.post(`${P.next}?wait=0`))).toEqual({ task: null });
    // Answering outside a training is refused.
    expectError(
      await w.post(Q.trainingAnswer, { controlTaskId: ids[0], answer: { type: 'text', text: 'x' } }),
      409,
      'TRAINING_NOT_IN_PROGRESS',
    );
  });

  it('needs enough control tasks, and lets only admins manage them', async () => {
    await deactivateAll();
    const w = await signIn(await account('worker'));
    expectError(await w.post(Q.trainingStart), 409, 'TRAINING_NOT_AVAILABLE');
    expectError(await w.get(Q.adminControlTasks), 403, 'ERROR_FORBIDDEN');
    const bad = await admin.post(Q.adminControlTasks, {
      task: { type: 'ImageToTextTask', body: image() },
      answer: { type: 'points', points: [{ x: 1, y: 1 }] },
    });
    expectError(bad, 400, 'ERROR_VALIDATION');
    const [id] = await controlSet(['abc']);
    const listed = ok(await admin.get(Q.adminControlTasks)).items;
    expect(listed[0]).toMatchObject({ id, kind: 'image_text', answer: { type: 'text', text: 'abc' }, active: true });
    expect(ok(await admin.put(Q.adminControlTask.replace(':id', String(id)), { active: false }))).toEqual({ ok: true });
  });

  it('mixes golden tasks into live work, pays them, and suspends a worker whose accuracy falls', async () => {
    await deactivateAll();
    await controlSet(['gold'], { training: false, golden: true });
    const id = await account('worker');
    await database.db
      .insertInto('workerAdmission')
      .values({ userId: id, admittedAt: clock.now(), admittedBy: null, updatedAt: clock.now(), updatedBy: null })
      .execute();
    const w = await signIn(id, apps.golden);
    const ledger = ledgerService({ db: database.db, clock });

    // 19 right and 1 wrong: 95 % over 20 answers, still working.
    for (let i = 0; i < 20; i++) {
      const task = ok(await w.post(`${P.next}?wait=0`)).task as WorkerTaskView;
      expect(task.kind).toBe('image_text');
      const text = i === 0 ? 'lead' : 'gold';
      expect(ok(await w.post(workPath(P.answer, task.id), { answer: { type: 'text', text } }))).toEqual({ ok: true });
    }
    expect((await ledger.balance(id)).balanceMicros).toBe(20 * 500);
    expect(ok(await w.get(Q.quality))).toMatchObject({ answered: 20, mistakes: 1, accuracy: 0.95, suspended: false });
    const mistakes = ok(await w.get(Q.mistakes)).items;
    expect(mistakes).toHaveLength(1);
    expect(mistakes[0]).toMatchObject({
      source: 'golden',
      answer: { type: 'text', text: 'lead' },
      correctAnswer: { type: 'text', text: 'gold' },
    });
    expect(mistakes[0].image).toMatch(/^data:image\/png;base64,/);

    // Each wrong answer lowers it; the fourth takes it below 80 % (19 of 24 right) and suspends.
    let suspended = false;
    for (let i = 0; i < 6 && !suspended; i++) {
      const task = ok(await w.post(`${P.next}?wait=0`)).task as WorkerTaskView;
      ok(await w.post(workPath(P.answer, task.id), { answer: { type: 'text', text: 'nope' } }));
      suspended = ok(await w.get(Q.quality)).suspended;
    }
    expect(suspended).toBe(true);
    // A notice says why and the way back.
    const notices = await database.db
      .selectFrom('userSystemMessage')
      .innerJoin('systemMessage', 'systemMessage.id', 'userSystemMessage.messageId')
      .select('systemMessage.message')
      .where('userSystemMessage.userId', '=', id)
      .execute();
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message.en).toContain('below 80 %');
    expect(notices[0]?.message.ru).toContain('80 %');
    const refused = await w.post(`${P.next}?wait=0`);
    expectError(refused, 403, 'WORK_SUSPENDED');
    expect(ok(await w.get(P.me)).standing.mistakes).toBeGreaterThanOrEqual(5);
  });

  it('gives tasks needing a language only to workers who chose it', async () => {
    await deactivateAll();
    const customer = await account('customer');
    await ledgerService({ db: database.db, clock }).credit(customer, 100_000, `fund:${customer}`, 'test funds');
    const parsed = parseV2({ type: 'ImageToTextTask', body: image(), languagePool: 'rn', case: false });
    if (!parsed.ok) throw new Error('fixture');
    // Cyrillic text: needs a worker who reads Russian.
    const cyrillic = { ...parsed.spec, params: { ...parsed.spec.params, language: 1 } } as typeof parsed.spec;
    const submitted = await apps.plain.solving.submit({
      customerId: customer,
      spec: cyrillic,
      softId: null,
      callbackUrl: null,
      source: 'v2',
      clientIp: null,
    });
    if (!submitted.ok) throw new Error('submit');
    const admitted = async () => {
      const id = await account('worker');
      await database.db
        .insertInto('workerAdmission')
        .values({ userId: id, admittedAt: clock.now(), admittedBy: null, updatedAt: clock.now(), updatedBy: null })
        .execute();
      return signIn(id);
    };
    const english = await admitted();
    expect(ok(await english.put(Q.languages, { languages: ['en'] }))).toEqual({ languages: ['en'] });
    expect(ok(await english.post(`${P.next}?wait=0`))).toEqual({ task: null });
    const russian = await admitted();
    ok(await russian.put(Q.languages, { languages: ['en', 'ru'] }));
    expect(ok(await russian.get(Q.languages))).toEqual({ languages: ['en', 'ru'] });
    expect(ok(await russian.post(`${P.next}?wait=0`)).task.id).toBe(submitted.taskId);
    expectError(await russian.put(Q.languages, { languages: ['xx'] }), 400, 'ERROR_VALIDATION');
  });

  it('flags impossibly fast and repeated answers for admins, who review them and suspend or reinstate a worker', async () => {
    await deactivateAll();
    const customer = await account('customer');
    await ledgerService({ db: database.db, clock }).credit(customer, 100_000, `fund:${customer}`, 'test funds');
    const id = await account('worker');
    await database.db
      .insertInto('workerAdmission')
      .values({ userId: id, admittedAt: clock.now(), admittedBy: null, updatedAt: clock.now(), updatedBy: null })
      .execute();
    const w = await signIn(id);
    const parsed = parseV2({ type: 'ImageToTextTask', body: image() });
    if (!parsed.ok) throw new Error('fixture');
    // Eight tasks answered "same", at once after they were shown.
    for (let i = 0; i < 8; i++) {
      const s = await apps.plain.solving.submit({
        customerId: customer,
        spec: parsed.spec,
        softId: null,
        callbackUrl: null,
        source: 'v2',
        clientIp: null,
      });
      if (!s.ok) throw new Error('submit');
      const task = ok(await w.post(`${P.next}?wait=0`)).task as WorkerTaskView;
      ok(await w.post(workPath(P.answer, task.id), { answer: { type: 'text', text: 'same' } }));
    }
    const flagged = ok(await admin.get(`${W.workers}?filter=flagged`)).items;
    expect(flagged.map((r: { id: number }) => r.id)).toContain(id);
    expect(flagged.find((r: { id: number }) => r.id === id)).toMatchObject({
      openFlags: 2,
      admitted: true,
      suspended: false,
    });
    const detail = ok(await admin.get(W.worker.replace(':id', String(id))));
    expect(detail.flags.map((f: { reason: string }) => f.reason).sort()).toEqual(['repeated_answer', 'too_fast']);
    const first = detail.flags[0].id;
    expect(ok(await admin.post(W.flagReview.replace(':id', String(first))))).toEqual({ ok: true });
    expectError(await admin.post(W.flagReview.replace(':id', String(first))), 404, 'ERROR_NOT_FOUND');
    expectError(await w.get(W.workers), 403, 'ERROR_FORBIDDEN');

    ok(await admin.post(W.suspension.replace(':id', String(id)), { suspended: true }));
    expectError(await w.post(`${P.next}?wait=0`), 403, 'WORK_SUSPENDED');
    expect(ok(await admin.get(`${W.workers}?filter=suspended`)).items.map((r: { id: number }) => r.id)).toContain(id);
    ok(await admin.post(W.suspension.replace(':id', String(id)), { suspended: false }));
    expect(ok(await w.post(`${P.next}?wait=0`))).toEqual({ task: null });
  });
});
