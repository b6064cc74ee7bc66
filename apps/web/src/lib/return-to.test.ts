import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.ts';

describe('safeReturnTo', () => {
  it('accepts relative paths with query and hash', () => {
    expect(safeReturnTo('/enterpage')).toBe('/enterpage');
    expect(safeReturnTo('/pay?amount=10&x=1')).toBe('/pay?amount=10&x=1');
    expect(safeReturnTo('/?a=1#order-captchas')).toBe('/?a=1#order-captchas');
  });

  it('rejects empty values', () => {
    expect(safeReturnTo(null)).toBeNull();
    expect(safeReturnTo(undefined)).toBeNull();
    expect(safeReturnTo('')).toBeNull();
  });

  it('rejects absolute URLs', () => {
    expect(safeReturnTo('https://evil.com')).toBeNull();
    expect(safeReturnTo('https://evil.com/enterpage')).toBeNull();
    expect(safeReturnTo('http://evil.com')).toBeNull();
  });

  it('rejects protocol-relative URLs', () => {
    expect(safeReturnTo('//evil.com')).toBeNull();
    expect(safeReturnTo('//evil.com/path')).toBeNull();
  });

  it('rejects backslash tricks', () => {
    expect(safeReturnTo('/\\evil.com')).toBeNull();
    expect(safeReturnTo('\\\\evil.com')).toBeNull();
    expect(safeReturnTo('/path\\..\\x')).toBeNull();
  });

  it('rejects paths that the URL parser turns into another host (tab and newline stripping)', () => {
    expect(safeReturnTo('/\t/evil.com')).toBeNull();
    expect(safeReturnTo('/\n/evil.com')).toBeNull();
  });

  it('rejects paths that normalise into a protocol-relative URL', () => {
    for (const trick of [
      '/.//evil.com',
      '/..//evil.com',
      '/x/..//evil.com',
      '/./..//evil.com/a?b=1',
      '/%2e//evil.com',
    ]) {
      expect(safeReturnTo(trick), trick).toBeNull();
    }
  });

  it('follows a path that normalises to a same-site one, normalised', () => {
    expect(safeReturnTo('/x/../enterpage?tab=1#top')).toBe('/enterpage?tab=1#top');
    expect(safeReturnTo('/./pay')).toBe('/pay');
  });

  it('rejects script and other scheme URLs', () => {
    expect(safeReturnTo('javascript:alert(1)')).toBeNull();
    expect(safeReturnTo('data:text/html,<script>alert(1)</script>')).toBeNull();
  });

  it('rejects relative paths without a leading slash', () => {
    expect(safeReturnTo('enterpage')).toBeNull();
  });
});
