import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WORKER_WAIT_MAX_SECONDS } from '@crowdsolve/contract';
import { z } from 'zod';
import { DEMO_PROVIDERS_ENV, type DemoProvidersConfig, demoProvidersConfig } from './config/demo-providers.ts';
import { OPERATOR_ENV, type OperatorConfig, operatorConfig } from './config/operator.ts';
import { bool, ConfigError } from './config/parse.ts';
import { PAYMENTS_ENV, type PaymentsConfig, paymentsConfig } from './config/payments.ts';

export type { DemoProvidersConfig } from './config/demo-providers.ts';
export type { OperatorConfig } from './config/operator.ts';
export { ConfigError } from './config/parse.ts';
export type { PaymentsConfig } from './config/payments.ts';

/**
 * The only reader of process.env. Every variable is listed here with its default (the payment
 * providers' in config/payments.ts, the operator's in config/operator.ts, the demo captchas' in
 * config/demo-providers.ts); README's configuration
 * table mirrors them.
 */
/** Comma-separated host names; `off` for none. */
const hostList = z.string().transform((v) =>
  v.trim().toLowerCase() === 'off'
    ? []
    : v
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
);

const milliseconds = (min: number, max: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be an integer')
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`);

/** The worker API's long poll keeps a connection quiet this long: the idle timeout must outlast it. */
const LONG_POLL_MS = WORKER_WAIT_MAX_SECONDS * 1000;
/** The region site's host name when REGION_HOSTS is not set. */
export const DEFAULT_REGION_HOST = 'zh.localhost';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).optional(),
  DEMO: bool.optional(),
  PORT: z.coerce
    .number({ message: 'must be a number' })
    .int('must be an integer')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DB_STATEMENT_STATS: bool.default(false),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_PRETTY: bool.optional(),
  INTERNATIONAL_HOSTS: hostList.default(['localhost']),
  REGION_HOSTS: hostList.optional(),
  DEFAULT_SITE: z.enum(['international', 'region']).default('international'),
  INTERNATIONAL_URL: z.url({ message: 'must be an absolute URL' }).optional(),
  REGION_URL: z.url({ message: 'must be an absolute URL' }).optional(),
  TRUST_PROXY: bool.default(false),
  SEED_DEMO: bool.optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  HEADERS_TIMEOUT_MS: milliseconds(100, 600_000).default(15_000),
  REQUEST_TIMEOUT_MS: milliseconds(100, 600_000).default(30_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(100, 600_000).default(72_000),
  CONNECTION_TIMEOUT_MS: milliseconds(LONG_POLL_MS + 10_000, 3_600_000).default(60_000),
  EVENT_TRACKER_RATE_LIMIT: z.coerce.number().int().min(0).default(120),
  GOLDEN_TASK_RATE: z.coerce.number().min(0).max(1).default(0.03),
  ENTERPRISE_MONTH_PRICE_USD: z.coerce.number().positive().max(1_000_000).default(200),
  ENTERPRISE_LIMIT_FACTOR: z.coerce.number().min(1).max(100).default(3),
  SOLVER_BATCH_ANSWERS: bool.default(true),
  WEB_DIST_DIR: z.string().optional(),
  SERVE_WEB: bool.default(true),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Crowdsolve <no-reply@crowdsolve.localhost>'),
  RATES_URL: z.union([z.literal('off'), z.url({ message: 'must be an absolute URL or off' })]).optional(),
  DEV_MAIL_OUTBOX: bool.optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ALLOW_PRIVATE_CALLBACKS: bool.default(false),
  CALLBACK_TIMEOUT_MS: z.coerce
    .number({ message: 'must be a number' })
    .int('must be an integer')
    .min(100, 'must be between 100 and 120000')
    .max(120_000, 'must be between 100 and 120000')
    .default(10_000),
  ...PAYMENTS_ENV,
  ...OPERATOR_ENV,
  ...DEMO_PROVIDERS_ENV,
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  STORAGE_DIR: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ message: 'must be an absolute URL' }).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_.-]+\/)*$/, 'must be empty or end with /')
    .default(''),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  /** Where the daily reference currency rates come from (CBR daily XML); null: not fetched (`off`, tests). */
  ratesUrl: string | null;
  isProduction: boolean;
  host: string;
  port: number;
  /** `statementStats`: count the statements sent (GET /internal/db-stats); set only when on. */
  database: ({ kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string }) & {
    statementStats?: true;
  };
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  logPretty: boolean;
  sites: {
    internationalHosts: string[];
    regionHosts: string[];
    defaultSite: 'international' | 'region';
    /** Where the region site's banner and switcher send visitors; null hides the link. */
    internationalUrl: string | null;
    /** Where the international site's switcher offers Chinese; null hides it. */
    regionUrl: string | null;
  };
  trustProxy: boolean;
  /**
   * Demo data may be here: the server listens on loopback, or DEMO=on says the network is private.
   * Otherwise (a public interface) a start with demo accounts in the database is refused.
   */
  demoAllowed: boolean;
  /** Seed demo data at start (default: on the embedded database only, never on DATABASE_URL). */
  seedDemo: boolean;
  shutdownTimeoutMs: number;
  /** Slow clients: how long the server waits on them (Node's HTTP server). */
  http: {
    /** The request line and headers must have arrived within this of the request's start. */
    headersTimeoutMs: number;
    /** The whole request, body included, must have arrived within this (else 408, connection closed). */
    requestTimeoutMs: number;
    /** A kept-alive connection with no new request is closed after this. */
    keepAliveTimeoutMs: number;
    /** A connection on which nothing moves for this long during a request is closed (outlasts the long poll). */
    connectionTimeoutMs: number;
  };
  /** Requests per minute per client IP; 0 turns the limit off. */
  rateLimits: { eventTracker: number };
  /** Share of workers' claims answered with a golden (control) task. */
  goldenTaskRate: number;
  /** The enterprise support plan: a month's price (micro-dollars) unless staff set one; the per-key limits' factor. */
  enterprise: { monthPriceMicros: number; limitFactor: number };
  /** Workers' answers arriving together are settled in one statement. */
  batchAnswers: boolean;
  webDistDir: string;
  /** Serve the web app from this process (false: an API-only node). */
  serveWeb: boolean;
  /** Base of the links in mails, e.g. `https://crowdsolve.example`. */
  publicUrl: string;
  mail: {
    smtpUrl: string | null;
    from: string;
    /**
     * The newcomer's view of the outbox (/dev/mail, live links): on where demo data may be (loopback,
     * or DEMO=on) and no SMTP is configured, production included. Without SMTP every mail lands in
     * the outbox whatever this says; admins read it on /admin/mail. DEV_MAIL_OUTBOX=true keeps mails
     * in the outbox even with SMTP.
     */
    devOutbox: boolean;
  };
  sessionTtlDays: number;
  /** Pingbacks (outgoing task results). */
  callbacks: {
    /** Deliver to (and register) private, loopback and link-local addresses: tests only (SSRF otherwise). */
    allowPrivateTargets: boolean;
    /** How long one delivery attempt may take, connection to answer. */
    timeoutMs: number;
  };
  /** Balance top-ups: each provider is on only when configured. */
  payments: PaymentsConfig;
  /**
   * Who runs this deployment, shown on /about and in the legal documents. Each field is null until
   * the operator sets it; the pages then say so instead of showing anything invented.
   */
  operator: OperatorConfig;
  /** The third-party captchas on the demo pages: keys (or published test keys) and API addresses. */
  demoProviders: DemoProvidersConfig;
  /** Where uploaded files live. */
  storage: StorageConfig;
};

