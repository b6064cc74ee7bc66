import { describe, expect, it } from 'vitest';
import { fillWidget, tokenAnswer } from './solve-token.ts';
import { makeWidgetDemo } from './testing.ts';

const HCAPTCHA = makeWidgetDemo();

describe('a worker’s token in the widget', () => {
  it('takes the token (GeeTest’s and Lemin’s values by name) and puts it in the widget’s field', () => {
    expect(tokenAnswer(HCAPTCHA, { gRecaptchaResponse: 'P1_a', token: 'P1_a' })).toBe('P1_a');
    expect(tokenAnswer({ ...HCAPTCHA, slug: 'cloudflare-turnstile' }, { token: '0.x' })).toBe('0.x');
    expect(tokenAnswer({ ...HCAPTCHA, slug: 'geetest' }, { challenge: 'c', validate: 'v', seccode: 's' })).toEqual({
      geetest_challenge: 'c',
      geetest_validate: 'v',
      geetest_seccode: 's',
    });
    expect(tokenAnswer({ ...HCAPTCHA, slug: 'lemin' }, { answer: 'a', challenge_id: 'id' })).toEqual({
      answer: 'a',
      challenge_id: 'id',
    });
    expect(tokenAnswer({ ...HCAPTCHA, slug: 'geetest' }, { challenge: 'c' })).toBeNull();
    const box = document.createElement('div');
    box.innerHTML = '<textarea name="g-recaptcha-response"></textarea><input name="geetest_validate">';
    fillWidget(box, 'TOKEN');
    expect(box.querySelector('textarea')?.value).toBe('TOKEN');
    fillWidget(box, { geetest_validate: 'v' });
    expect(box.querySelector('input')?.value).toBe('v');
  });
});
