import { type Screen, screen } from './screens.ts';

/** The screens of the signed-in part of the route table (route-table.cabinet.ts), loaded with it. */
export const CABINET_PAGES = {
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
  staffAdmin: screen('pages/staff/admin-home.tsx', ['staff', 'software', 'tickets'], () =>
    import('../pages/staff/admin-home.tsx').then((m) => ({ Component: m.StaffAdminPage })),
  ),
  staffModerator: screen('pages/staff/moderator-home.tsx', ['staff', 'software', 'tickets'], () =>
    import('../pages/staff/moderator-home.tsx').then((m) => ({ Component: m.StaffModeratorPage })),
  ),
  adminPrices: screen('pages/staff/prices.tsx', ['staff', 'enterprise'], () =>
    import('../pages/staff/prices.tsx').then((m) => ({ Component: m.AdminPricesPage })),
  ),
  adminMail: screen('pages/admin/mail.tsx', ['admin'], () =>
    import('../pages/admin/mail.tsx').then((m) => ({ Component: m.AdminMailPage })),
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
  payVoucher: screen('pages/pay/voucher.tsx', ['transfer'], () =>
    import('../pages/pay/voucher.tsx').then((m) => ({ Component: m.PayVoucherPage })),
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
  // The developer's software and its moderation.
  softwareSoftlist: screen('pages/software/softlist.tsx', ['software'], () =>
    import('../pages/software/softlist.tsx').then((m) => ({ Component: m.SoftwareSoftlistPage })),
  ),
  softwareAdd: screen('pages/software/form.tsx', ['software'], () =>
    import('../pages/software/form.tsx').then((m) => ({ Component: m.SoftwareAddPage })),
  ),
  softwareEdit: screen('pages/software/form.tsx', ['software'], () =>
    import('../pages/software/form.tsx').then((m) => ({ Component: m.SoftwareEditPage })),
  ),
  softwareStatistic: screen('pages/software/statistic.tsx', ['software'], () =>
    import('../pages/software/statistic.tsx').then((m) => ({ Component: m.SoftwareStatisticPage })),
  ),
  softwareModeration: screen('pages/software/moderation.tsx', ['software'], () =>
    import('../pages/software/moderation.tsx').then((m) => ({ Component: m.SoftwareModerationPage })),
  ),
  // The editor's view of the blog, tutorials and software articles (drafts included).
  // The help centre's FAQ for staff: entries per audience, edited, published and reordered.
  editorFaq: screen('pages/support/faq-editor.tsx', ['faq', 'editor'], () =>
    import('../pages/support/faq-editor.tsx').then((m) => ({ Component: m.FaqEditorPage })),
  ),
  editorArticleList: screen('pages/content/editor-list.tsx', ['content'], () =>
    import('../pages/content/editor-list.tsx').then((m) => ({ Component: m.EditorArticleListPage })),
  ),
  editorArticle: screen('pages/content/editor-article.tsx', ['content'], () =>
    import('../pages/content/editor-article.tsx').then((m) => ({ Component: m.EditorArticlePage })),
  ),
  reviewsModeration: screen('pages/software/moderation.tsx', ['software'], () =>
    import('../pages/software/moderation.tsx').then((m) => ({ Component: m.ReviewsModerationPage })),
  ),
  editorBlogNew: screen('pages/editor/article-edit.tsx', ['editor'], () =>
    import('../pages/editor/article-edit.tsx').then((m) => ({ Component: m.EditorBlogNewPage })),
  ),
  editorBlogEdit: screen('pages/editor/article-edit.tsx', ['editor'], () =>
    import('../pages/editor/article-edit.tsx').then((m) => ({ Component: m.EditorBlogEditPage })),
  ),
  editorTutorialNew: screen('pages/editor/article-edit.tsx', ['editor'], () =>
    import('../pages/editor/article-edit.tsx').then((m) => ({ Component: m.EditorTutorialNewPage })),
  ),
  editorTutorialEdit: screen('pages/editor/article-edit.tsx', ['editor'], () =>
    import('../pages/editor/article-edit.tsx').then((m) => ({ Component: m.EditorTutorialEditPage })),
  ),
  editorSoftwareBlogNew: screen('pages/editor/article-edit.tsx', ['editor'], () =>
    import('../pages/editor/article-edit.tsx').then((m) => ({ Component: m.EditorSoftwareBlogNewPage })),
  ),
  editorSoftwareBlogEdit: screen('pages/editor/article-edit.tsx', ['editor'], () =>
    import('../pages/editor/article-edit.tsx').then((m) => ({ Component: m.EditorSoftwareBlogEditPage })),
  ),
  // Manual domains: the hosts of each site (admins).
  editorManualDomains: screen('pages/editor/manual-domains.tsx', ['domains'], () =>
    import('../pages/editor/manual-domains.tsx').then((m) => ({ Component: m.ManualDomainsPage })),
  ),
  // Support tickets: the user's list, form and thread; the staff desk.
  supportTickets: screen('pages/support/tickets.tsx', ['tickets'], () =>
    import('../pages/support/tickets.tsx').then((m) => ({ Component: m.SupportTicketsPage })),
  ),
  supportTicketNew: screen('pages/support/tickets.tsx', ['tickets'], () =>
    import('../pages/support/tickets.tsx').then((m) => ({ Component: m.SupportTicketNewPage })),
  ),
  supportTicket: screen('pages/support/tickets.tsx', ['tickets'], () =>
    import('../pages/support/tickets.tsx').then((m) => ({ Component: m.SupportTicketPage })),
  ),
  deskQueue: screen('pages/support/desk.tsx', ['tickets'], () =>
    import('../pages/support/desk.tsx').then((m) => ({ Component: m.DeskQueuePage })),
  ),
  deskTicket: screen('pages/support/desk.tsx', ['tickets'], () =>
    import('../pages/support/desk.tsx').then((m) => ({ Component: m.DeskTicketPage })),
  ),
  // The feedback forms' messages for staff.
  staffFeedback: screen('pages/staff/feedback.tsx', ['feedback'], () =>
    import('../pages/staff/feedback.tsx').then((m) => ({ Component: m.AdminFeedbackPage })),
  ),
  supportBotThreads: screen('pages/staff/support-bot-threads.tsx', ['supportBot'], () =>
    import('../pages/staff/support-bot-threads.tsx').then((m) => ({ Component: m.SupportBotThreadsPage })),
  ),
} satisfies Record<string, Screen>;
