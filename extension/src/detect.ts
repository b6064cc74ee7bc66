import { demoMethodOf } from './api.ts';
import type { Captcha, DemoCaptcha, TokenCaptcha, TokenProvider } from './captcha.ts';
import { DEMO_DOM } from './demo-dom.ts';

const attr = (el: Element, name: string) => el.getAttribute(name)?.trim() || null;

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

function absolute(src: string, base: string): string {
  try {
    return new URL(src, base).href;
  } catch {
    return src;
  }
}

/**
 * The demo forms of the service, each with its challenge, image and question: the first-party
 * slugs and any task type's generic demo whose task kind the extension knows how to answer.
 */
export function detectDemos(root: ParentNode): DemoCaptcha[] {
  const found: DemoCaptcha[] = [];
  for (const form of root.querySelectorAll(`form[${DEMO_DOM.form}]`)) {
    const slug = attr(form, DEMO_DOM.form);
    const taskKind = attr(form, DEMO_DOM.taskKind) ?? '';
    const method = slug ? demoMethodOf(slug, taskKind) : null;
    if (!slug || !method) continue;
    if (!form.querySelector(`input[${DEMO_DOM.answer}]`)) continue;
    const image = form.querySelector(`img[${DEMO_DOM.image}]`);
    const question = form.querySelector(`[${DEMO_DOM.question}]`);
    const imageSrc = image ? attr(image, 'src') : null;
    // Image demos without their image (still loading) are picked up when it arrives.
    if (method !== 'text' && !imageSrc) continue;
    const questionText = question?.textContent?.trim() || null;
    if (method === 'text' && !questionText) continue;
    found.push({
      type: 'demo',
      slug,
      challenge: attr(form, DEMO_DOM.challenge) ?? '',
      taskKind,
      imageSrc: imageSrc ? absolute(imageSrc, form.ownerDocument.baseURI) : null,
      question: questionText,
      rows: positiveInt(attr(form, DEMO_DOM.rows)),
      cols: positiveInt(attr(form, DEMO_DOM.cols)),
    });
  }
  return found;
}

/** The sitekey in a widget iframe's `k=` (reCAPTCHA) or `sitekey=` (hCaptcha, in the fragment) parameter. */
function iframeKey(src: string, names: string[]): string | null {
  try {
    const url = new URL(src, 'https://invalid.example/');
    const params = [url.searchParams, new URLSearchParams(url.hash.slice(1))];
    for (const p of params) for (const name of names) if (p.get(name)) return p.get(name);
  } catch {
    // Not a URL: not a widget.
  }
  return null;
}

function token(provider: TokenProvider, sitekey: string, el: Element | null): TokenCaptcha {
  return {
    type: 'token',
    provider,
    sitekey,
    callback: el ? attr(el, 'data-callback') : null,
    invisible: el ? attr(el, 'data-size') === 'invisible' : false,
    action: el && provider === 'turnstile' ? attr(el, 'data-action') : null,
    cdata: el && provider === 'turnstile' ? attr(el, 'data-cdata') : null,
  };
}

const WIDGETS: { provider: TokenProvider; selector: string; iframe: string; keys: string[] }[] = [
  {
    provider: 'recaptcha',
    selector: '.g-recaptcha[data-sitekey]',
    iframe: 'iframe[src*="/recaptcha/api2/anchor"], iframe[src*="/recaptcha/enterprise/anchor"]',
    keys: ['k'],
  },
  {
    provider: 'hcaptcha',
    selector: '.h-captcha[data-sitekey]',
    iframe: 'iframe[src*="hcaptcha.com"]',
    keys: ['sitekey'],
  },
  { provider: 'turnstile', selector: '.cf-turnstile[data-sitekey]', iframe: '', keys: [] },
];

/** reCAPTCHA v2, hCaptcha and Turnstile widgets, one per provider and sitekey. */
export function detectWidgets(root: ParentNode): TokenCaptcha[] {
  const found = new Map<string, TokenCaptcha>();
  const add = (t: TokenCaptcha) => {
    const id = `${t.provider}:${t.sitekey}`;
    if (!found.has(id)) found.set(id, t);
  };
  for (const w of WIDGETS) {
    for (const el of root.querySelectorAll(w.selector)) {
      const sitekey = attr(el, 'data-sitekey');
      if (sitekey) add(token(w.provider, sitekey, el));
    }
    if (!w.iframe) continue;
    for (const frame of root.querySelectorAll(w.iframe)) {
      const sitekey = iframeKey(frame.getAttribute('src') ?? '', w.keys);
      if (sitekey) add(token(w.provider, sitekey, frame.closest(w.selector.replace('[data-sitekey]', ''))));
    }
  }
  return [...found.values()];
}

/** Every captcha the extension can solve on this page. */
export function detectCaptchas(root: ParentNode): Captcha[] {
  return [...detectDemos(root), ...detectWidgets(root)];
}
