import { describe, expect, it } from 'vitest';
import { agreedKey, agreementKey } from './agreement.ts';
import type { TaskSpec } from './kinds.ts';
import { b64, png } from './test-fixtures.ts';
import { parseV2 } from './v2.ts';

const image = (extra: Record<string, unknown> = {}) => {
  const parsed = parseV2({ type: 'ImageToTextTask', body: b64(png(120, 40)), ...extra });
  if (!parsed.ok) throw new Error('fixture');
  return parsed.spec as TaskSpec;
};

describe('answers that agree (100 % recognition)', () => {
  it('compares text without surrounding or repeated spaces, and without case unless case-sensitive', () => {
    const loose = image();
    expect(agreementKey(loose, { type: 'text', text: ' Hello  World ' })).toBe(
      agreementKey(loose, { type: 'text', text: 'hello world' }),
    );
    const strict = image({ case: true });
    expect(agreementKey(strict, { type: 'text', text: 'Abc' })).not.toBe(
      agreementKey(strict, { type: 'text', text: 'abc' }),
    );
  });

  it('compares grid cells as a set and angles to 15°; other kinds cannot be compared', () => {
    const grid = parseV2({ type: 'GridTask', body: b64(png(300, 300)), comment: 'cars', rows: 3, columns: 3 });
    if (!grid.ok) throw new Error(JSON.stringify(grid.error));
    expect(agreementKey(grid.spec, { type: 'cells', cells: [3, 1, 1] })).toBe(
      agreementKey(grid.spec, { type: 'cells', cells: [1, 3] }),
    );
    expect(agreementKey(grid.spec, { type: 'no_match' })).toBe('c:none');
    const rotate = parseV2({ type: 'RotateTask', body: b64(png(100, 100)) });
    if (!rotate.ok) throw new Error(JSON.stringify(rotate.error));
    expect(agreementKey(rotate.spec, { type: 'angles', angles: [92] })).toBe(
      agreementKey(rotate.spec, { type: 'angles', angles: [88] }),
    );
    expect(agreementKey(rotate.spec, { type: 'angles', angles: [0] })).toBe(
      agreementKey(rotate.spec, { type: 'angles', angles: [359] }),
    );
    const clicks = parseV2({ type: 'CoordinatesTask', body: b64(png(100, 100)), comment: 'dots' });
    if (!clicks.ok) throw new Error(JSON.stringify(clicks.error));
    expect(agreementKey(clicks.spec, { type: 'points', points: [{ x: 1, y: 1 }] })).toBeNull();
  });

  it('finds the first key reaching the count', () => {
    expect(agreedKey(['a', 'b', 'a'], 2)).toBe('a');
    expect(agreedKey(['a', 'b', 'c'], 2)).toBeNull();
    expect(agreedKey(['a', 'b', 'b', 'a', 'a'], 3)).toBe('a');
  });
});
