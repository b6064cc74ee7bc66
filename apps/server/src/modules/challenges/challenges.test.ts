import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  CLICK_COLOURS,
  clickImage,
  gridImage,
  hitsTargets,
  rotateImage,
  SHAPES,
  TEXT_ALPHABET,
  textImage,
  textQuestion,
} from './index.ts';

/** A PNG's type and size, as sharp reads it. */
async function sniffImage(png: Buffer) {
  const meta = await sharp(png).metadata();
  return { mime: `image/${meta.format}`, width: meta.width, height: meta.height };
}

/** The average colour of a small square of a PNG around (x, y). */
async function colourAt(png: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(png)
    .extract({ left: x - 2, top: y - 2, width: 5, height: 5 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  for (let i = 0; i < data.length; i += info.channels) {
    for (let c = 0; c < 3; c++) sum[c] = (sum[c] ?? 0) + (data[i + c] as number);
  }
  const n = data.length / info.channels;
  return sum.map((v) => Math.round(v / n)) as [number, number, number];
}

describe('generated challenges', () => {
  it('draws text images of 4–6 unambiguous characters, one glyph path per character, as PNG of the stated size', async () => {
    const images = await Promise.all(Array.from({ length: 12 }, (_, i) => textImage(i + 1)));
    for (const image of images) {
      expect(image.answer).toMatch(new RegExp(`^[${TEXT_ALPHABET}]{4,6}$`));
      expect(image.answer).not.toMatch(/[0O1lI]/);
      expect(await sniffImage(image.png)).toEqual({ mime: 'image/png', width: 200, height: 70 });
      // svg-captcha draws each character as one filled path, and the noise as stroked curves.
      expect(image.svg.match(/<path fill=/g)).toHaveLength(image.answer.length);
      expect(image.svg.match(/<path d="M[^"]*" stroke=/g)).toHaveLength(3);
    }
    expect(new Set(images.map((i) => i.answer)).size).toBeGreaterThan(10);
    expect(new Set(images.map((i) => i.png.toString('base64'))).size).toBe(12);
    expect((await textImage(5, { length: 4 })).answer).toHaveLength(4);
  });

  it('draws the same challenge from the same seed', async () => {
    const [a, b] = await Promise.all([textImage(42), textImage(42)]);
    expect(a.answer).toBe(b.answer);
    expect(a.svg).toBe(b.svg);
    expect((await gridImage(7)).cells).toEqual((await gridImage(7)).cells);
    expect(textQuestion(3, 'ru')).toEqual(textQuestion(3, 'ru'));
  });

  it('draws grids whose answer is exactly the tiles showing the target shape', async () => {
    for (let seed = 1; seed <= 10; seed++) {
      const grid = await gridImage(seed);
      expect(await sniffImage(grid.png)).toEqual({ mime: 'image/png', width: 300, height: 300 });
      expect(await sniffImage(grid.instruction.png)).toMatchObject({ width: 80, height: 60 });
      expect(SHAPES).toContain(grid.target);
      expect(grid.cells.length).toBeGreaterThanOrEqual(2);
      expect(grid.cells.length).toBeLessThanOrEqual(4);
      // Each tile of the drawing names its shape: the answer is those showing the target.
      const drawn = [...grid.svg.matchAll(/data-tile="(\d)" data-shape="(\w+)"/g)].map((m) => [Number(m[1]), m[2]]);
      expect(drawn).toHaveLength(9);
      expect(drawn.filter(([, shape]) => shape === grid.target).map(([cell]) => cell)).toEqual(grid.cells);
    }
  });

  it('turns a picture whose sky is up: turning it back by the answer puts the sky on top and the ground below', async () => {
    const turns = new Set<number>();
    for (let seed = 1; seed <= 8; seed++) {
      const picture = await rotateImage(seed);
      turns.add(picture.turned);
      expect(picture.turned % 30).toBe(0);
      expect(picture.turned).toBeGreaterThan(0);
      expect((picture.turned + picture.answer) % 360).toBe(0);
      // sharp turns clockwise, as the worker's answer does.
      const upright = await sharp(picture.png).rotate(picture.answer, { background: '#fff' }).png().toBuffer();
      const meta = await sharp(upright).metadata();
      const cx = Math.round((meta.width as number) / 2);
      const cy = Math.round((meta.height as number) / 2);
      const [r1, , b1] = await colourAt(upright, cx - 30, cy - 75);
      const [r2, g2, b2] = await colourAt(upright, cx, cy + 80);
      expect(b1).toBeGreaterThan(r1 + 20); // sky: blue
      expect(g2).toBeGreaterThan(b2 + 40); // ground: green
      expect(g2).toBeGreaterThan(r2);
    }
    expect(turns.size).toBeGreaterThan(3);
  });

  it('asks text questions with exact answers, in symbols or in English, Russian and Chinese', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const q = textQuestion(seed, null);
      const m = /^(\d+) ([+−×]) (\d+) = \?$/.exec(q.question);
      expect(m).not.toBeNull();
      const [a, op, b] = [Number(m?.[1]), m?.[2], Number(m?.[3])];
      expect(Number(q.answer)).toBe(op === '+' ? a + b : op === '−' ? a - b : a * b);
      for (const lang of ['en', 'ru', 'zh'] as const) {
        const worded = textQuestion(seed, lang);
        const numbers = (worded.question.match(/\d+/g) ?? []).map(Number);
        const answer = Number(worded.answer);
        if (worded.form === 'largest') expect(answer).toBe(Math.max(...numbers));
        else if (worded.form === 'smallest') expect(answer).toBe(Math.min(...numbers));
        else if (worded.form === 'sum') expect(answer).toBe((numbers[0] ?? 0) + (numbers[1] ?? 0));
        else if (worded.form === 'difference') expect(answer).toBe((numbers[0] ?? 0) - (numbers[1] ?? 0));
        else expect(answer).toBe((numbers[0] ?? 0) * (numbers[1] ?? 0));
        expect(worded.question).not.toMatch(/\{\{/);
      }
    }
    expect(textQuestion(1, 'ru').question).toMatch(/[а-я]/);
    expect(textQuestion(1, 'zh').question).toMatch(/[\u4e00-\u9fff]/);
  });

  it('draws harder text images on request: each glyph turned and scaled on its own, thick strokes and speckles', async () => {
    const options = { width: 240, height: 80, noise: 5, tilt: 25, clutter: 2, warp: 10 };
    for (let seed = 1; seed <= 6; seed++) {
      const image = await textImage(seed, options);
      expect(await sniffImage(image.png)).toEqual({ mime: 'image/png', width: 240, height: 80 });
      expect(image.svg.match(/<path fill=/g)).toHaveLength(image.answer.length);
      const turns = [...image.svg.matchAll(/<g transform="translate\(0 -?\d+\) rotate\((-?\d+) /g)].map((m) => m[1]);
      expect(turns).toHaveLength(image.answer.length);
      expect(image.svg.match(/stroke-width=/g)).toHaveLength(2);
      expect(image.svg.match(/<circle /g)).toHaveLength(30);
    }
    // The control set's images are unchanged by the new options.
    expect((await textImage(3)).svg).not.toContain('<g transform=');
  });

  it('draws click pictures: unique colour-and-shape pairs, the targets at their drawn place, hits within the radius', async () => {
    for (let seed = 1; seed <= 10; seed++) {
      const picture = await clickImage(seed);
      expect(await sniffImage(picture.png)).toEqual({ mime: 'image/png', width: 320, height: 200 });
      expect(picture.shapes.length).toBeGreaterThanOrEqual(6);
      expect(new Set(picture.shapes.map((s) => `${s.colour} ${s.shape}`)).size).toBe(picture.shapes.length);
      expect(picture.targets).toHaveLength(2);
      for (const t of picture.targets) {
        expect(picture.svg).toContain(`data-shape="${t.shape}" data-colour="${t.colour}"`);
        // The target's centre shows its colour (a star's or triangle's centre is inside it too).
        const [r, g, b] = await colourAt(picture.png, t.x, t.y);
        const hex = CLICK_COLOURS[t.colour];
        const want = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
        expect(Math.abs(r - (want[0] ?? 0)) + Math.abs(g - (want[1] ?? 0)) + Math.abs(b - (want[2] ?? 0))).toBeLessThan(
          60,
        );
      }
      const [a, b] = picture.targets as [(typeof picture.targets)[0], (typeof picture.targets)[0]];
      expect(hitsTargets(picture.targets, [a, b])).toBe(true);
      expect(hitsTargets(picture.targets, [b, a])).toBe(true);
      expect(hitsTargets(picture.targets, [{ x: a.x + a.radius - 1, y: a.y }, b])).toBe(true);
      expect(hitsTargets(picture.targets, [{ x: a.x + a.radius + 1, y: a.y }, b])).toBe(false);
      expect(hitsTargets(picture.targets, [a, a])).toBe(false);
      expect(hitsTargets(picture.targets, [a])).toBe(false);
      const other = picture.shapes.find((s) => !picture.targets.includes(s));
      if (other) expect(hitsTargets(picture.targets, [a, other])).toBe(false);
    }
    expect((await clickImage(4)).targets).toEqual((await clickImage(4)).targets);
  });
});
