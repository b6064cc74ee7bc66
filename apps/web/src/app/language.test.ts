import { describe, expect, it } from 'vitest';
import {
  fromAcceptLanguage,
  type LanguageInput,
  regionRedirect,
  resolveLanguageChoice,
  resolveSiteLanguage,
} from './language.ts';

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
