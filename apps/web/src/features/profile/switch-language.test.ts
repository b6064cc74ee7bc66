import { afterEach, describe, expect, it, vi } from 'vitest';
import { switchInterfaceLanguage } from './switch-language.ts';

function fakeLocation(href: string) {
  const url = new URL(href);
  const location = {
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    protocol: url.protocol,
    reload: vi.fn(),
    assign: vi.fn(),
  };
  vi.spyOn(window, 'location', 'get').mockReturnValue(location as unknown as Location);
  return location;
}

afterEach(() => {
  vi.restoreAllMocks();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the cookie the test set
  document.cookie = 'lang=; Max-Age=0; Path=/';
});

describe('switchInterfaceLanguage', () => {
  it('international site: sets the lang cookie and reloads', () => {
    const location = fakeLocation('https://crowdsolve.test/profile/edit');
    switchInterfaceLanguage('international', 'ru');
    expect(document.cookie).toContain('lang=ru');
    expect(location.reload).toHaveBeenCalledTimes(1);
    expect(location.assign).not.toHaveBeenCalled();
  });

  it('international site: drops a ?lang that would override the cookie', () => {
    const location = fakeLocation('https://crowdsolve.test/profile/edit?lang=en&x=1');
    switchInterfaceLanguage('international', 'ru');
    expect(location.assign).toHaveBeenCalledWith('/profile/edit?x=1');
  });

  it('region site: goes to the path under the new language prefix', () => {
    const location = fakeLocation('https://crowdsolve.cn.test/en/profile/edit');
    switchInterfaceLanguage('region', 'zh');
    expect(location.assign).toHaveBeenCalledWith('/profile/edit');
    switchInterfaceLanguage('region', 'ru');
    expect(location.assign).toHaveBeenLastCalledWith('/ru/profile/edit');
  });
});
