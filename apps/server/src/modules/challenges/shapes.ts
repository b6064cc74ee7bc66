/** Simple shapes drawn as SVG, for grid tiles and their instruction image. */
export const SHAPES = ['circle', 'square', 'triangle', 'star', 'heart'] as const;
export type Shape = (typeof SHAPES)[number];

export const COLOURS = ['#d62828', '#1d70b8', '#2a9d3f', '#e09f00', '#7b2cbf'] as const;

/** A shape of `size` centred on (cx, cy), turned by `turn` degrees. */
export function shapeSvg(shape: Shape, cx: number, cy: number, size: number, colour: string, turn = 0): string {
  const r = size / 2;
  const body = (() => {
    switch (shape) {
      case 'circle':
        return `<circle cx="${cx}" cy="${cy}" r="${r}"/>`;
      case 'square':
        return `<rect x="${cx - r * 0.85}" y="${cy - r * 0.85}" width="${r * 1.7}" height="${r * 1.7}"/>`;
      case 'triangle':
        return `<polygon points="${points(3, cx, cy, r, r)}"/>`;
      case 'star':
        return `<polygon points="${points(5, cx, cy, r, r * 0.45)}"/>`;
      case 'heart': {
        const s = r / 10;
        const p = (x: number, y: number) => `${(cx + x * s).toFixed(1)} ${(cy + y * s).toFixed(1)}`;
        return `<path d="M${p(0, 9)} C${p(-13, 0)},${p(-9, -11)},${p(0, -4)} C${p(9, -11)},${p(13, 0)},${p(0, 9)}Z"/>`;
      }
    }
  })();
  return `<g fill="${colour}" stroke="#222" stroke-width="2" transform="rotate(${turn} ${cx} ${cy})">${body}</g>`;
}

/** A star (inner ≠ outer) or regular polygon's points, the first one pointing up. */
function points(corners: number, cx: number, cy: number, outer: number, inner: number): string {
  const n = inner === outer ? corners : corners * 2;
  return Array.from({ length: n }, (_, i) => {
    const radius = inner === outer || i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * 2 * Math.PI) / n;
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}
