import { describe, expect, it } from 'vitest';
import { createI18n } from '../../app/i18n.ts';
import { countdownText, feeText } from './format.ts';

describe('payment formats', () => {
  it('counts down in minutes and seconds, hours when needed, never below zero', () => {
    expect(countdownText(65_400)).toBe('1:05');
    expect(countdownText(3_725_000)).toBe('1:02:05');
    expect(countdownText(-5)).toBe('0:00');
  });

  it('words a fee in each language', () => {
    expect(feeText(createI18n('en').t, 300, 'en')).toBe('fee 3 %');
    expect(feeText(createI18n('en').t, 0, 'en')).toBe('no fee');
    expect(feeText(createI18n('ru').t, 150, 'ru')).toBe('комиссия 1,5 %');
  });
});
