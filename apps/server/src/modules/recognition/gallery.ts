import { RECOGNITION_EXAMPLES, type RecognitionExampleDef } from '@crowdsolve/contract';
import { gridImage, type QuestionLanguage, rotateImage, textImage, textQuestion } from '../challenges/index.ts';

/** One drawn example: its images (PNG) and its answer as res.php returns it. */
export interface DrawnExample {
  def: RecognitionExampleDef;
  image: { png: Buffer; width: number; height: number } | null;
  instruction: { png: Buffer; width: number; height: number } | null;
  /** Answer of image examples; text questions answer per language (see `question`). */
  answer: string;
}

/**
 * The gallery's examples, drawn once per process from their fixed seeds (the same seed draws the
 * same image, so every process and installation shows the same gallery).
 */
export function gallery() {
  let drawn: Promise<Map<string, DrawnExample>> | null = null;

  async function draw(def: RecognitionExampleDef): Promise<DrawnExample> {
    switch (def.generator) {
      case 'text': {
        const img = await textImage(def.seed);
        return { def, image: img, instruction: null, answer: img.answer };
      }
      case 'grid': {
        const img = await gridImage(def.seed);
        return { def, image: img, instruction: img.instruction, answer: `click:${img.cells.join('/')}` };
      }
      case 'rotate': {
        const img = await rotateImage(def.seed);
        return { def, image: img, instruction: null, answer: String(img.answer) };
      }
      case 'question':
        return { def, image: null, instruction: null, answer: textQuestion(def.seed, 'en').answer };
    }
  }

  return {
    async all(): Promise<Map<string, DrawnExample>> {
      drawn ??= Promise.all(RECOGNITION_EXAMPLES.map(draw)).then((list) => new Map(list.map((e) => [e.def.slug, e])));
      return drawn;
    },
    /** A text question in the reader's language, with its answer. */
    question(def: RecognitionExampleDef, language: QuestionLanguage) {
      return textQuestion(def.seed, language);
    },
  };
}
export type Gallery = ReturnType<typeof gallery>;
