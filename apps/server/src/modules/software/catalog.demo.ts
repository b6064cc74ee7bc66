import type { DemoStep } from '../../db/seeds/demo.ts';
import { systemClock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db.ts';
import { DEMO_ACCOUNTS } from '../identity/index.ts';

const DAY_MS = 86_400_000;

/** The demo developer's catalogue: three published items and one waiting for moderation. */
const ITEMS = [
  {
    name: 'Demo SEO Spider',
    slug: 'demo-seo-spider',
    shortDescription: 'Crawls sites for SEO audits and solves the captchas it meets on the way.',
    longDescription:
      '## What it does\n\nDemo SEO Spider crawls a site, checks titles, links and redirects, and sends any captcha it meets to Crowdsolve.\n\n- Image and reCAPTCHA support\n- Reports in CSV\n\n*Demo data.*',
    categories: ['seo', 'scraping'],
    platforms: ['windows', 'macos'],
    captchaTypes: ['image_text', 'recaptcha_v2'],
    priceModel: 'paid' as const,
    status: 'published' as const,
  },
  {
    name: 'Demo Social Poster',
    slug: 'demo-social-poster',
    shortDescription: 'Schedules posts to social networks; captchas on sign-in are solved automatically.',
    longDescription:
      'Schedules posts for many accounts at once.\n\n1. Add accounts\n2. Plan posts\n3. Let it run\n\n*Demo data.*',
    categories: ['social-media', 'marketing'],
    platforms: ['web'],
    captchaTypes: ['hcaptcha', 'turnstile', 'image_text'],
    priceModel: 'freemium' as const,
    status: 'published' as const,
  },
  {
    name: 'Demo Captcha Library',
    slug: 'demo-captcha-library',
    shortDescription: 'A small client library for the Crowdsolve API, for scripts and bots.',
    longDescription: '```\npip install demo-captcha-library\n```\n\nSends tasks and waits for answers. *Demo data.*',
    categories: ['libraries'],
    platforms: ['library'],
    captchaTypes: ['image_text', 'recaptcha_v2', 'recaptcha_v3', 'turnstile'],
    priceModel: 'free' as const,
    status: 'published' as const,
  },
  {
    name: 'Demo Shop Monitor',
    slug: 'demo-shop-monitor',
    shortDescription: 'Watches marketplace prices; waiting for moderation in the demo.',
    longDescription: 'Tracks prices and stock on marketplaces. *Demo data.*',
    categories: ['e-commerce'],
    platforms: ['windows', 'linux'],
    captchaTypes: ['image_text'],
    priceModel: 'paid' as const,
    status: 'pending' as const,
  },
];

export const catalogDemoStep: DemoStep = {
  name: 'catalog',
  async run(db: Db) {
    const email = DEMO_ACCOUNTS.find((a) => a.userType === 'developer')?.email ?? '';
    const developer = await db.selectFrom('userAccount').select('id').where('email', '=', email).executeTakeFirst();
    if (!developer) return;
    const now = systemClock.now().getTime();
    for (const [i, item] of ITEMS.entries()) {
      const at = new Date(now - (30 - i * 5) * DAY_MS);
      const { id } = await db
        .insertInto('software')
        .values({
          ...item,
          developerId: developer.id,
          url: `https://${item.slug}.example`,
          createdAt: at,
          submittedAt: at,
          publishedAt: item.status === 'published' ? at : null,
          isDemo: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('softwareModerationEvent')
        .values({ softwareId: id, decision: 'submitted', actorId: developer.id, createdAt: at })
        .execute();
    }
  },
};
