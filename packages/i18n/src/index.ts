import type { Language } from '@crowdsolve/contract';
import enAdmin from '../locales/en/admin.json' with { type: 'json' };
import enApiDocs from '../locales/en/apiDocs.json' with { type: 'json' };
import enAuth from '../locales/en/auth.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enContent from '../locales/en/content.json' with { type: 'json' };
import enCustomer from '../locales/en/customer.json' with { type: 'json' };
import enDemo from '../locales/en/demo.json' with { type: 'json' };
import enDemoWidgets from '../locales/en/demoWidgets.json' with { type: 'json' };
import enDomains from '../locales/en/domains.json' with { type: 'json' };
import enEditor from '../locales/en/editor.json' with { type: 'json' };
import enEnterprise from '../locales/en/enterprise.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enFaq from '../locales/en/faq.json' with { type: 'json' };
import enFeedback from '../locales/en/feedback.json' with { type: 'json' };
import enHome from '../locales/en/home.json' with { type: 'json' };
import enLandings from '../locales/en/landings.json' with { type: 'json' };
import enLandings2 from '../locales/en/landings2.json' with { type: 'json' };
import enLegal from '../locales/en/legal.json' with { type: 'json' };
import enMail from '../locales/en/mail.json' with { type: 'json' };
import enPartner from '../locales/en/partner.json' with { type: 'json' };
import enPay from '../locales/en/pay.json' with { type: 'json' };
import enPricing from '../locales/en/pricing.json' with { type: 'json' };
import enProfile from '../locales/en/profile.json' with { type: 'json' };
import enPublicStats from '../locales/en/publicStats.json' with { type: 'json' };
import enRoutes from '../locales/en/routes.json' with { type: 'json' };
import enSamples from '../locales/en/samples.json' with { type: 'json' };
import enSoftware from '../locales/en/software.json' with { type: 'json' };
import enStaff from '../locales/en/staff.json' with { type: 'json' };
import enStats from '../locales/en/stats.json' with { type: 'json' };
import enSupportBot from '../locales/en/supportBot.json' with { type: 'json' };
import enTickets from '../locales/en/tickets.json' with { type: 'json' };
import enTransfer from '../locales/en/transfer.json' with { type: 'json' };
import enWorker from '../locales/en/worker.json' with { type: 'json' };
import ruAdmin from '../locales/ru/admin.json' with { type: 'json' };
import ruApiDocs from '../locales/ru/apiDocs.json' with { type: 'json' };
import ruAuth from '../locales/ru/auth.json' with { type: 'json' };
import ruCommon from '../locales/ru/common.json' with { type: 'json' };
import ruContent from '../locales/ru/content.json' with { type: 'json' };
import ruCustomer from '../locales/ru/customer.json' with { type: 'json' };
import ruDemo from '../locales/ru/demo.json' with { type: 'json' };
import ruDemoWidgets from '../locales/ru/demoWidgets.json' with { type: 'json' };
import ruDomains from '../locales/ru/domains.json' with { type: 'json' };
import ruEditor from '../locales/ru/editor.json' with { type: 'json' };
import ruEnterprise from '../locales/ru/enterprise.json' with { type: 'json' };
import ruErrors from '../locales/ru/errors.json' with { type: 'json' };
import ruFaq from '../locales/ru/faq.json' with { type: 'json' };
import ruFeedback from '../locales/ru/feedback.json' with { type: 'json' };
import ruHome from '../locales/ru/home.json' with { type: 'json' };
import ruLandings from '../locales/ru/landings.json' with { type: 'json' };
import ruLandings2 from '../locales/ru/landings2.json' with { type: 'json' };
import ruLegal from '../locales/ru/legal.json' with { type: 'json' };
import ruMail from '../locales/ru/mail.json' with { type: 'json' };
import ruPartner from '../locales/ru/partner.json' with { type: 'json' };
import ruPay from '../locales/ru/pay.json' with { type: 'json' };
import ruPricing from '../locales/ru/pricing.json' with { type: 'json' };
import ruProfile from '../locales/ru/profile.json' with { type: 'json' };
import ruPublicStats from '../locales/ru/publicStats.json' with { type: 'json' };
import ruRoutes from '../locales/ru/routes.json' with { type: 'json' };
import ruSamples from '../locales/ru/samples.json' with { type: 'json' };
import ruSoftware from '../locales/ru/software.json' with { type: 'json' };
import ruStaff from '../locales/ru/staff.json' with { type: 'json' };
import ruStats from '../locales/ru/stats.json' with { type: 'json' };
import ruSupportBot from '../locales/ru/supportBot.json' with { type: 'json' };
import ruTickets from '../locales/ru/tickets.json' with { type: 'json' };
import ruTransfer from '../locales/ru/transfer.json' with { type: 'json' };
import ruWorker from '../locales/ru/worker.json' with { type: 'json' };
import zhAdmin from '../locales/zh/admin.json' with { type: 'json' };
import zhApiDocs from '../locales/zh/apiDocs.json' with { type: 'json' };
import zhAuth from '../locales/zh/auth.json' with { type: 'json' };
import zhCommon from '../locales/zh/common.json' with { type: 'json' };
import zhContent from '../locales/zh/content.json' with { type: 'json' };
import zhCustomer from '../locales/zh/customer.json' with { type: 'json' };
import zhDemo from '../locales/zh/demo.json' with { type: 'json' };
import zhDemoWidgets from '../locales/zh/demoWidgets.json' with { type: 'json' };
import zhDomains from '../locales/zh/domains.json' with { type: 'json' };
import zhEditor from '../locales/zh/editor.json' with { type: 'json' };
import zhEnterprise from '../locales/zh/enterprise.json' with { type: 'json' };
import zhErrors from '../locales/zh/errors.json' with { type: 'json' };
import zhFaq from '../locales/zh/faq.json' with { type: 'json' };
import zhFeedback from '../locales/zh/feedback.json' with { type: 'json' };
import zhHome from '../locales/zh/home.json' with { type: 'json' };
import zhLandings from '../locales/zh/landings.json' with { type: 'json' };
import zhLandings2 from '../locales/zh/landings2.json' with { type: 'json' };
import zhLegal from '../locales/zh/legal.json' with { type: 'json' };
import zhMail from '../locales/zh/mail.json' with { type: 'json' };
import zhPartner from '../locales/zh/partner.json' with { type: 'json' };
import zhPay from '../locales/zh/pay.json' with { type: 'json' };
import zhPricing from '../locales/zh/pricing.json' with { type: 'json' };
import zhProfile from '../locales/zh/profile.json' with { type: 'json' };
import zhPublicStats from '../locales/zh/publicStats.json' with { type: 'json' };
import zhRoutes from '../locales/zh/routes.json' with { type: 'json' };
import zhSamples from '../locales/zh/samples.json' with { type: 'json' };
import zhSoftware from '../locales/zh/software.json' with { type: 'json' };
import zhStaff from '../locales/zh/staff.json' with { type: 'json' };
import zhStats from '../locales/zh/stats.json' with { type: 'json' };
import zhSupportBot from '../locales/zh/supportBot.json' with { type: 'json' };
import zhTickets from '../locales/zh/tickets.json' with { type: 'json' };
import zhTransfer from '../locales/zh/transfer.json' with { type: 'json' };
import zhWorker from '../locales/zh/worker.json' with { type: 'json' };
import type { Namespace } from './namespaces.ts';

