import { describe, expect, it } from 'vitest';
import { formatMicros, formatMoney, moneyFormatter, parseDollars } from './money.ts';

describe('formatMicros', () => {
  it('shows cents, and fractions of a cent only when there are some', () => {
    expect(formatMicros(12_500_000, 'en')).toBe('$12.50');
    expect(formatMicros(1_234, 'en')).toBe('$0.001234');
    expect(formatMicros(0, 'en')).toBe('$0.00');
    expect(formatMicros(-100_000, 'en')).toBe('-$0.10');
  });
});

/** Intl puts no-break spaces between figures and symbols: plain spaces here. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('writes prices in roubles and yuan with kopecks and fen, not with a third decimal', () => {
    expect(plain(formatMoney(276.575, 'RUB', 'en'))).toBe('RUB 276.58');
    expect(plain(formatMoney(276.575, 'RUB', 'ru'))).toBe('276,58 ₽');
    expect(formatMoney(21.2, 'CNY', 'zh')).toBe('¥21.20');
    expect(formatMoney(3, 'USD', 'en')).toBe('$3.00');
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
  });

  it('keeps up to 4 decimals for a small amount that is not whole cents', () => {
    expect(formatMoney(0.0035, 'USD', 'en')).toBe('$0.0035');
    expect(plain(formatMoney(0.276575, 'RUB', 'ru'))).toBe('0,2766 ₽');
    expect(formatMoney(0.5, 'USD', 'en')).toBe('$0.50');
    expect(plain(formatMoney(0, 'RUB', 'en'))).toBe('RUB 0.00');
  });

  it('has a reusable formatter that writes the same', () => {
    const rub = moneyFormatter('RUB', 'en');
    expect([276.575, 0.0035, 12].map((a) => plain(rub(a)))).toEqual(['RUB 276.58', 'RUB 0.0035', 'RUB 12.00']);
  });
});

describe('parseDollars', () => {
  it('reads dollars into exact micro-dollars', () => {
    expect(parseDollars('12')).toBe(12_000_000);
    expect(parseDollars('12.5')).toBe(12_500_000);
    expect(parseDollars(' 0,000001 ')).toBe(1);
    expect(parseDollars('$3.10')).toBe(3_100_000);
    expect(parseDollars('1.1234567')).toBeNull();
    expect(parseDollars('-1')).toBeNull();
    expect(parseDollars('abc')).toBeNull();
    expect(parseDollars('')).toBeNull();
  });
});
