import { API_DOC_SLUGS, RECOGNITION_SLUGS, TYPE_SLUGS } from '@crowdsolve/contract';
import { asBuilt, CODE_SAMPLE_LANGUAGES, guest, open, pub, RU_FIRST } from './route-defs.ts';
import type { RouteDef } from './route-types.ts';

/**
 * The pages a signed-out visitor can open (guard `public` or `guest`): the part of the route table
 * the browser starts with. The signed-in part (route-table.cabinet.ts) arrives on the first
 * navigation that needs it. Why two parts and how they are told apart: route-table.ts.
 */
export const PUBLIC_ROUTES: readonly RouteDef[] = asBuilt([
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
  { ...pub('captchaBypassExtension', '/captcha-bypass-extension'), page: 'captchaBypassExtension' },
  { ...pub('puppeteerSolver', '/puppeteer-captcha-solver'), page: 'puppeteerSolver' },
  { ...pub('seleniumSolver', '/selenium-captcha-solver'), page: 'seleniumSolver' },
  { ...pub('boundingBoxSolver', '/bounding-box-captcha-solver'), page: 'boundingBoxSolver' },
  { ...pub('kbSendPushNotification', '/kb/send-push-notification'), page: 'kbPingback' },

  // Public: legal
  { ...pub('termsOfService', '/terms-of-service'), page: 'termsOfService' },
  { ...pub('paymentPolicy', '/payment-policy'), page: 'paymentPolicy' },
  { ...pub('privacyPolicy', '/privacy-policy'), page: 'privacyPolicy' },

  // Public: software catalogue and its blog (fixed paths rank above /software/:slug)
  { ...pub('software', '/software'), page: 'softwareCatalogue' },
  { ...pub('softwareBlog', '/software/blog'), page: 'articleList' },
  { ...pub('softwareBlogArticle', '/software/blog/:slug'), page: 'article' },
  { ...pub('softwareItem', '/software/:slug'), page: 'softwareItem' },

  // Public: blog and tutorials
  { ...pub('blog', '/blog'), page: 'articleList' },
  { ...pub('blogArticle', '/blog/:slug'), page: 'article' },
  { ...pub('tutorials', '/h'), page: 'articleList' },
  { ...pub('tutorialArticle', '/h/:slug'), page: 'article' },

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
  { ...pub('demo', '/demo'), page: 'demoIndex' },
  { ...pub('demoRecaptchaV2', '/demo/recaptcha-v2'), page: 'demoWidget' },
  { ...pub('demoRecaptchaV3', '/demo/recaptcha-v3'), page: 'demoWidget' },
  { ...pub('demoRecaptchaCallback', '/demo/recaptcha-callback'), page: 'demoWidget' },
  { ...pub('demoRecaptchaInvisible', '/demo/recaptcha-invisible'), page: 'demoWidget' },
  { ...pub('demoRecaptchaEnterprise', '/demo/recaptcha-enterprise'), page: 'demoWidget' },
  { ...pub('demoText', '/demo/text'), page: 'demoFirstParty' },
  { ...pub('demoNormal', '/demo/normal'), page: 'demoFirstParty' },
  { ...pub('demoRotatecaptcha', '/demo/rotatecaptcha'), page: 'demoFirstParty' },
  { ...pub('demoKeycaptcha', '/demo/keycaptcha'), page: 'demoWidget' },
  { ...pub('demoHcaptcha', '/demo/hcaptcha'), page: 'demoWidget' },
  { ...pub('demoGeetest', '/demo/geetest'), page: 'demoWidget' },
  { ...pub('demoGeetestV4', '/demo/geetest-v4'), page: 'demoWidget' },
  { ...pub('demoLemin', '/demo/lemin'), page: 'demoWidget' },
  { ...pub('demoSolvemedia', '/demo/solvemedia'), page: 'demoWidget' },
  { ...pub('demoClickcaptcha', '/demo/clickcaptcha'), page: 'demoFirstParty' },
  { ...pub('demoCloudflareTurnstile', '/demo/cloudflare-turnstile'), page: 'demoWidget' },
  { ...pub('demoMtcaptcha', '/demo/mtcaptcha'), page: 'demoWidget' },
  { ...pub('demoBySlug', '/demo/:slug'), page: 'demoFirstParty' },

  // Public: captcha recognition examples
  { ...pub('captchaRecognition', '/captcha-recognition'), page: 'recognitionGallery' },
  {
    ...pub('captchaRecognitionExample', '/captcha-recognition/:slug'),
    page: 'recognitionExample',
    params: { slug: RECOGNITION_SLUGS },
  },

  // /p/ pages: fixed slugs rank above the per-captcha-type landing /p/:slug
  { ...open('pPromocode', '/p/promocode'), page: 'promocode' },
  pub('pDiscountCampaigns', '/p/discount-campaigns'),
  { ...open('pProxyFeedback', '/p/proxy-feedback'), page: 'proxyFeedback' },
  { ...open('pServiceFeedback', '/p/service-feedback'), page: 'serviceFeedback' },
  { ...pub('pCaptchaAndAccessibility', '/p/captcha-and-accessibility'), page: 'accessibility' },
  { ...pub('pLanding', '/p/:slug'), page: 'typeLanding', params: { slug: TYPE_SLUGS } },

  // Affiliate programme: marketing materials are public; referral lists need sign-in
  pub('affiliate', '/affiliate'),
  pub('affiliateReviewExamples', '/affiliate/review-examples'),
  pub('affiliateArticleExamples', '/affiliate/article-examples'),
  pub('affiliateRules', '/affiliate/rules'),
  pub('affiliateLandingPages', '/affiliate/landing-pages'),
  pub('affiliateBanners', '/affiliate/banners'),

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

  // Administration and the development mail outbox
  { ...open('devMail', '/dev/mail'), page: 'devMail' },

  // Payments (fixed paths rank above /pay/:shortname)
  // A mail-link page: like /auth/edit_purse, the link alone confirms (it proves the sender's mailbox).
  { ...open('paySendUserHash', '/pay/send_user_hash/:hash/:userId'), page: 'paySendUserHash' },

  // Support: help pages are public, tickets need a user type
  { ...pub('support', '/support'), page: 'supportHome' },
  { ...pub('supportFaqWorker', '/support/faq/worker'), page: 'supportFaqList' },
  { ...pub('supportFaqCustomer', '/support/faq/customer'), page: 'supportFaqList' },
  { ...pub('supportFaqDeveloper', '/support/faq/developer'), page: 'supportFaqList' },
  { ...pub('supportFaqWorkerTerms', '/support/faq/worker-terms'), page: 'supportFaqList' },
  { ...pub('supportFaqItem', '/support/faq/:id'), page: 'supportFaqItem' },
  { ...pub('supportTutorials', '/support/h'), page: 'articleList' },
  { ...pub('supportBot', '/support/bot'), page: 'supportBot' },
  { ...pub('supportEnterprise', '/support/enterprise'), page: 'supportEnterprise' },

  // Proxy: product page, API docs and cabinet
  pub('proxy', '/proxy'),
  pub('proxyApi', '/proxy/api'),

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
]);
