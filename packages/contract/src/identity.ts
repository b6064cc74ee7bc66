import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN } from './identity.constants.ts';
import { LanguageSchema } from './site.ts';
import { CurrentUserSchema, UserTypeSchema } from './user.ts';
import { z } from './zod.ts';

export * from './identity.constants.ts';

/**
 * Accounts, sessions, mail-link flows, two-factor authentication, profile and admin calls.
 * Every call answers JSON; failures use the error envelope with the codes in errors.ts.
 */

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, 'too_long')
  .pipe(z.email({ message: 'invalid_email' }));
export const PasswordSchema = z.string().min(PASSWORD_MIN, 'too_short').max(PASSWORD_MAX, 'too_long');
/** A 6-digit TOTP code or a recovery code (`xxxx-xxxx-xx`). */
export const SecondFactorCodeSchema = z
  .string()
  .trim()
  .min(6, 'invalid_code')
  .max(20, 'invalid_code')
  .regex(/^[0-9a-zA-Z-]+$/, 'invalid_code');
export const TotpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'invalid_code');

/** The `{hash}/{userId}` of a mail link. */
export const MailLinkSchema = z.object({
  hash: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'invalid_link'),
  userId: z.coerce.number().int().positive(),
});
export type MailLink = z.infer<typeof MailLinkSchema>;

// ── Sign-up, sign-in, sign-out ──────────────────────────────────────────────

export const RegisterBodySchema = z.object({
  email: EmailSchema,
  password: PasswordSchema,
  userType: UserTypeSchema.optional(),
  acceptTerms: z.literal(true, { message: 'must_accept' }),
  interfaceLanguage: LanguageSchema.optional(),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;
/**
 * What became of a mail: handed to the mail server (`sent`), kept in the outbox because this
 * server has no mail server configured (`outbox`: admins read it on /admin/mail, and a newcomer on
 * /dev/mail where that is on), or refused by the mail server (`failed`).
 */
export const MailStatusSchema = z.enum(['sent', 'outbox', 'failed']);
export type MailStatus = z.infer<typeof MailStatusSchema>;

/** The mail a reply tells of: its fate, and whether /dev/mail shows the outbox to anyone on this server. */
export const MailOutcomeSchema = z.object({ status: MailStatusSchema, devMail: z.boolean() });
export type MailOutcome = z.infer<typeof MailOutcomeSchema>;

/**
 * A new account gets a confirmation letter and is signed in at once (`user`: the session cookie is
 * set as by sign-in); the API key waits for the confirmation. For an address already taken its owner
 * gets a notice instead and nobody is signed in (`user` null).
 */
export const RegisterReplySchema = z.object({
  ok: z.literal(true),
  email: z.string(),
  mail: MailOutcomeSchema,
  user: CurrentUserSchema.nullable(),
});
export type RegisterReply = z.infer<typeof RegisterReplySchema>;

/**
 * The confirmation letter of the signed-in user: GET tells of the last one, POST sends a new one.
 * `mail` is null when there is none (GET) or nothing to send (the address is confirmed already).
 */
export const ConfirmationMailReplySchema = z.object({
  ok: z.literal(true),
  emailConfirmed: z.boolean(),
  mail: MailOutcomeSchema.nullable(),
});
export type ConfirmationMailReply = z.infer<typeof ConfirmationMailReplySchema>;

export const LoginBodySchema = z.object({
  email: EmailSchema,
  password: z.string().min(1, 'required').max(PASSWORD_MAX, 'too_long'),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

/** A sign-in either completes or waits for the second factor on `/auth/oauth-2fa`. */
export const LoginReplySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), user: CurrentUserSchema }),
  z.object({ status: z.literal('2fa_required') }),
]);
export type LoginReply = z.infer<typeof LoginReplySchema>;

export const SecondFactorBodySchema = z.object({ code: SecondFactorCodeSchema });
export type SecondFactorBody = z.infer<typeof SecondFactorBodySchema>;

export const UserReplySchema = z.object({ user: CurrentUserSchema });
export type UserReply = z.infer<typeof UserReplySchema>;

export const OkReplySchema = z.object({ ok: z.literal(true) });
export type OkReply = z.infer<typeof OkReplySchema>;

// ── Mail-link flows ─────────────────────────────────────────────────────────

export const RemindBodySchema = z.object({ email: EmailSchema });
export type RemindBody = z.infer<typeof RemindBodySchema>;

export const ResetPasswordBodySchema = MailLinkSchema.extend({ password: PasswordSchema });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const ChangeEmailBodySchema = z.object({ newEmail: EmailSchema, password: z.string().min(1, 'required') });
export type ChangeEmailBody = z.infer<typeof ChangeEmailBodySchema>;

export const ChangeEmailStatusSchema = z.enum(['old', 'new']);
export const ConfirmEmailChangeBodySchema = MailLinkSchema.extend({ status: ChangeEmailStatusSchema });
export type ConfirmEmailChangeBody = z.infer<typeof ConfirmEmailChangeBodySchema>;
/** `complete` once both the old and the new address confirmed; the address then changes. */
export const ConfirmEmailChangeReplySchema = z.object({ complete: z.boolean(), email: z.string().nullable() });
export type ConfirmEmailChangeReply = z.infer<typeof ConfirmEmailChangeReplySchema>;

// ── Role ────────────────────────────────────────────────────────────────────

