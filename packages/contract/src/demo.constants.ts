// The demo captchas' constants (zod-free, so pages and the browser extension can import them).
import type { TaskKindId } from './task-kinds.constants.ts';

/** Captchas the service draws itself (spec §2 /demo/{slug}): signed, single-use, expiring. */
export const FIRST_PARTY_DEMO_SLUGS = ['normal', 'text', 'rotatecaptcha', 'clickcaptcha', 'grid'] as const;
export type FirstPartyDemoSlug = (typeof FIRST_PARTY_DEMO_SLUGS)[number];

/** Providers' widgets, loaded from the provider and verified through its siteverify endpoint. */
export const THIRD_PARTY_DEMO_SLUGS = [
  'recaptcha-v2',
  'recaptcha-v3',
  'recaptcha-callback',
  'recaptcha-invisible',
  'recaptcha-enterprise',
  'hcaptcha',
  'cloudflare-turnstile',
  'geetest',
  'geetest-v4',
  'keycaptcha',
  'lemin',
  'mtcaptcha',
] as const;
export type ThirdPartyDemoSlug = (typeof THIRD_PARTY_DEMO_SLUGS)[number];

/** Providers that no longer exist: their page says so and points to the other demos. */
export const DEFUNCT_DEMO_SLUGS = ['solvemedia'] as const;
export type DefunctDemoSlug = (typeof DEFUNCT_DEMO_SLUGS)[number];

/** Every per-type demo page (they take precedence over the generic demo of a task type). */
export const DEMO_SLUGS = [...FIRST_PARTY_DEMO_SLUGS, ...THIRD_PARTY_DEMO_SLUGS, ...DEFUNCT_DEMO_SLUGS] as const;
export type DemoSlug = (typeof DEMO_SLUGS)[number];

/** The provider whose widget a third-party demo loads (one siteverify adapter each). */
export const DEMO_PROVIDERS = [
  'recaptcha',
  'recaptcha-enterprise',
  'hcaptcha',
  'turnstile',
  'geetest',
  'geetest-v4',
  'keycaptcha',
  'lemin',
  'mtcaptcha',
] as const;
export type DemoProvider = (typeof DEMO_PROVIDERS)[number];

export const DEMO_PROVIDER_OF: Record<ThirdPartyDemoSlug, DemoProvider> = {
  'recaptcha-v2': 'recaptcha',
  'recaptcha-v3': 'recaptcha',
  'recaptcha-callback': 'recaptcha',
  'recaptcha-invisible': 'recaptcha',
  'recaptcha-enterprise': 'recaptcha-enterprise',
  hcaptcha: 'hcaptcha',
  'cloudflare-turnstile': 'turnstile',
  geetest: 'geetest',
  'geetest-v4': 'geetest-v4',
  keycaptcha: 'keycaptcha',
  lemin: 'lemin',
  mtcaptcha: 'mtcaptcha',
};

/** The task kind the service solves each per-type demo as (what `in.php` / `createTask` sends). */
export const DEMO_TASK_KIND: Record<FirstPartyDemoSlug | ThirdPartyDemoSlug, TaskKindId> = {
  normal: 'image_text',
  text: 'text',
  rotatecaptcha: 'rotate',
  clickcaptcha: 'coordinates',
  grid: 'grid',
  'recaptcha-v2': 'recaptcha_v2',
  'recaptcha-v3': 'recaptcha_v3',
  'recaptcha-callback': 'recaptcha_v2',
  'recaptcha-invisible': 'recaptcha_v2',
  'recaptcha-enterprise': 'recaptcha_v2',
  hcaptcha: 'hcaptcha',
  'cloudflare-turnstile': 'turnstile',
  geetest: 'geetest',
  'geetest-v4': 'geetest_v4',
  keycaptcha: 'keycaptcha',
  lemin: 'lemin',
  mtcaptcha: 'mtcaptcha',
};

/**
 * The per-type demo a task kind's slug shows (`/demo/turnstile` is the Turnstile demo). A slug
 * naming any other task kind (its id, `_` or `-`) shows that kind's generic demo: the first-party
 * captcha closest to it, `GENERIC_DEMO_OF`. A kind with several demos shows its first
 * (`recaptcha_v2` → `recaptcha-v2`).
 */
