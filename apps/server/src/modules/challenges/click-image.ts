import sharp from 'sharp';
import { seededRng } from './random.ts';
import { SHAPES, type Shape, shapeSvg } from './shapes.ts';
import type { PngImage } from './text-image.ts';

/** Colours a click instruction names (far enough apart to tell at a glance). */
export const CLICK_COLOURS = { red: '#d62828', blue: '#1d70b8', green: '#2a9d3f', yellow: '#e0b400' } as const;
export type ClickColour = keyof typeof CLICK_COLOURS;

export interface ClickTarget {
  shape: Shape;
  colour: ClickColour;
  /** The shape's centre, in pixels of the image. */
  x: number;
  y: number;
  /** A click this close to the centre hits the shape. */
  radius: number;
}

export interface ClickImage extends PngImage {
  /** The shapes to click ("the red circle and the blue square"), each unique in the picture. */
  targets: ClickTarget[];
  /** Every shape drawn (targets included). */
  shapes: ClickTarget[];
  svg: string;
}

const WIDTH = 320;
const HEIGHT = 200;
const COLUMNS = 4;
const ROWS = 2;

/**
 * A picture of 6–8 shapes, each a different colour-and-shape pair, and two of them to click: the
 * other shapes share the targets' shape or colour, so both must be read. The answer is the
 * targets' centres; a click within `radius` of one hits it. The same seed draws the same picture.
 */
export async function clickImage(seed: number, targetCount = 2): Promise<ClickImage> {
  const rng = seededRng(seed);
  const colourNames = Object.keys(CLICK_COLOURS) as ClickColour[];
  const pairs = rng.shuffle(SHAPES.flatMap((shape) => colourNames.map((colour) => ({ shape, colour }))));
  const count = rng.int(6, COLUMNS * ROWS);
  const cells = rng.shuffle(Array.from({ length: COLUMNS * ROWS }, (_, i) => i)).slice(0, count);
  const cellWidth = WIDTH / COLUMNS;
  const cellHeight = HEIGHT / ROWS;
  const shapes: ClickTarget[] = cells.map((cell, i) => {
    const { shape, colour } = pairs[i] as (typeof pairs)[number];
    const size = rng.int(40, 56);
    const x = Math.round((cell % COLUMNS) * cellWidth + cellWidth / 2 + rng.int(-10, 10));
    const y = Math.round(Math.floor(cell / COLUMNS) * cellHeight + cellHeight / 2 + rng.int(-14, 14));
    return { shape, colour, x, y, radius: Math.round(size / 2 + 2) };
  });
  const drawn = shapes.map(
    (s) =>
      `<g data-shape="${s.shape}" data-colour="${s.colour}">${shapeSvg(s.shape, s.x, s.y, (s.radius - 2) * 2, CLICK_COLOURS[s.colour], s.shape === 'circle' ? 0 : rng.int(-30, 30))}</g>`,
  );
  // Faint scribbles behind the shapes, so that the picture is not a clean segmentation problem.
  const scribbles = Array.from({ length: 6 }, () => {
    const p = () => `${rng.int(0, WIDTH)} ${rng.int(0, HEIGHT)}`;
    return `<path d="M${p()} Q${p()} ${p()}" stroke="#c9c9c9" stroke-width="${rng.int(1, 3)}" fill="none"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#f7f6f2"/>${scribbles.join('')}${drawn.join('')}</svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const targets = rng.shuffle(shapes).slice(0, Math.min(targetCount, shapes.length));
  return { png, width: WIDTH, height: HEIGHT, targets, shapes, svg };
}

/**
 * Whether `points` hit the targets: as many points as targets, and each target hit by its own
 * point (any order).
 */
export function hitsTargets(
  targets: readonly Pick<ClickTarget, 'x' | 'y' | 'radius'>[],
  points: { x: number; y: number }[],
) {
  if (points.length !== targets.length) return false;
  const free = [...points];
  for (const t of targets) {
    const i = free.findIndex((p) => (p.x - t.x) ** 2 + (p.y - t.y) ** 2 <= t.radius ** 2);
    if (i < 0) return false;
    free.splice(i, 1);
  }
  return true;
}
