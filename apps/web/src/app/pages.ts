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
  enterpage: importWithReload(() =>
    import('../pages/customer/enterpage.tsx').then((m) => ({ Component: m.EnterPage })),
  ),
  settingImpossibleCaptchas: importWithReload(() =>
    import('../pages/customer/reports.tsx').then((m) => ({ Component: m.ImpossibleCaptchasPage })),
  ),
  settingErrors: importWithReload(() =>
    import('../pages/customer/reports.tsx').then((m) => ({ Component: m.ApiErrorsPage })),
  ),
  settingComplaints: importWithReload(() =>
    import('../pages/customer/reports.tsx').then((m) => ({ Component: m.ComplaintsPage })),
  ),
  settingNotCaptcha: importWithReload(() =>
    import('../pages/customer/reports.tsx').then((m) => ({ Component: m.NotCaptchaPage })),
  ),
  testcaptcha: importWithReload(() =>
    import('../pages/customer/testcaptcha.tsx').then((m) => ({ Component: m.TestCaptchaPage })),
  ),
  settingEdit: importWithReload(() =>
    import('../pages/setting/edit.tsx').then((m) => ({ Component: m.SettingEditPage })),
  ),
  statisticsUploads: importWithReload(() =>
    import('../pages/statistics/uploads.tsx').then((m) => ({ Component: m.StatisticsUploadsPage })),
  ),
  statisticsGraphCaptures: importWithReload(() =>
    import('../pages/statistics/graph-captures.tsx').then((m) => ({ Component: m.StatisticsGraphCapturesPage })),
  ),
  paySendUser: importWithReload(() =>
    import('../pages/pay/send-user.tsx').then((m) => ({ Component: m.PaySendUserPage })),
  ),
  paySendUserHash: importWithReload(() =>
    import('../pages/pay/send-user-hash.tsx').then((m) => ({ Component: m.PaySendUserHashPage })),
  ),
  payVoucher: importWithReload(() => import('../pages/pay/voucher.tsx').then((m) => ({ Component: m.PayVoucherPage }))),
  promocode: importWithReload(() => import('../pages/promocode.tsx').then((m) => ({ Component: m.PromocodePage }))),
  adminVouchers: importWithReload(() =>
    import('../pages/admin/vouchers.tsx').then((m) => ({ Component: m.AdminVouchersPage })),
  ),
  adminPromocodes: importWithReload(() =>
    import('../pages/admin/promocodes.tsx').then((m) => ({ Component: m.AdminPromoCodesPage })),
  ),
  pay: importWithReload(() => import('../pages/pay/overview.tsx').then((m) => ({ Component: m.PayPage }))),
  addBalance: importWithReload(() =>
    import('../pages/pay/add-balance.tsx').then((m) => ({ Component: m.AddBalancePage })),
  ),
  payOk: importWithReload(() => import('../pages/pay/result.tsx').then((m) => ({ Component: m.PayOkPage }))),
  payError: importWithReload(() => import('../pages/pay/result.tsx').then((m) => ({ Component: m.PayErrorPage }))),
  payCryptoBtc: importWithReload(() =>
    import('../pages/pay/crypto.tsx').then((m) => ({ Component: m.PayCryptoBtcPage })),
  ),
  payCryptoBch: importWithReload(() =>
    import('../pages/pay/crypto.tsx').then((m) => ({ Component: m.PayCryptoBchPage })),
  ),
  payCryptoTronUsdt: importWithReload(() =>
    import('../pages/pay/crypto.tsx').then((m) => ({ Component: m.PayCryptoTronUsdtPage })),
  ),
  payHistoryPayment: importWithReload(() =>
    import('../pages/pay/history-payment.tsx').then((m) => ({ Component: m.PayHistoryPaymentPage })),
  ),
  payHistoryDay: importWithReload(() =>
    import('../pages/pay/history-day.tsx').then((m) => ({ Component: m.PayHistoryDayPage })),
  ),
  paySandbox: importWithReload(() => import('../pages/pay/sandbox.tsx').then((m) => ({ Component: m.PaySandboxPage }))),
  payMethod: importWithReload(() => import('../pages/pay/method.tsx').then((m) => ({ Component: m.PayMethodPage }))),
} satisfies Record<string, LazyPage>;

export type PageKey = keyof typeof PAGES;
