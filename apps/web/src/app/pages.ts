import { BASE_NAMESPACES, type Namespace } from '@crowdsolve/i18n/namespaces';
import { importWithReload } from '../lib/lazy-reload.ts';

/** A screen: its module, the catalogue namespaces it uses beyond the base ones, and its loader. */
export interface Screen {
  /** Source path under `src/`: the key of its chunk in the build manifest (the server preloads it). */
  module: string;
  /**
   * Namespaces beyond the base ones (common, errors, routes): the page carries only these, client
   * navigation fetches them with the code. `pages.test.ts` fails when they disagree with the code.
   */
  namespaces: readonly Namespace[];
  load: () => Promise<{ Component: React.ComponentType }>;
}

function screen(module: string, namespaces: readonly Namespace[], load: Screen['load']): Screen {
  return { module, namespaces, load: importWithReload(load) };
}

/** Every screen, loaded on demand. A route of the table names one by its key. */
export const PAGES = {
  home: screen('pages/home.tsx', ['home', 'publicStats', 'pricing'], () =>
    import('../pages/home.tsx').then((m) => ({ Component: m.HomePage })),
  ),
  publicStatistics: screen('pages/public-statistics/overview.tsx', ['publicStats'], () =>
    import('../pages/public-statistics/overview.tsx').then((m) => ({ Component: m.PublicStatisticsPage })),
  ),
  publicStatisticsCustomerRate: screen('pages/public-statistics/graph-page.tsx', ['publicStats', 'pricing'], () =>
    import('../pages/public-statistics/graph-page.tsx').then((m) => ({ Component: m.CustomerRatePage })),
  ),
  publicStatisticsCustomerSolvingSpeed: screen(
    'pages/public-statistics/graph-page.tsx',
    ['publicStats', 'pricing'],
    () => import('../pages/public-statistics/graph-page.tsx').then((m) => ({ Component: m.CustomerSolvingSpeedPage })),
  ),
  publicStatisticsServiceLoad: screen('pages/public-statistics/graph-page.tsx', ['publicStats', 'pricing'], () =>
    import('../pages/public-statistics/graph-page.tsx').then((m) => ({ Component: m.ServiceLoadPage })),
  ),
  publicStatisticsWorkersOnline: screen('pages/public-statistics/graph-page.tsx', ['publicStats', 'pricing'], () =>
    import('../pages/public-statistics/graph-page.tsx').then((m) => ({ Component: m.WorkersOnlinePage })),
  ),
  publicStatisticsWaitingTime: screen('pages/public-statistics/graph-page.tsx', ['publicStats', 'pricing'], () =>
    import('../pages/public-statistics/graph-page.tsx').then((m) => ({ Component: m.WaitingTimePage })),
  ),
  publicStatisticsEmployeeRate: screen('pages/public-statistics/graph-page.tsx', ['publicStats', 'pricing'], () =>
    import('../pages/public-statistics/graph-page.tsx').then((m) => ({ Component: m.EmployeeRatePage })),
  ),
  notFound: screen('pages/not-found.tsx', [], () =>
    import('../pages/not-found.tsx').then((m) => ({ Component: m.NotFoundPage })),
  ),
  pricing: screen('pages/pricing.tsx', ['pricing'], () =>
    import('../pages/pricing.tsx').then((m) => ({ Component: m.PricingPage })),
  ),
  about: screen('pages/landings/about.tsx', ['landings'], () =>
    import('../pages/landings/about.tsx').then((m) => ({ Component: m.AboutPage })),
  ),
  job: screen('pages/landings/worker.tsx', ['landings'], () =>
    import('../pages/landings/worker.tsx').then((m) => ({ Component: m.JobPage })),
  ),
  jobs: screen('pages/landings/worker.tsx', ['landings'], () =>
    import('../pages/landings/worker.tsx').then((m) => ({ Component: m.JobsPage })),
  ),
  makeMoneyOnline: screen('pages/landings/worker.tsx', ['landings'], () =>
    import('../pages/landings/worker.tsx').then((m) => ({ Component: m.MakeMoneyOnlinePage })),
  ),
  forCustomer: screen('pages/landings/for-customer.tsx', ['landings'], () =>
    import('../pages/landings/for-customer.tsx').then((m) => ({ Component: m.ForCustomerPage })),
  ),
  termsOfService: screen('pages/legal/document.tsx', ['legal'], () =>
    import('../pages/legal/document.tsx').then((m) => ({ Component: m.TermsOfServicePage })),
  ),
  paymentPolicy: screen('pages/legal/document.tsx', ['legal'], () =>
    import('../pages/legal/document.tsx').then((m) => ({ Component: m.PaymentPolicyPage })),
  ),
  privacyPolicy: screen('pages/legal/document.tsx', ['legal'], () =>
    import('../pages/legal/document.tsx').then((m) => ({ Component: m.PrivacyPolicyPage })),
  ),
  typeLanding: screen('pages/type-landings/type-landing.tsx', ['landings2'], () =>
    import('../pages/type-landings/type-landing.tsx').then((m) => ({ Component: m.TypeLandingPage })),
  ),
  accessibility: screen('pages/type-landings/accessibility.tsx', ['landings2'], () =>
    import('../pages/type-landings/accessibility.tsx').then((m) => ({ Component: m.AccessibilityPage })),
  ),
  kbPingback: screen('pages/type-landings/kb-pingback.tsx', ['landings2'], () =>
    import('../pages/type-landings/kb-pingback.tsx').then((m) => ({ Component: m.KbPingbackPage })),
  ),
  captchaWorkaround: screen('pages/type-landings/captcha-workaround.tsx', ['landings2'], () =>
    import('../pages/type-landings/captcha-workaround.tsx').then((m) => ({ Component: m.CaptchaWorkaroundPage })),
  ),
  captchaWorkaroundPay: screen('pages/type-landings/captcha-workaround-pay.tsx', ['landings2'], () =>
    import('../pages/type-landings/captcha-workaround-pay.tsx').then((m) => ({
      Component: m.CaptchaWorkaroundPayPage,
    })),
  ),
  recognitionGallery: screen('pages/recognition/gallery.tsx', ['landings2'], () =>
    import('../pages/recognition/gallery.tsx').then((m) => ({ Component: m.RecognitionGalleryPage })),
  ),
  recognitionExample: screen('pages/recognition/example.tsx', ['landings2'], () =>
    import('../pages/recognition/example.tsx').then((m) => ({ Component: m.RecognitionExamplePage })),
  ),
  workersSoftware: screen('pages/workers-software/workers-software.tsx', ['landings2'], () =>
    import('../pages/workers-software/workers-software.tsx').then((m) => ({ Component: m.WorkersSoftwarePage })),
  ),
  workersSoftwareBot: screen('pages/workers-software/workers-software.tsx', ['landings2'], () =>
    import('../pages/workers-software/workers-software.tsx').then((m) => ({ Component: m.WorkersSoftwareBotPage })),
  ),
  workersSoftwareRuBot: screen('pages/workers-software/workers-software.tsx', ['landings2'], () =>
    import('../pages/workers-software/workers-software.tsx').then((m) => ({ Component: m.WorkersSoftwareRuBotPage })),
  ),
  placeholder: screen('pages/placeholder.tsx', [], () =>
    import('../pages/placeholder.tsx').then((m) => ({ Component: m.PlaceholderPage })),
  ),
  register: screen('pages/auth/register.tsx', ['auth'], () =>
    import('../pages/auth/register.tsx').then((m) => ({ Component: m.RegisterPage })),
  ),
  login: screen('pages/auth/login.tsx', ['auth'], () =>
    import('../pages/auth/login.tsx').then((m) => ({ Component: m.LoginPage })),
  ),
  remind: screen('pages/auth/remind.tsx', ['auth'], () =>
    import('../pages/auth/remind.tsx').then((m) => ({ Component: m.RemindPage })),
  ),
  checkRemind: screen('pages/auth/check-remind.tsx', ['auth'], () =>
    import('../pages/auth/check-remind.tsx').then((m) => ({ Component: m.CheckRemindPage })),
  ),
  logout: screen('pages/auth/logout.tsx', ['auth'], () =>
    import('../pages/auth/logout.tsx').then((m) => ({ Component: m.LogoutPage })),
  ),
  confirmEmail: screen('pages/auth/confirm-email.tsx', ['auth'], () =>
    import('../pages/auth/confirm-email.tsx').then((m) => ({ Component: m.ConfirmEmailPage })),
  ),
  checkKey: screen('pages/auth/check-key.tsx', ['auth'], () =>
    import('../pages/auth/check-key.tsx').then((m) => ({ Component: m.CheckKeyPage })),
  ),
  changeEmail: screen('pages/auth/change-email.tsx', ['auth'], () =>
    import('../pages/auth/change-email.tsx').then((m) => ({ Component: m.ChangeEmailPage })),
  ),
  deleteEmail: screen('pages/auth/delete-email.tsx', ['auth'], () =>
    import('../pages/auth/delete-email.tsx').then((m) => ({ Component: m.DeleteEmailPage })),
  ),
  secondFactor: screen('pages/auth/second-factor.tsx', ['auth'], () =>
    import('../pages/auth/second-factor.tsx').then((m) => ({ Component: m.SecondFactorPage })),
  ),
  twoFactorError: screen('pages/auth/two-factor-error.tsx', ['auth'], () =>
    import('../pages/auth/two-factor-error.tsx').then((m) => ({ Component: m.TwoFactorErrorPage })),
  ),
  selectRole: screen('pages/auth/select-role.tsx', ['auth'], () =>
    import('../pages/auth/select-role.tsx').then((m) => ({ Component: m.SelectRolePage })),
  ),
  editType: screen('pages/auth/edit-type.tsx', ['auth'], () =>
    import('../pages/auth/edit-type.tsx').then((m) => ({ Component: m.EditTypePage })),
  ),
  profile: screen('pages/profile/profile.tsx', ['profile'], () =>
    import('../pages/profile/profile.tsx').then((m) => ({ Component: m.ProfilePage })),
  ),
  profileEdit: screen('pages/profile/edit.tsx', ['profile'], () =>
    import('../pages/profile/edit.tsx').then((m) => ({ Component: m.ProfileEditPage })),
  ),
  profileNotifications: screen('pages/profile/notifications.tsx', ['profile'], () =>
    import('../pages/profile/notifications.tsx').then((m) => ({ Component: m.ProfileNotificationsPage })),
  ),
  profileSecurity: screen('pages/profile/security.tsx', ['profile'], () =>
    import('../pages/profile/security.tsx').then((m) => ({ Component: m.ProfileSecurityPage })),
  ),
  profileDocs: screen('pages/profile/docs.tsx', ['profile'], () =>
    import('../pages/profile/docs.tsx').then((m) => ({ Component: m.ProfileDocsPage })),
  ),
  profilePassword: screen('pages/profile/password.tsx', ['profile'], () =>
    import('../pages/profile/password.tsx').then((m) => ({ Component: m.ProfilePasswordPage })),
  ),
  profileDelete: screen('pages/profile/delete.tsx', ['profile'], () =>
    import('../pages/profile/delete.tsx').then((m) => ({ Component: m.ProfileDeletePage })),
  ),
  workerCabinet: screen('pages/cabinet/cabinet.tsx', ['worker'], () =>
    import('../pages/cabinet/cabinet.tsx').then((m) => ({ Component: m.WorkerCabinetPage })),
  ),
  cabinetTraining: screen('pages/cabinet/training.tsx', ['worker'], () =>
    import('../pages/cabinet/training.tsx').then((m) => ({ Component: m.CabinetTrainingPage })),
  ),
  cabinetMistakes: screen('pages/cabinet/mistakes.tsx', ['worker'], () =>
    import('../pages/cabinet/mistakes.tsx').then((m) => ({ Component: m.CabinetMistakesPage })),
  ),
  cabinetEditLang: screen('pages/cabinet/editlang.tsx', ['worker'], () =>
    import('../pages/cabinet/editlang.tsx').then((m) => ({ Component: m.CabinetEditLangPage })),
  ),
  adminUsers: screen('pages/admin/users.tsx', ['admin'], () =>
    import('../pages/admin/users.tsx').then((m) => ({ Component: m.AdminUsersPage })),
  ),
  adminWorkers: screen('pages/admin/workers.tsx', ['admin'], () =>
    import('../pages/admin/workers.tsx').then((m) => ({ Component: m.AdminWorkersPage })),
  ),
  adminControlTasks: screen('pages/admin/control-tasks.tsx', ['admin'], () =>
    import('../pages/admin/control-tasks.tsx').then((m) => ({ Component: m.AdminControlTasksPage })),
  ),
  adminPayouts: screen('pages/admin/payouts.tsx', ['admin'], () =>
    import('../pages/admin/payouts.tsx').then((m) => ({ Component: m.AdminPayoutsPage })),
  ),
  staffAdmin: screen('pages/staff/admin-home.tsx', ['staff'], () =>
    import('../pages/staff/admin-home.tsx').then((m) => ({ Component: m.StaffAdminPage })),
  ),
  staffModerator: screen('pages/staff/moderator-home.tsx', ['staff'], () =>
    import('../pages/staff/moderator-home.tsx').then((m) => ({ Component: m.StaffModeratorPage })),
  ),
  adminPrices: screen('pages/staff/prices.tsx', ['staff'], () =>
    import('../pages/staff/prices.tsx').then((m) => ({ Component: m.AdminPricesPage })),
  ),
  adminMail: screen('pages/admin/mail.tsx', ['admin'], () =>
    import('../pages/admin/mail.tsx').then((m) => ({ Component: m.AdminMailPage })),
  ),
  devMail: screen('pages/dev/mail.tsx', ['admin'], () =>
    import('../pages/dev/mail.tsx').then((m) => ({ Component: m.DevMailPage })),
  ),
  partner: screen('pages/partner/overview.tsx', ['partner', 'worker'], () =>
    import('../pages/partner/overview.tsx').then((m) => ({ Component: m.PartnerPage })),
  ),
  partnerPaymentEdit: screen('pages/partner/payment-edit.tsx', ['partner'], () =>
    import('../pages/partner/payment-edit.tsx').then((m) => ({ Component: m.PartnerPaymentEditPage })),
  ),
  partnerPayment: screen('pages/partner/payment.tsx', ['partner'], () =>
    import('../pages/partner/payment.tsx').then((m) => ({ Component: m.PartnerPaymentPage })),
  ),
  partnerHistoryPayment: screen('pages/partner/history.tsx', ['partner'], () =>
    import('../pages/partner/history.tsx').then((m) => ({ Component: m.PartnerHistoryPage })),
  ),
  editPurse: screen('pages/auth/edit-purse.tsx', ['auth', 'partner'], () =>
    import('../pages/auth/edit-purse.tsx').then((m) => ({ Component: m.EditPursePage })),
  ),
  settingPingback: screen('pages/setting/pingback.tsx', ['profile'], () =>
    import('../pages/setting/pingback.tsx').then((m) => ({ Component: m.SettingPingbackPage })),
  ),
  settingPingbackLog: screen('pages/setting/pingback-log.tsx', ['profile'], () =>
    import('../pages/setting/pingback-log.tsx').then((m) => ({ Component: m.SettingPingbackLogPage })),
  ),
  setting: screen('pages/setting/setting.tsx', ['customer', 'profile'], () =>
    import('../pages/setting/setting.tsx').then((m) => ({ Component: m.SettingPage })),
  ),
  settingIplist: screen('pages/setting/iplist.tsx', ['profile'], () =>
    import('../pages/setting/iplist.tsx').then((m) => ({ Component: m.SettingIplistPage })),
  ),
  settingPercent100: screen('pages/setting/percent-100.tsx', ['profile'], () =>
    import('../pages/setting/percent-100.tsx').then((m) => ({ Component: m.SettingPercent100Page })),
  ),
  enterpage: screen('pages/customer/enterpage.tsx', ['customer', 'profile'], () =>
    import('../pages/customer/enterpage.tsx').then((m) => ({ Component: m.EnterPage })),
  ),
  settingImpossibleCaptchas: screen('pages/customer/reports.tsx', ['customer'], () =>
    import('../pages/customer/reports.tsx').then((m) => ({ Component: m.ImpossibleCaptchasPage })),
  ),
  settingErrors: screen('pages/customer/reports.tsx', ['customer'], () =>
    import('../pages/customer/reports.tsx').then((m) => ({ Component: m.ApiErrorsPage })),
  ),
  settingComplaints: screen('pages/customer/reports.tsx', ['customer'], () =>
    import('../pages/customer/reports.tsx').then((m) => ({ Component: m.ComplaintsPage })),
  ),
  settingNotCaptcha: screen('pages/customer/reports.tsx', ['customer'], () =>
    import('../pages/customer/reports.tsx').then((m) => ({ Component: m.NotCaptchaPage })),
  ),
  testcaptcha: screen('pages/customer/testcaptcha.tsx', ['customer'], () =>
    import('../pages/customer/testcaptcha.tsx').then((m) => ({ Component: m.TestCaptchaPage })),
  ),
  settingEdit: screen('pages/setting/edit.tsx', ['profile'], () =>
    import('../pages/setting/edit.tsx').then((m) => ({ Component: m.SettingEditPage })),
  ),
  statisticsUploads: screen('pages/statistics/uploads.tsx', ['stats', 'worker'], () =>
    import('../pages/statistics/uploads.tsx').then((m) => ({ Component: m.StatisticsUploadsPage })),
  ),
  statisticsGraphCaptures: screen('pages/statistics/graph-captures.tsx', ['stats'], () =>
    import('../pages/statistics/graph-captures.tsx').then((m) => ({ Component: m.StatisticsGraphCapturesPage })),
  ),
  paySendUser: screen('pages/pay/send-user.tsx', ['transfer'], () =>
    import('../pages/pay/send-user.tsx').then((m) => ({ Component: m.PaySendUserPage })),
  ),
  paySendUserHash: screen('pages/pay/send-user-hash.tsx', ['auth', 'transfer'], () =>
    import('../pages/pay/send-user-hash.tsx').then((m) => ({ Component: m.PaySendUserHashPage })),
  ),
  payVoucher: screen('pages/pay/voucher.tsx', ['transfer'], () =>
    import('../pages/pay/voucher.tsx').then((m) => ({ Component: m.PayVoucherPage })),
  ),
  promocode: screen('pages/promocode.tsx', ['transfer'], () =>
    import('../pages/promocode.tsx').then((m) => ({ Component: m.PromocodePage })),
  ),
  adminVouchers: screen('pages/admin/vouchers.tsx', ['transfer'], () =>
    import('../pages/admin/vouchers.tsx').then((m) => ({ Component: m.AdminVouchersPage })),
  ),
  adminPromocodes: screen('pages/admin/promocodes.tsx', ['transfer'], () =>
    import('../pages/admin/promocodes.tsx').then((m) => ({ Component: m.AdminPromoCodesPage })),
  ),
  pay: screen('pages/pay/overview.tsx', ['pay'], () =>
    import('../pages/pay/overview.tsx').then((m) => ({ Component: m.PayPage })),
  ),
  addBalance: screen('pages/pay/add-balance.tsx', ['pay'], () =>
    import('../pages/pay/add-balance.tsx').then((m) => ({ Component: m.AddBalancePage })),
  ),
  payOk: screen('pages/pay/result.tsx', ['pay'], () =>
    import('../pages/pay/result.tsx').then((m) => ({ Component: m.PayOkPage })),
  ),
  payError: screen('pages/pay/result.tsx', ['pay'], () =>
    import('../pages/pay/result.tsx').then((m) => ({ Component: m.PayErrorPage })),
  ),
  payCryptoBtc: screen('pages/pay/crypto.tsx', ['pay'], () =>
    import('../pages/pay/crypto.tsx').then((m) => ({ Component: m.PayCryptoBtcPage })),
  ),
  payCryptoBch: screen('pages/pay/crypto.tsx', ['pay'], () =>
    import('../pages/pay/crypto.tsx').then((m) => ({ Component: m.PayCryptoBchPage })),
  ),
  payCryptoTronUsdt: screen('pages/pay/crypto.tsx', ['pay'], () =>
    import('../pages/pay/crypto.tsx').then((m) => ({ Component: m.PayCryptoTronUsdtPage })),
  ),
  payHistoryPayment: screen('pages/pay/history-payment.tsx', ['pay'], () =>
    import('../pages/pay/history-payment.tsx').then((m) => ({ Component: m.PayHistoryPaymentPage })),
  ),
  payHistoryDay: screen('pages/pay/history-day.tsx', ['pay'], () =>
    import('../pages/pay/history-day.tsx').then((m) => ({ Component: m.PayHistoryDayPage })),
  ),
  paySandbox: screen('pages/pay/sandbox.tsx', ['pay'], () =>
    import('../pages/pay/sandbox.tsx').then((m) => ({ Component: m.PaySandboxPage })),
  ),
  payMethod: screen('pages/pay/method.tsx', ['pay'], () =>
    import('../pages/pay/method.tsx').then((m) => ({ Component: m.PayMethodPage })),
  ),
  langIndex: screen('pages/code-samples/lang-index.tsx', ['samples'], () =>
    import('../pages/code-samples/lang-index.tsx').then((m) => ({ Component: m.LangIndexPage })),
  ),
  langSamples: screen('pages/code-samples/lang-samples.tsx', ['samples'], () =>
    import('../pages/code-samples/lang-samples.tsx').then((m) => ({ Component: m.LangSamplesPage })),
  ),
  puppeteerSolver: screen('pages/code-samples/solver-landing.tsx', ['samples'], () =>
    import('../pages/code-samples/solver-landing.tsx').then((m) => ({ Component: m.PuppeteerSolverPage })),
  ),
  seleniumSolver: screen('pages/code-samples/solver-landing.tsx', ['samples'], () =>
    import('../pages/code-samples/solver-landing.tsx').then((m) => ({ Component: m.SeleniumSolverPage })),
  ),
  boundingBoxSolver: screen('pages/code-samples/solver-landing.tsx', ['samples'], () =>
    import('../pages/code-samples/solver-landing.tsx').then((m) => ({ Component: m.BoundingBoxSolverPage })),
  ),
  apiDocs: screen('pages/api-docs/api-docs.tsx', ['apiDocs'], () =>
    import('../pages/api-docs/api-docs.tsx').then((m) => ({ Component: m.ApiDocsPage })),
  ),
  apiDocsArticle: screen('pages/api-docs/api-doc-article.tsx', ['apiDocs'], () =>
    import('../pages/api-docs/api-doc-article.tsx').then((m) => ({ Component: m.ApiDocArticlePage })),
  ),
  productApi: screen('pages/api-docs/product-api.tsx', ['apiDocs'], () =>
    import('../pages/api-docs/product-api.tsx').then((m) => ({ Component: m.ProductApiPage })),
  ),
  apiRucaptcha: screen('pages/api-docs/api-rucaptcha.tsx', ['apiDocs'], () =>
    import('../pages/api-docs/api-rucaptcha.tsx').then((m) => ({ Component: m.ApiRucaptchaPage })),
  ),
} satisfies Record<string, Screen>;

export type PageKey = keyof typeof PAGES;

/** Every namespace a screen needs: the base ones and its own. */
export function namespacesFor(page: PageKey): readonly Namespace[] {
  return [...BASE_NAMESPACES, ...PAGES[page].namespaces];
}
