import {
  COOKIES,
  CSRF_HEADER,
  SOFTWARE_PATHS as P,
  SOFTWARE_LIVE_MAX,
  SOFTWARE_URL_MAX,
  softwarePath,
} from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { Browser, expectError, ok } from '../../../test/smtp.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { makeAccount, signedIn } from '../callbacks/test-support.ts';
import { registerSoftware } from './index.ts';
import { softwareRepo } from './software.repo.ts';
import { softwareService } from './software.service.ts';

const DAY_MS = 24 * 3_600_000;
/** What the list adds for a bare soft_id whose catalogue form was never submitted. */
const bare = { slug: null, status: 'draft', rejectionReason: null, changePending: false, changeRejectionReason: null };

describe.each(DATABASE_TARGETS)('software registry on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const clock = manualClock(new Date('2026-11-10T12:00:00Z'));

  const account = async (type: 'customer' | 'worker' | 'developer') => makeAccount(database.db, clock, type);
  const developer = async () => {
    const { userId, email } = await account('developer');
    return { userId, browser: await signedIn(app, email) };
  };
  /** Asserts a 201 answer and returns its JSON. */
  const created = (res: Awaited<ReturnType<Browser['post']>>) => {
    if (res.statusCode !== 201) throw new Error(`expected 201, got ${res.statusCode}: ${res.body}`);
    return res.json();
  };

  beforeAll(async () => {
    database = await target.open();
    app = await testApp(database, { clock });
    // Until the app registers the module itself.
    if (!app.hasRoute({ method: 'GET', url: P.software })) {
      await registerSoftware(app, { db: database.db, clock });
    }
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('lets a developer register software and list it; the id pays the developer', async () => {
    const { userId, browser } = await developer();
    expect(ok(await browser.get(P.software))).toEqual({ items: [] });

    const first = created(await browser.post(P.software, { name: '  My Solver  ', url: 'https://solver.example/x' }));
    expect(first).toEqual({
      softId: expect.any(Number),
      name: 'My Solver',
      url: 'https://solver.example/x',
      createdAt: clock.now().toISOString(),
      disabled: false,
    });
    expect(first.softId).toBeGreaterThanOrEqual(1000);
    const second = created(await browser.post(P.software, { name: 'Bare' }));
    expect(second).toMatchObject({ name: 'Bare', url: null, disabled: false });
    expect(created(await browser.post(P.software, { name: 'Empty url', url: '' })).url).toBeNull();
    expect(created(await browser.post(P.software, { name: 'Null url', url: null })).url).toBeNull();

    const { items } = ok(await browser.get(P.software));
    expect(items.map((i: { name: string }) => i.name)).toEqual(['My Solver', 'Bare', 'Empty url', 'Null url']);
    expect(items[0]).toEqual({ ...first, tasks7d: 0, earned7dMicros: 0, ...bare });
    expect(await softwareRepo.findPayee(database.db, first.softId)).toBe(userId);

    // Another developer sees only their own.
    const other = await developer();
    expect(ok(await other.browser.get(P.software))).toEqual({ items: [] });
  });

  it('names the offending field when the input is invalid', async () => {
    const { browser } = await developer();
    const field = (res: Awaited<ReturnType<Browser['post']>>) => {
      expectError(res, 400, 'ERROR_VALIDATION');
      return res.json().error.fields.map((f: { field: string }) => f.field);
    };
    expect(field(await browser.post(P.software, {}))).toEqual(['body.name']);
    expect(field(await browser.post(P.software, { name: '   ' }))).toEqual(['body.name']);
    expect(field(await browser.post(P.software, { name: 'x'.repeat(101) }))).toEqual(['body.name']);
    expect(field(await browser.post(P.software, { name: 42 }))).toEqual(['body.name']);
    for (const url of [
      'ftp://files.example/app',
      'javascript:alert(1)',
      'http:solver.example',
      'solver.example',
      'https://',
      'https://solver example/',
      `https://solver.example/${'a'.repeat(SOFTWARE_URL_MAX)}`,
      7,
    ]) {
      expect(field(await browser.post(P.software, { name: 'ok', url })), String(url)).toContain('body.url');
    }
    for (const softId of ['abc', '0', '2147483648']) {
      expect(field(await browser.post(P.disable.replace(':softId', softId)))).toEqual(['params.softId']);
    }
    expect(ok(await browser.get(P.software))).toEqual({ items: [] });
    // The longest allowed values pass.
    const longest = created(
      await browser.post(P.software, {
        name: 'n'.repeat(100),
        url: `http://solver.example/${'a'.repeat(SOFTWARE_URL_MAX - 'http://solver.example/'.length)}`,
      }),
    );
    expect(longest.url).toHaveLength(SOFTWARE_URL_MAX);
  });

  it(`allows at most ${SOFTWARE_LIVE_MAX} live software per developer`, async () => {
    const { userId, browser } = await developer();
    const service = softwareService({ db: database.db, clock });
    for (let i = 1; i < SOFTWARE_LIVE_MAX; i++) await service.create(userId, { name: `app ${i}` });
    const last = created(await browser.post(P.software, { name: 'last' }));
    expectError(await browser.post(P.software, { name: 'one too many' }), 409, 'SOFTWARE_LIMIT_REACHED');

    // A disabled one does not count; enabling it again does.
    ok(await browser.post(softwarePath(P.disable, last.softId)));
    const replacement = created(await browser.post(P.software, { name: 'replacement' }));
    expectError(await browser.post(softwarePath(P.enable, last.softId)), 409, 'SOFTWARE_LIMIT_REACHED');
    ok(await browser.post(softwarePath(P.disable, replacement.softId)));
    expect(ok(await browser.post(softwarePath(P.enable, last.softId))).disabled).toBe(false);
    expect(ok(await browser.get(P.software)).items).toHaveLength(SOFTWARE_LIVE_MAX + 1);

    // Parallel registrations never pass the limit.
    const { userId: racer } = await developer();
    const results = await Promise.allSettled(
      Array.from({ length: SOFTWARE_LIVE_MAX + 10 }, (_, i) => service.create(racer, { name: `r${i}` })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(SOFTWARE_LIVE_MAX);
  });

  it('disables and enables only the owner’s software', async () => {
    const owner = await developer();
    const other = await developer();
    const app1 = created(await owner.browser.post(P.software, { name: 'Owned' }));

    expectError(await other.browser.post(softwarePath(P.disable, app1.softId)), 404, 'ERROR_NOT_FOUND');
    expectError(await other.browser.post(softwarePath(P.enable, app1.softId)), 404, 'ERROR_NOT_FOUND');
    expectError(await owner.browser.post(softwarePath(P.disable, 2_000_000_000)), 404, 'ERROR_NOT_FOUND');
    expect(ok(await owner.browser.get(P.software)).items[0].disabled).toBe(false);

    const disabled = ok(await owner.browser.post(softwarePath(P.disable, app1.softId)));
    expect(disabled).toEqual({ ...app1, disabled: true });
    expect(await softwareRepo.findPayee(database.db, app1.softId)).toBeNull();
    // Twice changes nothing.
    expect(ok(await owner.browser.post(softwarePath(P.disable, app1.softId)))).toEqual(disabled);
    expect(ok(await owner.browser.get(P.software)).items[0].disabled).toBe(true);

    const enabled = ok(await owner.browser.post(softwarePath(P.enable, app1.softId)));
    expect(enabled).toEqual(app1);
    expect(await softwareRepo.findPayee(database.db, app1.softId)).toBe(owner.userId);
  });

  it('is for signed-in developers only; writes need the CSRF header', async () => {
    const guest = new Browser(app);
    expectError(await guest.get(P.software), 400, 'ERROR_EMPTY_USER');
    expectError(await guest.post(P.software, { name: 'x' }), 400, 'ERROR_EMPTY_USER');

    const owner = await developer();
    const mine = created(await owner.browser.post(P.software, { name: 'Mine' }));
    for (const type of ['customer', 'worker'] as const) {
      const browser = await signedIn(app, (await account(type)).email);
      expectError(await browser.get(P.software), 403, 'ERROR_FORBIDDEN');
      expectError(await browser.post(P.software, { name: 'x' }), 403, 'ERROR_FORBIDDEN');
      expectError(await browser.post(softwarePath(P.disable, mine.softId)), 403, 'ERROR_FORBIDDEN');
      expectError(await browser.post(softwarePath(P.enable, mine.softId)), 403, 'ERROR_FORBIDDEN');
    }

    // The session cookie without the CSRF header (or with a wrong one) is refused.
    const cookie = `${COOKIES.session}=${owner.browser.session}; ${COOKIES.csrf}=${'c'.repeat(32)}`;
    const forged = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: P.software, headers: { cookie, ...headers }, payload: { name: 'forged' } });
    expectError(await forged({}), 403, 'ERROR_CSRF');
    expectError(await forged({ [CSRF_HEADER]: 'd'.repeat(32) }), 403, 'ERROR_CSRF');
    expectError(
      await app.inject({ method: 'POST', url: softwarePath(P.disable, mine.softId), headers: { cookie } }),
      403,
      'ERROR_CSRF',
    );
    expect(ok(await owner.browser.get(P.software)).items).toEqual([
      expect.objectContaining({ name: 'Mine', disabled: false }),
    ]);
  });

  it('counts the last 7 days’ tasks and the developer’s 10 % of the solved ones', async () => {
    const owner = await developer();
    const other = await developer();
    const customerId = (await account('customer')).userId;
    const mine = created(await owner.browser.post(P.software, { name: 'Counted' }));
    const quiet = created(await owner.browser.post(P.software, { name: 'Quiet' }));
    const now = clock.now().getTime();

    type Status = 'queued' | 'assigned' | 'solved' | 'unsolvable';
    /** A task sent `ageMs` ago with `softId`, paying `developerId`. */
    const task = (
      status: Status,
      priceMicros: number,
      ageMs: number,
      softId = mine.softId,
      developerId: number | null = owner.userId,
    ) => ({
      customerId,
      kind: 'image',
      spec: JSON.stringify({ type: 'image' }),
      source: 'v1' as const,
      softId,
      developerId,
      status,
      priceMicros,
      workerPayMicros: 0,
      unsolvableAt: new Date(now - ageMs + 600_000),
      createdAt: new Date(now - ageMs),
    });
    await database.db
      .insertInto('task')
      .values([
        // Counted: 5 tasks; the solved ones earn floor(1234 × 10 %) + floor(999 × 10 %) + floor(7 × 10 %).
        task('solved', 1234, 60_000),
        task('solved', 999, 6 * DAY_MS),
        task('solved', 7, 7 * DAY_MS),
        task('queued', 5000, 1000),
        task('unsolvable', 5000, DAY_MS),
        // Not counted: too old, sent while the id paid no one, paying someone else, another id.
        task('solved', 100_000, 7 * DAY_MS + 1000),
        task('solved', 100_000, 1000, mine.softId, null),
        task('solved', 100_000, 1000, mine.softId, other.userId),
        task('solved', 100_000, 1000, 999_999),
      ])
      .execute();

    const { items } = ok(await owner.browser.get(P.software));
    expect(items).toEqual([
      { ...mine, tasks7d: 5, earned7dMicros: 123 + 99 + 0, ...bare },
      { ...quiet, tasks7d: 0, earned7dMicros: 0, ...bare },
    ]);

    // Disabling does not hide what the id did; the window moves with the clock.
    ok(await owner.browser.post(softwarePath(P.disable, mine.softId)));
    clock.advance(DAY_MS);
    const later = ok(await owner.browser.get(P.software)).items[0];
    // Now 7 days back is when the 6-day-old task was sent (included); the 7-day-old one left.
    expect(later).toEqual({
      ...mine,
      disabled: true,
      tasks7d: 4,
      earned7dMicros: 123 + 99,
      ...bare,
      status: 'disabled',
    });
  });
});
