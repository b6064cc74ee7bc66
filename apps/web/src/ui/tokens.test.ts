// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const css = fs.readFileSync(path.join(import.meta.dirname, 'tokens.css'), 'utf8');

/** The `--color-*` values of the first rule block after `selector`. */
function colours(selector: string): Record<string, string> {
  const start = css.indexOf(selector);
  if (start < 0) throw new Error(`no ${selector} in tokens.css`);
  const open = css.indexOf('{', start);
  const block = css.slice(open + 1, css.indexOf('}', open));
  return Object.fromEntries(
    [...block.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6})\s*;/g)].map((m) => [m[1], m[2]]),
  );
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const light = colours(':root {');
const darkChosen = colours(':root[data-theme="dark"]');
const darkSystem = colours(':root:not([data-theme="light"])');

/** Text colours and the backgrounds each is used on. */
const PAIRS: [string, string[]][] = [
  ['text', ['bg', 'surface', 'surface-2', 'primary-soft', 'accent-soft', 'success-bg', 'danger-bg', 'info-bg']],
  ['muted', ['bg', 'surface', 'surface-2']],
  ['primary', ['bg', 'surface', 'surface-2', 'primary-soft']],
  ['accent', ['bg', 'surface', 'surface-2', 'accent-soft']],
  ['success', ['bg', 'surface', 'success-bg']],
  ['warning', ['bg', 'surface', 'warning-bg']],
  ['danger', ['bg', 'surface', 'danger-bg']],
  ['info', ['bg', 'surface', 'info-bg']],
  ['primary-text', ['primary', 'primary-hover', 'accent']],
  ['notice-text', ['notice-bg']],
  ['code-text', ['code-bg']],
];

describe('the palette', () => {
  for (const [name, palette] of [
    ['light', light],
    ['dark', darkChosen],
  ] as const) {
    it(`reaches WCAG AA (4.5:1) for every text colour on its backgrounds, ${name}`, () => {
      const merged = { ...light, ...palette };
      const low: string[] = [];
      for (const [fg, bgs] of PAIRS)
        for (const bg of bgs) {
          const [a, b] = [merged[fg], merged[bg]];
          if (!a || !b) {
            low.push(`${fg} on ${bg}: missing`);
            continue;
          }
          const ratio = contrast(a, b);
          if (ratio < 4.5) low.push(`${fg} on ${bg}: ${ratio.toFixed(2)}`);
        }
      expect(low).toEqual([]);
    });
  }

  it('has the same dark palette whether the system or the visitor chose it', () => {
    expect(Object.keys(darkChosen).length).toBeGreaterThan(15);
    expect(darkSystem).toEqual(darkChosen);
  });
});