/** Uploaded files: a local folder (default: DATA_DIR/files) or an S3-compatible bucket. */
export type StorageConfig =
  | { driver: 'local'; dir: string }
  | {
      driver: 's3';
      /** Null: AWS itself for the region. */
      endpoint: string | null;
      bucket: string;
      region: string;
      accessKeyId: string;
      secretAccessKey: string;
      forcePathStyle: boolean;
      /** Prepended to every object key. */
      prefix: string;
    };

/** The repository root (this file lives in apps/server/src, its bundle in apps/server/dist). */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Parses an environment; relative paths are resolved against the repository root.
 * Throws ConfigError with one line naming the variable and the fault.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, root = ROOT_DIR): Config {
  const input = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => k in EnvSchema.shape && v !== undefined && v !== ''),
  );
  const parsed = EnvSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const got = input[name] === undefined ? '' : ` (got "${input[name]}")`;
    throw new ConfigError(`${name} ${issue?.message ?? 'is invalid'}${got}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  // The embedded default listens on this machine only; a deployment on PostgreSQL on every interface.
  const host = e.HOST ?? (e.DATABASE_URL ? '0.0.0.0' : '127.0.0.1');
  // The demo accounts' passwords are public, the sandbox credits balances for free and the development
  // outbox (/dev/mail) shows every mail with its live links: all three only where nobody else can reach
  // the server, or on a private network that says so (DEMO=on).
  const demoAllowed = isLoopback(host) || e.DEMO === true;
  for (const name of ['SEED_DEMO', 'PAYMENTS_SANDBOX', 'DEV_MAIL_OUTBOX'] as const) {
    if (e[name] === true && !demoAllowed) {
      throw new ConfigError(
        `${name} needs the server to listen on loopback (HOST=127.0.0.1), or DEMO=on on a private network: HOST is ${host}`,
      );
    }
  }
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      `HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS (got ${e.HEADERS_TIMEOUT_MS} > ${e.REQUEST_TIMEOUT_MS})`,
    );
  }
  const seedDemo = e.SEED_DEMO ?? (!e.DATABASE_URL && e.NODE_ENV !== 'test' && demoAllowed);
  // Out of the box the region site answers on a second local name (browsers resolve *.localhost to loopback).
  const regionHosts = e.REGION_HOSTS ?? [DEFAULT_REGION_HOST].filter((h) => !e.INTERNATIONAL_HOSTS.includes(h));
  const siteUrl = (hosts: string[]) =>
    hosts[0] ? `${isProduction ? 'https' : 'http'}://${hosts[0]}${isProduction ? '' : `:${e.PORT}`}/` : null;
  return {
    env: e.NODE_ENV,
    ratesUrl: ratesUrlOf(e.RATES_URL, e.NODE_ENV),
    isProduction,
    host,
    port: e.PORT,
    database: {
      ...(e.DATABASE_URL
        ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
        : { kind: 'pglite', dataDir: path.resolve(root, e.DATA_DIR) }),
      ...(e.DB_STATEMENT_STATS ? { statementStats: true } : {}),
    },
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY ?? e.NODE_ENV === 'development',
    sites: {
      internationalHosts: e.INTERNATIONAL_HOSTS,
      regionHosts,
      defaultSite: e.DEFAULT_SITE,
      internationalUrl: e.INTERNATIONAL_URL ?? siteUrl(e.INTERNATIONAL_HOSTS),
      regionUrl: e.REGION_URL ?? siteUrl(regionHosts),
    },
    trustProxy: e.TRUST_PROXY,
    demoAllowed,
    seedDemo,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    http: {
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
    },
    rateLimits: { eventTracker: e.EVENT_TRACKER_RATE_LIMIT },
    goldenTaskRate: e.GOLDEN_TASK_RATE,
    enterprise: {
      monthPriceMicros: Math.round(e.ENTERPRISE_MONTH_PRICE_USD * 1_000_000),
      limitFactor: e.ENTERPRISE_LIMIT_FACTOR,
    },
    batchAnswers: e.SOLVER_BATCH_ANSWERS,
    webDistDir: path.resolve(root, e.WEB_DIST_DIR ?? 'apps/web/dist'),
    serveWeb: e.SERVE_WEB,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT || 3000}`).replace(/\/+$/, ''),
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM,
      devOutbox: e.DEV_MAIL_OUTBOX ?? (!e.SMTP_URL && demoAllowed),
    },
    sessionTtlDays: e.SESSION_TTL_DAYS,
    callbacks: { allowPrivateTargets: e.ALLOW_PRIVATE_CALLBACKS, timeoutMs: e.CALLBACK_TIMEOUT_MS },
    payments: paymentsConfig(e, seedDemo),
    operator: operatorConfig(e),
    demoProviders: demoProvidersConfig(e),
    storage: storageConfig(e, root),
  };
}

/** STORAGE_DRIVER=s3 needs the bucket and the keys; local files go under STORAGE_DIR or DATA_DIR/files. */
function storageConfig(e: z.infer<typeof EnvSchema>, root: string): StorageConfig {
  if (e.STORAGE_DRIVER === 'local') {
    return { driver: 'local', dir: path.resolve(root, e.STORAGE_DIR ?? path.join(e.DATA_DIR, 'files')) };
  }
  for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!e[name]) throw new ConfigError(`${name} is required when STORAGE_DRIVER is s3`);
  }
  return {
    driver: 's3',
    endpoint: e.S3_ENDPOINT ?? null,
    bucket: e.S3_BUCKET as string,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID as string,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    prefix: e.S3_PREFIX,
  };
}

/** Whether an address to listen on reaches this machine only. */
export const DEFAULT_RATES_URL = 'https://www.cbr.ru/scripts/XML_daily.asp';

/** RATES_URL: `off` turns the fetch off; unset, the CBR's daily rates (never in tests, which stay offline). */
function ratesUrlOf(value: string | undefined, env: Config['env']): string | null {
  if (value === 'off') return null;
  return value ?? (env === 'test' ? null : DEFAULT_RATES_URL);
}

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
