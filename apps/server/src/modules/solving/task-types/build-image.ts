/** Spec builders of the image kinds (reference §1.4 and §2.1): one function reads both protocols. */
import {
  type Builders,
  MAX_INSTRUCTION_CHARS,
  readAlphabet,
  readClicks,
  readInstructions,
  readLang,
  spec,
} from './build-common.ts';
import { checkImage, decodeBase64, IMAGE_LIMITS } from './image.ts';
import type { ImageData, KindParams, NumericMode } from './kinds.ts';
import { SpecProblem } from './problems.ts';
import { n } from './reader.ts';

type ImageKind = 'image_text' | 'text' | 'rotate' | 'coordinates' | 'grid' | 'canvas' | 'bounding_box' | 'audio';

/** The main image: v1 `file` part or `body` base64; v2 `body`. */
const BODY = n(['file', 'body'], 'body');
const V1_ROTATE_FILES = ['file', ...Array.from({ length: 9 }, (_, i) => `file_${i + 1}`)];
const MAX_CLICKS = 100;
const MAX_GRID_SIDE = 10;
const IMG_TYPES: readonly NonNullable<KindParams['grid']['imgType']>[] = [
  'recaptcha',
  'hcaptcha',
  'funcaptcha',
  'funcaptcha_compare',
];
const AUDIO_LANGS: readonly KindParams['audio']['lang'][] = ['en', 'fr', 'de', 'el', 'pt', 'ru'];

/** Grid, canvas and bounding box need a text or an image instruction. */
function requireInstruction(comment: string | undefined, image: ImageData | undefined): void {
  if (comment === undefined && image === undefined) throw new SpecProblem('bad_parameters', 'instruction required');
}

export const IMAGE_BUILDERS: Builders<ImageKind> = {
  image_text: (r) => {
    const minLength = r.int(n('min_len', 'minLength'), 0, 20) ?? 0;
    const maxLength = r.int(n('max_len', 'maxLength'), 0, 20) ?? 0;
    if (minLength > 0 && maxLength > 0 && minLength > maxLength) {
      throw new SpecProblem('bad_parameters', 'min_len > max_len');
    }
    const params = {
      phrase: r.flag(n('phrase', 'phrase')),
      caseSensitive: r.flag(n('regsense', 'case')),
      numeric: (r.int(n('numeric', 'numeric'), 0, 4) ?? 0) as NumericMode,
      calc: r.flag(n('calc', 'math')),
      minLength,
      maxLength,
      language: readAlphabet(r),
      ...readInstructions(r),
    };
    const instructionsImage = r.instructionsImage();
    const image = r.image(BODY, { maxSide: IMAGE_LIMITS.normalMaxSide });
    return spec('image_text', params, { image, instructionsImage });
  },

  text: (r) => {
    const question = r.string(n('textcaptcha', 'comment'), { max: MAX_INSTRUCTION_CHARS, required: 'bad_parameters' });
    return spec('text', { question, language: readAlphabet(r), lang: readLang(r) });
  },

  rotate: (r) => {
    const angle = r.int(n('angle', 'angle'), 1, 360) ?? 40;
    const params = { angle, ...readInstructions(r) };
    const instructionsImage = r.instructionsImage();
    const files = r.fileNames(V1_ROTATE_FILES);
    const images = files.length > 0 ? files.map((name) => r.image(n(name, name))) : [r.image(BODY)];
    return spec('rotate', params, { image: images[0], images, instructionsImage });
  },

  coordinates: (r) => {
    const params = { language: readAlphabet(r), ...readClicks(r, MAX_CLICKS), ...readInstructions(r) };
    const instructionsImage = r.instructionsImage();
    return spec('coordinates', params, { image: r.image(BODY), instructionsImage });
  },

  grid: (r) => {
    const instructions = readInstructions(r);
    const instructionsImage = r.instructionsImage();
    requireInstruction(instructions.comment, instructionsImage);
    const imgType = r.string(n('img_type', 'imgType'), { max: 32 });
    if (imgType !== undefined && !IMG_TYPES.some((t) => t === imgType))
      throw new SpecProblem('bad_parameters', 'imgType');
    const previousId = r.string(n('previousID', 'previousId'), { max: 64 });
    const rowsGiven = r.int(n('recaptcharows', 'rows'), 1, MAX_GRID_SIDE);
    const columnsGiven = r.int(n('recaptchacols', 'columns'), 1, MAX_GRID_SIDE);
    const canNoAnswer = r.flag(n('can_no_answer', 'canNoAnswer'));
    const image = r.image(BODY);
    // Reference §1.4: 3×3 for a 300×300 image, else 4×4.
    const side = image.width === 300 && image.height === 300 ? 3 : 4;
    const rows = rowsGiven ?? side;
    const columns = columnsGiven ?? side;
    const params = {
      rows,
      columns,
      ...readClicks(r, rows * columns),
      canNoAnswer,
      previousId,
      imgType: imgType as KindParams['grid']['imgType'],
      ...instructions,
    };
    return spec('grid', params, { image, instructionsImage });
  },

  canvas: (r) => {
    const instructions = readInstructions(r);
    const instructionsImage = r.instructionsImage();
    requireInstruction(instructions.comment, instructionsImage);
    const params = { canNoAnswer: r.flag(n('can_no_answer', 'canNoAnswer')), ...instructions };
    return spec('canvas', params, { image: r.image(BODY), instructionsImage });
  },

  bounding_box: (r) => {
    const instructions = readInstructions(r);
    const instructionsImage = r.instructionsImage();
    requireInstruction(instructions.comment, instructionsImage);
    const params = { canNoAnswer: r.flag(n('can_no_answer', 'canNoAnswer')), ...instructions };
    const image = r.image(n(['image', 'file', 'body'], ['body', 'image']));
    return spec('bounding_box', params, { image, instructionsImage });
  },

  audio: (r) => {
    const lang = r.string(n('lang', 'lang'), { max: 4, required: 'bad_parameters' }).toLowerCase();
    const known = AUDIO_LANGS.find((l) => l === lang);
    if (!known) throw new SpecProblem('bad_parameters', 'lang');
    return spec('audio', { lang: known }, { audio: r.audio(n(['body', 'file'], 'body')) });
  },
};

/** Temu and VK image: image kinds whose v1 methods and v2 types are newer additions. */
export const PUZZLE_BUILDERS: Builders<'temu' | 'vk_image'> = {
  temu: (r) => {
    const image = r.image(n(['body', 'file'], ['image', 'body']));
    const v2Parts = r.protocol === 'v2' ? r.array(n(undefined, 'parts')) : undefined;
    const parts = v2Parts
      ? v2Parts.map((part) => {
          const bytes = typeof part === 'string' ? decodeBase64(part) : null;
          if (!bytes) throw new SpecProblem('upload', 'parts');
          return checkImage(bytes);
        })
      : ['part1', 'part2', 'part3'].filter((name) => r.hasBytes(n(name, name))).map((name) => r.image(n(name, name)));
    if (parts.length < 1 || parts.length > 3) throw new SpecProblem('bad_parameters', 'parts');
    return spec('temu', {}, { image, parts });
  },

  vk_image: (r) => {
    const steps = r.array(n('steps', 'steps'));
    if (
      !steps ||
      steps.length === 0 ||
      steps.length > 1000 ||
      !steps.every((s): s is number => Number.isInteger(s) && (s as number) >= 0 && (s as number) <= 10_000)
    ) {
      throw new SpecProblem('bad_parameters', 'steps');
    }
    const image = r.image(n(['body', 'file'], ['image', 'body']));
    return spec('vk_image', { steps }, { image });
  },
};
