import {
  DEMO_ROTATE_TOLERANCE_DEG,
  type FirstPartyDemoSlug,
  type Language,
  parseDemoPoints,
  parseDemoTiles,
} from '@crowdsolve/contract';
import { resources } from '@crowdsolve/i18n';
import {
  clickImage,
  freshSeed,
  gridImage,
  hitsTargets,
  type PngImage,
  rotateImage,
  textImage,
  textQuestion,
} from '../challenges/index.ts';

/** What the page shows of a drawn challenge (the reply's fields besides the envelope). */
export interface DrawnParts {
  image?: string;
  imageWidth?: number;
  imageHeight?: number;
  question?: string;
  instruction?: string;
  grid?: { rows: number; cols: number };
  instructionImage?: string;
}

/** A drawn challenge: what to show, and the answer the challenge carries (never shown). */
export interface Drawn {
  parts: DrawnParts;
  answer: unknown;
}

/** A click target as the challenge carries it: centre and radius. */
type StoredTarget = { x: number; y: number; r: number };

const dataUrl = (image: PngImage) => `data:image/png;base64,${image.png.toString('base64')}`;
const image = (png: PngImage) => ({ image: dataUrl(png), imageWidth: png.width, imageHeight: png.height });

/**
 * The `normal` demo's picture is made to defeat a naive OCR (binarise, segment into letters,
 * match each): glyphs of a hand-drawn outline font no OCR model is tuned for, each turned (±15°),
 * scaled and shifted off a common baseline, so that no line of text can be found; four noise
 * curves and a thick stroke in the glyphs' own tones run through the letters and join them, so
 * that neither a threshold nor connected components isolate a letter; speckles break the edges;
 * and a turbulence displacement waves every stroke. (Tesseract is not available here to measure
 * it; engines of its kind need clean, separable glyphs on a baseline, which this picture never
 * has.) A person still reads it at a glance: stronger settings were tried and made letters like
 * K and X hard to tell apart for people too.
 */
const NORMAL_OPTIONS = { width: 240, height: 90, fontSize: 80, noise: 4, tilt: 15, clutter: 1, warp: 8 } as const;

/** Draws a new challenge of a first-party demo, with its texts in `language`. */
export async function drawChallenge(
  generator: FirstPartyDemoSlug,
  language: Language,
  seed = freshSeed(),
): Promise<Drawn> {
  const texts = resources[language].worker.challenges;
  switch (generator) {
    case 'normal': {
      const picture = await textImage(seed, NORMAL_OPTIONS);
      return { parts: { ...image(picture), instruction: texts.typeText }, answer: picture.answer };
    }
    case 'text': {
      const q = textQuestion(seed, language);
      return { parts: { question: q.question }, answer: q.answer };
    }
    case 'rotatecaptcha': {
      const picture = await rotateImage(seed);
      return { parts: { ...image(picture), instruction: texts.rotate }, answer: picture.answer };
    }
    case 'clickcaptcha': {
      const picture = await clickImage(seed);
      const [first, second] = picture.targets.map(
        (t) => texts.clickTargets[`${t.colour}_${t.shape}` as keyof typeof texts.clickTargets],
      );
      const answer: StoredTarget[] = picture.targets.map((t) => ({ x: t.x, y: t.y, r: t.radius }));
      return {
        parts: { ...image(picture), instruction: fill(texts.click, { first: first ?? '', second: second ?? '' }) },
        answer,
      };
    }
    case 'grid': {
      const picture = await gridImage(seed);
      return {
        parts: {
          ...image(picture),
          instruction: texts.grid[picture.target],
          grid: { rows: picture.rows, cols: picture.columns },
          instructionImage: dataUrl(picture.instruction),
        },
        answer: picture.cells,
      };
    }
  }
}

/**
 * Whether `input` (what the page's answer input holds, DEMO_ANSWER_FORMAT) answers a challenge
 * whose answer is `answer`: `invalid` when the input is not in the generator's format.
 */
export function checkAnswer(
  generator: FirstPartyDemoSlug,
  answer: unknown,
  input: string,
): 'right' | 'wrong' | 'invalid' {
  const verdict = (right: boolean) => (right ? 'right' : 'wrong');
  switch (generator) {
    case 'normal':
      return verdict(input.replace(/\s+/g, '').toUpperCase() === String(answer));
    case 'text':
      return verdict(input.trim().replace(/^\+/, '') === String(answer));
    case 'rotatecaptcha': {
      if (!/^\s*[+-]?\d{1,4}(\.\d+)?\s*$/.test(input)) return 'invalid';
      const off = (((Number(input) - Number(answer)) % 360) + 360) % 360;
      return verdict(Math.min(off, 360 - off) <= DEMO_ROTATE_TOLERANCE_DEG);
    }
    case 'clickcaptcha': {
      const points = parseDemoPoints(input);
      if (!points) return 'invalid';
      const targets = (answer as StoredTarget[]).map((t) => ({ x: t.x, y: t.y, radius: t.r }));
      return verdict(hitsTargets(targets, points));
    }
    case 'grid': {
      const tiles = parseDemoTiles(input);
      if (!tiles) return 'invalid';
      const chosen = [...new Set(tiles)].sort((a, b) => a - b);
      const cells = [...(answer as number[])].sort((a, b) => a - b);
      return verdict(chosen.length === cells.length && chosen.every((c, i) => c === cells[i]));
    }
  }
}

/** The input that answers a challenge right (tests, and the service's own solver later). */
export function rightInput(generator: FirstPartyDemoSlug, answer: unknown): string {
  if (generator === 'clickcaptcha') return (answer as StoredTarget[]).map((t) => `${t.x},${t.y}`).join(';');
  if (generator === 'grid') return (answer as number[]).join(',');
  return String(answer);
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}
