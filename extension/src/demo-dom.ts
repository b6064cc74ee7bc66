/**
 * The DOM protocol of the service's own demo captchas: a form marked with `data-cs-demo="<slug>"`
 * holding the image, the question, the answer input and a submit button. The demo pages write the
 * same attribute names.
 */
export const DEMO_DOM = {
  form: 'data-cs-demo',
  challenge: 'data-cs-challenge',
  taskKind: 'data-cs-task-kind',
  image: 'data-cs-image',
  question: 'data-cs-question',
  answer: 'data-cs-answer',
  /** Optional on grid demos: the tile layout (default 3×3). */
  rows: 'data-cs-rows',
  cols: 'data-cs-cols',
} as const;

/** The demo slugs the extension solves, by the answer each expects. */
export const DEMO_SLUGS = ['normal', 'text', 'rotatecaptcha', 'clickcaptcha', 'grid'] as const;
export type DemoSlug = (typeof DEMO_SLUGS)[number];
