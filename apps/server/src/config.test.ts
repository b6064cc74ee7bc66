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

  it('fetches the CBR daily rates unless RATES_URL is off, and never by default in tests', () => {
    expect(loadConfig({}).ratesUrl).toBe('https://www.cbr.ru/scripts/XML_daily.asp');
    expect(loadConfig({ RATES_URL: 'off' }).ratesUrl).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test' }).ratesUrl).toBeNull();
    expect(loadConfig({ RATES_URL: 'http://127.0.0.1:9/daily.xml' }).ratesUrl).toBe('http://127.0.0.1:9/daily.xml');
    expect(() => loadConfig({ RATES_URL: 'cbr' })).toThrow(/RATES_URL must be an absolute URL or off/);
  });

  it('listens on loopback by default on the embedded database, on every interface on PostgreSQL', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ DATABASE_URL: 'postgres://db/cs' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('seeds the demo accounts and runs the sandbox only on loopback, or with DEMO=on', () => {
    const local = loadConfig({});
    expect([local.demoAllowed, local.seedDemo, local.payments.sandbox.enabled]).toEqual([true, true, true]);
    for (const host of ['0.0.0.0', '::', '192.168.1.10']) {
      const open = loadConfig({ HOST: host });
      expect([open.demoAllowed, open.seedDemo, open.payments.sandbox.enabled], host).toEqual([false, false, false]);
      expect(() => loadConfig({ HOST: host, SEED_DEMO: '1' })).toThrow(/SEED_DEMO needs .*loopback.*DEMO=on/);
      expect(() => loadConfig({ HOST: host, PAYMENTS_SANDBOX: '1' })).toThrow(/PAYMENTS_SANDBOX needs/);
      // The development outbox lists every mail with its live links.
      expect(() => loadConfig({ HOST: host, DEV_MAIL_OUTBOX: 'true' })).toThrow(/DEV_MAIL_OUTBOX needs/);
      expect(loadConfig({ HOST: host, NODE_ENV: 'development' }).mail.devOutbox, host).toBe(false);
    }
    expect(loadConfig({ NODE_ENV: 'development' }).mail.devOutbox).toBe(true);
    // `npm start` on a fresh install: production, no SMTP, loopback — the newcomer reads /dev/mail.
    expect(loadConfig({ NODE_ENV: 'production' }).mail.devOutbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example:25' }).mail.devOutbox).toBe(false);
    expect(loadConfig({ HOST: '0.0.0.0', DEMO: 'on', DEV_MAIL_OUTBOX: 'true' }).mail.devOutbox).toBe(true);
    const privateNetwork = loadConfig({ HOST: '0.0.0.0', DEMO: 'on' });
    expect([privateNetwork.demoAllowed, privateNetwork.seedDemo, privateNetwork.payments.sandbox.enabled]).toEqual([
      true,
      true,
      true,
    ]);
    // On PostgreSQL nothing is seeded by default, yet demo rows put there by `npm run seed` are allowed on loopback.
    expect(loadConfig({ DATABASE_URL: 'postgres://db/cs', HOST: '127.0.0.1' }).demoAllowed).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/cs' }).demoAllowed).toBe(false);
    expect(loadConfig({ HOST: '127.0.0.2' }).seedDemo).toBe(true);
    expect(loadConfig({ HOST: 'localhost' }).seedDemo).toBe(true);
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

  it('serves the region site on zh.localhost out of the box, unless REGION_HOSTS says otherwise', () => {
    const local = loadConfig({});
    expect(local.sites.regionHosts).toEqual(['zh.localhost']);
    expect(local.sites.regionUrl).toBe('https://zh.localhost/');
    expect(loadConfig({ NODE_ENV: 'development', PORT: '3100' }).sites).toMatchObject({
      internationalUrl: 'http://localhost:3100/',
      regionUrl: 'http://zh.localhost:3100/',
    });
    // REGION_HOSTS replaces the default (`off`: no region site); a name the international site claims stays its own.
    expect(loadConfig({ REGION_HOSTS: 'off' }).sites).toMatchObject({ regionHosts: [], regionUrl: null });
    expect(loadConfig({ REGION_HOSTS: '' }).sites.regionHosts).toEqual(['zh.localhost']);
    expect(loadConfig({ REGION_HOSTS: 'crowdsolve.cn' }).sites.regionUrl).toBe('https://crowdsolve.cn/');
    expect(loadConfig({ INTERNATIONAL_HOSTS: 'localhost,zh.localhost' }).sites.regionHosts).toEqual([]);
    expect(loadConfig({ REGION_URL: 'https://cn.example.com/' }).sites.regionUrl).toBe('https://cn.example.com/');
    expect(() => loadConfig({ REGION_URL: 'cn.example.com' })).toThrow(/REGION_URL must be an absolute URL/);
  });

  it('bounds how long slow clients hold a connection: headers within the request timeout, idle past the long poll', () => {
    expect(loadConfig({}).http).toEqual({
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 72_000,
      connectionTimeoutMs: 60_000,
    });
    expect(loadConfig({ HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '500' }).http).toMatchObject({
      headersTimeoutMs: 500,
      requestTimeoutMs: 500,
    });
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      /HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS/,
    );
    // The worker API's long poll (30 s) keeps its connection quiet: an idle timeout must outlast it.
    expect(() => loadConfig({ CONNECTION_TIMEOUT_MS: '30000' })).toThrow(/CONNECTION_TIMEOUT_MS must be between/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/REQUEST_TIMEOUT_MS must be a number/);
  });

  it('shows the operator only as configured: each detail null until set, the e-mail checked', () => {
    expect(loadConfig({}).operator).toEqual({
      name: null,
      address: null,
      email: null,
      registration: null,
      country: null,
      phone: null,
    });
    const c = loadConfig({ OPERATOR_NAME: ' Example Ltd ', OPERATOR_EMAIL: 'legal@example.com' });
    expect(c.operator).toMatchObject({ name: 'Example Ltd', email: 'legal@example.com', address: null });
    expect(() => loadConfig({ OPERATOR_EMAIL: 'nobody' })).toThrow(/^OPERATOR_EMAIL must be an e-mail address/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).database.kind).toBe('pglite');
  });

  it('turns the payment providers on only when configured; the sandbox where the demo data is seeded', () => {
    const embedded = loadConfig({});
    expect(embedded.payments).toEqual({ sandbox: { enabled: true, secret: null }, stripe: null, btcpay: null });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/cs' }).payments.sandbox.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).payments.sandbox.enabled).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/cs', HOST: '127.0.0.1', PAYMENTS_SANDBOX: '1' }).payments.sandbox
        .enabled,
    ).toBe(true);
    expect(loadConfig({ PAYMENTS_SANDBOX: 'false' }).payments.sandbox.enabled).toBe(false);

    const full = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_API_BASE: 'http://127.0.0.1:12111',
      BTCPAY_URL: 'https://pay.example.com/',
      BTCPAY_API_KEY: 'key',
      BTCPAY_STORE_ID: 'store',
      BTCPAY_WEBHOOK_SECRET: 'secret-123',
      BTCPAY_METHODS: 'btc=BTC-CHAIN, usdt_tron=USDT-TRON',
    }).payments;
    expect(full.stripe).toEqual({
      secretKey: 'sk_test_123',
      webhookSecret: 'whsec_abc',
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
    expect(full.btcpay).toEqual({
      url: 'https://pay.example.com',
      apiKey: 'key',
      storeId: 'store',
      webhookSecret: 'secret-123',
      methods: { btc: 'BTC-CHAIN', usdt_tron: 'USDT-TRON' },
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT must be a number \(got "abc"\)$/],
    [{ PORT: '70000' }, /^PORT must be between 0 and 65535/],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL /],
    [{ TRUST_PROXY: 'maybe' }, /^TRUST_PROXY must be true or false/],
    [{ NODE_ENV: 'staging' }, /^NODE_ENV /],
    [{ STRIPE_SECRET_KEY: 'sk_test_1' }, /^STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set$/],
    [
      { STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' },
      /^STRIPE_SECRET_KEY must be a Stripe secret key/,
    ],
    [{ BTCPAY_URL: 'https://pay.example.com' }, /^BTCPAY_API_KEY is required when BTCPAY_URL is set$/],
    [{ BTCPAY_METHODS: 'eth=ETH' }, /^BTCPAY_METHODS must be a list of method=id/],
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
