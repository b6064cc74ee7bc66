/**
 * The task catalogue: every kind of task the solver API accepts, its metadata and the
 * normalized spec that both protocols (v1 in.php, v2 createTask) parse into.
 * Pure data and types; no database, no HTTP.
 */

import { TASK_KINDS } from '@crowdsolve/contract';

export { TASK_KINDS };

export type TaskKind = (typeof TASK_KINDS)[number];

/** What a worker hands back for a kind (see answers.ts). */
export type AnswerType = 'text' | 'points' | 'cells' | 'polygons' | 'angles' | 'boxes' | 'token' | 'fields';

export interface KindMeta {
  category: 'image' | 'token';
  /** A person in the browser cabinet can solve it (false: needs the customer's proxy and user agent). */
  browserSolvable: boolean;
  /** Seconds a worker has for one assignment before it goes back to the queue. */
  deadlineSeconds: number;
  /** Seconds after submission when an unanswered task becomes ERROR_CAPTCHA_UNSOLVABLE. */
  unsolvableAfterSeconds: number;
  /** Key of the price table. */
  priceKey: string;
  answer: AnswerType;
  /** v1 `method` values (or flags, for the image sub-kinds) that select this kind. */
  v1: readonly string[];
  /** v2 `type` names, proxyless first; see V2_TYPES for which need a proxy. */
  v2: readonly string[];
}

const image = (answer: AnswerType, deadlineSeconds: number, v1: string[], v2: string[]) =>
  ({ category: 'image', browserSolvable: true, deadlineSeconds, unsolvableAfterSeconds: 90, answer, v1, v2 }) as const;
const token = (v1: string[], v2: string[], opts: { answer?: AnswerType; browserSolvable?: boolean } = {}) =>
  ({
    category: 'token',
    // The browser cabinet does not embed providers' widgets yet: token kinds go to worker software.
    browserSolvable: opts.browserSolvable ?? false,
    deadlineSeconds: 120,
    unsolvableAfterSeconds: 300,
    answer: opts.answer ?? 'token',
    v1,
    v2,
  }) as const;
/** A proxyless v2 name and its proxy variant. */
const pair = (base: string) => [`${base}Proxyless`, base];

type MetaWithoutKey = Omit<KindMeta, 'priceKey'>;
const META: Record<TaskKind, MetaWithoutKey> = {
  image_text: image('text', 30, ['post', 'base64'], ['ImageToTextTask']),
  text: image('text', 30, ['textcaptcha'], ['TextCaptchaTask']),
  rotate: image('angles', 45, ['rotatecaptcha'], ['RotateTask']),
  coordinates: image('points', 45, ['coordinatescaptcha'], ['CoordinatesTask']),
  grid: image('cells', 45, ['recaptcha'], ['GridTask']),
  canvas: image('polygons', 60, ['canvas'], ['DrawAroundTask']),
  bounding_box: image('boxes', 60, ['bounding_box'], ['BoundingBoxTask']),
  audio: image('text', 60, ['audio'], ['AudioTask']),
  // No view in the browser cabinet yet: these go to worker software.
  temu: { ...image('points', 45, ['temuimage'], ['TemuImageTask']), browserSolvable: false },
  vk_image: { ...image('fields', 45, ['vkimage'], ['VKCaptchaImageTask']), browserSolvable: false },
  recaptcha_v2: token(
    ['userrecaptcha'],
    [
      ...pair('RecaptchaV2Task'),
      ...pair('RecaptchaV2EnterpriseTask'),
      // Anti-Captcha's old name for reCAPTCHA v2.
      ...pair('NoCaptchaTask'),
    ],
  ),
  recaptcha_v3: token(['userrecaptcha'], ['RecaptchaV3TaskProxyless']),
  hcaptcha: token(['hcaptcha'], pair('HCaptchaTask')),
  geetest: token(['geetest'], pair('GeeTestTask'), { answer: 'fields' }),
  geetest_v4: token(['geetest_v4'], pair('GeeTestTask'), { answer: 'fields' }),
  turnstile: token(['turnstile'], pair('TurnstileTask')),
  funcaptcha: token(['funcaptcha'], pair('FunCaptchaTask')),
  keycaptcha: token(['keycaptcha'], pair('KeyCaptchaTask')),
  lemin: token(['lemin'], pair('LeminTask'), { answer: 'fields' }),
  mtcaptcha: token(['mt_captcha'], pair('MtCaptchaTask')),
  capy: token(['capy'], pair('CapyTask'), { answer: 'fields' }),
  amazon_waf: token(['amazon_waf'], pair('AmazonTask'), { answer: 'fields' }),
  cutcaptcha: token(['cutcaptcha'], pair('CutCaptchaTask')),
  friendly_captcha: token(['friendly_captcha'], pair('FriendlyCaptchaTask')),
  atb_captcha: token(['atb_captcha'], pair('AtbCaptchaTask')),
  tencent: token(['tencent'], pair('TencentTask'), { answer: 'fields' }),
  datadome: token(['datadome'], ['DataDomeSliderTask'], { answer: 'fields', browserSolvable: false }),
  prosopo: token(['prosopo'], pair('ProsopoTask')),
  captchafox: token(['captchafox'], ['CaptchaFoxTask'], { browserSolvable: false }),
  vk_captcha: token(['vkcaptcha'], ['VKCaptchaTask'], { browserSolvable: false }),
  altcha: token(['altcha'], pair('AltchaTask')),
  yandex: token(['yandex'], pair('YandexSmartCaptchaTask')),
  cybersiara: token(['cybersiara'], pair('AntiCyberSiAraTask')),
};

