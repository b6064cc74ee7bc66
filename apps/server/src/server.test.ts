import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/app.ts';
import { type DatabaseHandle, openMemoryDatabase } from './platform/db.ts';
import { migrateToLatest } from './platform/migrate.ts';

describe('graceful close', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openMemoryDatabase();
    await migrateToLatest(database.db);
  });
  afterAll(() => database.close());

  it('finishes an in-flight request, then refuses new connections', async () => {
    const app = await testApp(database);
    let entered: () => void = () => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    app.get('/api/test/slow', async () => {
      entered();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { done: true };
    });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const pending = fetch(`${address}/api/test/slow`);
    await inside;
    const closing = app.close();
    const res = await pending;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`${address}/healthz`)).rejects.toThrow();
  });
});

describe('readiness', () => {
  it('answers 503 when the database stops answering, while /healthz stays up', async () => {
    const database = await openMemoryDatabase();
    await migrateToLatest(database.db);
    const app = await testApp(database);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    await database.close();
    const res = await app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'pglite' });
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    await app.close();
  });
});
