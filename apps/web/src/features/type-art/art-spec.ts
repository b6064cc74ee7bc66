import { LANDING_PATHS, type RECOGNITION_EXAMPLES, type TaskKindId } from '@crowdsolve/contract';

/**
 * What a schematic shows: how the captcha looks on a site (token kinds: the widget; image kinds
 * without a drawn example: the task a person does).
 */
export const SCENES = [
  'checkbox',
  'score',
  'slider',
  'pick',
  'assemble',
  'proof',
  'interstitial',
  'typein',
  'click',
  'box',
  'draw',
  'audio',
  'question',
] as const;
export type Scene = (typeof SCENES)[number];

type ExampleSlug = (typeof RECOGNITION_EXAMPLES)[number]['slug'];

/**
 * A type's picture: a real example from the recognition gallery (drawn by the project's own
 * challenge generator, never a customer's image), or a schematic scene with its accent hue and
 * what the solution looks like where it goes (a form field's name, or the answer's shape).
 */
export type TypeArtSpec = { example: ExampleSlug } | { scene: Scene; hue: number; out: string };

const s = (scene: Scene, hue: number, out = 'token'): TypeArtSpec => ({ scene, hue, out });

/** One picture per type of the catalogue (a test fails when a type has none). */
export const TYPE_ART: Readonly<Record<TaskKindId, TypeArtSpec>> = {
  image_text: { example: 'distorted-text-1' },
  text: s('question', 200, 'answer'),
  rotate: { example: 'rotated-picture-1' },
  coordinates: s('click', 265, 'x=112,y=40'),
  grid: { example: 'tile-grid-1' },
  canvas: s('draw', 330, '[x,y]…'),
  bounding_box: s('box', 20, '[x,y,w,h]'),
  audio: s('audio', 285, 'text'),
  temu: s('click', 25, 'x=64,y=52'),
  vk_image: { example: 'distorted-text-2' },
  recaptcha_v2: s('checkbox', 220, 'g-recaptcha-response'),
  recaptcha_v3: s('score', 220, 'g-recaptcha-response'),
  hcaptcha: s('checkbox', 175, 'h-captcha-response'),
  geetest: s('slider', 210, 'geetest_validate'),
  geetest_v4: s('slider', 235, 'captcha_output'),
  turnstile: s('checkbox', 30, 'cf-turnstile-response'),
  funcaptcha: s('pick', 255, 'fc-token'),
  keycaptcha: s('assemble', 140, 'capcode'),
  lemin: s('slider', 290, 'answer'),
  mtcaptcha: s('typein', 195, 'mtcaptcha-verifiedtoken'),
  capy: s('slider', 100, 'answer'),
  amazon_waf: s('interstitial', 35, 'aws-waf-token'),
  cutcaptcha: s('assemble', 350, 'token'),
  friendly_captcha: s('proof', 160, 'frc-captcha-solution'),
  atb_captcha: s('slider', 190, 'token'),
  tencent: s('slider', 205, 'ticket'),
  datadome: s('interstitial', 250, 'datadome'),
  prosopo: s('checkbox', 280, 'procaptcha-response'),
  captchafox: s('checkbox', 15, 'token'),
  vk_captcha: s('checkbox', 212, 'token'),
  altcha: s('proof', 120, 'altcha'),
  yandex: s('checkbox', 45, 'smart-token'),
  cybersiara: s('slider', 170, 'token'),
};

/** The picture of a type (a generic slider scene for a type this list does not know yet). */
export function artOf(kind: string): TypeArtSpec {
  return (TYPE_ART as Record<string, TypeArtSpec | undefined>)[kind] ?? s('slider', 220);
}

/** The image URL of a gallery example. */
export function exampleImageUrl(slug: string): string {
  return LANDING_PATHS.recognitionImage.replace(':slug', encodeURIComponent(slug));
}

/** The alt-text key (`common:typeArt.*`) of a picture. */
export function altKey(spec: TypeArtSpec): string {
  return 'example' in spec ? 'common:typeArt.example' : `common:typeArt.${spec.scene}`;
}
