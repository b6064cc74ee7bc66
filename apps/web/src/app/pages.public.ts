import { type Screen, screen } from './screens.ts';

/** The screens of the public part of the route table (route-table.public.ts), with not-found and the placeholder. */
export const PUBLIC_PAGES = {
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
  devMail: screen('pages/dev/mail.tsx', ['admin'], () =>
    import('../pages/dev/mail.tsx').then((m) => ({ Component: m.DevMailPage })),
  ),
  editPurse: screen('pages/auth/edit-purse.tsx', ['auth', 'partner'], () =>
    import('../pages/auth/edit-purse.tsx').then((m) => ({ Component: m.EditPursePage })),
  ),
  paySendUserHash: screen('pages/pay/send-user-hash.tsx', ['auth', 'transfer'], () =>
    import('../pages/pay/send-user-hash.tsx').then((m) => ({ Component: m.PaySendUserHashPage })),
  ),
  promocode: screen('pages/promocode.tsx', ['transfer'], () =>
    import('../pages/promocode.tsx').then((m) => ({ Component: m.PromocodePage })),
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
  // The captcha demos: the index, and a live first-party captcha (also a task type's generic demo).
  demoIndex: screen('pages/demo/demo.tsx', ['demo', 'landings2'], () =>
    import('../pages/demo/demo.tsx').then((m) => ({ Component: m.DemoIndexPage })),
  ),
  demoFirstParty: screen('pages/demo/demo.tsx', ['demo', 'landings2'], () =>
    import('../pages/demo/demo.tsx').then((m) => ({ Component: m.FirstPartyDemoPage })),
  ),
  // The providers' demo widgets (reCAPTCHA, hCaptcha, Turnstile, GeeTest, …) and the browser extension.
  demoWidget: screen('pages/demo-widgets/demo-widget.tsx', ['demoWidgets', 'demo'], () =>
    import('../pages/demo-widgets/demo-widget.tsx').then((m) => ({ Component: m.DemoWidgetPage })),
  ),
  captchaBypassExtension: screen('pages/demo-widgets/extension.tsx', ['demoWidgets'], () =>
    import('../pages/demo-widgets/extension.tsx').then((m) => ({ Component: m.ExtensionPage })),
  ),
  // The software catalogue and its items.
  softwareCatalogue: screen('pages/software/catalogue.tsx', ['software'], () =>
    import('../pages/software/catalogue.tsx').then((m) => ({ Component: m.SoftwareCataloguePage })),
  ),
  softwareItem: screen('pages/software/item.tsx', ['software'], () =>
    import('../pages/software/item.tsx').then((m) => ({ Component: m.SoftwareItemPage })),
  ),
  // Blog, tutorials and software articles: the list and the article of each kind.
  articleList: screen('pages/content/list.tsx', ['content'], () =>
    import('../pages/content/list.tsx').then((m) => ({ Component: m.ArticleListPage })),
  ),
  article: screen('pages/content/article.tsx', ['content'], () =>
    import('../pages/content/article.tsx').then((m) => ({ Component: m.ArticlePage })),
  ),
  // The help centre: its home with the search, an audience's FAQ, one FAQ entry.
  supportHome: screen('pages/support/support-home.tsx', ['faq'], () =>
    import('../pages/support/support-home.tsx').then((m) => ({ Component: m.SupportHomePage })),
  ),
  supportFaqList: screen('pages/support/faq-list.tsx', ['faq'], () =>
    import('../pages/support/faq-list.tsx').then((m) => ({ Component: m.FaqListPage })),
  ),
  supportFaqItem: screen('pages/support/faq-item.tsx', ['faq'], () =>
    import('../pages/support/faq-item.tsx').then((m) => ({ Component: m.FaqItemPage })),
  ),
  supportBot: screen('pages/support/bot.tsx', ['supportBot'], () =>
    import('../pages/support/bot.tsx').then((m) => ({ Component: m.SupportBotPage })),
  ),
  apiRucaptcha: screen('pages/api-docs/api-rucaptcha.tsx', ['apiDocs'], () =>
    import('../pages/api-docs/api-rucaptcha.tsx').then((m) => ({ Component: m.ApiRucaptchaPage })),
  ),
  // The enterprise support plan: prices, conditions, buying it, the plan held.
  supportEnterprise: screen('pages/support/enterprise.tsx', ['enterprise', 'pricing'], () =>
    import('../pages/support/enterprise.tsx').then((m) => ({ Component: m.EnterprisePage })),
  ),
  // The feedback forms.
  serviceFeedback: screen('pages/feedback.tsx', ['feedback'], () =>
    import('../pages/feedback.tsx').then((m) => ({ Component: m.ServiceFeedbackPage })),
  ),
  proxyFeedback: screen('pages/feedback.tsx', ['feedback'], () =>
    import('../pages/feedback.tsx').then((m) => ({ Component: m.ProxyFeedbackPage })),
  ),
} satisfies Record<string, Screen>;
