import {
  type ApiErrorsReply,
  type ComplaintsReply,
  type CustomerTaskView,
  customerTaskPath,
  type DashboardReply,
  type ImpossibleCaptchasReply,
  type NotCaptchaReply,
  CUSTOMER_PATHS as P,
  taskImagePath,
} from '@crowdsolve/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { type Browser, expectError, ok } from '../../../test/http.ts';
import { signedIn } from '../callbacks/test-support.ts';
import { type Customer, realPng, type SolverHarness, solverHarness } from '../solving/v1/test-harness.ts';

describe.each(DATABASE_TARGETS)('the customer cabinet on $name', (target) => {
  let h: SolverHarness;
  let customer: Customer;
  let browser: Browser;
  let worker: number;
  const image = realPng(120, 40).toString('base64');

  async function emailOf(userId: number) {
    const row = await h.database.db
      .selectFrom('userAccount')
      .select('email')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.email ?? '';
  }
  async function submit(key = customer.key): Promise<number> {
    const res = await h.app.inject({
      method: 'POST',
      url: '/in.php',
      payload: { key, method: 'base64', body: image, json: 1 },
    });
    const body = res.json() as { status: number; request: string };
    expect(body.status, body.request).toBe(1);
    return Number(body.request);
  }
  const price = async (taskId: number) => {
    const view = await h.engine.get(customer.userId, taskId);
    return view?.state === 'ready' ? view.costMicros : 0;
  };

  beforeAll(async () => {
    h = await solverHarness(target);
    worker = await h.worker();
  });
  afterAll(async () => h?.close());
  beforeEach(async () => {
    await h.drain();
    customer = await h.customer(1_000_000);
    browser = await signedIn(h.app, await emailOf(customer.userId));
  });

  it('shows balance, API key, the week and the latest tasks on the dashboard', async () => {
    const solved = await submit();
    await h.solve(worker, { type: 'text', text: 'abc12' }, solved);
    const reported = await submit();
    await h.solve(worker, { type: 'text', text: 'wrong' }, reported);
    const waiting = await submit();
    const cost = await price(solved);
    expect(cost).toBeGreaterThan(0);
    ok(await browser.post(P.taskReport.replace(':id', String(reported)), { verdict: 'bad' }));

    const dash = ok<DashboardReply>(await browser.get(P.dashboard));
    expect(dash.apiKey).toBe(customer.key);
    expect(dash.unresolved).toBe(1);
    // Two charged, one refunded, one still held.
    expect(dash.heldMicros).toBe(cost);
    expect(dash.balanceMicros).toBe(1_000_000 - 2 * cost);
    expect(dash.days).toHaveLength(7);
    const today = dash.days.at(-1);
    expect(today).toEqual({ day: h.clock.now().toISOString().slice(0, 10), tasks: 3, solved: 2, spentMicros: cost });
    expect(dash.latest.map((t) => [t.id, t.state, t.costMicros, t.answer])).toEqual([
      [waiting, 'queued', 0, null],
      [reported, 'solved', 0, 'wrong'],
      [solved, 'solved', cost, 'abc12'],
    ]);
    expect(dash.latest[0]?.hasImage).toBe(true);
  });

  it('lists impossible captchas with the released hold, and complaints with their refunds', async () => {
    const bad = await submit();
    await h.solve(worker, { type: 'text', text: 'nope' }, bad);
    const cost = await price(bad);
    ok(await browser.post(P.taskReport.replace(':id', String(bad)), { verdict: 'bad' }));
    const before = await h.engine.balanceMicros(customer.userId);
    const lost = await submit();
    const held = before - (await h.engine.balanceMicros(customer.userId));
    await h.drain(); // `lost` ends unsolvable: no answer in time

    const impossible = ok<ImpossibleCaptchasReply>(await browser.get(P.impossible));
    expect(impossible.totalCount).toBe(1);
    expect(impossible.records[0]).toMatchObject({ id: lost, state: 'unsolvable', reason: 'no_answer', costMicros: 0 });
    expect(impossible.records[0]?.releasedMicros).toBe(held);
    expect(held).toBeGreaterThan(0);

    const complaints = ok<ComplaintsReply>(await browser.get(P.complaints));
    expect(complaints).toMatchObject({ totalCount: 1, acceptedCount: 1, refundedMicros: cost });
    expect(complaints.records[0]).toMatchObject({
      id: bad,
      verdict: 'bad',
      accepted: true,
      refundedMicros: cost,
      costMicros: 0,
    });
    expect(await h.engine.balanceMicros(customer.userId)).toBe(1_000_000);
  });

  it('lists images workers marked "not a captcha" and serves them to their owner only', async () => {
    const id = await submit();
    const task = await h.engine.claim(worker, { waitMs: 0 });
    expect(task?.taskId).toBe(id);
    expect(await h.engine.release(worker, id, 'not_a_captcha')).toEqual({ ok: true });

    const list = ok<NotCaptchaReply>(await browser.get(P.notCaptcha));
    expect(list.totalCount).toBe(1);
    expect(list.records[0]).toMatchObject({ id, marks: 1, hasImage: true, state: 'queued' });
    const res = await browser.get(taskImagePath(id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(realPng(120, 40))).toBe(true);

    const other = await h.customer(0);
    const stranger = await signedIn(h.app, await emailOf(other.userId));
    expectError(await stranger.get(taskImagePath(id)), 404, 'ERROR_NOT_FOUND');
    expect(ok<NotCaptchaReply>(await stranger.get(P.notCaptcha)).totalCount).toBe(0);
  });

  it('groups the API errors the account received, by code, and ignores unknown keys', async () => {
    const key = customer.key;
    await h.app.inject({ method: 'GET', url: `/res.php?key=${key}&action=get&id=abc` });
    await h.app.inject({ method: 'GET', url: `/res.php?key=${key}&action=get&id=abc` });
    await h.app.inject({ method: 'GET', url: `/in.php?key=${key}&method=userrecaptcha&pageurl=https://a.example` });
    await h.app.inject({
      method: 'POST',
      url: '/createTask',
      payload: { clientKey: key, task: { type: 'NoSuchTask' } },
    });
    await h.app.inject({ method: 'POST', url: '/getTaskResult', payload: { clientKey: key, taskId: 999_999_999 } });
    await h.app.inject({ method: 'GET', url: `/res.php?key=${'0'.repeat(32)}&action=get&id=1` });
    // Not errors: a task in progress.
    const id = await submit();
    await h.app.inject({ method: 'GET', url: `/res.php?key=${key}&action=get&id=${id}` });

    const reply = ok<ApiErrorsReply>(await browser.get(P.errors));
    const byCode = Object.fromEntries(reply.groups.map((g) => [g.code, g]));
    expect(Object.keys(byCode).sort()).toEqual([
      'ERROR_NO_SUCH_CAPCHA_ID',
      'ERROR_TASK_ABSENT',
      'ERROR_WRONG_GOOGLEKEY',
      'ERROR_WRONG_ID_FORMAT',
    ]);
    expect(reply.groups[0]?.code).toBe('ERROR_WRONG_ID_FORMAT');
    expect(byCode.ERROR_WRONG_ID_FORMAT).toMatchObject({ count: 2 });
    expect(byCode.ERROR_WRONG_ID_FORMAT?.recent[0]).toMatchObject({
      source: 'v1',
      request: 'res.php action=get',
      count: 2,
    });
    expect(byCode.ERROR_WRONG_GOOGLEKEY?.recent[0]?.request).toBe('in.php method=userrecaptcha');
    expect(byCode.ERROR_TASK_ABSENT?.recent[0]).toMatchObject({ source: 'v2', request: 'createTask type=NoSuchTask' });
    expect(byCode.ERROR_NO_SUCH_CAPCHA_ID?.recent[0]?.request).toBe('getTaskResult');
    expectError(await browser.get(`${P.errors}?days=31`), 400, 'ERROR_VALIDATION');
  });

  it('solves a test captcha from the browser, charged like any task, and takes a report', async () => {
    const { taskId } = ok<{ taskId: number }>(await browser.post(P.testCaptcha, { kind: 'image_text', body: image }));
    expect(ok<CustomerTaskView>(await browser.get(customerTaskPath(taskId)))).toMatchObject({
      state: 'queued',
      solution: null,
      report: null,
    });
    await h.solve(worker, { type: 'text', text: 'w4k3' }, taskId);
    const cost = await price(taskId);
    const view = ok<CustomerTaskView>(await browser.get(customerTaskPath(taskId)));
    expect(view).toMatchObject({ state: 'solved', solution: { text: 'w4k3' }, costMicros: cost, answer: 'w4k3' });
    expect(await h.engine.balanceMicros(customer.userId)).toBe(1_000_000 - cost);

    expect(ok(await browser.post(P.taskReport.replace(':id', String(taskId)), { verdict: 'good' }))).toEqual({
      outcome: 'recorded',
    });
    expect(ok<CustomerTaskView>(await browser.get(customerTaskPath(taskId))).report).toBe('good');
  });

  it('refuses a bad test captcha, a test captcha without money, and other accounts', async () => {
    expectError(
      await browser.post(P.testCaptcha, { kind: 'image_text', body: 'aGVsbG8=' }),
      400,
      'TESTCAPTCHA_INVALID',
    );
    expectError(
      await browser.post(P.testCaptcha, { kind: 'recaptcha_v2', websiteURL: 'ftp://x', websiteKey: 'k'.repeat(40) }),
      400,
      'ERROR_VALIDATION',
    );
    const poor = await h.customer(0);
    const poorBrowser = await signedIn(h.app, await emailOf(poor.userId));
    expectError(
      await poorBrowser.post(P.testCaptcha, { kind: 'text', question: '2 + 2?' }),
      402,
      'TESTCAPTCHA_ZERO_BALANCE',
    );
    expectError(await browser.get(customerTaskPath(999_999_999)), 404, 'ERROR_NOT_FOUND');

    const workerBrowser = await signedIn(h.app, await emailOf(worker));
    expectError(await workerBrowser.get(P.dashboard), 403, 'ERROR_FORBIDDEN');
  });
});
