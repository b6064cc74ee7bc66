import type { ThirdPartyDemo } from '@crowdsolve/contract';
import type { WidgetAnswer } from './providers.ts';

/**
 * A token task's v2 `solution` as the demo's verify call takes it (what the widget itself would
 * have handed over): GeeTest v3's three values under the names its widget uses, GeeTest v4's and
 * Lemin's values as they are, and the token of every other widget. Null when it has none.
 */
export function tokenAnswer(demo: ThirdPartyDemo, solution: Record<string, unknown>): WidgetAnswer | null {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  const values = (names: readonly string[], as: readonly string[] = names) => {
    const out = Object.fromEntries(names.map((n, i) => [as[i] ?? n, text(solution[n])]));
    return Object.values(out).every(Boolean) ? out : null;
  };
  switch (demo.slug) {
    case 'geetest':
      return values(['challenge', 'validate', 'seccode'], ['geetest_challenge', 'geetest_validate', 'geetest_seccode']);
    case 'geetest-v4':
      return values(['lot_number', 'captcha_output', 'pass_token', 'gen_time']);
    case 'lemin':
      return values(['answer', 'challenge_id']);
    default:
      return text(solution.gRecaptchaResponse) || text(solution.token) || null;
  }
}

/** The fields providers' widgets keep their token in, which the page's form sends. */
const TOKEN_FIELDS = [
  'g-recaptcha-response',
  'h-captcha-response',
  'cf-turnstile-response',
  'mtcaptcha-verifiedtoken',
  'capcode',
];

/**
 * Puts the answer where the widget keeps it in the form (g-recaptcha-response, h-captcha-response,
 * cf-turnstile-response, …; GeeTest's and Lemin's named values), as a person's solve would.
 */
export function fillWidget(box: HTMLElement | null, answer: WidgetAnswer): void {
  if (!box) return;
  const set = (name: string, value: string) => {
    for (const el of box.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"], #${name}`)) {
      el.value = value;
      el.dispatchEvent(new Event('input', { bubbles: true }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    }
  };
  if (typeof answer === 'string') for (const name of TOKEN_FIELDS) set(name, answer);
  else for (const [name, value] of Object.entries(answer)) set(name, value);
}
