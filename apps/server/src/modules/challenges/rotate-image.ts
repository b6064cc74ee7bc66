import sharp from 'sharp';
import { seededRng } from './random.ts';
import type { PngImage } from './text-image.ts';

export interface RotateImage extends PngImage {
  /** How far the picture is turned, clockwise, in degrees (a multiple of `step`, never 0). */
  turned: number;
  /** The clockwise turn that sets it upright again (the rotate answer): 360 − turned. */
  answer: number;
  step: number;
  svg: string;
}

const SIZE = 200;
const SKIES = ['#8ecae6', '#a8dadc', '#bde0fe'];
const GROUNDS = ['#55a630', '#6a994e', '#80b918'];
const WALLS = ['#e76f51', '#f4a261', '#e9c46a', '#d4a373'];

/**
 * A round picture with an obvious up (sky and sun above, ground, a house and a tree below),
 * turned by a multiple of `step` degrees: turning it back by `answer` sets it upright.
 */
export async function rotateImage(seed: number, step = 30): Promise<RotateImage> {
  const rng = seededRng(seed);
  const turned = rng.int(1, 360 / step - 1) * step;
  const c = SIZE / 2;
  const ground = rng.int(120, 135);
  const houseX = rng.int(40, 70);
  const treeX = rng.int(135, 160);
  const wall = rng.pick(WALLS);
  const scene = [
    `<rect width="${SIZE}" height="${SIZE}" fill="${rng.pick(SKIES)}"/>`,
    `<circle cx="${rng.int(130, 165)}" cy="${rng.int(35, 50)}" r="16" fill="#ffd60a"/>`,
    `<rect y="${ground}" width="${SIZE}" height="${SIZE - ground}" fill="${rng.pick(GROUNDS)}"/>`,
    `<rect x="${houseX}" y="${ground - 40}" width="50" height="40" fill="${wall}" stroke="#333" stroke-width="2"/>`,
    `<polygon points="${houseX - 6},${ground - 40} ${houseX + 25},${ground - 68} ${houseX + 56},${ground - 40}" fill="#9d0208" stroke="#333" stroke-width="2"/>`,
    `<rect x="${houseX + 19}" y="${ground - 22}" width="12" height="22" fill="#5a3825"/>`,
    `<rect x="${treeX - 4}" y="${ground - 30}" width="8" height="30" fill="#7f5539"/>`,
    `<circle cx="${treeX}" cy="${ground - 42}" r="18" fill="#2d6a4f"/>`,
  ].join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}"><defs><clipPath id="disc"><circle cx="${c}" cy="${c}" r="${c - 2}"/></clipPath></defs><rect width="100%" height="100%" fill="#fff"/><g clip-path="url(#disc)"><g transform="rotate(${turned} ${c} ${c})">${scene}</g></g><circle cx="${c}" cy="${c}" r="${c - 2}" fill="none" stroke="#ccc" stroke-width="2"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return { png, width: SIZE, height: SIZE, turned, answer: (360 - turned) % 360, step, svg };
}
