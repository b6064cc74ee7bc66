import { describe, expect, it } from 'vitest';
import { checkTextAnswer, hintLabels } from './hints.ts';

describe('checkTextAnswer', () => {
  it('refuses an empty answer', () => {
    expect(checkTextAnswer('   ', undefined)).toEqual({ key: 'check.empty' });
  });

  it('checks the length in characters', () => {
    expect(checkTextAnswer('abc', { minLength: 4 })).toEqual({ key: 'check.tooShort', values: { min: 4 } });
    expect(checkTextAnswer('abcdef', { maxLength: 5 })).toEqual({ key: 'check.tooLong', values: { max: 5 } });
    expect(checkTextAnswer('абвг', { minLength: 4, maxLength: 4 })).toBeNull();
  });

  it('checks digits and letters', () => {
    expect(checkTextAnswer('12a4', { numeric: 'digits' })).toEqual({ key: 'check.digits' });
    expect(checkTextAnswer('1234', { numeric: 'digits' })).toBeNull();
    expect(checkTextAnswer('ab1', { numeric: 'letters' })).toEqual({ key: 'check.letters' });
    expect(checkTextAnswer('ab1', { numeric: 'digits_or_letters' })).toEqual({ key: 'check.digitsOrLetters' });
    expect(checkTextAnswer('abc', { numeric: 'digits_and_letters' })).toEqual({ key: 'check.digitsAndLetters' });
    expect(checkTextAnswer('ab1', { numeric: 'digits_and_letters' })).toBeNull();
  });

  it('checks phrases, sums and the alphabet', () => {
    expect(checkTextAnswer('one', { phrase: true })).toEqual({ key: 'check.phrase' });
    expect(checkTextAnswer('one two', { phrase: true })).toBeNull();
    expect(checkTextAnswer('seven', { calc: true })).toEqual({ key: 'check.calc' });
    expect(checkTextAnswer('abc', { alphabet: 'cyrillic' })).toEqual({ key: 'check.cyrillic' });
    expect(checkTextAnswer('абв', { alphabet: 'latin' })).toEqual({ key: 'check.latin' });
  });
});

describe('hintLabels', () => {
  it('lists only the hints that constrain', () => {
    expect(hintLabels({ caseSensitive: true, numeric: 'any', minLength: 3, alphabet: 'latin' })).toEqual([
      { key: 'hints.caseSensitive' },
      { key: 'hints.minLength', values: { min: 3 } },
      { key: 'hints.alphabet.latin' },
    ]);
  });
});
