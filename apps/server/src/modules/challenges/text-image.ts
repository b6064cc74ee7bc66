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
  /** The glyphs' font size (default 58). */
  fontSize?: number;
  /** Each glyph turned up to this many degrees either way, scaled and shifted up or down (default 0). */
  tilt?: number;
  /** Glyphs and noise in random colours instead of greys. */
  colour?: boolean;
  /** Strength of the wave (displacement scale in pixels; default 5–8). */
  warp?: number;
  /** Thick strokes across the glyphs, in the glyphs' own tones, and speckles (default 0). */
  clutter?: number;
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
      fontSize: options.fontSize ?? 58,
      noise: options.noise ?? 3,
      color: options.colour ?? false,
    }),
  );
  const distorted = distort(drawn, { width, height, tilt: options.tilt ?? 0, clutter: options.clutter ?? 0 }, rng);
  const svg = warp(distorted, rng.pick(BACKGROUNDS), rng, options.warp);
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
  return { png, width, height, answer, svg };
}

/** svg-captcha's drawing of a given text (its module is that function; the typings only name the helpers). */
const drawText = svgCaptcha as unknown as (
  text: string,
  options: { width: number; height: number; fontSize: number; noise: number; color: boolean },
) => string;

/** Puts the drawing on a background and warps it (turbulence displacement: the glyphs wave). */
function warp(svg: string, background: string, rng: Rng, strength?: number): string {
  const frequency = (0.02 + rng.next() * 0.02).toFixed(3);
  const scale = strength ?? rng.int(5, 8);
  const open = svg.indexOf('>') + 1;
  const close = svg.lastIndexOf('</svg>');
  const filter = `<defs><filter id="w" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="${rng.int(1, 9999)}"/><feDisplacementMap in="SourceGraphic" scale="${scale}" xChannelSelector="R" yChannelSelector="G"/></filter></defs>`;
  return `${svg.slice(0, open)}${filter}<rect width="100%" height="100%" fill="${background}"/><g filter="url(#w)">${svg.slice(open, close)}</g></svg>`;
}

/**
 * Varies the glyphs and clutters the drawing (nothing changes with tilt and clutter 0): each glyph
 * turned, scaled and shifted on its own, so that no two letters sit on one baseline or share a
 * size; thick strokes through the text in the glyphs' tones, which join neighbouring letters
 * (segmenting them is where a naive OCR fails first); and speckles that break up clean edges.
 */
function distort(svg: string, box: { width: number; height: number; tilt: number; clutter: number }, rng: Rng): string {
  const { width, height, tilt, clutter } = box;
  if (tilt <= 0 && clutter <= 0) return svg;
  const glyphs = svg.replace(/<path fill="([^"]*)" d="([^"]*)"\/>/g, (whole, _fill: string, d: string) => {
    if (tilt <= 0) return whole;
    const xs = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number).filter((_, i) => i % 2 === 0);
    const cx = xs.length ? (Math.min(...xs) + Math.max(...xs)) / 2 : width / 2;
    const cy = height / 2;
    const turn = rng.int(-tilt, tilt);
    const scale = (0.8 + rng.next() * 0.35).toFixed(2);
    const shift = rng.int(-Math.round(height / 8), Math.round(height / 8));
    return `<g transform="translate(0 ${shift}) rotate(${turn} ${cx.toFixed(1)} ${cy}) translate(${cx.toFixed(1)} ${cy}) scale(${scale}) translate(${(-cx).toFixed(1)} ${-cy})">${whole}</g>`;
  });
  const strokes = Array.from({ length: clutter }, () => {
    const y = () => rng.int(Math.round(height * 0.25), Math.round(height * 0.75));
    const tone = rng.int(50, 110);
    return `<path d="M${rng.int(0, 30)} ${y()} Q${rng.int(width * 0.3, width * 0.7)} ${rng.int(0, height)} ${rng.int(width - 30, width)} ${y()}" stroke="rgb(${tone},${tone},${tone})" stroke-width="${rng.int(2, 3)}" fill="none"/>`;
  });
  const speckles = Array.from({ length: clutter * 15 }, () => {
    const tone = rng.int(60, 200);
    return `<circle cx="${rng.int(0, width)}" cy="${rng.int(0, height)}" r="${(0.6 + rng.next() * 1.4).toFixed(1)}" fill="rgb(${tone},${tone},${tone})"/>`;
  });
  const close = glyphs.lastIndexOf('</svg>');
  return `${glyphs.slice(0, close)}${strokes.join('')}${speckles.join('')}</svg>`;
}
