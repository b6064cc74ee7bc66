import { describe, expect, it } from 'vitest';
import { dollarsText, hmacHex, paymentIdOf, verifySha256Header, WebhookRejected } from './provider.ts';
import { coinAmount } from './sandbox.ts';

describe('provider helpers', () => {
  it('checks sha256=<hex> signatures in constant time and names the fault', () => {
    const body = Buffer.from('{"a":1}');
    const good = `sha256=${hmacHex('s3cret', body)}`;
    expect(() => verifySha256Header(good, 's3cret', body, 'X-Sig')).not.toThrow();
    expect(() =>
      verifySha256Header(good.toUpperCase().replace('SHA256=', 'sha256='), 's3cret', body, 'X-Sig'),
    ).not.toThrow();
    expect(() => verifySha256Header(good, 'other', body, 'X-Sig')).toThrow(
      new WebhookRejected('X-Sig does not match the body'),
    );
    expect(() => verifySha256Header(undefined, 's3cret', body, 'X-Sig')).toThrow('missing X-Sig header');
    expect(() => verifySha256Header('sha256=abc', 's3cret', body, 'X-Sig')).toThrow('malformed X-Sig header');
  });

  it('reads our payment ids back and writes dollar amounts exactly', () => {
    expect([paymentIdOf('12'), paymentIdOf(12), paymentIdOf('012'), paymentIdOf('1e3'), paymentIdOf(null)]).toEqual([
      12,
      12,
      null,
      null,
      null,
    ]);
    expect([dollarsText(10_300_000), dollarsText(50_000), dollarsText(1_000_000_000)]).toEqual([
      '10.30',
      '0.05',
      '1000.00',
    ]);
  });

  it('converts test invoice amounts to a coin, rounded up to its smallest unit', () => {
    expect(coinAmount(10_100_000, { rate: 100_000, decimals: 8 })).toBe('0.00010100');
    expect(coinAmount(1, { rate: 100_000, decimals: 8 })).toBe('0.00000001');
    expect(coinAmount(3_030_000, { rate: 1, decimals: 6 })).toBe('3.030000');
  });
});
