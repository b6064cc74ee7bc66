import type {
  CatalogCategoriesReply,
  CatalogItem,
  CatalogItemDetail,
  DeveloperSoftware,
  ModerationItem,
  Review,
} from '@crowdsolve/contract';

/** Test data of the catalogue screens (tests only). */

export const CATEGORIES: CatalogCategoriesReply = {
  records: [
    { slug: 'browser', names: { en: 'Browser tools', ru: 'Для браузера', zh: '浏览器工具' } },
    { slug: 'sdk', names: { en: 'Libraries', ru: 'Библиотеки', zh: '库' } },
  ],
};

export function makeItem(id: number, overrides: Partial<CatalogItem> = {}): CatalogItem {
  return {
    id,
    slug: `tool-${id}`,
    name: `Tool ${id}`,
    shortDescription: `Solves captchas, number ${id}`,
    logo: null,
    categories: ['browser'],
    platforms: ['windows'],
    captchaTypes: ['recaptcha_v2', 'image_text'],
    priceModel: 'free',
    rating: { average: 4.5, count: 2 },
    tasksThisMonth: 1234,
    usersThisMonth: 7,
    publishedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<CatalogItemDetail> = {}): CatalogItemDetail {
  return {
    ...makeItem(4587),
    slug: 'captcha-helper',
    name: 'Captcha Helper',
    longDescriptionHtml: '<p>It <strong>helps</strong>.</p>',
    homepage: 'https://helper.example',
    screenshots: [{ fileId: 'f1', url: '/files/f1/1280.webp', variants: { '480.webp': '/files/f1/480.webp' } }],
    developerName: 'Dev Co',
    status: 'published',
    owned: false,
    rejectionReason: null,
    changePending: false,
    ...overrides,
  };
}

export function makeReview(id: number, overrides: Partial<Review> = {}): Review {
  return {
    id,
    softId: 4587,
    rating: 5,
    text: `Works well, review ${id}`,
    authorName: `user${id}`,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    status: 'published',
    rejectionReason: null,
    answer: null,
    ...overrides,
  };
}

export function makeDeveloperSoftware(overrides: Partial<DeveloperSoftware> = {}): DeveloperSoftware {
  return {
    softId: 4587,
    slug: 'captcha-helper',
    name: 'Captcha Helper',
    shortDescription: 'Solves captchas',
    longDescription: 'It **helps**.',
    categories: ['browser'],
    logoFileId: null,
    logo: null,
    screenshotFileIds: [],
    screenshots: [],
    homepage: null,
    platforms: ['windows'],
    captchaTypes: ['image_text'],
    priceModel: 'free',
    status: 'pending',
    rejectionReason: null,
    changePending: false,
    changeRejectionReason: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    publishedAt: null,
    ...overrides,
  };
}

export function makeModerationItem(overrides: Partial<ModerationItem> = {}): ModerationItem {
  return {
    ...makeDeveloperSoftware(),
    developerId: 3,
    developerEmail: 'dev@example.com',
    submittedAt: '2026-11-24T09:00:00.000Z',
    longDescriptionHtml: '<p>It <strong>helps</strong>.</p>',
    changedFields: [],
    live: null,
    ...overrides,
  };
}
