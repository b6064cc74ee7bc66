/**
 * Generated challenges with known answers, drawn from a seed (the same seed draws the same
 * challenge; `freshSeed()` for one nobody can predict): distorted-text images, text questions,
 * "select every tile with …" grids, turned pictures and "click the red circle and the blue
 * square" pictures. Images are SVG rasterised to PNG by sharp, with text as glyph paths from
 * svg-captcha's bundled font, so no system fonts are needed.
 * Used by the control set (training and golden tasks) and the demo captchas.
 */
export {
  CLICK_COLOURS,
  type ClickColour,
  type ClickImage,
  type ClickTarget,
  clickImage,
  hitsTargets,
} from './click-image.ts';
export { type GridImage, gridImage } from './grid-image.ts';
export {
  QUESTION_FORMS,
  type QuestionForm,
  type QuestionLanguage,
  type TextQuestion,
  textQuestion,
} from './question.ts';
export { freshSeed } from './random.ts';
export { type RotateImage, rotateImage } from './rotate-image.ts';
export { SHAPES, type Shape } from './shapes.ts';
export { type PngImage, TEXT_ALPHABET, type TextImage, type TextImageOptions, textImage } from './text-image.ts';
