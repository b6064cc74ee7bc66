import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollForLocation } from './scroll-manager.tsx';

function setup(html: string) {
  document.body.innerHTML = html;
  const scrollTo = vi.fn();
  const scrolled: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>('[id]')) {
    el.scrollIntoView = vi.fn(() => {
      scrolled.push(el.id);
    });
  }
  return { scrollTo, scrolled };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('scrollForLocation', () => {
  it('scrolls the hash target into view and not to the top', () => {
    const { scrollTo, scrolled } = setup('<section id="intro"></section><section id="order-captchas"></section>');
    scrollForLocation('#order-captchas', document, { scrollTo });
    expect(scrolled).toEqual(['order-captchas']);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('decodes the hash before looking the element up', () => {
    const { scrollTo, scrolled } = setup('<h2 id="café menu"></h2>');
    scrollForLocation('#caf%C3%A9%20menu', document, { scrollTo });
    expect(scrolled).toEqual(['café menu']);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top when the hash target is missing', () => {
    const { scrollTo, scrolled } = setup('<section id="intro"></section>');
    scrollForLocation('#nowhere', document, { scrollTo });
    expect(scrolled).toEqual([]);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the top without a hash', () => {
    const { scrollTo, scrolled } = setup('<section id="intro"></section>');
    scrollForLocation('', document, { scrollTo });
    expect(scrolled).toEqual([]);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
