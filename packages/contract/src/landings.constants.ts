/** Zod-free part of the landings and the recognition gallery (see site.constants.ts for why). */
import { TASK_KINDS, type TaskKindId } from './task-kinds.constants.ts';

/** The URL slug of a task kind (`image_text` → `image-text`): `/pricing/{slug}`, `/p/{slug}`. */
export function typeSlug(kind: TaskKindId): string {
  return kind.replaceAll('_', '-');
}

/** Every task kind's slug, in catalogue order. */
export const TYPE_SLUGS: readonly string[] = TASK_KINDS.map(typeSlug);

/** The task kind of a slug, or null when the catalogue has none. */
export function kindOfSlug(slug: string): TaskKindId | null {
  return TASK_KINDS.find((kind) => typeSlug(kind) === slug) ?? null;
}

/**
 * The recognition gallery: examples the project draws itself with its challenge generator (fixed
 * seeds, so every installation shows the same ones), never a customer's image.
 */
export const RECOGNITION_EXAMPLES = [
  { slug: 'distorted-text-1', kind: 'image_text', generator: 'text', seed: 1101 },
  { slug: 'distorted-text-2', kind: 'image_text', generator: 'text', seed: 2202 },
  { slug: 'distorted-text-3', kind: 'image_text', generator: 'text', seed: 3303 },
  { slug: 'tile-grid-1', kind: 'grid', generator: 'grid', seed: 4404 },
  { slug: 'tile-grid-2', kind: 'grid', generator: 'grid', seed: 5505 },
  { slug: 'rotated-picture-1', kind: 'rotate', generator: 'rotate', seed: 6606 },
  { slug: 'rotated-picture-2', kind: 'rotate', generator: 'rotate', seed: 7707 },
  { slug: 'text-question-1', kind: 'text', generator: 'question', seed: 8808 },
  { slug: 'text-question-2', kind: 'text', generator: 'question', seed: 9909 },
] as const satisfies readonly {
  slug: string;
  kind: TaskKindId;
  generator: 'text' | 'grid' | 'rotate' | 'question';
  seed: number;
}[];
export type RecognitionExampleDef = (typeof RECOGNITION_EXAMPLES)[number];
export const RECOGNITION_SLUGS: readonly string[] = RECOGNITION_EXAMPLES.map((e) => e.slug);

/**
 * The origin examples are written for on a host: http on this machine (localhost, *.localhost,
 * 127.0.0.1), https everywhere else.
 */
export function exampleOrigin(host: string): string {
  const name = host.replace(/:\d+$/, '').toLowerCase();
  const local = name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]';
  return `${local ? 'http' : 'https'}://${host}`;
}

export const LANDING_PATHS = {
  /** The gallery: `?ids=a,b&language=en&hostname=…`. */
  recognition: '/api/v1/captcha-recognition',
  /** One example's image (PNG). */
  recognitionImage: '/api/v1/captcha-recognition/:slug/image.png',
  /** One example's instruction image (grid tiles: what to select), PNG. */
  recognitionInstruction: '/api/v1/captcha-recognition/:slug/instruction.png',
  /** One captcha type for its landing: `?currency&hostname`. */
  captchaType: '/api/v1/captcha-types/:slug',
  /** The reference worker client, a single Node.js file. */
  workerClient: '/downloads/crowdsolve-worker.mjs',
  /** The browser extension's current package: version, download address, size. */
  extension: '/api/v1/extension',
} as const;

/** Where the browser extension's zip of one version is downloaded. */
export function extensionDownloadPath(version: string): string {
  return `/downloads/crowdsolve-extension-${version}.zip`;
}
