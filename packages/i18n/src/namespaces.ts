/**
 * The catalogues' namespaces, without the catalogues: the browser imports this module alone and
 * receives the strings of one language and the namespaces a page uses (see apps/web/src/lib/i18n).
 */

/** Namespaces: `admin`, `auth`, `profile`, `worker` (the worker cabinet), `partner` (payouts), `customer` (dashboard, customer lists, test captcha), `pay` (top-ups), `transfer` (transfers, vouchers, promo codes), `stats` (customer statistics), `pricing` (the price list), `staff` (the staff home, prices and rates), `samples` (code samples and the solver landings), `publicStats` (public statistics), `home` (the home page), `apiDocs` (the API documentation), `landings2` (per-type landings, recognition examples, worker software, pingback and accessibility pages), `legal` (the legal documents' pages), `landings` (/about and the worker and customer landings), `software` (the software catalogue, the developer's software area and its moderation), `content` (the blog, tutorials and software articles), `editor` (their editor), `domains` (the manual domains), `demo` (the captcha demos), `demoWidgets` (the providers' demo widgets and the browser extension page), `tickets` (support tickets and the staff desk), `faq` (the support home, the FAQ and its editor), `enterprise` (the enterprise support plan page), `feedback` (the feedback forms and their staff list), `supportBot` (the support bot's chat and its threads for staff) (their screens), `common` (layout, shared words, validation), `errors` (one message per error code), `mail` (server mails), `routes` (titles). */
export const NAMESPACES = [
  'admin',
  'auth',
  'common',
  'errors',
  'mail',
  'partner',
  'profile',
  'routes',
  'worker',
  'customer',
  'pay',
  'stats',
  'transfer',
  'pricing',
  'staff',
  'samples',
  'publicStats',
  'home',
  'apiDocs',
  'landings2',
  'legal',
  'landings',
  'software',
  'content',
  'editor',
  'domains',
  'demo',
  'demoWidgets',
  'tickets',
  'faq',
  'enterprise',
  'feedback',
  'supportBot',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Namespaces every page needs (layout, shared words, error messages, page titles): inlined in every page. */
export const BASE_NAMESPACES = ['common', 'errors', 'routes'] as const satisfies readonly Namespace[];

/** Namespaces only the server uses (mails): never sent to the browser. */
export const SERVER_NAMESPACES = ['mail'] as const satisfies readonly Namespace[];