export const DEMO_SLUG_OF_TASK_KIND: Partial<Record<TaskKindId, FirstPartyDemoSlug | ThirdPartyDemoSlug>> =
  Object.fromEntries(
    (Object.entries(DEMO_TASK_KIND) as [FirstPartyDemoSlug | ThirdPartyDemoSlug, TaskKindId][])
      .reverse()
      .map(([slug, kind]) => [kind, slug]),
  );

/** The first-party captcha a task kind without a demo of its own is shown as (what a person does). */
export const GENERIC_DEMO_OF: Record<TaskKindId, FirstPartyDemoSlug> = {
  image_text: 'normal',
  text: 'text',
  rotate: 'rotatecaptcha',
  coordinates: 'clickcaptcha',
  grid: 'grid',
  canvas: 'clickcaptcha',
  bounding_box: 'clickcaptcha',
  audio: 'normal',
  temu: 'clickcaptcha',
  vk_image: 'normal',
  recaptcha_v2: 'grid',
  recaptcha_v3: 'grid',
  hcaptcha: 'grid',
  geetest: 'clickcaptcha',
  geetest_v4: 'clickcaptcha',
  turnstile: 'text',
  funcaptcha: 'rotatecaptcha',
  keycaptcha: 'clickcaptcha',
  lemin: 'clickcaptcha',
  mtcaptcha: 'normal',
  capy: 'clickcaptcha',
  amazon_waf: 'grid',
  cutcaptcha: 'clickcaptcha',
  friendly_captcha: 'text',
  atb_captcha: 'clickcaptcha',
  tencent: 'clickcaptcha',
  datadome: 'clickcaptcha',
  prosopo: 'grid',
  captchafox: 'clickcaptcha',
  vk_captcha: 'rotatecaptcha',
  altcha: 'text',
  yandex: 'clickcaptcha',
  cybersiara: 'clickcaptcha',
};

/** A first-party challenge's life: after this it verifies as `expired`. */
export const DEMO_CHALLENGE_TTL_MS = 10 * 60_000;
/** A rotate answer within this many degrees of upright is right. */
export const DEMO_ROTATE_TOLERANCE_DEG = 10;
/** The longest answer the verify call reads (the answer input's maxlength). */
export const DEMO_ANSWER_MAX = 200;

/** How a reCAPTCHA demo uses the widget. */
export const RECAPTCHA_VARIANTS = ['checkbox', 'callback', 'invisible', 'score'] as const;
export type RecaptchaVariant = (typeof RECAPTCHA_VARIANTS)[number];

/** The provider could not be asked: no answer in time, no connection, or an answer we cannot read. */
export const DEMO_PROVIDER_FAILURES = ['provider-timeout', 'provider-unreachable', 'provider-error'] as const;
export type DemoProviderFailure = (typeof DEMO_PROVIDER_FAILURES)[number];

/**
 * Why a verification failed. First-party: `wrong` answer; `expired` challenge; `used` (each
 * challenge verifies once, right or wrong); `invalid` (a forged, garbled or other demo's
 * challenge, or an answer not in the slug's format). Third-party: the provider said no
 * (`rejected`), reCAPTCHA v3's score or action did not match, no token was sent, the provider
 * has no keys here (`unconfigured`), or it could not be asked (DEMO_PROVIDER_FAILURES).
 */
export const DEMO_VERIFY_REASONS = [
  'wrong',
  'expired',
  'used',
  'invalid',
  'rejected',
  'score-too-low',
  'action-mismatch',
  'missing-token',
  'unconfigured',
  ...DEMO_PROVIDER_FAILURES,
] as const;
export type DemoVerifyReason = (typeof DEMO_VERIFY_REASONS)[number];

/**
 * The markup of a first-party demo on a page, which the browser extension detects:
 *
 * ```html
 * <form data-cs-demo="<slug>" data-cs-challenge="<challenge>" data-cs-task-kind="<task kind>"
 *       data-cs-rows="3" data-cs-cols="3">      (rows and columns on grid demos)
 *   <img data-cs-image src="…">            (when the demo has an image)
 *   <p data-cs-question>…</p>              (the question or instruction, when there is one)
 *   <input data-cs-answer name="answer">   (holds the answer in DEMO_ANSWER_FORMAT)
 *   <button type="submit">…</button>
 * </form>
 * ```
 *
 * The verify call takes exactly what the input holds as `answer`.
 */
