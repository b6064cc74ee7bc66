import sharp from 'sharp';
import { seededRng } from './random.ts';
import { COLOURS, SHAPES, type Shape, shapeSvg } from './shapes.ts';
import type { PngImage } from './text-image.ts';

export interface GridImage extends PngImage {
  rows: number;
  columns: number;
  /** The shape to select. */
  target: Shape;
  /** What each tile shows, row by row. */
  tiles: Shape[];
  /** The tiles showing the target, counted from 1 row by row (the grid answer). */
  cells: number[];
  /** A small image of the target shape (the task's instruction image, needs no language). */
  instruction: PngImage;
  svg: string;
}

const TILE = 100;
const TILE_BACKGROUNDS = ['#f1f1ec', '#e9eef4', '#f4ece9', '#ecf3ea', '#efeaf4'];

/**
 * A 3×3 grid of drawn tiles, each with one shape (random colour, size, turn and position), and
 * the tiles showing the target shape: "select every tile with a star". 2–4 tiles show it.
 */
export async function gridImage(seed: number): Promise<GridImage> {
  const rng = seededRng(seed);
  const rows = 3;
  const columns = 3;
  const target = rng.pick(SHAPES);
  const others = SHAPES.filter((s) => s !== target);
  const hits = rng.int(2, 4);
  const tiles = rng.shuffle([
    ...Array.from({ length: hits }, () => target),
    ...Array.from({ length: rows * columns - hits }, () => rng.pick(others)),
  ]);
  const drawn = tiles.map((shape, i) => {
    const x = (i % columns) * TILE;
    const y = Math.floor(i / columns) * TILE;
    const size = rng.int(44, 64);
    const cx = x + TILE / 2 + rng.int(-10, 10);
    const cy = y + TILE / 2 + rng.int(-10, 10);
    const turn = shape === 'circle' ? 0 : rng.int(-25, 25);
    return `<g data-tile="${i + 1}" data-shape="${shape}"><rect x="${x + 2}" y="${y + 2}" width="${TILE - 4}" height="${TILE - 4}" rx="6" fill="${rng.pick(TILE_BACKGROUNDS)}"/>${shapeSvg(shape, cx, cy, size, rng.pick(COLOURS), turn)}</g>`;
  });
  const width = columns * TILE;
  const height = rows * TILE;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fff"/>${drawn.join('')}</svg>`;
  const instructionSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="80" height="60"><rect width="100%" height="100%" fill="#fff"/>${shapeSvg(target, 40, 30, 44, '#888')}</svg>`;
  const [png, instructionPng] = await Promise.all([
    sharp(Buffer.from(svg)).png().toBuffer(),
    sharp(Buffer.from(instructionSvg)).png().toBuffer(),
  ]);
  const cells = tiles.flatMap((shape, i) => (shape === target ? [i + 1] : []));
  return {
    png,
    width,
    height,
    rows,
    columns,
    target,
    tiles,
    cells,
    instruction: { png: instructionPng, width: 80, height: 60 },
    svg,
  };
}
