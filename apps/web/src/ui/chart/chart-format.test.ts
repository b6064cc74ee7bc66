import { describe, expect, it } from 'vitest';
import { chartAxisFloor, formatChartDay, formatChartTicks, formatChartValue } from './chart-format.ts';

/** Intl puts no-break spaces between figures and symbols: plain spaces here. */
const plain = (texts: string[]) => texts.map((t) => t.replace(/\s/g, ' '));

describe('formatChartTicks', () => {
  it('writes money ticks with the decimals their step needs, the same on every tick', () => {
    expect(formatChartTicks('money', [0, 1_000_000, 2_000_000], 'en')).toEqual(['$0', '$1', '$2']);
    expect(formatChartTicks('money', [0, 500_000, 1_000_000], 'en')).toEqual(['$0.00', '$0.50', '$1.00']);
    expect(formatChartTicks('money', [0, 10_000, 20_000], 'en')).toEqual(['$0.00', '$0.01', '$0.02']);
    expect(formatChartTicks('money', [0, 2_000, 4_000, 6_000], 'en')).toEqual(['$0.000', '$0.002', '$0.004', '$0.006']);
    expect(plain(formatChartTicks('money', [0, 250_000], 'ru'))).toEqual(['0,00 $', '0,25 $']);
  });

  it('shortens large amounts and counts', () => {
    expect(formatChartTicks('money', [0, 1_000_000_000, 2_000_000_000], 'en')).toEqual(['$0', '$1K', '$2K']);
    expect(formatChartTicks('count', [0, 1500, 3000], 'en')).toEqual(['0', '1.5K', '3K']);
  });
});

describe('chartAxisFloor', () => {
  it('gives an empty axis a readable top: $1, or one task', () => {
    expect(chartAxisFloor('money', 0)).toBe(1_000_000);
    expect(chartAxisFloor('money', 1)).toBe(10_000);
    expect(chartAxisFloor('money', 3_000_000)).toBe(3_000_000);
    expect(chartAxisFloor('count', 0)).toBe(1);
    expect(chartAxisFloor('count', 31)).toBe(31);
  });
});

describe('other currencies and hourly points', () => {
  it('writes money in millionths of the chart’s currency', () => {
    expect(formatChartValue('money', 46_250_000, 'ru', 'RUB').replace(/\s/g, ' ')).toBe('46,25 ₽');
    expect(formatChartTicks('money', [0, 50_000_000, 100_000_000], 'en', 'CNY')).toEqual(['CN¥0', 'CN¥50', 'CN¥100']);
  });

  it('labels an hour (an ISO time) with its day and hour, UTC', () => {
    expect(formatChartDay('2026-11-24T10:00:00.000Z', 'en')).toBe('Nov 24, 10:00');
    expect(formatChartDay('2026-11-24T10:00:00.000Z', 'en', true)).toBe('Tue, Nov 24, 10:00');
  });
});