export const DEMO_DOM = {
  form: 'data-cs-demo',
  challenge: 'data-cs-challenge',
  taskKind: 'data-cs-task-kind',
  image: 'data-cs-image',
  question: 'data-cs-question',
  answer: 'data-cs-answer',
  answerName: 'answer',
  /** On grid demos: the tile layout (rows and columns). */
  rows: 'data-cs-rows',
  cols: 'data-cs-cols',
} as const;

/**
 * What the answer input holds per first-party demo (and what verify's `answer` is):
 * - normal: the characters in the picture (case and spaces do not matter)
 * - text: the answer, in digits
 * - rotatecaptcha: the clockwise turn in degrees that sets the picture upright (`150`; negative
 *   means anticlockwise, any multiple of 360 may be added)
 * - clickcaptcha: the points clicked, in pixels of the image, `x1,y1;x2,y2` (any order)
 * - grid: the tiles selected, counted from 1 row by row, `1,4,7` (any order)
 */
export const DEMO_ANSWER_FORMAT: Record<FirstPartyDemoSlug, string> = {
  normal: 'HK7MX',
  text: '42',
  rotatecaptcha: '150',
  clickcaptcha: 'x1,y1;x2,y2',
  grid: '1,4,7',
};

/** Parses a click answer `x1,y1;x2,y2` into points; null when it is not in that form. */
export function parseDemoPoints(answer: string): { x: number; y: number }[] | null {
  const parts = answer.trim().split(';').filter(Boolean);
  if (parts.length === 0 || parts.length > 20) return null;
  const points: { x: number; y: number }[] = [];
  for (const part of parts) {
    const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(part);
    if (!m) return null;
    points.push({ x: Number(m[1]), y: Number(m[2]) });
  }
  return points;
}

/** Parses a grid answer `1,4,7` into tile numbers; null when it is not in that form. */
export function parseDemoTiles(answer: string): number[] | null {
  const parts = answer
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean);
  if (parts.length > 100 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  return parts.map(Number);
}

export function isFirstPartyDemoSlug(slug: string): slug is FirstPartyDemoSlug {
  return (FIRST_PARTY_DEMO_SLUGS as readonly string[]).includes(slug);
}
export function isThirdPartyDemoSlug(slug: string): slug is ThirdPartyDemoSlug {
  return (THIRD_PARTY_DEMO_SLUGS as readonly string[]).includes(slug);
}
export function isDefunctDemoSlug(slug: string): slug is DefunctDemoSlug {
  return (DEFUNCT_DEMO_SLUGS as readonly string[]).includes(slug);
}

/** The demo calls (spec §7). */
export const DEMO_PATHS = {
  demo: '/api/v1/captcha-demo/:slug',
  verify: '/api/v1/captcha-demo/:slug/verify',
} as const;

/** A path with its `:slug` filled in. */
export function demoPath(path: string, slug: string): string {
  return path.replace(':slug', encodeURIComponent(slug));
}

/**
 * "Solve with Crowdsolve" on the demo pages (issue 18, item 3). A signed-in customer's page sends
 * the captcha on screen to this host's own solver API v2 (`createTask`, then `getTaskResult`)
 * with the account's API key, like any program would; a worker solves it, and the page fills the
 * answer into the demo's form and verifies it with the demo's verify call. Nothing here is a
 * shortcut: the task is queued, dispatched, paid for and charged like every other.
 *
 * Route (public, no session; rate-limited per IP; never cached):
 * - GET /api/v1/captcha-demo/:slug/workers → DemoWorkersReply: how many workers online now can
 *       take the task kind the demo is solved as (ERROR_NOT_FOUND for an unknown slug and for a
 *       defunct provider's). Token kinds go only to worker software (the browser cabinet does not
 *       embed providers' widgets), so a token demo's page says so while none is online.
 */
export const DEMO_WORKERS_PATH = '/api/v1/captcha-demo/:slug/workers';

/**
 * How the page polls (2captcha's advice: first look after a few seconds, then every 5 s), and how
 * long it waits before giving up (the engine itself ends an image task unanswered after 90 s and
 * a token task after 300 s with ERROR_CAPTCHA_UNSOLVABLE; the page's own limit is a little longer).
 */
export const DEMO_SOLVE_TIMING = {
  firstCheckMs: 4000,
  pollMs: 5000,
  imageTimeoutMs: 180_000,
  tokenTimeoutMs: 360_000,
  /** How often a page asks how many workers can take its demo. */
  workersPollMs: 15_000,
} as const;
