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

  /** The registration service on a recording db. */
  function service() {
    const recorder = new StatementRecorder();
    const db = database.db.withPlugin(recorder);
    const log = pino({ level: 'silent' });
    const clock = manualClock(new Date());
    const mailer = createMailer({ db, transport, devOutbox: false, log });
    const mails = identityMails({ mailer, publicUrl: 'http://crowdsolve.test' });
    const links = mailLinkService({ db, clock, mails, log });
    const guard = signInGuard({ db, clock, mails, log, isProduction: false });
    const auth = authService({ db, clock, mails, links, guard, log });
    return { auth, recorder };
  }

  /** What one registration does before it answers. */
  async function register(body: RegisterBody) {
    const { auth, recorder } = service();
    const hashed = vi.mocked(hashPassword).mock.calls.length;
    const result = await auth.register(body, { ip: uniqueIp(), userAgent: null, device: null });
    return {
      result,
      hashes: vi.mocked(hashPassword).mock.calls.length - hashed,
      statements: recorder.statements,
    };
  }

  it('hashes and tries one insert whether the address is new or taken, and tells what became of the mail', async () => {
    const email = uniqueEmail('same-work');
    const since = smtp.mark();
    const created = await register({ email, password: PASSWORD, acceptTerms: true });
    const taken = await register({ email, password: 'another password 123', acceptTerms: true });

    expect(created.hashes).toBe(1);
    expect(taken.hashes).toBe(1);
    // The IP's limit, the insert attempt; then the mail.
    expect(taken.statements.slice(0, 2)).toEqual(created.statements.slice(0, 2));

    // The answer waits for the mail: the confirmation to the new account, a notice to the owner.
    expect(created.result).toEqual({ userId: expect.any(Number), mail: 'sent' });
    expect(taken.result).toEqual({ userId: null, mail: 'sent' });
    await smtp.waitFor(email, MAIL.confirmEmail.subject, since);
    await smtp.waitFor(email, MAIL.signUpAttempt.subject, since);
    const accounts = await database.db.selectFrom('userAccount').select('id').where('email', '=', email).execute();
    expect(accounts).toHaveLength(1);
  });
});
