import { describe, expect, it } from 'vitest';
import { formatMicros, parseDollars } from './money.ts';

describe('formatMicros', () => {
  it('shows cents, and fractions of a cent only when there are some', () => {
    expect(formatMicros(12_500_000, 'en')).toBe('$12.50');
    expect(formatMicros(1_234, 'en')).toBe('$0.001234');
    expect(formatMicros(0, 'en')).toBe('$0.00');
    expect(formatMicros(-100_000, 'en')).toBe('-$0.10');
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
