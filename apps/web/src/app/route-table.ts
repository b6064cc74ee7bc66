import { API_DOC_SLUGS, type Language, type Permission, RECOGNITION_SLUGS, TYPE_SLUGS } from '@crowdsolve/contract';
import type { Guard, RouteDef } from './route-types.ts';

/**
 * Every page of the product (spec §2) with its guard (spec §4, §6) and the languages it
 * exists in (the language-per-route table, spec §3). Paths carry no language prefix.
 * The catch-all route is added by the router, not here.
 * Titles and meta descriptions: `packages/i18n/locales/<lang>/routes.json`, keyed by id.
 */

const ALL: readonly Language[] = ['en', 'ru', 'zh'];
/** Pages made for the Russian market. */
const RU_FIRST: readonly Language[] = ['ru', 'en'];
/** Staff tools are not translated into zh. */
const STAFF: readonly Language[] = ['en', 'ru'];

const STAFF_ROLES: readonly Permission[] = ['admin', 'moderator'];

/** Languages of the code samples, the values of `/lang/:lang` (spec §2). */
export const CODE_SAMPLE_LANGUAGES = ['php', 'python', 'csharp', 'java', 'go', 'ruby', 'javascript'] as const;

function def(id: string, path: string, guard: Guard, languages: readonly Language[], indexable = false): RouteDef {
  return { id, path, guard, languages, page: 'placeholder', indexable };
}

const PUBLIC: Guard = { kind: 'public' };

/** Public marketing, docs, blog, catalogue, statistics and landing pages: indexed once built. */
const pub = (id: string, path: string, languages = ALL) => def(id, path, PUBLIC, languages, true);
/** Public but not indexed: sign-out, mail-link and utility pages. */
const open = (id: string, path: string) => def(id, path, PUBLIC, ALL);
/** Signed-out visitors only. */
const guest = (id: string, path: string) => def(id, path, { kind: 'guest' }, ALL);
/** Signed in, user type not needed (the role choice screens). */
const noType = (id: string, path: string) => def(id, path, { kind: 'noUserType' }, ALL);
/** Any signed-in user. */
const signedIn = (id: string, path: string) => def(id, path, { kind: 'signedIn' }, ALL);
/** Cabinet pages: signed in with a user type chosen. */
const cabinet = (id: string, path: string) => def(id, path, { kind: 'userType' }, ALL);
/** Staff pages gated by permission flags; admin or moderator unless narrowed. */
const role = (id: string, path: string, allow = STAFF_ROLES) => def(id, path, { kind: 'role', allow }, STAFF);

