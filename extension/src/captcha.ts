/** Token widgets the extension recognises on any page. */
export type TokenProvider = 'recaptcha' | 'hcaptcha' | 'turnstile';

/** One of the service's own demo captchas, as found on the page. */
export interface DemoCaptcha {
  type: 'demo';
  /** The form's `data-cs-demo`: a first-party slug, or a task type shown as its generic demo. */
  slug: string;
  challenge: string;
  /** The task kind the demo names (`data-cs-task-kind`); empty when absent. */
  taskKind: string;
  imageSrc: string | null;
  question: string | null;
  rows: number | null;
  cols: number | null;
}

/** A reCAPTCHA v2, hCaptcha or Turnstile widget, found by its sitekey. */
export interface TokenCaptcha {
  type: 'token';
  provider: TokenProvider;
  sitekey: string;
  /** The global function named in `data-callback`, called with the token. */
  callback: string | null;
  invisible: boolean;
  /** Turnstile's `data-action` and `data-cdata`. */
  action: string | null;
  cdata: string | null;
}

export type Captcha = DemoCaptcha | TokenCaptcha;

/** What the content script sends to the background: the captcha, the page and (images) the bytes. */
export interface SolveRequest {
  captcha: Captcha;
  pageurl: string;
  /** Base64 of the demo image, without the `data:` prefix. */
  imageBase64: string | null;
}

export type SolveResult = { ok: true; answer: string; cost: string | null } | { ok: false; error: string };

/** A stable id for a captcha on a page, so each is sent once. */
export function captchaId(captcha: Captcha): string {
  return captcha.type === 'demo'
    ? `demo:${captcha.slug}:${captcha.challenge}`
    : `token:${captcha.provider}:${captcha.sitekey}`;
}

/** A short label for the popup's list: the demo slug or the widget's name. */
export function captchaLabel(captcha: Captcha): string {
  return captcha.type === 'demo' ? captcha.slug : captcha.provider;
}
