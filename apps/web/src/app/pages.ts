import { importWithReload } from '../lib/lazy-reload.ts';

type LazyPage = () => Promise<{ Component: React.ComponentType }>;

/** Every screen component, loaded on demand. A route of the table names one by its key. */
export const PAGES = {
  home: importWithReload(() => import('../pages/home.tsx').then((m) => ({ Component: m.HomePage }))),
  notFound: importWithReload(() => import('../pages/not-found.tsx').then((m) => ({ Component: m.NotFoundPage }))),
  pricing: importWithReload(() => import('../pages/pricing.tsx').then((m) => ({ Component: m.PricingPage }))),
  placeholder: importWithReload(() =>
    import('../pages/placeholder.tsx').then((m) => ({ Component: m.PlaceholderPage })),
  ),
  register: importWithReload(() => import('../pages/auth/register.tsx').then((m) => ({ Component: m.RegisterPage }))),
  login: importWithReload(() => import('../pages/auth/login.tsx').then((m) => ({ Component: m.LoginPage }))),
  remind: importWithReload(() => import('../pages/auth/remind.tsx').then((m) => ({ Component: m.RemindPage }))),
  checkRemind: importWithReload(() =>
    import('../pages/auth/check-remind.tsx').then((m) => ({ Component: m.CheckRemindPage })),
  ),
  logout: importWithReload(() => import('../pages/auth/logout.tsx').then((m) => ({ Component: m.LogoutPage }))),
  confirmEmail: importWithReload(() =>
    import('../pages/auth/confirm-email.tsx').then((m) => ({ Component: m.ConfirmEmailPage })),
  ),
  checkKey: importWithReload(() => import('../pages/auth/check-key.tsx').then((m) => ({ Component: m.CheckKeyPage }))),
  changeEmail: importWithReload(() =>
    import('../pages/auth/change-email.tsx').then((m) => ({ Component: m.ChangeEmailPage })),
  ),
  deleteEmail: importWithReload(() =>
    import('../pages/auth/delete-email.tsx').then((m) => ({ Component: m.DeleteEmailPage })),
  ),
  secondFactor: importWithReload(() =>
    import('../pages/auth/second-factor.tsx').then((m) => ({ Component: m.SecondFactorPage })),
  ),
  twoFactorError: importWithReload(() =>
    import('../pages/auth/two-factor-error.tsx').then((m) => ({ Component: m.TwoFactorErrorPage })),
  ),
  selectRole: importWithReload(() =>
    import('../pages/auth/select-role.tsx').then((m) => ({ Component: m.SelectRolePage })),
  ),
  editType: importWithReload(() => import('../pages/auth/edit-type.tsx').then((m) => ({ Component: m.EditTypePage }))),
  profile: importWithReload(() => import('../pages/profile/profile.tsx').then((m) => ({ Component: m.ProfilePage }))),
  profileEdit: importWithReload(() =>
    import('../pages/profile/edit.tsx').then((m) => ({ Component: m.ProfileEditPage })),
  ),
  profileNotifications: importWithReload(() =>
    import('../pages/profile/notifications.tsx').then((m) => ({ Component: m.ProfileNotificationsPage })),
  ),
  profileSecurity: importWithReload(() =>
    import('../pages/profile/security.tsx').then((m) => ({ Component: m.ProfileSecurityPage })),
  ),
  profileDocs: importWithReload(() =>
    import('../pages/profile/docs.tsx').then((m) => ({ Component: m.ProfileDocsPage })),
  ),
  profilePassword: importWithReload(() =>
    import('../pages/profile/password.tsx').then((m) => ({ Component: m.ProfilePasswordPage })),
  ),
  profileDelete: importWithReload(() =>
    import('../pages/profile/delete.tsx').then((m) => ({ Component: m.ProfileDeletePage })),
  ),
  workerCabinet: importWithReload(() =>
    import('../pages/cabinet/cabinet.tsx').then((m) => ({ Component: m.WorkerCabinetPage })),
  ),
  cabinetTraining: importWithReload(() =>
    import('../pages/cabinet/training.tsx').then((m) => ({ Component: m.CabinetTrainingPage })),
  ),
  cabinetMistakes: importWithReload(() =>
    import('../pages/cabinet/mistakes.tsx').then((m) => ({ Component: m.CabinetMistakesPage })),
  ),
  cabinetEditLang: importWithReload(() =>
    import('../pages/cabinet/editlang.tsx').then((m) => ({ Component: m.CabinetEditLangPage })),
  ),
  adminUsers: importWithReload(() => import('../pages/admin/users.tsx').then((m) => ({ Component: m.AdminUsersPage }))),
  adminWorkers: importWithReload(() =>
    import('../pages/admin/workers.tsx').then((m) => ({ Component: m.AdminWorkersPage })),
  ),
  adminControlTasks: importWithReload(() =>
    import('../pages/admin/control-tasks.tsx').then((m) => ({ Component: m.AdminControlTasksPage })),
  ),
  adminPayouts: importWithReload(() =>
    import('../pages/admin/payouts.tsx').then((m) => ({ Component: m.AdminPayoutsPage })),
  ),
  devMail: importWithReload(() => import('../pages/dev/mail.tsx').then((m) => ({ Component: m.DevMailPage }))),
  partner: importWithReload(() => import('../pages/partner/overview.tsx').then((m) => ({ Component: m.PartnerPage }))),
  partnerPaymentEdit: importWithReload(() =>
    import('../pages/partner/payment-edit.tsx').then((m) => ({ Component: m.PartnerPaymentEditPage })),
  ),
  partnerPayment: importWithReload(() =>
    import('../pages/partner/payment.tsx').then((m) => ({ Component: m.PartnerPaymentPage })),
  ),
  partnerHistoryPayment: importWithReload(() =>
    import('../pages/partner/history.tsx').then((m) => ({ Component: m.PartnerHistoryPage })),
  ),
  editPurse: importWithReload(() =>
    import('../pages/auth/edit-purse.tsx').then((m) => ({ Component: m.EditPursePage })),
  ),
  settingPingback: importWithReload(() =>
    import('../pages/setting/pingback.tsx').then((m) => ({ Component: m.SettingPingbackPage })),
  ),
  settingPingbackLog: importWithReload(() =>
    import('../pages/setting/pingback-log.tsx').then((m) => ({ Component: m.SettingPingbackLogPage })),
  ),
  setting: importWithReload(() => import('../pages/setting/setting.tsx').then((m) => ({ Component: m.SettingPage }))),
  settingIplist: importWithReload(() =>
    import('../pages/setting/iplist.tsx').then((m) => ({ Component: m.SettingIplistPage })),
  ),
  settingPercent100: importWithReload(() =>
    import('../pages/setting/percent-100.tsx').then((m) => ({ Component: m.SettingPercent100Page })),
  ),
  settingEdit: importWithReload(() =>
    import('../pages/setting/edit.tsx').then((m) => ({ Component: m.SettingEditPage })),
  ),
} satisfies Record<string, LazyPage>;

export type PageKey = keyof typeof PAGES;
