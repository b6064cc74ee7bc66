import type { SiteKind, ThirdPartyDemoSlug } from '@crowdsolve/contract';
import type { CspSources } from '../../../platform/security-headers.ts';

export type { CspSources };

const everywhere = (hosts: string[], directives: (keyof CspSources)[]): CspSources =>
  Object.fromEntries(directives.map((d) => [d, hosts]));

/** Google's reCAPTCHA FAQ: scripts from google.com/recaptcha and gstatic.com/recaptcha, frames from google.com. */
const RECAPTCHA: CspSources = {
  scriptSrc: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frameSrc: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};
/** The same widget from recaptcha.net, the host reachable from mainland China. */
const RECAPTCHA_REGION: CspSources = {
  scriptSrc: [
    'https://www.recaptcha.net/recaptcha/',
    'https://www.gstatic.com/recaptcha/',
    'https://www.gstatic.cn/recaptcha/',
  ],
  frameSrc: ['https://www.recaptcha.net/recaptcha/'],
};
/** hCaptcha's documented policy: its hosts in script-src, frame-src, style-src and connect-src. */
const HCAPTCHA = everywhere(
  ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  ['scriptSrc', 'frameSrc', 'styleSrc', 'connectSrc'],
);
/** Cloudflare's documented policy for Turnstile: script-src and frame-src. */
const TURNSTILE = everywhere(['https://challenges.cloudflare.com'], ['scriptSrc', 'frameSrc']);
/** GeeTest loads its scripts, styles and pictures from static/api hosts and calls its API (JSONP and fetch). */
const GEETEST = everywhere(['https://*.geetest.com'], ['scriptSrc', 'styleSrc', 'imgSrc', 'connectSrc']);
const KEYCAPTCHA = everywhere(
  ['https://*.keycaptcha.com'],
  ['scriptSrc', 'frameSrc', 'styleSrc', 'imgSrc', 'connectSrc'],
);
const LEMIN = everywhere(['https://*.leminnow.com'], ['scriptSrc', 'styleSrc', 'imgSrc', 'connectSrc']);
const MTCAPTCHA = everywhere(
  ['https://*.mtcaptcha.com'],
  ['scriptSrc', 'frameSrc', 'styleSrc', 'imgSrc', 'connectSrc'],
);

/** What the page of one demo adds to the policy on a site; every other page keeps the strict one. */
export function providerCsp(slug: ThirdPartyDemoSlug, site: SiteKind): CspSources {
  switch (slug) {
    case 'recaptcha-v2':
    case 'recaptcha-v3':
    case 'recaptcha-callback':
    case 'recaptcha-invisible':
    case 'recaptcha-enterprise':
      return site === 'region' ? RECAPTCHA_REGION : RECAPTCHA;
    case 'hcaptcha':
      return HCAPTCHA;
    case 'cloudflare-turnstile':
      return TURNSTILE;
    case 'geetest':
    case 'geetest-v4':
      return GEETEST;
    case 'keycaptcha':
      return KEYCAPTCHA;
    case 'lemin':
      return LEMIN;
    case 'mtcaptcha':
      return MTCAPTCHA;
  }
}
