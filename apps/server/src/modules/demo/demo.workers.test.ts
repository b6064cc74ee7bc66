import { DEMO_WORKERS_PATH, type DemoWorkersReply, demoPath, WORK_PATHS } from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { uniqueIp } from '../../../test/http.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { makeAccount, signedIn } from '../callbacks/test-support.ts';
import { workerAdmissions } from '../work/index.ts';

describe.each(DATABASE_TARGETS)('workers able to solve a demo on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const clock = manualClock(new Date('2026-11-25T12:00:00Z'));

  beforeAll(async () => {
    database = await target.open();
    app = await testApp(database, { clock });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  const workers = async (slug: string) => {
    const res = await app.inject({ url: demoPath(DEMO_WORKERS_PATH, slug), remoteAddress: uniqueIp() });
    expect(res.headers['cache-control']).toBe('no-store');
    return { status: res.statusCode, body: res.json<DemoWorkersReply>() };
  };
  const online = async (slug: string) => {
    const { status, body } = await workers(slug);
    expect(status).toBe(200);
    return body;
  };
  /** An admitted worker, signed in (the browser cabinet). */
  const admittedWorker = async () => {
    const worker = await makeAccount(database.db, clock, 'worker');
    await workerAdmissions.set(database.db, worker.userId, true, worker.userId, clock.now());
    return { ...worker, browser: await signedIn(app, worker.email) };
  };
  /** The worker API serves a worker (a long poll for a task, answered at once). */
  const take = async (headers: Record<string, string>, browser?: Awaited<ReturnType<typeof admittedWorker>>) => {
    const url = `${WORK_PATHS.next}?wait=0`;
    const res = browser ? await browser.browser.post(url) : await app.inject({ method: 'POST', url, headers });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('counts cabinet workers for image demos, only connected worker software for token demos', async () => {
    expect(await online('normal')).toEqual({ taskKind: 'image_text', softwareOnly: false, workersOnline: 0 });
    expect(await online('cloudflare-turnstile')).toEqual({
      taskKind: 'turnstile',
      softwareOnly: true,
      workersOnline: 0,
    });

    // A worker in the browser cabinet: image and text demos can be solved, token ones cannot.
    const cabinet = await admittedWorker();
    await take({}, cabinet);
    // Presence is written in the background: it shows within moments.
    await expect.poll(async () => (await online('normal')).workersOnline).toBe(1);
    expect((await online('grid')).workersOnline).toBe(1);
    expect((await online('recaptcha-v2')).workersOnline).toBe(0);

    // A worker whose software takes tasks with a bearer token counts for both.
    const software = await admittedWorker();
    const created = await software.browser.post(WORK_PATHS.tokens, { name: 'solver' });
    expect(created.statusCode, created.body).toBe(200);
    await take({ authorization: `Bearer ${created.json<{ token: string }>().token}` });
    await expect.poll(async () => (await online('normal')).workersOnline).toBe(2);
    expect(await online('hcaptcha')).toMatchObject({ taskKind: 'hcaptcha', softwareOnly: true, workersOnline: 1 });

    // A generic demo is sent as the kind of the captcha it draws (FunCaptcha's is the rotate one).
    expect(await online('funcaptcha')).toMatchObject({ taskKind: 'rotate', softwareOnly: false, workersOnline: 2 });

    // A suspended worker cannot take tasks, so does not count.
    await sql`insert into worker_profile (user_id, suspended_at) values (${cabinet.userId}, ${clock.now()})`.execute(
      database.db,
    );
    expect((await online('normal')).workersOnline).toBe(1);

    // A minute later without a call, nobody is online.
    clock.advance(61_000);
    expect((await online('normal')).workersOnline).toBe(0);
    expect((await online('hcaptcha')).workersOnline).toBe(0);
  });

  it('an unknown slug and a defunct provider are not found', async () => {
    expect((await workers('no-such-demo')).status).toBe(404);
    expect((await workers('solvemedia')).status).toBe(404);
  });
});
