import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountPlot } from './uplot-chart.ts';

/** happy-dom has no canvas: a 2D context that records the text drawn and ignores the rest. */
function fakeCanvas() {
  const texts: string[] = [];
  const ctx = new Proxy({} as Record<string | symbol, unknown>, {
    get: (target, key) => {
      if (key === 'measureText') return () => ({ width: 10 });
      // Intl puts no-break spaces between figures and symbols: plain spaces here.
      if (key === 'fillText') return (text: string) => texts.push(text.replace(/\s/g, ' '));
      return key in target ? target[key] : () => {};
    },
    set: (target, key, value) => {
      target[key] = value;
      return true;
    },
  });
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
  vi.stubGlobal(
    'Path2D',
    class {
      moveTo() {}
      lineTo() {}
      rect() {}
      arc() {}
      closePath() {}
      bezierCurveTo() {}
    },
  );
  return texts;
}

const DAYS = Array.from({ length: 30 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
const nextFrame = () => new Promise((r) => setTimeout(r, 30));

let el: HTMLDivElement;
beforeEach(() => {
  el = document.createElement('div');
  document.body.appendChild(el);
});
afterEach(() => {
  el.remove();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('mountPlot', () => {
  it('refuses without a 2D canvas (the chart then shows its table)', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(() => mountPlot(el, { days: DAYS, series: [], height: 200, language: 'en' }, () => {})).toThrow(
      'no 2D canvas',
    );
  });

  it('draws day labels and the axes of both formats in the language, and cleans up', async () => {
    const texts = fakeCanvas();
    const plot = mountPlot(
      el,
      {
        days: DAYS,
        series: [
          { label: 'Spend', values: DAYS.map((_, i) => i * 1000), format: 'money', style: 'bars' },
          { label: 'Tasks', values: DAYS.map((_, i) => (i % 3 ? i : null)), format: 'count', axis: 'right' },
        ],
        height: 200,
        language: 'ru',
      },
      () => {},
    );
    await nextFrame();
    expect(el.querySelector('canvas')).toBeTruthy();
    // Every fifth day fits on a 600 px wide axis; money left, whole counts right.
    expect(texts).toEqual([
      '1 мар.',
      '6 мар.',
      '11 мар.',
      '16 мар.',
      '21 мар.',
      '26 мар.',
      '0 $',
      '0,01 $',
      '0,02 $',
      '0,03 $',
      '0',
      '10',
      '20',
      '30',
    ]);
    plot.destroy();
    expect(el.innerHTML).toBe('');
  });
});
