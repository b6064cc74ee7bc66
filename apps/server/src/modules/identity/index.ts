import type { SiteKind } from '@crowdsolve/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import type { SiteUrlOf } from '../../platform/mail/links.ts';
import { createMailer } from '../../platform/mail/mailer.ts';
import type { MailTransport } from '../../platform/mail/transport.ts';
import { adminRoutes } from './admin.routes.ts';
import { adminService } from './admin.service.ts';
import { adminMailService } from './admin-mail.service.ts';
import { authRoutes } from './auth.routes.ts';
import { authService } from './auth.service.ts';
import { devMailRoutes } from './dev-mail.routes.ts';
import { identityMails } from './identity.mails.ts';
import { mailLinkService } from './mail-link.service.ts';
import { profileRoutes } from './profile.routes.ts';
import { profileService } from './profile.service.ts';
import { sessionService } from './session.service.ts';
import { signInGuard } from './sign-in-guard.ts';
import { userRoutes } from './user.routes.ts';

export { createConfirmedAccount, createOrPromoteAdmin, type NewAccount } from './accounts.ts';
export { type ApiKeyOwner, type ApiKeyOwners, apiKeyOwners, findApiKeyOwner } from './api-key.ts';
export { type UserDirectory, userDirectory } from './directory.ts';
export { DEMO_ACCOUNTS, identityDemoStep } from './identity.demo.ts';
export type { Recipient } from './identity.mails.ts';
export { enforceLimit, LIMITS, recipientOf } from './limits.ts';

export interface IdentityDeps {
  db: Db;
  clock: Clock;
  config: Pick<Config, 'isProduction' | 'publicUrl' | 'mail' | 'sessionTtlDays'>;
  mailTransport: MailTransport | null;
  log: FastifyBaseLogger;
  /** The site a request's host serves: a new account belongs to it (international without it). */
  siteOfHost?: (host: string) => Promise<SiteKind>;
  /** Where each site lives, for the links in mails (PUBLIC_URL without it). */
  siteUrlOf?: SiteUrlOf | null;
}

/** Accounts, sessions, mail flows, profile and admin. Sets `request.principal` for every module. */
export async function registerIdentity(app: FastifyInstance, deps: IdentityDeps) {
  const { db, clock, config, log } = deps;
  const mailer = createMailer({ db, transport: deps.mailTransport, devOutbox: config.mail.devOutbox, log });
  const mails = identityMails({ mailer, publicUrl: config.publicUrl, siteUrlOf: deps.siteUrlOf });
  const sessions = sessionService({ db, clock, ttlDays: config.sessionTtlDays, isProduction: config.isProduction });
  const links = mailLinkService({ db, clock, mails, log });
  const guard = signInGuard({ db, clock, mails, log, isProduction: config.isProduction });
  const auth = authService({ db, clock, mails, links, guard, log });
  const profile = profileService({ db, clock, links });
  const admin = adminService({ db, clock, mails, links, log });
  const adminMail = adminMailService({ db, smtp: deps.mailTransport !== null && !config.mail.devOutbox });

  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const session = await sessions.resolve(request);
    request.principal = session && !session.secondFactorDue ? sessions.principalOf(session) : null;
  });
  // What the API tells a signed-in user (their profile, balance, API key) is never kept by a cache.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.principal && request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });

  await app.register(
    authRoutes({
      db,
      clock,
      auth,
      links,
      sessions,
      guard,
      devMail: config.mail.devOutbox,
      siteOfHost: deps.siteOfHost,
    }),
  );
  await app.register(userRoutes({ db, clock, auth, profile }));
  await app.register(profileRoutes({ profile, sessions }));
  await app.register(adminRoutes({ admin, adminMail, devMail: config.mail.devOutbox }));
  if (config.mail.devOutbox) await app.register(devMailRoutes({ db }));
  return { auth, profile, admin, sessions, mailer };
}
