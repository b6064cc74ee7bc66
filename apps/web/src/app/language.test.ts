import { describe, expect, it } from 'vitest';
import {
  basenameFor,
  fromAcceptLanguage,
  type LanguageInput,
  localizedHref,
  pageLanguage,
  regionRedirect,
  resolveLanguageChoice,
  resolveSiteLanguage,
  splitLanguagePrefix,
  switchableLanguages,
} from './language.ts';

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

describe('regionRedirect', () => {
  it('sends zh-prefixed paths to the unprefixed path, keeping the query', () => {
    expect(regionRedirect('/zh/pricing', '')).toBe('/pricing');
    expect(regionRedirect('/zh/pricing', '?a=1&b=2')).toBe('/pricing?a=1&b=2');
    expect(regionRedirect('/zh', '')).toBe('/');
    expect(regionRedirect('/zh/', '?x=y')).toBe('/?x=y');
  });

  it('sends /main and /main/ to home', () => {
    expect(regionRedirect('/main', '')).toBe('/');
    expect(regionRedirect('/main/', '')).toBe('/');
    expect(regionRedirect('/main', '?from=x')).toBe('/?from=x');
  });

  it('sends a prefixed /main to the prefixed home', () => {
    expect(regionRedirect('/en/main', '')).toBe('/en');
    expect(regionRedirect('/ru/main/', '')).toBe('/ru');
  });

  it('sends /zh/main straight to the unprefixed home', () => {
    expect(regionRedirect('/zh/main', '')).toBe('/');
    expect(regionRedirect('/zh/main/', '?q=1')).toBe('/?q=1');
  });

  it('returns null for paths that stay', () => {
    expect(regionRedirect('/', '')).toBeNull();
    expect(regionRedirect('/pricing', '?a=1')).toBeNull();
    expect(regionRedirect('/en/pricing', '')).toBeNull();
    expect(regionRedirect('/ru', '')).toBeNull();
    expect(regionRedirect('/mainpage', '')).toBeNull();
    expect(regionRedirect('/main/sub', '')).toBeNull();
  });
});

describe('fromAcceptLanguage', () => {
  it('returns null without a header', () => {
    expect(fromAcceptLanguage(undefined, ['en', 'ru'])).toBeNull();
    expect(fromAcceptLanguage('', ['en', 'ru'])).toBeNull();
  });

  it('takes the first allowed language in header order when q is equal', () => {
    expect(fromAcceptLanguage('ru, en', ['en', 'ru'])).toBe('ru');
    expect(fromAcceptLanguage('en, ru', ['en', 'ru'])).toBe('en');
  });

  it('ranks by q-value, not by position', () => {
    expect(fromAcceptLanguage('en;q=0.5, ru;q=0.9', ['en', 'ru'])).toBe('ru');
    expect(fromAcceptLanguage('en;q=0.1,ru', ['en', 'ru'])).toBe('ru');
    expect(fromAcceptLanguage('ru;q=0.3, en;q=0.8', ['en', 'ru'])).toBe('en');
  });

  it('reduces regional tags to their language', () => {
    expect(fromAcceptLanguage('ru-RU,ru;q=0.9,en-US;q=0.8', ['en', 'ru'])).toBe('ru');
    expect(fromAcceptLanguage('EN-GB', ['en', 'ru'])).toBe('en');
    expect(fromAcceptLanguage('zh-CN', ['en', 'ru', 'zh'])).toBe('zh');
  });

  it('skips languages that are not allowed', () => {
    expect(fromAcceptLanguage('de-DE, fr;q=0.9, ru;q=0.5', ['en', 'ru'])).toBe('ru');
    expect(fromAcceptLanguage('zh-CN,zh;q=0.9', ['en', 'ru'])).toBeNull();
    expect(fromAcceptLanguage('de, fr', ['en', 'ru'])).toBeNull();
  });

  it('ignores a language refused with q=0', () => {
    expect(fromAcceptLanguage('ru;q=0, en;q=0.2', ['en', 'ru'])).toBe('en');
  });
});

