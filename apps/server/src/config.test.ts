import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, ROOT_DIR } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults: embedded database in ./data, port 3000, production', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.env).toBe('production');
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(ROOT_DIR, 'data') });
    expect(config.sites.internationalHosts).toEqual(['localhost']);
    expect(config.seedDemo).toBe(true);
    expect(config.serveWeb).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/cs', DATABASE_POOL_SIZE: '20' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/cs', poolSize: 20 });
  });

  it('parses host lists and booleans', () => {
    const config = loadConfig({
      REGION_HOSTS: ' Crowdsolve.CN, www.crowdsolve.cn ,',
      TRUST_PROXY: 'yes',
      SEED_DEMO: '0',
    });
    expect(config.sites.regionHosts).toEqual(['crowdsolve.cn', 'www.crowdsolve.cn']);
    expect(config.trustProxy).toBe(true);
    expect(config.seedDemo).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT must be a number \(got "abc"\)$/],
    [{ PORT: '70000' }, /^PORT must be between 0 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL /],
    [{ TRUST_PROXY: 'maybe' }, /^TRUST_PROXY must be true or false/],
    [{ NODE_ENV: 'staging' }, /^NODE_ENV /],
  ])('rejects %o with one line naming the variable', (env, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain('\n');
  });
});
