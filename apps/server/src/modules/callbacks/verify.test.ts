import { CALLBACK_PATHS as P } from '@crowdsolve/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { expectError, ok } from '../../../test/smtp.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { makeAccount, Receiver, signedIn } from './test-support.ts';

describe.each(DATABASE_TARGETS)('verifying a pingback address on $name', (target) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let receiver: Receiver;
  const clock = manualClock(new Date());

  beforeAll(async () => {
    database = await target.open();
    receiver = await Receiver.start();
    app = await testApp(database, { clock, env: { ALLOW_PRIVATE_CALLBACKS: 'true', CALLBACK_TIMEOUT_MS: '2000' } });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await receiver?.close();
    await database?.close();
  });

  it('posts a test result to a registered address and tells what it answered', async () => {
    const browser = await signedIn(app, (await makeAccount(database.db, clock, 'customer')).email);
    const address = `${receiver.url}/hook`;
    ok(await browser.post(P.pingback, { address }));

    receiver.respond(200);
    const good = ok(await browser.post(P.pingbackTest, { address }));
    expect(good).toMatchObject({ address, ok: true, httpStatus: 200, error: null });
    expect(receiver.received.at(-1)).toMatchObject({
      method: 'POST',
      path: '/hook',
      fields: { id: '0', code: 'TEST' },
    });

    receiver.respond(503);
    expect(ok(await browser.post(P.pingbackTest, { address }))).toMatchObject({
      ok: false,
      httpStatus: 503,
      error: 'HTTP 503',
    });
    // Nothing of it is in the delivery log.
    expect(ok(await browser.get(P.pingbackLog)).totalCount).toBe(0);
  });

  it('refuses an address that is not registered', async () => {
    const browser = await signedIn(app, (await makeAccount(database.db, clock, 'customer')).email);
    const before = receiver.received.length;
    expectError(
      await browser.post(P.pingbackTest, { address: `${receiver.url}/other` }),
      404,
      'CALLBACK_ADDRESS_NOT_REGISTERED',
    );
    expect(receiver.received.length).toBe(before);
  });
});