describe('resolveSiteLanguage', () => {
  const base: LanguageInput = {
    site: 'international',
    prefix: null,
    query: null,
    cookie: undefined,
    acceptLanguage: undefined,
  };

  describe('region site', () => {
    const region: LanguageInput = { ...base, site: 'region' };

    it('defaults to zh without a prefix', () => {
      expect(resolveSiteLanguage(region)).toBe('zh');
    });

    it('follows the path prefix', () => {
      expect(resolveSiteLanguage({ ...region, prefix: 'en' })).toBe('en');
      expect(resolveSiteLanguage({ ...region, prefix: 'ru' })).toBe('ru');
    });

    it('ignores query, cookie and Accept-Language', () => {
      expect(resolveSiteLanguage({ ...region, query: 'ru', cookie: 'en', acceptLanguage: 'ru-RU' })).toBe('zh');
      expect(resolveSiteLanguage({ ...region, prefix: 'en', query: 'ru', cookie: 'ru' })).toBe('en');
    });
  });

  describe('international site', () => {
    it('defaults to en', () => {
      expect(resolveSiteLanguage(base)).toBe('en');
    });

    it('prefers ?lang over cookie and Accept-Language', () => {
      expect(resolveSiteLanguage({ ...base, query: 'ru', cookie: 'en', acceptLanguage: 'en' })).toBe('ru');
      expect(resolveSiteLanguage({ ...base, query: 'en', cookie: 'ru', acceptLanguage: 'ru' })).toBe('en');
    });

    it('uses the cookie when there is no usable ?lang', () => {
      expect(resolveSiteLanguage({ ...base, cookie: 'ru', acceptLanguage: 'en' })).toBe('ru');
      expect(resolveSiteLanguage({ ...base, query: 'xx', cookie: 'ru', acceptLanguage: 'en' })).toBe('ru');
    });

    it('uses Accept-Language when neither query nor cookie decide', () => {
      expect(resolveSiteLanguage({ ...base, acceptLanguage: 'ru-RU,ru;q=0.9' })).toBe('ru');
      expect(resolveSiteLanguage({ ...base, cookie: 'de', acceptLanguage: 'ru' })).toBe('ru');
    });

    it('falls back to en for zh from any source', () => {
      expect(resolveSiteLanguage({ ...base, query: 'zh' })).toBe('en');
      expect(resolveSiteLanguage({ ...base, cookie: 'zh' })).toBe('en');
      expect(resolveSiteLanguage({ ...base, acceptLanguage: 'zh-CN,zh;q=0.9' })).toBe('en');
    });

    it('skips a zh query and keeps looking at the cookie', () => {
      expect(resolveSiteLanguage({ ...base, query: 'zh', cookie: 'ru' })).toBe('ru');
    });
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

describe('resolveLanguageChoice', () => {
  const intl = {
    site: 'international' as const,
    prefix: null,
    query: null,
    cookie: undefined,
    acceptLanguage: 'en-US',
  };

  it('prefers the visitor’s explicit choice over the profile', () => {
    expect(resolveLanguageChoice({ ...intl, cookie: 'en', profile: 'ru' })).toEqual({ language: 'en', explicit: true });
    expect(resolveLanguageChoice({ ...intl, query: 'ru', profile: 'en' })).toEqual({ language: 'ru', explicit: true });
  });

  it('takes the signed-in user’s stored language before the browser’s, without calling it a choice', () => {
    expect(resolveLanguageChoice({ ...intl, profile: 'ru' })).toEqual({ language: 'ru', explicit: false });
    expect(resolveLanguageChoice({ ...intl, profile: null })).toEqual({ language: 'en', explicit: false });
  });

  it('ignores a stored zh on the international site', () => {
    expect(resolveLanguageChoice({ ...intl, acceptLanguage: 'ru', profile: 'zh' })).toEqual({
      language: 'ru',
      explicit: false,
    });
  });

  it('treats the region site path as a choice', () => {
    expect(resolveLanguageChoice({ ...intl, site: 'region', profile: 'ru' })).toEqual({
      language: 'zh',
      explicit: true,
    });
  });
});