export const SelectRoleBodySchema = z.object({ userType: UserTypeSchema });
export type SelectRoleBody = z.infer<typeof SelectRoleBodySchema>;

// ── Profile ─────────────────────────────────────────────────────────────────

export const NotificationPrefsSchema = z.object({
  /** Mail when the account is signed in from a new device. */
  newSignIn: z.boolean(),
  /** Copies of system messages by mail. */
  systemMessages: z.boolean(),
  /** Product news and offers. */
  news: z.boolean(),
});
export type NotificationPrefs = z.infer<typeof NotificationPrefsSchema>;
export const DEFAULT_NOTIFICATION_PREFS: NotificationPrefs = { newSignIn: true, systemMessages: true, news: false };

export const ProfileSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  /** A requested new address waiting for confirmation from both mailboxes. */
  pendingEmail: z.string().nullable(),
  name: z.string(),
  userType: UserTypeSchema.nullable(),
  interfaceLanguage: LanguageSchema,
  createdAt: z.string(),
  twoFactorEnabled: z.boolean(),
  /** Customers and developers have one; the solving API authenticates with it. */
  apiKey: z.string().nullable(),
  notifications: NotificationPrefsSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;

export const UpdateProfileBodySchema = z
  .object({ name: z.string().trim().max(80, 'too_long') })
  .partial()
  .strict();
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'required'),
  newPassword: PasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const DeleteAccountBodySchema = z.object({ password: z.string().min(1, 'required') });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

export const AgreementSchema = z.object({ document: z.string(), version: z.string(), acceptedAt: z.string() });
export const AgreementsReplySchema = z.object({ agreements: z.array(AgreementSchema) });
export type Agreement = z.infer<typeof AgreementSchema>;

export const SessionInfoSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof SessionInfoSchema>;
export const SessionsReplySchema = z.object({ sessions: z.array(SessionInfoSchema) });

export const TwoFactorSetupReplySchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as an SVG QR code (a data: URL). */
  qrCode: z.string(),
});
export type TwoFactorSetupReply = z.infer<typeof TwoFactorSetupReplySchema>;
export const TwoFactorEnableBodySchema = z.object({ code: TotpCodeSchema });
export const RecoveryCodesReplySchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesReply = z.infer<typeof RecoveryCodesReplySchema>;

export const ApiKeyReplySchema = z.object({ apiKey: z.string().regex(/^[0-9a-f]{32}$/) });

// ── Admin ───────────────────────────────────────────────────────────────────

export const AdminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  emailConfirmed: z.boolean(),
  userType: UserTypeSchema.nullable(),
  permissions: z.object({ admin: z.boolean(), moderator: z.boolean() }),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  isDemo: z.boolean(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUsersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(0).default(0),
});
export const AdminUsersReplySchema = z.object({ records: z.array(AdminUserSchema), totalCount: z.number().int() });
export type AdminUsersReply = z.infer<typeof AdminUsersReplySchema>;

export const BanBodySchema = z.object({ reason: z.string().trim().min(1, 'required').max(500, 'too_long') });
export const PermissionsBodySchema = z.object({ admin: z.boolean(), moderator: z.boolean() });

export const SystemMessageAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), userId: z.number().int().positive() }),
  z.object({ kind: z.literal('group'), group: z.enum(['all', 'customer', 'worker', 'developer']) }),
]);
export const SendSystemMessageBodySchema = z.object({
  /** HTML per language; English is required and is the fallback. Sanitized on the server. */
  message: z.object({
    en: z.string().trim().min(1, 'required').max(20_000, 'too_long'),
    ru: z.string().trim().max(20_000, 'too_long').optional(),
    zh: z.string().trim().max(20_000, 'too_long').optional(),
  }),
  audience: SystemMessageAudienceSchema,
});
export type SendSystemMessageBody = z.infer<typeof SendSystemMessageBodySchema>;
export const SendSystemMessageReplySchema = z.object({ id: z.number().int(), recipients: z.number().int() });

/** An admin's action on a user's address: a new confirmation letter, or the address marked confirmed. */
export const AdminEmailActionReplySchema = z.object({ user: AdminUserSchema, mail: MailOutcomeSchema.nullable() });
export type AdminEmailActionReply = z.infer<typeof AdminEmailActionReplySchema>;

/** The outbox and mail log for admins: newest first, optionally one recipient's (part of the address). */
export const AdminMailQuerySchema = z.object({
  to: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(0).default(0),
});
export const AdminMailSchema = z.object({
  id: z.number().int(),
  status: z.enum(['sent', 'outbox', 'failed', 'skipped']),
  template: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  error: z.string().nullable(),
  text: z.string(),
  html: z.string(),
  /** true: the mail as sent, links working (this process still holds it); false: the log's copy, links redacted. */
  live: z.boolean(),
});
export type AdminMail = z.infer<typeof AdminMailSchema>;
export const AdminMailReplySchema = z.object({
  records: z.array(AdminMailSchema),
  totalCount: z.number().int(),
  /** Whether this server sends mail (SMTP configured) or keeps every mail in the outbox. */
  smtp: z.boolean(),
});
export type AdminMailReply = z.infer<typeof AdminMailReplySchema>;

// ── Development mail outbox ─────────────────────────────────────────────────

export const DevMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export type DevMail = z.infer<typeof DevMailSchema>;
export const DevMailReplySchema = z.object({ mails: z.array(DevMailSchema) });
