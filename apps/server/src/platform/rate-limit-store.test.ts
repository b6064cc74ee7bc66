import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/app.ts';
import { DATABASE_TARGETS } from '../../test/databases.ts';
import type { DatabaseHandle } from './db.ts';

describe.each(DATABASE_TARGETS)('rate limits shared through $name', (target) => {
  let database: DatabaseHandle;
  let nodes: FastifyInstance[];

  beforeAll(async () => {
    database = await target.open();
    // Two server processes on one database.
    nodes = await Promise.all([testApp(database), testApp(database)]);
    for (const app of nodes) {
      app.get('/api/test/limited', { config: { rateLimit: { max: 3, timeWindow: 1000 } } }, async () => ({ ok: true }));
      app.get('/api/test/other', { config: { rateLimit: { max: 3, timeWindow: 60_000 } } }, async () => ({ ok: true }));
      await app.ready();
    }
  });
  afterAll(async () => {
    for (const app of nodes ?? []) await app.close();
    await database?.close();
  });

  const hit = (node: number, url = '/api/test/limited', ip = '10.0.0.1') =>
    nodes[node]?.inject({ url, remoteAddress: ip }).then((r) => r.statusCode) as Promise<number>;

  it('counts requests of one client across nodes, per route and per client, in fixed windows', async () => {
    expect([await hit(0), await hit(1), await hit(0)]).toEqual([200, 200, 200]);
    expect(await hit(1)).toBe(429);
    expect(await hit(0, '/api/test/other')).toBe(200);
    expect(await hit(0, '/api/test/limited', '10.0.0.2')).toBe(200);
    const limited = await nodes[0]?.inject({ url: '/api/test/limited', remoteAddress: '10.0.0.1' });
    expect(limited?.headers['x-ratelimit-limit']).toBe('3');
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThanOrEqual(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await hit(1)).toBe(200);
  });
});
