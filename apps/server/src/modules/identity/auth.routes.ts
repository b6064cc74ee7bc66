import {
  ChangeEmailBodySchema,
  ConfirmationMailReplySchema,
  ConfirmEmailChangeBodySchema,
  ConfirmEmailChangeReplySchema,
  LoginBodySchema,
  LoginReplySchema,
  MailLinkSchema,
  OkReplySchema,
  IDENTITY_PATHS as P,
  RegisterBodySchema,
  RegisterReplySchema,
  RemindBodySchema,
  ResetPasswordBodySchema,
  SecondFactorBodySchema,
  type SiteKind,
  UserReplySchema,
} from '@crowdsolve/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { MailStatus } from '../../platform/mail/mailer.ts';
import type { AuthService, RequestContext } from './auth.service.ts';
import { identityRepo } from './identity.repo.ts';
import type { MailLinkService } from './mail-link.service.ts';
import type { SessionService } from './session.service.ts';
import { DEVICE_COOKIE, type SignInGuard } from './sign-in-guard.ts';

const ok = { ok: true as const };

export const requestContext = (request: FastifyRequest): RequestContext => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 400) ?? null,
  device: request.cookies[DEVICE_COOKIE] ?? null,
});

/** Sign-up, sign-in (with the second factor), sign-out and the mail-link flows. */
export function authRoutes(deps: {
  db: Db;
  clock: Clock;
  auth: AuthService;
  links: MailLinkService;
  sessions: SessionService;
  guard: SignInGuard;
  /** Whether /dev/mail shows the outbox on this server (the replies about a mail say so). */
  devMail: boolean;
  /** The site a request's host serves (a new account belongs to it). */
  siteOfHost?: (host: string) => Promise<SiteKind>;
}): FastifyPluginAsyncZod {
  const { auth, links, sessions, guard } = deps;
  const outcome = (status: MailStatus | null) => (status ? { status, devMail: deps.devMail } : null);
  return async (app) => {
    // A new account is signed in at once, as by sign-in (session and device cookies); its API key
    // waits for the confirmation of the address.
    app.post(
      P.register,
      { schema: { body: RegisterBodySchema, response: { 200: RegisterReplySchema } } },
      async (request, reply) => {
        const { userId, mail } = await auth.register(
          request.body,
          requestContext(request),
          await (deps.siteOfHost?.(request.host) ?? 'international'),
        );
        let user = null;
        if (userId !== null) {
          await sessions.start(request, reply, userId, false);
          await guard.remember(request, reply, userId);
          user = await auth.currentUser(userId);
        }
        return { ok: true as const, email: request.body.email, mail: { status: mail, devMail: deps.devMail }, user };
      },
    );

    app.post(
      P.login,
      { schema: { body: LoginBodySchema, response: { 200: LoginReplySchema } } },
      async (request, reply) => {
        const ctx = requestContext(request);
        const { user, secondFactorDue } = await auth.login(request.body, ctx);
        const sessionId = await sessions.start(request, reply, user.id, secondFactorDue);
        if (secondFactorDue) return { status: '2fa_required' as const };
        await guard.remember(request, reply, user.id);
        await auth.noticeSignIn(user, sessionId, ctx);
        return { status: 'ok' as const, user: await auth.currentUser(user.id) };
      },
    );

    app.post(
      P.loginSecondFactor,
      { schema: { body: SecondFactorBodySchema, response: { 200: UserReplySchema } } },
      async (request, reply) => {
        const pending = await sessions.resolve(request);
        if (!pending?.secondFactorDue) throw new AppError('AUTH_2FA_NOT_PENDING');
        const ctx = requestContext(request);
        const user = await auth.checkSecondFactor(pending, request.body.code, ctx);
        // A fresh session replaces the pending one (no fixation of a half-authenticated id).
        await identityRepo.revokeSessions(deps.db, user.id, deps.clock.now(), { only: pending.id });
        const sessionId = await sessions.start(request, reply, user.id, false);
        await guard.remember(request, reply, user.id);
        await auth.noticeSignIn(user, sessionId, ctx);
        return { user: await auth.currentUser(user.id) };
      },
    );

    app.post(P.logout, { schema: { response: { 200: OkReplySchema } } }, async (request, reply) => {
      const session = await sessions.resolve(request);
      if (session) await identityRepo.revokeSessions(deps.db, session.userId, deps.clock.now(), { only: session.id });
      sessions.clearCookie(request, reply);
      return ok;
    });

    app.post(P.remind, { schema: { body: RemindBodySchema, response: { 200: OkReplySchema } } }, async (request) => {
      await links.remind(request.body.email, request.ip ?? null);
      return ok;
    });

    app.post(P.checkRemind, { schema: { body: MailLinkSchema, response: { 200: OkReplySchema } } }, async (request) => {
      await links.checkReminder(request.body);
      return ok;
    });

    app.post(
      P.resetPassword,
      { schema: { body: ResetPasswordBodySchema, response: { 200: OkReplySchema } } },
      async (request, reply) => {
        const { password, ...link } = request.body;
        await links.resetPassword(link, password);
        sessions.clearCookie(request, reply);
        return ok;
      },
    );

    app.get(P.sendConfirmation, { schema: { response: { 200: ConfirmationMailReplySchema } } }, async (request) => {
      const principal = requireUser(request);
      const user = await identityRepo.findUserById(deps.db, principal.userId);
      const emailConfirmed = Boolean(user?.emailConfirmedAt);
      const last = emailConfirmed ? null : await links.lastConfirmation(principal.userId);
      return { ok: true as const, emailConfirmed, mail: outcome(last) };
    });

    app.post(P.sendConfirmation, { schema: { response: { 200: ConfirmationMailReplySchema } } }, async (request) => {
      const principal = requireUser(request);
      const user = await identityRepo.findUserById(deps.db, principal.userId);
      const status = user ? await links.sendConfirmation(user) : null;
      return { ok: true as const, emailConfirmed: Boolean(user?.emailConfirmedAt), mail: outcome(status) };
    });

    app.post(P.checkKey, { schema: { body: MailLinkSchema, response: { 200: OkReplySchema } } }, async (request) => {
      await links.confirmEmail(request.body);
      return ok;
    });

    app.post(P.deleteEmail, { schema: { body: MailLinkSchema, response: { 200: OkReplySchema } } }, async (request) => {
      await links.deleteEmail(request.body);
      return ok;
    });

    app.post(
      P.changeEmail,
      { schema: { body: ChangeEmailBodySchema, response: { 200: OkReplySchema } } },
      async (request) => {
        const principal = requireUser(request);
        await links.requestEmailChange(principal.userId, request.body.newEmail, request.body.password);
        return ok;
      },
    );

    app.post(
      P.confirmEmailChange,
      { schema: { body: ConfirmEmailChangeBodySchema, response: { 200: ConfirmEmailChangeReplySchema } } },
      async (request) => {
        const { status, ...link } = request.body;
        return links.confirmEmailChange(link, status);
      },
    );
  };
}
