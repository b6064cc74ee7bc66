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
    // Every fourth day fits on the axis beside the (narrow) y axes; money left with cents, whole counts right.
    expect(texts).toEqual([
      '1 мар.',
      '5 мар.',
      '9 мар.',
      '13 мар.',
      '17 мар.',
      '21 мар.',
      '25 мар.',
      '29 мар.',
      '0,00 $',
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

  it('gives an empty chart a readable axis: $0 to $1 and 0 to 1, not fractions of a cent', async () => {
    const texts = fakeCanvas();
    const plot = mountPlot(
      el,
      {
        days: DAYS.slice(0, 7),
        series: [
          { label: 'Spend', values: DAYS.slice(0, 7).map(() => 0), format: 'money', style: 'bars' },
          { label: 'Tasks', values: DAYS.slice(0, 7).map(() => 0), format: 'count', axis: 'right' },
        ],
        height: 200,
        language: 'en',
      },
      () => {},
    );
    await nextFrame();
    const money = texts.filter((t) => t.startsWith('$'));
    expect(money[0]).toBe('$0.00');
    expect(money.at(-1)).toBe('$1.00');
    expect(money.every((t) => /^\$\d\.\d\d$/.test(t))).toBe(true);
    expect(texts.filter((t) => /^\d+$/.test(t))).toEqual(['0', '1']);
    plot.destroy();
  });

  it('starts sparse hourly labels half a step in, so the first is not cut by the left edge', async () => {
    const texts = fakeCanvas();
    const hours = Array.from({ length: 168 }, (_, i) => new Date(Date.UTC(2026, 2, 1, i)).toISOString());
    const plot = mountPlot(
      el,
      {
        days: hours,
        series: [{ label: 'Queue', values: hours.map(() => 0), format: 'count' }],
        height: 200,
        language: 'en',
      },
      () => {},
    );
    await nextFrame();
    const labels = texts.filter((t) => t.includes(':'));
    expect(labels.length).toBeGreaterThan(1);
    expect(labels[0]).not.toContain('00:00');
    plot.destroy();
  });
});
