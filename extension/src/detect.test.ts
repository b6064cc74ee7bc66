import { describe, expect, it } from 'vitest';
import { captchaId } from './captcha.ts';
import { detectCaptchas, detectDemos, detectWidgets } from './detect.ts';

function page(html: string): Document {
  document.body.innerHTML = html;
  return document;
}

/** Inert markup (a template's content): its iframes are never loaded. */
function parsed(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

const demo = (slug: string, inner: string, extra = '') =>
  `<form data-cs-demo="${slug}" data-cs-challenge="ch-${slug}" data-cs-task-kind="k-${slug}" ${extra}>${inner}
   <input data-cs-answer name="answer"><button type="submit">Check</button></form>`;

describe('first-party demo detection', () => {
  it('finds each demo with its challenge, image, question and grid layout', () => {
    const doc = page(
      demo('normal', '<img data-cs-image src="data:image/png;base64,AAAA">') +
        demo('text', '<p data-cs-question> What is 2 + 3? </p>') +
        demo('rotatecaptcha', '<img data-cs-image src="/img/r.png"><p data-cs-question>Make it upright</p>') +
        demo('clickcaptcha', '<img data-cs-image src="/img/c.png"><p data-cs-question>Click the stars</p>') +
        demo(
          'grid',
          '<img data-cs-image src="/img/g.png"><p data-cs-question>Select buses</p>',
          'data-cs-rows="4" data-cs-cols="4"',
        ),
    );
    const found = detectDemos(doc);
    expect(found.map((d) => d.slug)).toEqual(['normal', 'text', 'rotatecaptcha', 'clickcaptcha', 'grid']);
    expect(found[0]).toMatchObject({
      challenge: 'ch-normal',
      taskKind: 'k-normal',
      imageSrc: 'data:image/png;base64,AAAA',
      question: null,
    });
    expect(found[1]).toMatchObject({ question: 'What is 2 + 3?', imageSrc: null });
    expect(found[2]?.imageSrc).toBe(new URL('/img/r.png', document.baseURI).href);
    expect(found[4]).toMatchObject({ rows: 4, cols: 4, question: 'Select buses' });
    expect(found[3]).toMatchObject({ rows: null, cols: null });
  });

  it("finds a task type's generic demo by the task kind it names", () => {
    const doc = page(
      `<form data-cs-demo="bounding_box" data-cs-challenge="g1" data-cs-task-kind="coordinates">
         <img data-cs-image src="/b.png"><p data-cs-question>Click the cars</p><input data-cs-answer name="answer"></form>`,
    );
    expect(detectDemos(doc)).toMatchObject([
      { slug: 'bounding_box', taskKind: 'coordinates', question: 'Click the cars' },
    ]);
  });

  it('skips unknown slugs, forms without the answer input, and image demos whose image is not there yet', () => {
    const doc = page(
      demo('audio', '<img data-cs-image src="/a.png">') +
        '<form data-cs-demo="normal"><img data-cs-image src="/n.png"></form>' +
        demo('normal', '<img data-cs-image>') +
        demo('text', '<p data-cs-question>  </p>'),
    );
    expect(detectDemos(doc)).toEqual([]);
  });
});

describe('token widget detection', () => {
  it('finds reCAPTCHA, hCaptcha and Turnstile by sitekey, with callback and options', () => {
    const doc = page(`
      <div class="g-recaptcha" data-sitekey="6Lc-rc" data-callback="onRc" data-size="invisible"></div>
      <div class="h-captcha" data-sitekey="10000000-ffff-ffff-ffff-000000000001"></div>
      <div class="cf-turnstile" data-sitekey="0x4AAAA" data-action="login" data-cdata="c1" data-callback="app.done"></div>`);
    const found = detectWidgets(doc);
    expect(found).toEqual([
      {
        type: 'token',
        provider: 'recaptcha',
        sitekey: '6Lc-rc',
        callback: 'onRc',
        invisible: true,
        action: null,
        cdata: null,
      },
      {
        type: 'token',
        provider: 'hcaptcha',
        sitekey: '10000000-ffff-ffff-ffff-000000000001',
        callback: null,
        invisible: false,
        action: null,
        cdata: null,
      },
      {
        type: 'token',
        provider: 'turnstile',
        sitekey: '0x4AAAA',
        callback: 'app.done',
        invisible: false,
        action: 'login',
        cdata: 'c1',
      },
    ]);
  });

  it('reads the reCAPTCHA sitekey from the iframe k= parameter when the div has none, once per key', () => {
    const doc = parsed(`
      <div id="w"><iframe src="https://www.google.com/recaptcha/api2/anchor?ar=1&k=6Lc-frame&co=aHR0&hl=en"></iframe></div>
      <div class="g-recaptcha" data-sitekey="6Lc-both"><iframe src="https://www.recaptcha.net/recaptcha/api2/anchor?k=6Lc-both"></iframe></div>
      <iframe src="https://example.com/other?k=nope"></iframe>`);
    const keys = detectWidgets(doc).map((c) => (c.type === 'token' ? c.sitekey : ''));
    expect(keys).toEqual(['6Lc-both', '6Lc-frame']);
  });

  it('a page without captchas yields nothing; ids tell captchas apart', () => {
    expect(detectCaptchas(page('<form><input name="q"></form>'))).toEqual([]);
    const all = detectCaptchas(
      page(`${demo('normal', '<img data-cs-image src="/n.png">')}<div class="cf-turnstile" data-sitekey="0x1"></div>`),
    );
    expect(all.map(captchaId)).toEqual(['demo:normal:ch-normal', 'token:turnstile:0x1']);
  });
});
