/** Zod-free part of the customer domain (see site.constants.ts for why). */

/**
 * The customer cabinet: the dashboard, the lists of what the API did for the account
 * (impossible captchas, API errors, complaints, images marked "not a captcha") and the test captcha.
 */
export const CUSTOMER_PATHS = {
  dashboard: '/api/v2/dashboard',
  impossible: '/api/v2/customer/impossible_captchas',
  errors: '/api/v2/customer/errors',
  complaints: '/api/v2/customer/complaints',
  notCaptcha: '/api/v2/customer/not_captcha',
  /** The task's image (its owner only), for the lists above. */
  taskImage: '/api/v2/customer/tasks/:id/image',
  /** A task of the account: its state, answer and cost (the test captcha polls it). */
  task: '/api/v2/customer/tasks/:id',
  /** Reports a task of the account as solved wrongly or rightly (the test captcha's buttons). */
  taskReport: '/api/v2/customer/tasks/:id/report',
  testCaptcha: '/api/v2/customer/testcaptcha',
} as const;

export const taskImagePath = (id: number) => `/api/v2/customer/tasks/${id}/image`;
export const customerTaskPath = (id: number) => `/api/v2/customer/tasks/${id}`;

export const CUSTOMER_LIST_PAGE_SIZE = 20;
/** Tasks on the dashboard's "latest uploaded captchas". */
export const DASHBOARD_LATEST_TASKS = 10;
/** Days on the dashboard's spend and volume chart (the spec's default statistics window). */
export const DASHBOARD_DAYS = 7;
/** How long the API-error log keeps what it recorded. */
export const API_ERROR_RETENTION_DAYS = 30;

/** Kinds a customer can try from the browser. */
export const TEST_CAPTCHA_KINDS = ['image_text', 'text', 'recaptcha_v2', 'turnstile', 'hcaptcha'] as const;
export type TestCaptchaKind = (typeof TEST_CAPTCHA_KINDS)[number];
/** Largest image the test page uploads (base64 grows it by a third). */
export const TEST_CAPTCHA_IMAGE_MAX_BYTES = 600 * 1024;
