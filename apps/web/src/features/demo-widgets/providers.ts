import type { ThirdPartyDemo } from '@crowdsolve/contract';
import { globalOf, loadScript } from './load-script.ts';

/** What the widget answered: a token, or the named values GeeTest and Lemin send. */
export type WidgetAnswer = string | Record<string, string>;

/** A rendered widget: its answer when the form is sent (null while unsolved). */
export interface RenderedWidget {
  answer(): Promise<WidgetAnswer | null>;
}

type Render = (el: HTMLElement, demo: ThirdPartyDemo, language: string) => Promise<RenderedWidget>;

interface Grecaptcha {
  ready(fn: () => void): void;
  render(el: HTMLElement, options: Record<string, unknown>): number;
  getResponse(id?: number): string;
  execute(idOrKey?: number | string, options?: { action: string }): Promise<string> | undefined;
  enterprise?: Grecaptcha;
}
interface Hcaptcha {
  render(el: HTMLElement, options: Record<string, unknown>): string;
  getResponse(id?: string): string;
}
interface Turnstile {
  render(el: HTMLElement, options: Record<string, unknown>): string;
  getResponse(id?: string): string | undefined;
}
interface GeetestCaptcha {
  appendTo(el: HTMLElement): void;
  getValidate(): Record<string, unknown> | false | undefined;
}
type InitGeetest = (options: Record<string, unknown>, ready: (captcha: GeetestCaptcha) => void) => void;

const win = () => window as unknown as Record<string, unknown>;
const strings = (v: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(v).map(([k, x]) => [k, String(x)]));

const recaptcha: Render = async (el, demo) => {
  await loadScript(demo.scriptUrl ?? '');
  const g = await globalOf<Grecaptcha>('grecaptcha');
  await new Promise<void>((r) => g.ready(r));
  const key = demo.siteKey ?? '';
  if (demo.variant === 'score') {
    return { answer: async () => (await g.execute(key, { action: demo.action ?? 'verify' })) || null };
  }
  // Invisible: the challenge starts on submit and its callback hands over the token.
  let resolveToken: ((token: string) => void) | null = null;
  const options: Record<string, unknown> = { sitekey: key };
  if (demo.variant === 'invisible') {
    options.size = 'invisible';
    options.callback = (token: string) => resolveToken?.(token);
  } else if (demo.variant === 'callback') {
    options.callback = (token: string) => {
      el.dataset.callbackToken = token;
    };
  }
  const id = g.render(el, options);
  return {
    answer: async () => {
      if (demo.variant !== 'invisible') return g.getResponse(id) || null;
      const ready = g.getResponse(id);
      if (ready) return ready;
      const token = new Promise<string>((r) => {
        resolveToken = r;
      });
      g.execute(id);
      return token;
    },
  };
};

const recaptchaEnterprise: Render = async (_el, demo) => {
  await loadScript(demo.scriptUrl ?? '');
  const g = (await globalOf<Grecaptcha>('grecaptcha')).enterprise as Grecaptcha;
  await new Promise<void>((r) => g.ready(r));
  return {
    answer: async () => (await g.execute(demo.siteKey ?? '', { action: demo.action ?? 'verify' })) || null,
  };
};

const hcaptcha: Render = async (el, demo) => {
  await loadScript(demo.scriptUrl ?? '');
  const h = await globalOf<Hcaptcha>('hcaptcha');
  const id = h.render(el, { sitekey: demo.siteKey });
  return { answer: async () => h.getResponse(id) || null };
};

const turnstile: Render = async (el, demo) => {
  await loadScript(demo.scriptUrl ?? '');
  const t = await globalOf<Turnstile>('turnstile');
  const id = t.render(el, {
    sitekey: demo.siteKey,
    ...(demo.params.language ? { language: demo.params.language } : {}),
  });
  return { answer: async () => t.getResponse(id) || null };
};

/** GeeTest v3 (`initGeetest`, gt + challenge) and v4 (`initGeetest4`, captchaId). */
const geetest =
  (v4: boolean): Render =>
  async (el, demo) => {
    await loadScript(demo.scriptUrl ?? '');
    const init = await globalOf<InitGeetest>(v4 ? 'initGeetest4' : 'initGeetest');
    const p = demo.params;
    const options = v4
      ? { captchaId: p.captchaId, language: p.language, product: 'float' }
      : { gt: p.gt, challenge: p.challenge, new_captcha: p.newCaptcha !== 'false', offline: false, lang: p.lang };
    const captcha = await new Promise<GeetestCaptcha>((r) => init(options, r));
    captcha.appendTo(el);
    return {
      answer: async () => {
        const v = captcha.getValidate();
        return v ? strings(v) : null;
      },
    };
  };

/** KeyCaptcha reads its settings from globals and writes the answer into a field the page names. */
const keycaptcha: Render = async (el, demo) => {
  const field = document.createElement('input');
  field.type = 'hidden';
  field.id = 'capcode';
  el.appendChild(field);
  const box = document.createElement('div');
  box.id = 'div_for_keycaptcha';
  el.appendChild(box);
  Object.assign(win(), {
    s_s_c_user_id: demo.params.userId,
    s_s_c_session_id: demo.params.sessionId,
    s_s_c_captcha_field_id: 'capcode',
    s_s_c_submit_button_id: 'demo-widget-submit',
    s_s_c_web_server_sign: demo.params.webServerSign,
    s_s_c_web_server_sign2: demo.params.webServerSign2,
  });
  await loadScript(demo.scriptUrl ?? '');
  return { answer: async () => field.value || null };
};

interface Lemin {
  getCaptcha(): { getCaptchaValue(): Record<string, unknown> };
}
const lemin: Render = async (el, demo) => {
  const box = document.createElement('div');
  box.id = demo.params.divId ?? 'lemin-cropped-captcha';
  el.appendChild(box);
  await loadScript(demo.scriptUrl ?? '');
  const l = await globalOf<Lemin>('leminCroppedCaptcha');
  return {
    answer: async () => {
      const v = l.getCaptcha().getCaptchaValue();
      return v?.answer ? strings(v) : null;
    },
  };
};

interface Mtcaptcha {
  getVerifiedToken(): string | undefined;
}
const mtcaptcha: Render = async (el, demo) => {
  const box = document.createElement('div');
  box.className = 'mtcaptcha';
  el.appendChild(box);
  win().mtcaptchaConfig = { sitekey: demo.siteKey, lang: demo.params.lang };
  await loadScript(demo.scriptUrl ?? '');
  if (demo.params.script2Url) await loadScript(demo.params.script2Url);
  const m = await globalOf<Mtcaptcha>('mtcaptcha');
  return { answer: async () => m.getVerifiedToken() || null };
};

/** Each provider's explicit render, by the reply's `provider`. */
export const RENDERERS: Record<ThirdPartyDemo['provider'], Render> = {
  recaptcha,
  'recaptcha-enterprise': recaptchaEnterprise,
  hcaptcha,
  turnstile,
  geetest: geetest(false),
  'geetest-v4': geetest(true),
  keycaptcha,
  lemin,
  mtcaptcha,
};
