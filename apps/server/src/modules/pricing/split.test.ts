import { describe, expect, it } from 'vitest';
import { perTask, splitCharge } from './split.ts';

describe('splitCharge', () => {
  it('gives the developer 10 %, the worker the table pay, the platform the rest, summing to the price', () => {
    expect(splitCharge(2990, 1495, true)).toEqual({ developerMicros: 299, workerMicros: 1495, platformMicros: 1196 });
    expect(splitCharge(2990, 1495, false)).toEqual({ developerMicros: 0, workerMicros: 1495, platformMicros: 1495 });
  });

  it('never pays the worker more than what is left after the developer', () => {
    const s = splitCharge(1000, 1000, true);
    expect(s).toEqual({ developerMicros: 100, workerMicros: 900, platformMicros: 0 });
  });

  it('keeps whole micros that always add up', () => {
    for (const price of [0, 1, 7, 999, 1001, 123_457]) {
      for (const pay of [0, 3, Math.floor(price / 2), price]) {
        for (const dev of [true, false]) {
          const s = splitCharge(price, pay, dev);
          expect(s.workerMicros + s.developerMicros + s.platformMicros).toBe(price);
          expect(Object.values(s).every((v) => Number.isInteger(v) && v >= 0)).toBe(true);
        }
      }
    }
  });

  it('refuses fractions and negatives', () => {
    expect(() => splitCharge(1.5, 0, false)).toThrow(RangeError);
    expect(() => splitCharge(-1, 0, false)).toThrow(RangeError);
  });

  it('turns a per-1000 price into a per-task price', () => {
    expect(perTask(2_990_000)).toBe(2990);
    expect(perTask(500_000)).toBe(500);
  });
});
