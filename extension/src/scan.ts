import { type Captcha, captchaId } from './captcha.ts';
import { detectCaptchas } from './detect.ts';

/** At most this many captchas per page load: a page that keeps asking again does not drain the balance. */
export const PAGE_MAX = 10;

/**
 * The captchas of a page to send now. A page without a captcha the extension solves is left alone:
 * nothing is read from the settings and nothing goes to the background worker. On a site the
 * person turned off (`enabled` says no) nothing is sent either. Each captcha is sent once (`sent`
 * remembers them for the page's life), at most PAGE_MAX per page.
 */
export async function captchasToSend(
  root: ParentNode,
  sent: Set<string>,
  enabled: () => Promise<boolean>,
): Promise<Captcha[]> {
  const fresh = detectCaptchas(root).filter((c) => !sent.has(captchaId(c)));
  if (fresh.length === 0 || sent.size >= PAGE_MAX) return [];
  if (!(await enabled())) return [];
  const out: Captcha[] = [];
  for (const captcha of fresh) {
    const id = captchaId(captcha);
    if (sent.has(id) || sent.size >= PAGE_MAX) continue;
    sent.add(id);
    out.push(captcha);
  }
  return out;
}
