import { describe, expect, it, vi } from 'vitest';
import { captchasToSend, PAGE_MAX } from './scan.ts';

function page(html: string): Document {
  document.body.innerHTML = html;
  return document;
}
const demo = (challenge: string) =>
  `<form data-cs-demo="normal" data-cs-challenge="${challenge}" data-cs-task-kind="image_text">
   <img data-cs-image src="data:image/png;base64,AAAA"><input data-cs-answer name="answer"></form>`;
const turnstile = '<div class="cf-turnstile" data-sitekey="0x4AAAAA"></div>';

describe('what a page sends', () => {
  it('a page without a captcha is only looked at: the settings are not even read', async () => {
    const enabled = vi.fn(async () => true);
    const doc = page('<form><input name="q"><img src="/logo.png"></form><div class="g-recaptcha"></div>');
    expect(await captchasToSend(doc, new Set(), enabled)).toEqual([]);
    expect(enabled).not.toHaveBeenCalled();
  });

  it('sends each captcha of an enabled site once, and nothing on a site turned off', async () => {
    const sent = new Set<string>();
    const doc = page(demo('c1') + turnstile);
    const first = await captchasToSend(doc, sent, async () => true);
    expect(first.map((c) => c.type)).toEqual(['demo', 'token']);
    expect(await captchasToSend(doc, sent, async () => true)).toEqual([]);

    const off = vi.fn(async () => false);
    expect(await captchasToSend(page(demo('c2')), new Set(), off)).toEqual([]);
    expect(off).toHaveBeenCalledOnce();
  });

  it('a new challenge on the same page is sent, up to PAGE_MAX in a page load', async () => {
    const sent = new Set<string>();
    let total = 0;
    for (let i = 0; i < PAGE_MAX + 3; i++)
      total += (await captchasToSend(page(demo(`c${i}`)), sent, async () => true)).length;
    expect(total).toBe(PAGE_MAX);
    // Once the page is at its limit the settings are not read again.
    const enabled = vi.fn(async () => true);
    expect(await captchasToSend(page(demo('more')), sent, enabled)).toEqual([]);
    expect(enabled).not.toHaveBeenCalled();
  });
});