/** Price-table keys that differ from the kind (both VK methods share one price). */
const PRICE_KEYS: Partial<Record<TaskKind, string>> = { vk_image: 'vk', vk_captcha: 'vk' };

export const KIND_META: Readonly<Record<TaskKind, KindMeta>> = Object.fromEntries(
  TASK_KINDS.map((kind) => [kind, { ...META[kind], priceKey: PRICE_KEYS[kind] ?? kind }]),
) as Record<TaskKind, KindMeta>;

/** v2 type names whose proxy fields are mandatory (the non-`Proxyless` variants). */
export const V2_PROXY_TYPES: ReadonlySet<string> = new Set([
  'RecaptchaV2Task',
  'RecaptchaV2EnterpriseTask',
  'NoCaptchaTask',
  'HCaptchaTask',
  'GeeTestTask',
  'TurnstileTask',
  'FunCaptchaTask',
  'KeyCaptchaTask',
  'LeminTask',
  'MtCaptchaTask',
  'CapyTask',
  'AmazonTask',
  'CutCaptchaTask',
  'FriendlyCaptchaTask',
  'AtbCaptchaTask',
  'TencentTask',
  'DataDomeSliderTask',
  'ProsopoTask',
  'CaptchaFoxTask',
  'VKCaptchaTask',
  'AltchaTask',
  'YandexSmartCaptchaTask',
  'AntiCyberSiAraTask',
]);

/**
 * Type names other services (or 2captcha itself) know that this catalogue does not solve:
 * createTask answers ERROR_TASK_NOT_SUPPORTED (23) rather than ERROR_TASK_ABSENT (22).
 */
export const V2_UNSUPPORTED_TYPES: ReadonlySet<string> = new Set([
  'RecaptchaV3Task',
  'RecaptchaV3EnterpriseTask',
  'RecaptchaV3EnterpriseTaskProxyless',
  'ImageToCoordinatesTask',
  'AntiGateTask',
  'AntiBotCookieTask',
  'FunCaptchaImageTask',
  'HCaptchaImageTask',
  'BinanceTask',
  'BinanceTaskProxyless',
  'YidunTask',
  'YidunTaskProxyless',
  'TSPDTask',
  'HuntTask',
  'BasiliskTask',
  'AlibabaTask',
  'PazlCaptchaTask',
]);

// ---------------------------------------------------------------------------------------------
// The normalized spec.

export type ImageMime = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/bmp';

export interface ImageData {
  bytes: Buffer;
  mime: ImageMime;
  width: number;
  height: number;
}

export interface AudioData {
  bytes: Buffer;
  mime: 'audio/mpeg';
}

export type ProxyType = 'http' | 'https' | 'socks4' | 'socks5';

export interface ProxySpec {
  type: ProxyType;
  address: string;
  port: number;
  login?: string;
  password?: string;
}

export interface Cookie {
  name: string;
  value: string;
}

/** 0 any, 1 digits only, 2 letters only, 3 digits or letters, 4 both. */
export type NumericMode = 0 | 1 | 2 | 3 | 4;
/** 0 unspecified, 1 Cyrillic, 2 Latin. */
export type Alphabet = 0 | 1 | 2;

interface Instructions {
  /** Text hint for the worker (`textinstructions` / `comment`), ≤ 140 characters. */
  comment?: string;
  /** Worker language code (`lang`). */
  lang?: string;
}

