/** The limits as clients meet them, through in.php/res.php and the v2 JSON API of the real app. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../../test/databases.ts';
import { realPng, type SolverHarness, solverHarness } from '../v1/test-harness.ts';

const STRANGER = '203.0.113.50';

describe.each(DATABASE_TARGETS)('fair use through the solver API on $name', (target) => {
  let h: SolverHarness;
  const png = realPng(60, 20, 300).toString('base64');

  beforeAll(async () => {
    h = await solverHarness(target);
  });
  afterAll(async () => {
    await h?.close();
  });

  const res = (query: string, remoteAddress = '127.0.0.1') =>
    h.app.inject({ method: 'GET', url: `/res.php?${query}`, remoteAddress });

  it('a key polling res.php past 20 × captchas + 1,200 a minute gets ERROR: 1005, late and with Retry-After', async () => {
    const flooder = await h.customer(10_000_000);
    const neighbour = await h.customer(10_000_000);
    const now = h.clock.now().getTime();
    h.clock.set(new Date(now - (now % 60_000) + 60_000));
    const sent = await h.app.inject({
      method: 'POST',
      url: '/in.php',
      payload: { key: flooder.key, method: 'base64', body: png },
    });
    const id = sent.body.slice(3);
    expect(sent.body).toMatch(/^OK\|\d+$/);
    // 100 polls a second (virtual time), all within the minute of the submit.
    for (let i = 0; i < 1220; i++) {
      const poll = await res(`key=${flooder.key}&action=get&id=${id}`);
      expect(poll.body).toBe('CAPCHA_NOT_READY');
      h.clock.advance(10);
    }
    const started = performance.now();
    const refused = await res(`key=${flooder.key}&action=get&id=${id}&json=1`);
    expect(performance.now() - started).toBeGreaterThanOrEqual(450);
    expect(refused.statusCode).toBe(200);
    expect(refused.headers['retry-after']).toBe('300');
    expect(refused.json()).toMatchObject({ status: 0, request: 'ERROR: 1005', error_text: expect.any(String) });
    expect((await res(`key=${flooder.key}&action=getbalance`)).body).toBe('ERROR: 1005');
    // The v2 API of the same key is refused too, in its own protocol.
    const v2 = await h.app.inject({ method: 'POST', url: '/getBalance', payload: { clientKey: flooder.key } });
    expect(v2.json()).toMatchObject({ errorId: 21, errorCode: 'ERROR_IP_BLOCKED' });
    // Submitting is not what was overdone: it still works; other customers are not touched.
    const again = await h.app.inject({
      method: 'POST',
      url: '/in.php',
      payload: { key: flooder.key, method: 'base64', body: png },
    });
    expect(again.body).toMatch(/^OK\|\d+$/);
    expect((await res(`key=${neighbour.key}&action=getbalance`)).body).toBe('10');
  });

  it('the 61st submit within 3 s gets MAX_USER_TURN (v1) and ERROR_NO_SLOT_AVAILABLE (v2)', async () => {
    const customer = await h.customer(10_000_000);
    for (let i = 0; i < 60; i++) {
      const ok = await h.app.inject({
        method: 'POST',
        url: '/in.php',
        payload: { key: customer.key, method: 'base64', body: png },
      });
      expect(ok.body).toMatch(/^OK\|/);
    }
    const refused = await h.app.inject({
      method: 'POST',
      url: '/in.php',
      payload: { key: customer.key, method: 'base64', body: png },
    });
    expect(refused.body).toBe('MAX_USER_TURN');
    expect(refused.headers['retry-after']).toBe('10');
    const v2 = await h.app.inject({
      method: 'POST',
      url: '/createTask',
      payload: { clientKey: customer.key, task: { type: 'ImageToTextTask', body: png } },
    });
    expect(v2.json()).toMatchObject({ errorId: 2, errorCode: 'ERROR_NO_SLOT_AVAILABLE' });
    expect(v2.json().errorDescription).toContain('MAX_USER_TURN');
    h.clock.advance(10_000);
    const later = await h.app.inject({
      method: 'POST',
      url: '/in.php',
      payload: { key: customer.key, method: 'base64', body: png },
    });
    expect(later.body).toMatch(/^OK\|/);
  });

  it('an IP sending wrong keys is refused with ERROR: 1004 after 5, whatever key it sends then', async () => {
    const customer = await h.customer(10_000_000);
    for (let i = 0; i < 6; i++) {
      const wrong = await res(`key=${'f'.repeat(31)}${i}&action=getbalance`, STRANGER);
      expect(wrong.body).toBe('ERROR_KEY_DOES_NOT_EXIST');
    }
    expect((await res(`key=${customer.key}&action=getbalance`, STRANGER)).body).toBe('ERROR: 1004');
    const v2 = await h.app.inject({
      method: 'POST',
      url: '/getBalance',
      payload: { clientKey: customer.key },
      remoteAddress: STRANGER,
    });
    expect(v2.json()).toMatchObject({ errorId: 21, errorCode: 'ERROR_IP_BLOCKED' });
    // The customer from their own address is served.
    expect((await res(`key=${customer.key}&action=getbalance`, '198.51.100.9')).body).toBe('10');
  });
});
