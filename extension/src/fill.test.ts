import { afterEach, describe, expect, it, vi } from 'vitest';
import { installBridge, resolveCallback } from './bridge.ts';
import type { TokenCaptcha } from './captcha.ts';
import { fillDemo, fillToken } from './fill.ts';

const widget = (provider: TokenCaptcha['provider'], callback: string | null = null): TokenCaptcha => ({
  type: 'token',
  provider,
  sitekey: 'KEY',
  callback,
  invisible: false,
  action: null,
  cdata: null,
});

installBridge(window);
const globals = window as unknown as Record<string, unknown>;
afterEach(() => {
  for (const name of ['onSolved', 'app', '___grecaptcha_cfg']) delete globals[name];
});

describe('demo answers', () => {
  it('types the answer into the right demo form and submits it', () => {
    document.body.innerHTML = `
      <form data-cs-demo="grid" data-cs-challenge="old"><input data-cs-answer name="answer"><button type="submit">Go</button></form>
      <form data-cs-demo="grid" data-cs-challenge="new"><input data-cs-answer name="answer"><button type="submit">Go</button></form>`;
    const form = document.querySelectorAll('form')[1] as HTMLFormElement;
    const submitted: string[] = [];
    const typed: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submitted.push(new FormData(form).get('answer') as string);
    });
    form.querySelector('input')?.addEventListener('input', (e) => typed.push((e.target as HTMLInputElement).value));
    expect(fillDemo(document, 'grid', 'new', '1,4,7')).toBe(true);
    expect(typed).toEqual(['1,4,7']);
    expect(submitted).toEqual(['1,4,7']);
    expect((document.querySelector('input') as HTMLInputElement).value).toBe('');
    expect(fillDemo(document, 'grid', 'gone', '1')).toBe(false);
  });
});

describe('token answers', () => {
  it('reCAPTCHA: fills g-recaptcha-response and calls the data-callback function in the page', () => {
    document.body.innerHTML = `<div class="g-recaptcha" data-sitekey="KEY" data-callback="onSolved">
      <textarea id="g-recaptcha-response" name="g-recaptcha-response"></textarea></div>`;
    const onSolved = vi.fn();
    globals.onSolved = onSolved;
    expect(fillToken(document, widget('recaptcha', 'onSolved'), 'TOKEN-1')).toBe(1);
    expect((document.querySelector('textarea') as HTMLTextAreaElement).value).toBe('TOKEN-1');
    expect(onSolved).toHaveBeenCalledWith('TOKEN-1');
  });

  it('hCaptcha: fills both response fields; a dotted callback name is followed', () => {
    document.body.innerHTML = `<div class="h-captcha" data-sitekey="KEY" data-callback="app.captcha.done">
      <textarea name="h-captcha-response"></textarea><textarea name="g-recaptcha-response"></textarea></div>`;
    const done = vi.fn();
    globals.app = { captcha: { done } };
    expect(fillToken(document, widget('hcaptcha'), 'H-TOKEN')).toBe(2);
    expect([...document.querySelectorAll('textarea')].map((t) => t.value)).toEqual(['H-TOKEN', 'H-TOKEN']);
    expect(done).toHaveBeenCalledWith('H-TOKEN');
  });

  it('Turnstile: creates the hidden cf-turnstile-response input when the widget has none', () => {
    document.body.innerHTML = '<form><div class="cf-turnstile" data-sitekey="KEY"></div></form>';
    expect(fillToken(document, widget('turnstile'), 'CF-TOKEN')).toBe(1);
    const input = document.querySelector<HTMLInputElement>('input[name="cf-turnstile-response"]');
    expect(input?.type).toBe('hidden');
    expect(new FormData(document.querySelector('form') as HTMLFormElement).get('cf-turnstile-response')).toBe(
      'CF-TOKEN',
    );
  });

  it('reCAPTCHA rendered from script: the callback kept in ___grecaptcha_cfg is called', () => {
    document.body.innerHTML =
      '<div class="g-recaptcha" data-sitekey="KEY"><textarea name="g-recaptcha-response"></textarea></div>';
    const callback = vi.fn();
    globals.___grecaptcha_cfg = { clients: { 0: { aa: { bb: { sitekey: 'KEY', callback } } } } };
    fillToken(document, widget('recaptcha'), 'T2');
    expect(callback).toHaveBeenCalledWith('T2');
  });

  it('only plain global names resolve to callbacks', () => {
    globals.onSolved = () => 1;
    expect(resolveCallback(window, 'onSolved')).toBeTypeOf('function');
    expect(resolveCallback(window, 'alert("x")')).toBeNull();
    expect(resolveCallback(window, 'missing.fn')).toBeNull();
    expect(resolveCallback(window, 'document.title')).toBeNull();
  });
});