export interface KindParams {
  image_text: Instructions & {
    phrase: boolean;
    caseSensitive: boolean;
    numeric: NumericMode;
    calc: boolean;
    /** 0 = not specified. */
    minLength: number;
    maxLength: number;
    language: Alphabet;
  };
  text: { question: string; language: Alphabet; lang?: string };
  rotate: Instructions & { angle: number };
  coordinates: Instructions & { language: Alphabet; minClicks?: number; maxClicks?: number };
  grid: Instructions & {
    rows: number;
    columns: number;
    minClicks?: number;
    maxClicks?: number;
    canNoAnswer: boolean;
    previousId?: string;
    imgType?: 'recaptcha' | 'hcaptcha' | 'funcaptcha' | 'funcaptcha_compare';
  };
  canvas: Instructions & { canNoAnswer: boolean };
  bounding_box: Instructions & { canNoAnswer: boolean };
  audio: { lang: 'en' | 'fr' | 'de' | 'el' | 'pt' | 'ru' };
  temu: Record<string, never>;
  vk_image: { steps: number[] };
  recaptcha_v2: {
    websiteUrl: string;
    websiteKey: string;
    invisible: boolean;
    enterprise: boolean;
    dataS?: string;
    enterprisePayload?: Record<string, unknown>;
    cookies?: Cookie[];
    userAgent?: string;
    apiDomain?: string;
  };
  recaptcha_v3: {
    websiteUrl: string;
    websiteKey: string;
    action: string;
    minScore: number;
    enterprise: boolean;
    apiDomain?: string;
  };
  hcaptcha: {
    websiteUrl: string;
    websiteKey: string;
    invisible: boolean;
    enterprise: boolean;
    rqdata?: string;
    enterprisePayload?: Record<string, unknown>;
    userAgent?: string;
    apiDomain?: string;
  };
  geetest: {
    websiteUrl: string;
    gt: string;
    challenge: string;
    apiServer?: string;
    offline: boolean;
    newCaptcha: boolean;
    userAgent?: string;
  };
  geetest_v4: { websiteUrl: string; captchaId: string; riskType?: string; apiServer?: string; userAgent?: string };
  turnstile: {
    websiteUrl: string;
    websiteKey: string;
    action?: string;
    data?: string;
    pageData?: string;
    userAgent?: string;
  };
  funcaptcha: {
    websiteUrl: string;
    publicKey: string;
    surl?: string;
    data?: Record<string, string>;
    userAgent?: string;
  };
  keycaptcha: {
    websiteUrl: string;
    userId: string;
    sessionId: string;
    webServerSign: string;
    webServerSign2: string;
  };
  lemin: { websiteUrl: string; captchaId: string; divId?: string; apiServer?: string };
  mtcaptcha: { websiteUrl: string; websiteKey: string };
  capy: { websiteUrl: string; websiteKey: string; apiServer?: string; version?: 'puzzle' | 'avatar' };
  amazon_waf: {
    websiteUrl: string;
    websiteKey: string;
    iv: string;
    context: string;
    challengeScript?: string;
    captchaScript?: string;
  };
  cutcaptcha: { websiteUrl: string; miseryKey: string; apiKey: string };
  friendly_captcha: { websiteUrl: string; websiteKey: string };
  atb_captcha: { websiteUrl: string; appId: string; apiServer: string };
  tencent: { websiteUrl: string; appId: string };
  datadome: { websiteUrl: string; captchaUrl: string; userAgent: string };
  prosopo: { websiteUrl: string; websiteKey: string };
  captchafox: { websiteUrl: string; websiteKey: string; userAgent: string };
  vk_captcha: { redirectUri: string; userAgent: string };
  altcha: { websiteUrl: string; challengeUrl?: string; challengeJson?: string };
  yandex: { websiteUrl: string; websiteKey: string; userAgent?: string };
  cybersiara: { websiteUrl: string; masterUrlId: string; userAgent: string };
}

interface SpecBase {
  /** The main image (every image kind except text and audio). */
  image?: ImageData;
  /** Rotate: every image in order (images[0] is `image`). */
  images?: ImageData[];
  /** Temu: the three tiles to place on the main image. */
  parts?: ImageData[];
  audio?: AudioData;
  /** The instruction image (`imginstructions` / `imgInstructions`), ≤ 400×150 px, ≤ 100 kB. */
  instructionsImage?: ImageData;
  /** The customer's proxy (token kinds only). */
  proxy?: ProxySpec;
}

export type SpecOf<K extends TaskKind> = SpecBase & { kind: K; params: KindParams[K] };

/** One task, as both protocols describe it. */
export type TaskSpec = { [K in TaskKind]: SpecOf<K> }[TaskKind];

export function isTaskKind(value: unknown): value is TaskKind {
  return typeof value === 'string' && (TASK_KINDS as readonly string[]).includes(value);
}
