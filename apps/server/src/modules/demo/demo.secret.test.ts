import { DEMO_PATHS, type DemoReply, demoPath, type FirstPartyDemo } from '@crowdsolve/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app.ts';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { uniqueIp } from '../../../test/http.ts';
import { loadConfig } from '../../config.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { demoRepo } from './demo.repo.ts';
import { challengeSealer } from './demo.token.ts';

const SECRET = Buffer.alloc(32, 7).toString('base64');

describe('a configured challenge secret (DEMO_CHALLENGE_SECRET)', () => {
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof testApp>>;
  beforeAll(async () => {
    database = await (DATABASE_TARGETS[0] as (typeof DATABASE_TARGETS)[number]).open();
    app = await testApp(database, { env: { DEMO_CHALLENGE_SECRET: SECRET } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('seals the challenges with that key instead of the one kept in the database', async () => {
    const res = await app.inject({ url: demoPath(DEMO_PATHS.demo, 'text'), remoteAddress: uniqueIp() });
    const demo = res.json<DemoReply>() as FirstPartyDemo;
    const opened = challengeSealer(Buffer.from(SECRET, 'base64')).open(demo.challenge);
    expect(opened?.slug).toBe('text');
    expect(challengeSealer(await demoRepo.secret(database.db)).open(demo.challenge)).toBeNull();
  });

  it('refuses a key shorter than 32 bytes or not base64', () => {
    const short = Buffer.alloc(16, 1).toString('base64');
    expect(() => loadConfig({ NODE_ENV: 'test', DEMO_CHALLENGE_SECRET: short })).toThrow(/DEMO_CHALLENGE_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'test', DEMO_CHALLENGE_SECRET: 'not base64 at all!' })).toThrow(
      /DEMO_CHALLENGE_SECRET/,
    );
  });
});
