import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { apiSettingsService } from '../api-settings/index.ts';
import { realPng, type SolverHarness, solverHarness } from './v1/test-harness.ts';

const B64 = realPng(120, 40).toString('base64');

describe.each(DATABASE_TARGETS)('API settings applied by v1 and v2 on $name', (target) => {
  let h: SolverHarness;
  beforeAll(async () => {
    h = await solverHarness(target);
  });
  afterAll(() => h?.close());

  const v1 = (path: string, params: Record<string, string>, ip: string) =>
    h.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams(params)}`, remoteAddress: ip });
  const v2 = (method: string, body: unknown, ip: string) =>
    h.app.inject({ method: 'POST', url: `/${method}`, payload: body as object, remoteAddress: ip });

  it('refuses calls from IPs outside the allow-list, in both protocols', async () => {
    const c = await h.customer(1_000_000);
    await apiSettingsService({ db: h.database.db, clock: h.clock }).update(c.userId, {
      ipAllowList: ['198.51.100.0/24', '2001:db8::1'],
      recognition100: { enabled: false, matches: 2 },
      perKeyLimitPerMinute: null,
    });
    expect((await v1('/res.php', { key: c.key, action: 'getbalance' }, '203.0.113.5')).body).toBe(
      'ERROR_IP_NOT_ALLOWED',
    );
    expect((await v1('/in.php', { key: c.key, method: 'base64', body: B64 }, '203.0.113.5')).body).toBe(
      'ERROR_IP_NOT_ALLOWED',
    );
    expect((await v1('/res.php', { key: c.key, action: 'getbalance' }, '198.51.100.77')).body).toBe('1');
    expect((await v2('getBalance', { clientKey: c.key }, '203.0.113.5')).json()).toMatchObject({
      errorId: 11,
      errorCode: 'ERROR_IP_NOT_ALLOWED',
    });
    expect((await v2('getBalance', { clientKey: c.key }, '2001:db8::1')).json()).toEqual({ errorId: 0, balance: 1 });
  });

  it('answers ERROR_NO_SLOT_AVAILABLE past the per-key limit a minute', async () => {
    const c = await h.customer(1_000_000);
    await apiSettingsService({ db: h.database.db, clock: h.clock }).update(c.userId, {
      ipAllowList: [],
      recognition100: { enabled: false, matches: 2 },
      perKeyLimitPerMinute: 2,
    });
    const submit = () => v1('/in.php', { key: c.key, method: 'base64', body: B64 }, '203.0.113.5');
    expect((await submit()).body).toMatch(/^OK\|/);
    expect((await submit()).body).toMatch(/^OK\|/);
    expect((await submit()).body).toBe('ERROR_NO_SLOT_AVAILABLE');
    const task = { type: 'ImageToTextTask', body: B64 };
    expect((await v2('createTask', { clientKey: c.key, task }, '203.0.113.5')).json()).toMatchObject({ errorId: 2 });
    h.clock.advance(61_000);
    expect((await v2('createTask', { clientKey: c.key, task }, '203.0.113.5')).json()).toMatchObject({ errorId: 0 });
  });
});
