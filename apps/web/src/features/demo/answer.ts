/** The answer input's formats (DEMO_ANSWER_FORMAT) as the visual inputs write them. */

export interface Point {
  x: number;
  y: number;
}

/** Points clicked on the displayed picture, in the image's own pixels: `x1,y1;x2,y2`. */
export function pointsAnswer(points: readonly Point[]): string {
  return points.map((p) => `${Math.round(p.x)},${Math.round(p.y)}`).join(';');
}

/** A click at (offsetX, offsetY) on a picture shown `shown` wide/high, in the image's pixels. */
export function toImagePoint(
  offset: Point,
  shown: { width: number; height: number },
  natural: { width: number; height: number },
): Point {
  const sx = shown.width > 0 ? natural.width / shown.width : 1;
  const sy = shown.height > 0 ? natural.height / shown.height : 1;
  return { x: Math.round(offset.x * sx), y: Math.round(offset.y * sy) };
}

/** The tiles selected, counted from 1 row by row, in order: `1,4,7`. */
export function tilesAnswer(tiles: ReadonlySet<number>): string {
  return [...tiles].sort((a, b) => a - b).join(',');
}

/** A turn in degrees, kept within -180…180. */
export function normalizeDegrees(deg: number): number {
  const d = ((Math.round(deg) % 360) + 360) % 360;
  return d > 180 ? d - 360 : d;
}
