import { ERROR_CODES, LANGUAGES } from '@crowdsolve/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys, NAMESPACES, resources } from './index.ts';

describe('translation catalogues', () => {
  for (const ns of NAMESPACES) {
    const english = new Set(leafKeys(resources.en[ns]));
    for (const lang of LANGUAGES) {
      it(`${lang}/${ns} has exactly the keys of en/${ns}`, () => {
        const keys = new Set(leafKeys(resources[lang][ns]));
        expect(
          [...english].filter((k) => !keys.has(k)),
          'missing',
        ).toEqual([]);
        expect(
          [...keys].filter((k) => !english.has(k)),
          'extra',
        ).toEqual([]);
      });
      it(`${lang}/${ns} has no empty strings`, () => {
        const empty = leafKeys(resources[lang][ns]).filter((k) => {
          const v = k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], resources[lang][ns]);
          return typeof v !== 'string' || v.trim() === '';
        });
        expect(empty).toEqual([]);
      });
    }
  }

  it('every error code has a message in every language', () => {
    for (const lang of LANGUAGES) {
      const keys = new Set(Object.keys(resources[lang].errors));
      expect(
        ERROR_CODES.filter((c) => !keys.has(c)),
        lang,
      ).toEqual([]);
    }
  });
});
