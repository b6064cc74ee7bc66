import type { TokenCaptcha, TokenProvider } from './captcha.ts';
import { DEMO_DOM } from './demo-dom.ts';

/** The event the page bridge (running in the page's own world) listens to, to call a page callback. */
export const CALLBACK_EVENT = 'crowdsolve:callback';

/** Types the answer into a demo form and submits it the way a person would. */
export function fillDemo(root: ParentNode, slug: string, challenge: string, answer: string): boolean {
  const forms = [...root.querySelectorAll<HTMLFormElement>(`form[${DEMO_DOM.form}]`)];
  const form = forms.find(
    (f) => f.getAttribute(DEMO_DOM.form) === slug && (f.getAttribute(DEMO_DOM.challenge) ?? '') === challenge,
  );
  const input = form?.querySelector<HTMLInputElement>(`input[${DEMO_DOM.answer}]`);
  if (!form || !input) return false;
  input.focus();
  input.value = answer;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
  const button = form.querySelector<HTMLButtonElement | HTMLInputElement>(
    'button[type="submit"], input[type="submit"]',
  );
  if (typeof form.requestSubmit === 'function') form.requestSubmit(button ?? undefined);
  else button?.click();
  return true;
}

/** The response fields each widget posts with its form. */
const RESPONSE_FIELDS: Record<TokenProvider, { widget: string; names: string[]; tag: 'textarea' | 'input' }> = {
  recaptcha: { widget: '.g-recaptcha', names: ['g-recaptcha-response'], tag: 'textarea' },
  hcaptcha: { widget: '.h-captcha', names: ['h-captcha-response', 'g-recaptcha-response'], tag: 'textarea' },
  turnstile: { widget: '.cf-turnstile', names: ['cf-turnstile-response'], tag: 'input' },
};

function widgetsOf(doc: Document, captcha: TokenCaptcha): Element[] {
  const { widget } = RESPONSE_FIELDS[captcha.provider];
  return [...doc.querySelectorAll(widget)].filter((el) => el.getAttribute('data-sitekey') === captcha.sitekey);
}

/**
 * Puts the token into the widget's response field(s) (creating the field when the widget script
 * is absent) and asks the page bridge to call the page's `data-callback` with it.
 */
export function fillToken(doc: Document, captcha: TokenCaptcha, token: string): number {
  const spec = RESPONSE_FIELDS[captcha.provider];
  const widgets = widgetsOf(doc, captcha);
  const fields = new Set<HTMLInputElement | HTMLTextAreaElement>();
  for (const name of spec.names) {
    for (const w of widgets) {
      for (const f of w.querySelectorAll<HTMLTextAreaElement | HTMLInputElement>(`[name="${name}"]`)) fields.add(f);
    }
    for (const f of doc.querySelectorAll<HTMLTextAreaElement | HTMLInputElement>(`[name="${name}"], #${name}`)) {
      fields.add(f);
    }
  }
  if (fields.size === 0 && widgets[0]) {
    const field = doc.createElement(spec.tag);
    field.setAttribute('name', spec.names[0] ?? '');
    if (field instanceof HTMLInputElement) field.type = 'hidden';
    else field.style.display = 'none';
    widgets[0].appendChild(field);
    fields.add(field);
  }
  for (const field of fields) {
    field.value = token;
    if (field instanceof HTMLTextAreaElement) field.textContent = token;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
  const callback = captcha.callback ?? widgets.map((w) => w.getAttribute('data-callback')).find(Boolean) ?? null;
  doc.dispatchEvent(
    new CustomEvent(CALLBACK_EVENT, {
      detail: JSON.stringify({ provider: captcha.provider, callback, token }),
    }),
  );
  return fields.size;
}
