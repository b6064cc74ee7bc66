import {
  type ConfirmationMailReply,
  type ConfirmEmailChangeBody,
  type ConfirmEmailChangeReply,
  type CurrentUser,
  IDENTITY_PATHS,
  type LoginBody,
  type LoginReply,
  type MailLink,
  type OkReply,
  type RegisterBody,
  type RegisterReply,
  type RemindBody,
  type ResetPasswordBody,
  type SecondFactorBody,
  type UserReply,
  type UserType,
} from '@crowdsolve/contract';
import { type RequestContext, request } from '../../lib/request.ts';
import { signOutLocally } from '../user/current-user.ts';

/**
 * The identity calls of the sign-up and sign-in screens (paths and bodies from the contract).
 * Every function resolves with the parsed answer or throws a `RequestError`.
 */
export const authApi = {
  // The answer waits for the confirmation letter to be handed to the mail server.
  register: (ctx: RequestContext, body: RegisterBody) =>
    request<RegisterReply>(ctx, IDENTITY_PATHS.register, { method: 'POST', body, timeoutMs: 60_000 }),
  login: (ctx: RequestContext, body: LoginBody) =>
    request<LoginReply>(ctx, IDENTITY_PATHS.login, { method: 'POST', body }),
  loginSecondFactor: (ctx: RequestContext, body: SecondFactorBody) =>
    request<UserReply>(ctx, IDENTITY_PATHS.loginSecondFactor, { method: 'POST', body }),
  logout: (ctx: RequestContext) => request<OkReply>(ctx, IDENTITY_PATHS.logout, { method: 'POST' }),
  remind: (ctx: RequestContext, body: RemindBody) =>
    request<OkReply>(ctx, IDENTITY_PATHS.remind, { method: 'POST', body }),
  checkRemind: (ctx: RequestContext, link: MailLink) =>
    request<OkReply>(ctx, IDENTITY_PATHS.checkRemind, { method: 'POST', body: link }),
  resetPassword: (ctx: RequestContext, body: ResetPasswordBody) =>
    request<OkReply>(ctx, IDENTITY_PATHS.resetPassword, { method: 'POST', body }),
  confirmationMail: (ctx: RequestContext) => request<ConfirmationMailReply>(ctx, IDENTITY_PATHS.sendConfirmation),
  sendConfirmation: (ctx: RequestContext) =>
    request<ConfirmationMailReply>(ctx, IDENTITY_PATHS.sendConfirmation, { method: 'POST', timeoutMs: 60_000 }),
  checkKey: (ctx: RequestContext, link: MailLink) =>
    request<OkReply>(ctx, IDENTITY_PATHS.checkKey, { method: 'POST', body: link }),
  confirmEmailChange: (ctx: RequestContext, body: ConfirmEmailChangeBody) =>
    request<ConfirmEmailChangeReply>(ctx, IDENTITY_PATHS.confirmEmailChange, { method: 'POST', body }),
  deleteEmail: (ctx: RequestContext, link: MailLink) =>
    request<OkReply>(ctx, IDENTITY_PATHS.deleteEmail, { method: 'POST', body: link }),
  selectRole: (ctx: RequestContext, userType: UserType) =>
    request<CurrentUser>(ctx, IDENTITY_PATHS.selectRole, { method: 'POST', body: { userType } }),
};

export { profileKeys, profileQuery } from '../profile/api.ts';

/** Sign-out on purpose: see signOutLocally. */
export const forgetSession = signOutLocally;
