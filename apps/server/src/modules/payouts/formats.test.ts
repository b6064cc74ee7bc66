import {
  PAYOUT_METHOD_RULES,
  PAYOUT_METHODS,
  type PayoutMethod,
  parsePayoutAccount,
  payoutFeeMicros,
} from '@crowdsolve/contract';
import { describe, expect, it } from 'vitest';

const GOOD: Record<PayoutMethod, [string, string][]> = {
  usdt_trc20: [
    ['TJRabPrwbZy45sbavfcjinPJC18kjpRTv8', 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'],
    [' TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf ', 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf'],
  ],
  btc: [
    ['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    ['BC1QAR0SRRR7XFKVY5L643LYDNW9RE59GTZZWF5MDQ', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
    [
      'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
      'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
    ],
    ['1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy'],
  ],
  paypal: [['Name.Surname@Example.com', 'name.surname@example.com']],
  payeer: [
    ['P1234567', 'P1234567'],
    ['p123456789012', 'P123456789012'],
  ],
  webmoney_wmz: [['Z123456789012', 'Z123456789012']],
};

const BAD: Record<PayoutMethod, string[]> = {
  usdt_trc20: [
    'TJRabPrwbZy45sbavfcjinPJC18kjpRTv', // 33 characters
    'TJRabPrwbZy45sbavfcjinPJC18kjpRTv80',
    'TJRabPrwbZy45sbavfcjinPJC18kjpRTvO', // O is not base58
    '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  ],
  btc: [
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5md', // 41 characters
    'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdb', // b is not bech32
    'Bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', // mixed case
    'tb1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', // testnet
    '2BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN0', // 0 is not base58
    '1BvBM',
  ],
  paypal: ['name', 'name@', '@example.com', 'a b@example.com', `${'a'.repeat(250)}@example.com`],
  payeer: ['P123456', 'P1234567890123', '1234567', 'PX234567'],
  webmoney_wmz: ['Z12345678901', 'Z1234567890123', 'R123456789012', 'Z12345678901a'],
};

describe('payout account formats', () => {
  for (const method of PAYOUT_METHODS) {
    it(`${method}: accepts and normalizes its format, refuses others`, () => {
      for (const [raw, stored] of GOOD[method]) expect(parsePayoutAccount(method, raw), raw).toBe(stored);
      for (const raw of BAD[method]) expect(parsePayoutAccount(method, raw), raw).toBeNull();
      const rule = PAYOUT_METHOD_RULES[method];
      expect(parsePayoutAccount(method, rule.example), 'the example fits').toBe(rule.example);
    });

    it(`${method}: the minimum is above its fee`, () => {
      const rule = PAYOUT_METHOD_RULES[method];
      expect(payoutFeeMicros(method, rule.minimumMicros)).toBeLessThan(rule.minimumMicros);
    });
  }

  it('computes percentage fees exactly, rounded up to a micro', () => {
    expect(payoutFeeMicros('paypal', 1_000_000)).toBe(30_000);
    expect(payoutFeeMicros('paypal', 1_000_001)).toBe(30_001);
    expect(payoutFeeMicros('webmoney_wmz', 12_345_678)).toBe(98_766);
    expect(payoutFeeMicros('payeer', 1_000_000_000_000_000)).toBe(9_500_000_000_000);
    expect(payoutFeeMicros('btc', 7_000_000)).toBe(1_000_000);
  });
});