const TABLE: readonly RouteDef[] = [
  // Public: home and marketing
  { ...pub('home', '/'), page: 'home' },
  { ...pub('about', '/about'), page: 'about' },
  { ...pub('pricing', '/pricing'), page: 'pricing' },
  { ...pub('pricingByType', '/pricing/:slug'), page: 'typeLanding', params: { slug: TYPE_SLUGS } },
  { ...pub('job', '/job'), page: 'job' },
  { ...pub('jobs', '/jobs'), page: 'jobs' },
  { ...pub('forCustomer', '/for-customer'), page: 'forCustomer' },
  { ...pub('makeMoneyOnline', '/make-money-online'), page: 'makeMoneyOnline' },
  { ...pub('captchaWorkaround', '/captcha-workaround'), page: 'captchaWorkaround' },
  { ...open('captchaWorkaroundPay', '/captcha-workaround/pay'), page: 'captchaWorkaroundPay' },
  pub('captchaBypassExtension', '/captcha-bypass-extension'),
  { ...pub('puppeteerSolver', '/puppeteer-captcha-solver'), page: 'puppeteerSolver' },
  { ...pub('seleniumSolver', '/selenium-captcha-solver'), page: 'seleniumSolver' },
  { ...pub('boundingBoxSolver', '/bounding-box-captcha-solver'), page: 'boundingBoxSolver' },
  { ...pub('kbSendPushNotification', '/kb/send-push-notification'), page: 'kbPingback' },

  // Public: legal
  { ...pub('termsOfService', '/terms-of-service'), page: 'termsOfService' },
  { ...pub('paymentPolicy', '/payment-policy'), page: 'paymentPolicy' },
  { ...pub('privacyPolicy', '/privacy-policy'), page: 'privacyPolicy' },

  // Public: software catalogue and its blog (fixed paths rank above /software/:slug)
  pub('software', '/software'),
  pub('softwareBlog', '/software/blog'),
  pub('softwareBlogArticle', '/software/blog/:slug'),
  pub('softwareItem', '/software/:slug'),

  // Public: blog and tutorials
  pub('blog', '/blog'),
  pub('blogArticle', '/blog/:slug'),
  pub('tutorials', '/h'),
  pub('tutorialArticle', '/h/:slug'),

  // Public: API docs, per-product API pages and code samples by language
  { ...pub('apiDocs', '/api-docs'), page: 'apiDocs' },
  { ...pub('apiDocsArticle', '/api-docs/:slug'), page: 'apiDocsArticle', params: { slug: API_DOC_SLUGS } },
  { ...pub('productApiRecaptcha', '/recaptcha-api'), page: 'productApi' },
  { ...pub('productApiHcaptcha', '/hcaptcha-api'), page: 'productApi' },
  { ...pub('productApiTurnstile', '/turnstile-api'), page: 'productApi' },
  { ...pub('productApiGeetest', '/geetest-api'), page: 'productApi' },
  { ...pub('productApiFuncaptcha', '/funcaptcha-api'), page: 'productApi' },
  { ...pub('productApiKeycaptcha', '/keycaptcha-api'), page: 'productApi' },
  { ...pub('productApiLemin', '/lemin-api'), page: 'productApi' },
  { ...pub('productApiMtcaptcha', '/mtcaptcha-api'), page: 'productApi' },
  pub('productApiProxy', '/proxy-api'),
  { ...pub('apiRucaptcha', '/api-rucaptcha', RU_FIRST), page: 'apiRucaptcha' },
  { ...pub('langIndex', '/lang'), page: 'langIndex' },
  { ...pub('langSamples', '/lang/:lang'), page: 'langSamples', params: { lang: CODE_SAMPLE_LANGUAGES } },

  // Public: statistics. Each sub-page shows one graph of GET /api/v2/public_statistics/graph/{graph}
  // (contract: PUBLIC_GRAPH_PAGES): customer-rate devprice, customer-solving-speed devspeed,
  // service-load devload, workers-online devonline, waiting-time workspeed, employee-rate workprice.
  { ...pub('publicStatistics', '/public_statistics'), page: 'publicStatistics' },
  { ...pub('publicStatisticsCustomerRate', '/public_statistics/customer-rate'), page: 'publicStatisticsCustomerRate' },
  {
    ...pub('publicStatisticsCustomerSolvingSpeed', '/public_statistics/customer-solving-speed'),
    page: 'publicStatisticsCustomerSolvingSpeed',
  },
  { ...pub('publicStatisticsServiceLoad', '/public_statistics/service-load'), page: 'publicStatisticsServiceLoad' },
  {
    ...pub('publicStatisticsWorkersOnline', '/public_statistics/workers-online'),
    page: 'publicStatisticsWorkersOnline',
  },
  { ...pub('publicStatisticsWaitingTime', '/public_statistics/waiting-time'), page: 'publicStatisticsWaitingTime' },
  { ...pub('publicStatisticsEmployeeRate', '/public_statistics/employee-rate'), page: 'publicStatisticsEmployeeRate' },

  // Public: software for workers
  { ...pub('workersSoftware', '/workers-software'), page: 'workersSoftware' },
  { ...pub('workersSoftwareCaptchaBotRs', '/workers-software/captcha-bot-rs'), page: 'workersSoftwareBot' },
  { ...pub('workersSoftwareRucaptchaBot', '/workers-software/rucaptcha-bot', RU_FIRST), page: 'workersSoftwareRuBot' },

  // Public: captcha demos (per-type pages rank above /demo/:slug)
  pub('demo', '/demo'),
  pub('demoRecaptchaV2', '/demo/recaptcha-v2'),
  pub('demoRecaptchaV3', '/demo/recaptcha-v3'),
  pub('demoRecaptchaCallback', '/demo/recaptcha-callback'),
  pub('demoRecaptchaInvisible', '/demo/recaptcha-invisible'),
  pub('demoRecaptchaEnterprise', '/demo/recaptcha-enterprise'),
  pub('demoText', '/demo/text'),
  pub('demoNormal', '/demo/normal'),
  pub('demoRotatecaptcha', '/demo/rotatecaptcha'),
  pub('demoKeycaptcha', '/demo/keycaptcha'),
  pub('demoHcaptcha', '/demo/hcaptcha'),
  pub('demoGeetest', '/demo/geetest'),
  pub('demoGeetestV4', '/demo/geetest-v4'),
  pub('demoLemin', '/demo/lemin'),
  pub('demoSolvemedia', '/demo/solvemedia'),
  pub('demoClickcaptcha', '/demo/clickcaptcha'),
  pub('demoCloudflareTurnstile', '/demo/cloudflare-turnstile'),
  pub('demoMtcaptcha', '/demo/mtcaptcha'),
  pub('demoBySlug', '/demo/:slug'),

  // Public: captcha recognition examples
  { ...pub('captchaRecognition', '/captcha-recognition'), page: 'recognitionGallery' },
  {
    ...pub('captchaRecognitionExample', '/captcha-recognition/:slug'),
    page: 'recognitionExample',
    params: { slug: RECOGNITION_SLUGS },
  },

  // /p/ pages: fixed slugs rank above the per-captcha-type landing /p/:slug
  { ...open('pPromocode', '/p/promocode'), page: 'promocode' },
  { ...role('pAdmin', '/p/admin', ['admin']), page: 'staffAdmin' },
  { ...role('pModerator', '/p/moderator'), page: 'staffModerator' },
  pub('pDiscountCampaigns', '/p/discount-campaigns'),
  open('pProxyFeedback', '/p/proxy-feedback'),
  open('pServiceFeedback', '/p/service-feedback'),
  open('pSupportBotThreads', '/p/support-bot-threads'),
  { ...pub('pCaptchaAndAccessibility', '/p/captcha-and-accessibility'), page: 'accessibility' },
  { ...pub('pLanding', '/p/:slug'), page: 'typeLanding', params: { slug: TYPE_SLUGS } },

  // Affiliate programme: marketing materials are public; referral lists need sign-in
  pub('affiliate', '/affiliate'),
  pub('affiliateReviewExamples', '/affiliate/review-examples'),
  pub('affiliateArticleExamples', '/affiliate/article-examples'),
  pub('affiliateRules', '/affiliate/rules'),
  pub('affiliateLandingPages', '/affiliate/landing-pages'),
  pub('affiliateBanners', '/affiliate/banners'),
  signedIn('affiliateInvitedReferrals', '/affiliate/invited-referrals'),
  signedIn('affiliateInvitedReferralsSources', '/affiliate/invited-referrals-sources'),

  // Data labelling
  pub('data', '/data'),
  pub('dataBoundingBox', '/data/bounding-box'),
  pub('dataDatasetAnnotation', '/data/dataset-annotation'),
  pub('dataImageAnnotation', '/data/image-annotation'),
  pub('dataSatelliteImagery', '/data/satellite-imagery-data-annotator'),

  // Auth: sign-up, sign-in and recovery are for signed-out visitors only
  { ...guest('authRegister', '/auth/register'), page: 'register' },
  { ...guest('authLogin', '/auth/login'), page: 'login' },
  { ...guest('authRemind', '/auth/remind'), page: 'remind' },

  // Auth: sign-out and mail-link pages work for anyone
  { ...open('authLogout', '/auth/logout'), page: 'logout' },
  { ...open('authCheckRemind', '/auth/check_remind/:hash/:userId'), page: 'checkRemind' },
  { ...open('authConfirmEmail', '/auth/confirm-email'), page: 'confirmEmail' },
  { ...open('authCheckKey', '/auth/check_key/:hash/:userId'), page: 'checkKey' },
  { ...open('authEditPurse', '/auth/edit_purse/:hash/:userId'), page: 'editPurse' },
  { ...open('authOauth2fa', '/auth/oauth-2fa'), page: 'secondFactor' },
  { ...open('authTwoFactorError', '/auth/two_factor_error'), page: 'twoFactorError' },
  { ...open('authChangeEmail', '/auth/change_email/:hash/:userId/:status'), page: 'changeEmail' },
  { ...open('authDeleteEmail', '/auth/delete_email/:hash/:userId'), page: 'deleteEmail' },

  // Role choice: signed in, user type not needed
  { ...noType('selectRole', '/select-role'), page: 'selectRole' },
  { ...noType('cabinetEditType', '/cabinet/edittype'), page: 'editType' },

  // Administration and the development mail outbox
  { ...role('adminUsers', '/admin/users', ['admin']), page: 'adminUsers' },
  { ...role('adminWorkers', '/admin/workers', ['admin']), page: 'adminWorkers' },
  { ...role('adminControlTasks', '/admin/control-tasks', ['admin']), page: 'adminControlTasks' },
  { ...role('adminPayouts', '/admin/payouts', ['admin']), page: 'adminPayouts' },
  { ...role('adminVouchers', '/admin/vouchers', ['admin']), page: 'adminVouchers' },
  { ...role('adminPromocodes', '/admin/promocodes', ['admin']), page: 'adminPromocodes' },
  { ...role('adminPrices', '/admin/prices', ['admin']), page: 'adminPrices' },
  { ...role('adminMail', '/admin/mail', ['admin']), page: 'adminMail' },
  { ...open('devMail', '/dev/mail'), page: 'devMail' },

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
  cabinet('softwareSoftlist', '/software/softlist'),
  cabinet('softwareAdd', '/software/add'),
  cabinet('softwareEdit', '/software/:slug/edit'),
  cabinet('softwareStatistic', '/software/statistic/:slug'),
  role('softwareModeration', '/software/moderation'),

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
  // A mail-link page: like /auth/edit_purse, the link alone confirms (it proves the sender's mailbox).
  { ...open('paySendUserHash', '/pay/send_user_hash/:hash/:userId'), page: 'paySendUserHash' },
  { ...cabinet('payPaypalVoucher', '/pay/paypal_voucher'), page: 'payVoucher' },
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
  pub('support', '/support'),
  pub('supportFaqWorker', '/support/faq/worker'),
  pub('supportFaqCustomer', '/support/faq/customer'),
  pub('supportFaqDeveloper', '/support/faq/developer'),
  pub('supportFaqWorkerTerms', '/support/faq/worker-terms'),
  pub('supportFaqItem', '/support/faq/:id'),
  pub('supportTutorials', '/support/h'),
  pub('supportBot', '/support/bot'),
  pub('supportEnterprise', '/support/enterprise'),
  cabinet('supportTickets', '/support/tickets'),
  cabinet('supportTicketNew', '/support/tickets/new'),
  cabinet('supportTicket', '/support/tickets/:id'),

  // Proxy: product page, API docs and cabinet
  pub('proxy', '/proxy'),
  pub('proxyApi', '/proxy/api'),
  cabinet('proxyUsers', '/proxy/users'),
  cabinet('proxyIpWhitelist', '/proxy/ip-whitelist'),
  cabinet('proxyStatistics', '/proxy/statistics'),

  // Proxy landing pages (fixed paths rank above /proxy/:slug)
  pub('proxyResidential', '/proxy/residential'),
  pub('proxyMobile', '/proxy/mobile'),
  pub('proxyDatacenter', '/proxy/datacenter'),
  pub('proxyIsp', '/proxy/isp'),
  pub('proxySocks5', '/proxy/socks5'),
  pub('proxyHttps', '/proxy/https'),
  pub('proxyPremium', '/proxy/premium'),
  pub('proxyRotating', '/proxy/rotating'),
  pub('proxyElite', '/proxy/elite'),
  pub('proxyAnonymous', '/proxy/anonymous'),
  pub('proxyLocalUs', '/proxy/local-proxies/us'),
  pub('proxyLocalMx', '/proxy/local-proxies/mx'),
  pub('proxyLocalDe', '/proxy/local-proxies/de'),
  pub('proxyLocalFr', '/proxy/local-proxies/fr'),
  pub('proxyLocalRu', '/proxy/local-proxies/ru'),
  pub('proxyLocalCa', '/proxy/local-proxies/ca'),
  pub('proxyLocalBr', '/proxy/local-proxies/br'),
  pub('proxyLocalUk', '/proxy/local-proxies/uk'),
  pub('proxyLocalEs', '/proxy/local-proxies/es'),
  pub('proxyLocalPt', '/proxy/local-proxies/pt'),
  pub('proxyLanding', '/proxy/:slug'),

  // Editor: blog, tutorials and software articles (fixed /new ranks above /:slug)
  role('editorBlog', '/editor/blog'),
  role('editorBlogNew', '/editor/blog/new'),
  role('editorBlogArticle', '/editor/blog/:slug'),
  role('editorBlogEdit', '/editor/blog/:slug/edit'),
  role('editorTutorials', '/editor/h'),
  role('editorTutorialNew', '/editor/h/new'),
  role('editorTutorialArticle', '/editor/h/:slug'),
  role('editorTutorialEdit', '/editor/h/:slug/edit'),
  role('editorSoftwareBlog', '/editor/software/blog'),
  role('editorSoftwareBlogNew', '/editor/software/blog/new'),
  role('editorSoftwareBlogArticle', '/editor/software/blog/:slug'),
  role('editorSoftwareBlogEdit', '/editor/software/blog/:slug/edit'),
  role('editorManualDomains', '/editor/manual-domains', ['admin']),

  // Moderation of software items and reviews
  role('editorSoftwareModeration', '/editor/software/moderation'),
  role('editorReviewsModeration', '/editor/reviews/moderation'),
];

/**
 * The route table as the app uses it. A page still being built (the placeholder screen) is not
 * indexed: `noindex`, no canonical or alternate links, left out of the sitemap.
 */
export const ROUTES: readonly RouteDef[] = TABLE.map((r) => ({
  ...r,
  indexable: r.indexable && r.page !== 'placeholder',
}));