export { BASE_NAMESPACES, NAMESPACES, type Namespace, SERVER_NAMESPACES } from './namespaces.ts';

export const resources = {
  en: {
    admin: enAdmin,
    auth: enAuth,
    common: enCommon,
    errors: enErrors,
    mail: enMail,
    profile: enProfile,
    routes: enRoutes,
    partner: enPartner,
    worker: enWorker,
    customer: enCustomer,
    pay: enPay,
    stats: enStats,
    transfer: enTransfer,
    pricing: enPricing,
    staff: enStaff,
    samples: enSamples,
    publicStats: enPublicStats,
    home: enHome,
    apiDocs: enApiDocs,
    legal: enLegal,
    landings: enLandings,
    landings2: enLandings2,
    software: enSoftware,
    content: enContent,
    editor: enEditor,
    domains: enDomains,
    demo: enDemo,
    demoWidgets: enDemoWidgets,
    enterprise: enEnterprise,
    feedback: enFeedback,
    tickets: enTickets,
    faq: enFaq,
    supportBot: enSupportBot,
  },
  ru: {
    admin: ruAdmin,
    auth: ruAuth,
    common: ruCommon,
    errors: ruErrors,
    mail: ruMail,
    profile: ruProfile,
    routes: ruRoutes,
    partner: ruPartner,
    worker: ruWorker,
    customer: ruCustomer,
    pay: ruPay,
    stats: ruStats,
    transfer: ruTransfer,
    pricing: ruPricing,
    staff: ruStaff,
    samples: ruSamples,
    publicStats: ruPublicStats,
    home: ruHome,
    apiDocs: ruApiDocs,
    legal: ruLegal,
    landings: ruLandings,
    landings2: ruLandings2,
    software: ruSoftware,
    content: ruContent,
    editor: ruEditor,
    domains: ruDomains,
    demo: ruDemo,
    demoWidgets: ruDemoWidgets,
    enterprise: ruEnterprise,
    feedback: ruFeedback,
    tickets: ruTickets,
    faq: ruFaq,
    supportBot: ruSupportBot,
  },
  zh: {
    admin: zhAdmin,
    auth: zhAuth,
    common: zhCommon,
    errors: zhErrors,
    mail: zhMail,
    profile: zhProfile,
    routes: zhRoutes,
    partner: zhPartner,
    worker: zhWorker,
    customer: zhCustomer,
    pay: zhPay,
    stats: zhStats,
    transfer: zhTransfer,
    pricing: zhPricing,
    staff: zhStaff,
    samples: zhSamples,
    publicStats: zhPublicStats,
    home: zhHome,
    apiDocs: zhApiDocs,
    legal: zhLegal,
    landings: zhLandings,
    landings2: zhLandings2,
    software: zhSoftware,
    content: zhContent,
    editor: zhEditor,
    domains: zhDomains,
    demo: zhDemo,
    demoWidgets: zhDemoWidgets,
    enterprise: zhEnterprise,
    feedback: zhFeedback,
    tickets: zhTickets,
    faq: zhFaq,
    supportBot: zhSupportBot,
  },
} as const satisfies Record<Language, Record<Namespace, unknown>>;

/** Dotted paths of every leaf string in a catalogue, for the completeness check. */
export function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}
