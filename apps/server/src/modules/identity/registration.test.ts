import type { RegisterBody } from '@crowdsolve/contract';
import {
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PostgresQueryCompiler,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATABASE_TARGETS } from '../../../test/databases.ts';
import { MAIL, PASSWORD, SmtpSink, uniqueEmail, uniqueIp } from '../../../test/smtp.ts';
import { manualClock } from '../../platform/clock.ts';
import type { DatabaseHandle } from '../../platform/db.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import type { MailTransport } from '../../platform/mail/transport.ts';
import { hashPassword } from '../../platform/secrets.ts';
import { authService } from './auth.service.ts';
import { identityMails } from './identity.mails.ts';
import { mailLinkService } from './mail-link.service.ts';
import { signInGuard } from './sign-in-guard.ts';

// The real hasher, counted.
vi.mock('../../platform/secrets.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../platform/secrets.ts')>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});

/** Records the SQL of every statement sent through the db it is plugged into. */
class StatementRecorder implements KyselyPlugin {
  readonly statements: string[] = [];
  private readonly compiler = new PostgresQueryCompiler();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.statements.push(this.compiler.compileQuery(args.node, args.queryId).sql);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

describe.each(DATABASE_TARGETS)('registration on $name', (target) => {
  let database: DatabaseHandle;
  let smtp: SmtpSink;
  let transport: MailTransport;

  beforeAll(async () => {
    [database, smtp] = await Promise.all([target.open(), SmtpSink.start()]);
    transport = smtp.transport();
  });
  afterAll(async () => {
    transport?.close();
    await smtp?.close();
    await database?.close();
  });

  /** The registration service on a recording db; the work it leaves for after the answer is collected. */
  function service() {
    const recorder = new StatementRecorder();
    const db = database.db.withPlugin(recorder);
    const log = pino({ level: 'silent' });
    const clock = manualClock(new Date());
    const mailer = createMailer({ db, transport, devOutbox: false, log });
    const mails = identityMails({ mailer, publicUrl: 'http://crowdsolve.test' });
    const links = mailLinkService({ db, clock, mails, log });
    const guard = signInGuard({ db, clock, mails, log, isProduction: false });
    const background: (() => Promise<void>)[] = [];
    const auth = authService({ db, clock, mails, links, guard, log, inBackground: (work) => background.push(work) });
    return { auth, recorder, background };
  }

  /** What one registration does before it answers. */
  async function register(body: RegisterBody) {
    const { auth, recorder, background } = service();
    const hashed = vi.mocked(hashPassword).mock.calls.length;
    await auth.register(body, { ip: uniqueIp(), userAgent: null, device: null });
    return {
      hashes: vi.mocked(hashPassword).mock.calls.length - hashed,
      statements: recorder.statements,
      background,
    };
  }

  it('does the same work before answering whether the address is new or taken', async () => {
    const email = uniqueEmail('same-work');
    const created = await register({ email, password: PASSWORD, acceptTerms: true });
    const taken = await register({ email, password: 'another password 123', acceptTerms: true });

    expect(created.hashes).toBe(1);
    expect(taken.hashes).toBe(1);
    expect(taken.statements).toEqual(created.statements);
    expect(created.statements).toHaveLength(2); // the IP's limit, the insert attempt

    // The mails go out after the answer: the confirmation to the new account, a notice to the owner.
    const since = smtp.mark();
    expect([created.background.length, taken.background.length]).toEqual([1, 1]);
    await created.background[0]?.();
    await taken.background[0]?.();
    await smtp.waitFor(email, MAIL.confirmEmail.subject, since);
    await smtp.waitFor(email, MAIL.signUpAttempt.subject, since);
    const accounts = await database.db.selectFrom('userAccount').select('id').where('email', '=', email).execute();
    expect(accounts).toHaveLength(1);
  });
});
