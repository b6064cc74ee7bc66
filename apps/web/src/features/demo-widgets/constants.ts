import type { ThirdPartyDemoSlug } from '@crowdsolve/contract';

/** The server's environment variables that give each demo its keys (README, "Demo captchas"). */
export const DEMO_KEY_VARIABLES: Record<ThirdPartyDemoSlug, readonly string[]> = {
  'recaptcha-v2': ['DEMO_RECAPTCHA_SITE_KEY', 'DEMO_RECAPTCHA_SECRET'],
  'recaptcha-callback': ['DEMO_RECAPTCHA_SITE_KEY', 'DEMO_RECAPTCHA_SECRET'],
  'recaptcha-invisible': ['DEMO_RECAPTCHA_INVISIBLE_SITE_KEY', 'DEMO_RECAPTCHA_INVISIBLE_SECRET'],
  'recaptcha-v3': ['DEMO_RECAPTCHA_V3_SITE_KEY', 'DEMO_RECAPTCHA_V3_SECRET'],
  'recaptcha-enterprise': [
    'DEMO_RECAPTCHA_ENTERPRISE_SITE_KEY',
    'DEMO_RECAPTCHA_ENTERPRISE_PROJECT_ID',
    'DEMO_RECAPTCHA_ENTERPRISE_API_KEY',
  ],
  hcaptcha: ['DEMO_HCAPTCHA_SITE_KEY', 'DEMO_HCAPTCHA_SECRET'],
  'cloudflare-turnstile': ['DEMO_TURNSTILE_SITE_KEY', 'DEMO_TURNSTILE_SECRET'],
  geetest: ['DEMO_GEETEST_ID', 'DEMO_GEETEST_KEY'],
  'geetest-v4': ['DEMO_GEETEST_V4_ID', 'DEMO_GEETEST_V4_KEY'],
  keycaptcha: ['DEMO_KEYCAPTCHA_USER_ID', 'DEMO_KEYCAPTCHA_PRIVATE_KEY'],
  lemin: ['DEMO_LEMIN_CAPTCHA_ID', 'DEMO_LEMIN_PRIVATE_KEY'],
  mtcaptcha: ['DEMO_MTCAPTCHA_SITE_KEY', 'DEMO_MTCAPTCHA_PRIVATE_KEY'],
};
