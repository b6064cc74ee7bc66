import { ERROR_CODES, LANGUAGES } from '@crowdsolve/contract';
import { describe, expect, it } from 'vitest';
import { leafKeys, NAMESPACES, resources } from './index.ts';

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** A catalogue's keys with plural forms as one key (`tasks_one`, `tasks_few` → `tasks`). */
const baseKeys = (value: unknown) => new Set(leafKeys(value).map((k) => k.replace(PLURAL, '')));

describe('translation catalogues', () => {
  for (const ns of NAMESPACES) {
    const english = baseKeys(resources.en[ns]);
    for (const lang of LANGUAGES) {
      it(`${lang}/${ns} has exactly the keys of en/${ns}, plural forms aside`, () => {
        const keys = baseKeys(resources[lang][ns]);
        expect(
          [...english].filter((k) => !keys.has(k)),
          'missing',
        ).toEqual([]);
        expect(
          [...keys].filter((k) => !english.has(k)),
          'extra',
        ).toEqual([]);
      });
      it(`${lang}/${ns} has every plural form the language needs, and no other`, () => {
        const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
        const forms = new Map<string, string[]>();
        for (const key of leafKeys(resources[lang][ns])) {
          const match = PLURAL.exec(key);
          if (!match) continue;
          const base = key.replace(PLURAL, '');
          forms.set(base, [...(forms.get(base) ?? []), match[1] as string]);
        }
        for (const [base, found] of forms) {
          expect(found.sort(), `${lang}/${ns}:${base}`).toEqual([...categories].sort());
        }
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
