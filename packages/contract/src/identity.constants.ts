/** Zod-free part of the identity domain (see site.constants.ts for why). */

export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;
/** Mail links (confirmation, reminder, email change) expire after this many hours. */
export const MAIL_LINK_TTL_HOURS = 24;

export const ADMIN_USERS_PAGE_SIZE = 25;
export const ADMIN_MAIL_PAGE_SIZE = 25;

/** API paths of the identity domain. */
export const IDENTITY_PATHS = {
  register: '/api/v2/auth/register',
  login: '/api/v2/auth/login',
  loginSecondFactor: '/api/v2/auth/login/2fa',
  logout: '/api/v2/auth/logout',
  remind: '/api/v2/auth/remind',
  checkRemind: '/api/v2/auth/check_remind',
  resetPassword: '/api/v2/auth/reset_password',
  sendConfirmation: '/api/v2/auth/confirm-email',
  checkKey: '/api/v2/auth/check_key',
  changeEmail: '/api/v2/auth/change_email',
  confirmEmailChange: '/api/v2/auth/change_email/confirm',
  deleteEmail: '/api/v2/auth/delete_email',
  selectRole: '/api/v2/user/select_role',
  profile: '/api/v2/profile',
  notifications: '/api/v2/profile/notifications',
  agreements: '/api/v2/profile/docs',
  password: '/api/v2/profile/password',
  deleteAccount: '/api/v2/profile/delete',
  sessions: '/api/v2/profile/sessions',
  twoFactorSetup: '/api/v2/profile/2fa/setup',
  twoFactorEnable: '/api/v2/profile/2fa/enable',
  twoFactorDisable: '/api/v2/profile/2fa/disable',
  apiKey: '/api/v2/profile/api_key',
  adminUsers: '/api/v2/admin/users',
  adminSystemMessages: '/api/v2/admin/system_messages',
  adminMail: '/api/v2/admin/mail',
  devMail: '/api/v2/dev/mail',
} as const;
