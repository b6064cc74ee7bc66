import sharp from 'sharp';
import svgCaptcha from 'svg-captcha';
import { type Rng, seededRng, withRandom } from './random.ts';

/** Letters and digits that cannot be mistaken for one another (no 0/O/Q/D/6, 1/I/L, 2/Z, 5/S, 8/B, U/V). */
export const TEXT_ALPHABET = 'ACEFGHJKMNPRTWXY3479';

export interface PngImage {
  png: Buffer;
  width: number;
  height: number;
}

export interface TextImage extends PngImage {
  /** The characters drawn, upper-case, in order. */
  answer: string;
  /** The image before rasterising (its text is drawn as paths, one per character). */
  svg: string;
}

export interface TextImageOptions {
  /** 4–6 (default: drawn from the seed). */
  length?: number;
  width?: number;
  height?: number;
  /** Noise lines across the text. */
  noise?: number;
}

const BACKGROUNDS = ['#f4f1e8', '#eef3f7', '#f6eef2', '#eef6ee', '#f3f0fa'];

/**
 * A distorted-text image and its answer: the text is drawn as glyph paths (svg-captcha's bundled
 * font, so no system fonts are needed), crossed by noise lines and warped by a displacement
 * filter, then rasterised to PNG. The same seed draws the same image.
 */
export async function textImage(seed: number, options: TextImageOptions = {}): Promise<TextImage> {
  const rng = seededRng(seed);
  const length = Math.min(6, Math.max(4, options.length ?? rng.int(4, 6)));
  const width = options.width ?? 200;
  const height = options.height ?? 70;
  const answer = Array.from({ length }, () => rng.pick([...TEXT_ALPHABET])).join('');
  const drawn = withRandom(rng, () =>
    drawText(answer, {
      width,
      height,
      fontSize: 58,
      noise: options.noise ?? 3,
      color: false,
    }),
  );
  const svg = warp(drawn, rng.pick(BACKGROUNDS), rng);
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
  return { png, width, height, answer, svg };
}

/** svg-captcha's drawing of a given text (its module is that function; the typings only name the helpers). */
const drawText = svgCaptcha as unknown as (
  text: string,
  options: { width: number; height: number; fontSize: number; noise: number; color: boolean },
) => string;

/** Puts the drawing on a background and warps it (turbulence displacement: the glyphs wave). */
function warp(svg: string, background: string, rng: Rng): string {
  const frequency = (0.02 + rng.next() * 0.02).toFixed(3);
  const scale = rng.int(5, 8);
  const open = svg.indexOf('>') + 1;
  const close = svg.lastIndexOf('</svg>');
  const filter = `<defs><filter id="w" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${rng.int(1, 9999)}"/><feDisplacementMap in="SourceGraphic" scale="${scale}" xChannelSelector="R" yChannelSelector="G"/></filter></defs>`;
  return `${svg.slice(0, open)}${filter}<rect width="100%" height="100%" fill="${background}"/><g filter="url(#w)">${svg.slice(open, close)}</g></svg>`;
}
