import { asBuilt, cabinet, editorRole, noType, role, signedIn } from './route-defs.ts';
import type { RouteDef } from './route-types.ts';

/**
 * The pages that need a signed-in user (guards `signedIn`, `noUserType`, `userType`, `role`): the
 * part of the route table the browser loads on demand (see route-table.ts).
 */
export const CABINET_ROUTES: readonly RouteDef[] = asBuilt([
  // Staff homes
  { ...role('pAdmin', '/p/admin', ['admin']), page: 'staffAdmin' },
  { ...role('pModerator', '/p/moderator'), page: 'staffModerator' },
  { ...role('pSupportBotThreads', '/p/support-bot-threads'), page: 'supportBotThreads' },

  // Affiliate programme: referral lists
  signedIn('affiliateInvitedReferrals', '/affiliate/invited-referrals'),
  signedIn('affiliateInvitedReferralsSources', '/affiliate/invited-referrals-sources'),

  // Role choice: signed in, user type not needed
  { ...noType('selectRole', '/select-role'), page: 'selectRole' },
  { ...noType('cabinetEditType', '/cabinet/edittype'), page: 'editType' },

  // Administration
  { ...role('adminUsers', '/admin/users', ['admin']), page: 'adminUsers' },
  { ...role('adminWorkers', '/admin/workers', ['admin']), page: 'adminWorkers' },
  { ...role('adminControlTasks', '/admin/control-tasks', ['admin']), page: 'adminControlTasks' },
  { ...role('adminPayouts', '/admin/payouts', ['admin']), page: 'adminPayouts' },
  { ...role('adminVouchers', '/admin/vouchers', ['admin']), page: 'adminVouchers' },
  { ...role('adminPromocodes', '/admin/promocodes', ['admin']), page: 'adminPromocodes' },
  { ...role('adminPrices', '/admin/prices', ['admin']), page: 'adminPrices' },
  { ...role('adminMail', '/admin/mail', ['admin']), page: 'adminMail' },

  // Profile
  { ...signedIn('profile', '/profile'), page: 'profile' },
  { ...signedIn('profileEdit', '/profile/edit'), page: 'profileEdit' },
  { ...signedIn('profileNotif', '/profile/notif'), page: 'profileNotifications' },
  { ...signedIn('profileAuthentication', '/profile/authentication'), page: 'profileSecurity' },
  { ...signedIn('profileDocs', '/profile/docs'), page: 'profileDocs' },
  { ...signedIn('profileEditPassword', '/profile/edit_password'), page: 'profilePassword' },
  { ...signedIn('profileDelete', '/profile/delete'), page: 'profileDelete' },

  // Customer cabinet
  { ...cabinet('enterpage', '/enterpage'), page: 'enterpage' },
  { ...cabinet('setting', '/setting'), page: 'setting' },
  { ...cabinet('settingPercent100', '/setting/percent_100'), page: 'settingPercent100' },
  { ...cabinet('settingEdit', '/setting/edit'), page: 'settingEdit' },
  { ...cabinet('settingImpossibleCaptchas', '/setting/impossible_captchas'), page: 'settingImpossibleCaptchas' },
  { ...cabinet('settingErrors', '/setting/errors'), page: 'settingErrors' },
  { ...cabinet('settingComplaints', '/setting/complaints'), page: 'settingComplaints' },
  { ...cabinet('settingNotCaptcha', '/setting/not_captcha'), page: 'settingNotCaptcha' },
  { ...cabinet('settingPingbackLog', '/setting/pingback_log'), page: 'settingPingbackLog' },
  { ...cabinet('settingPingback', '/setting/pingback'), page: 'settingPingback' },
  { ...cabinet('settingIplist', '/setting/iplist'), page: 'settingIplist' },
  { ...cabinet('statisticsUploads', '/statistics/uploads'), page: 'statisticsUploads' },
  { ...cabinet('statisticsGraphCaptures', '/statistics/graph_captures'), page: 'statisticsGraphCaptures' },
  { ...cabinet('testcaptcha', '/testcaptcha'), page: 'testcaptcha' },

  // Customer software (fixed paths rank above /software/:slug)
  { ...cabinet('softwareSoftlist', '/software/softlist'), page: 'softwareSoftlist' },
  { ...cabinet('softwareAdd', '/software/add'), page: 'softwareAdd' },
  { ...cabinet('softwareEdit', '/software/:slug/edit'), page: 'softwareEdit' },
  { ...cabinet('softwareStatistic', '/software/statistic/:slug'), page: 'softwareStatistic' },
  { ...role('softwareModeration', '/software/moderation'), page: 'softwareModeration' },

  // Payments (fixed paths rank above /pay/:shortname)
  { ...cabinet('pay', '/pay'), page: 'pay' },
  { ...cabinet('addBalance', '/addbalance'), page: 'addBalance' },
  { ...cabinet('payOk', '/pay/ok'), page: 'payOk' },
  { ...cabinet('payError', '/pay/error'), page: 'payError' },
  { ...cabinet('payCryptoBtc', '/pay/cryptocurrency-btc-BTC'), page: 'payCryptoBtc' },
  { ...cabinet('payCryptoBch', '/pay/cryptocurrency-bch-BCH'), page: 'payCryptoBch' },
  { ...cabinet('payCryptoTronUsdt', '/pay/cryptocurrency-tron-USDT'), page: 'payCryptoTronUsdt' },
  { ...cabinet('payHistoryPayment', '/pay/history_payment'), page: 'payHistoryPayment' },
  { ...cabinet('payHistoryDay', '/pay/history_day'), page: 'payHistoryDay' },
  { ...cabinet('paySendUser', '/pay/send_user'), page: 'paySendUser' },
  // Payments (fixed paths rank above /pay/:shortname)
  // A mail-link page: like /auth/edit_purse, the link alone confirms (it proves the sender's mailbox).
  { ...cabinet('payPaypalVoucher', '/pay/paypal_voucher'), page: 'payVoucher' },
  // Payments (fixed paths rank above /pay/:shortname)
  // A mail-link page: like /auth/edit_purse, the link alone confirms (it proves the sender's mailbox).
  // The sandbox provider's checkout page (test payments; enabled by configuration)
  { ...cabinet('paySandbox', '/pay/sandbox/:paymentId'), page: 'paySandbox' },
  { ...cabinet('payMethod', '/pay/:shortname'), page: 'payMethod' },

  // Worker and partner cabinet
  { ...cabinet('partner', '/partner'), page: 'partner' },
  { ...cabinet('partnerPaymentEdit', '/partner/payment_edit'), page: 'partnerPaymentEdit' },
  { ...cabinet('partnerPayment', '/partner/payment'), page: 'partnerPayment' },
  { ...cabinet('partnerHistoryPayment', '/partner/history_payment'), page: 'partnerHistoryPayment' },
  { ...cabinet('workerCabinet', '/cabinet'), page: 'workerCabinet' },
  { ...cabinet('cabinetTraining', '/cabinet/training'), page: 'cabinetTraining' },
  { ...cabinet('cabinetMistakes', '/cabinet/mistakes'), page: 'cabinetMistakes' },
  { ...cabinet('cabinetEditLang', '/cabinet/editlang'), page: 'cabinetEditLang' },

  // Support: help pages are public, tickets need a user type
  { ...cabinet('supportTickets', '/support/tickets'), page: 'supportTickets' },
  { ...cabinet('supportTicketNew', '/support/tickets/new'), page: 'supportTicketNew' },
  { ...cabinet('supportTicket', '/support/tickets/:id'), page: 'supportTicket' },

  // Proxy: product page, API docs and cabinet
  cabinet('proxyUsers', '/proxy/users'),
  cabinet('proxyIpWhitelist', '/proxy/ip-whitelist'),
  cabinet('proxyStatistics', '/proxy/statistics'),

  // Editor: blog, tutorials and software articles (fixed /new ranks above /:slug)
  { ...editorRole('editorBlog', '/editor/blog'), page: 'editorArticleList' },
  { ...editorRole('editorBlogNew', '/editor/blog/new'), page: 'editorBlogNew' },
  { ...editorRole('editorBlogArticle', '/editor/blog/:slug'), page: 'editorArticle' },
  { ...editorRole('editorBlogEdit', '/editor/blog/:slug/edit'), page: 'editorBlogEdit' },
  { ...editorRole('editorTutorials', '/editor/h'), page: 'editorArticleList' },
  { ...editorRole('editorTutorialNew', '/editor/h/new'), page: 'editorTutorialNew' },
  { ...editorRole('editorTutorialArticle', '/editor/h/:slug'), page: 'editorArticle' },
  { ...editorRole('editorTutorialEdit', '/editor/h/:slug/edit'), page: 'editorTutorialEdit' },
  { ...editorRole('editorSoftwareBlog', '/editor/software/blog'), page: 'editorArticleList' },
  { ...editorRole('editorSoftwareBlogNew', '/editor/software/blog/new'), page: 'editorSoftwareBlogNew' },
  { ...editorRole('editorSoftwareBlogArticle', '/editor/software/blog/:slug'), page: 'editorArticle' },
  { ...editorRole('editorSoftwareBlogEdit', '/editor/software/blog/:slug/edit'), page: 'editorSoftwareBlogEdit' },
  // The help centre's FAQ, per audience
  { ...editorRole('editorFaq', '/editor/faq'), page: 'editorFaq' },
  { ...editorRole('editorManualDomains', '/editor/manual-domains', ['admin']), page: 'editorManualDomains' },

  // Moderation of software items and reviews
  { ...role('editorSoftwareModeration', '/editor/software/moderation'), page: 'softwareModeration' },
  { ...role('editorReviewsModeration', '/editor/reviews/moderation'), page: 'reviewsModeration' },

  // The support desk: the ticket queue and one ticket with the user's context
  { ...role('editorSupportTickets', '/editor/support/tickets'), page: 'deskQueue' },
  { ...role('editorSupportTicket', '/editor/support/tickets/:id'), page: 'deskTicket' },
  // The feedback forms' messages
  { ...role('editorFeedback', '/editor/feedback'), page: 'staffFeedback' },
]);
