import { describe, expect, it } from 'vitest';
import {
  basenameFor,
  localizedHref,
  pageLanguage,
  splitLanguagePrefix,
  switchableLanguages,
} from './language-paths.ts';

describe('splitLanguagePrefix', () => {
  it('splits a known language prefix from the rest of the path', () => {
    expect(splitLanguagePrefix('/en/pricing')).toEqual({ prefix: 'en', rest: '/pricing' });
    expect(splitLanguagePrefix('/ru/auth/login')).toEqual({ prefix: 'ru', rest: '/auth/login' });
    expect(splitLanguagePrefix('/zh/pricing')).toEqual({ prefix: 'zh', rest: '/pricing' });
  });

  it('treats a bare prefix as the root of that language', () => {
    expect(splitLanguagePrefix('/en')).toEqual({ prefix: 'en', rest: '/' });
    expect(splitLanguagePrefix('/ru/')).toEqual({ prefix: 'ru', rest: '/' });
  });

  it('leaves unprefixed paths alone', () => {
    expect(splitLanguagePrefix('/')).toEqual({ prefix: null, rest: '/' });
    expect(splitLanguagePrefix('/pricing')).toEqual({ prefix: null, rest: '/pricing' });
  });

  it('does not take an unknown two-letter segment or a longer word for a prefix', () => {
    expect(splitLanguagePrefix('/de/pricing')).toEqual({ prefix: null, rest: '/de/pricing' });
    expect(splitLanguagePrefix('/h/some-slug')).toEqual({ prefix: null, rest: '/h/some-slug' });
    expect(splitLanguagePrefix('/english')).toEqual({ prefix: null, rest: '/english' });
    expect(splitLanguagePrefix('/enterpage')).toEqual({ prefix: null, rest: '/enterpage' });
  });
});

describe('basenameFor', () => {
  it('prefixes non-default languages on the region site', () => {
    expect(basenameFor('region', 'en')).toBe('/en');
    expect(basenameFor('region', 'ru')).toBe('/ru');
  });

  it('has no basename for zh on the region site', () => {
    expect(basenameFor('region', 'zh')).toBe('');
  });

  it('has no basename on the international site', () => {
    expect(basenameFor('international', 'en')).toBe('');
    expect(basenameFor('international', 'ru')).toBe('');
  });
});

describe('pageLanguage', () => {
  it('keeps the site language when the page exists in it', () => {
    expect(pageLanguage('ru', ['en', 'ru', 'zh'])).toBe('ru');
    expect(pageLanguage('en', ['ru', 'en'])).toBe('en');
  });

  it("uses the page's first language when the site language is missing", () => {
    expect(pageLanguage('zh', ['ru', 'en'])).toBe('ru');
    expect(pageLanguage('zh', ['en', 'ru'])).toBe('en');
  });

  it('falls back to en for a page with no languages', () => {
    expect(pageLanguage('ru', [])).toBe('en');
  });
});

describe('switchableLanguages', () => {
  it('offers en and ru on the international site, never zh', () => {
    expect(switchableLanguages('international', ['en', 'ru', 'zh'])).toEqual(['en', 'ru']);
  });

  it('offers every language the page has on the region site', () => {
    expect(switchableLanguages('region', ['en', 'ru', 'zh'])).toEqual(['en', 'ru', 'zh']);
  });

  it('is limited to the page languages, in site order', () => {
    expect(switchableLanguages('region', ['ru', 'en'])).toEqual(['en', 'ru']);
    expect(switchableLanguages('international', ['zh'])).toEqual([]);
  });
});

describe('localizedHref', () => {
  describe('international site', () => {
    it('adds ?lang for ru', () => {
      expect(localizedHref('international', 'ru', '/pricing')).toBe('/pricing?lang=ru');
      expect(localizedHref('international', 'ru', '/')).toBe('/?lang=ru');
    });

    it('removes ?lang for en', () => {
      expect(localizedHref('international', 'en', '/pricing?lang=ru')).toBe('/pricing');
      expect(localizedHref('international', 'en', '/pricing')).toBe('/pricing');
    });

    it('keeps the other query parameters', () => {
      expect(localizedHref('international', 'en', '/blog?page=2&lang=ru&tag=x')).toBe('/blog?page=2&tag=x');
      const ru = new URL(localizedHref('international', 'ru', '/blog?page=2&tag=x'), 'http://h');
      expect(ru.pathname).toBe('/blog');
      expect(Object.fromEntries(ru.searchParams)).toEqual({ page: '2', tag: 'x', lang: 'ru' });
    });

    it('replaces an existing lang rather than duplicating it', () => {
      const href = localizedHref('international', 'ru', '/pricing?lang=en');
      expect(new URL(href, 'http://h').searchParams.getAll('lang')).toEqual(['ru']);
    });
  });

  describe('region site', () => {
    it('prefixes non-default languages', () => {
      expect(localizedHref('region', 'en', '/pricing')).toBe('/en/pricing');
      expect(localizedHref('region', 'ru', '/pricing?a=1')).toBe('/ru/pricing?a=1');
    });

    it('has no trailing slash for a prefixed home', () => {
      expect(localizedHref('region', 'en', '/')).toBe('/en');
      expect(localizedHref('region', 'ru', '/')).toBe('/ru');
    });

    it('leaves zh unprefixed', () => {
      expect(localizedHref('region', 'zh', '/pricing')).toBe('/pricing');
      expect(localizedHref('region', 'zh', '/')).toBe('/');
    });
  });
});
