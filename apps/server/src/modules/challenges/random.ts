import { randomInt } from 'node:crypto';

/** A seeded pseudo-random source (mulberry32): the same seed draws the same challenge. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

export function seededRng(seed: number): Rng {
  // Neighbouring seeds start far apart (murmur3's finaliser), so seeds 1, 2, 3… draw unlike values.
  let state = seed >>> 0;
  state = Math.imul(state ^ (state >>> 16), 0x85ebca6b);
  state = Math.imul(state ^ (state >>> 13), 0xc2b2ae35);
  state = (state ^ (state >>> 16)) >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)] as (typeof items)[number],
    shuffle: (items) => {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j] as (typeof out)[number], out[i] as (typeof out)[number]];
      }
      return out;
    },
  };
}

/** A seed nobody can predict (control tasks of a real install must not be derivable from the source). */
export function freshSeed(): number {
  return randomInt(0, 2 ** 32 - 1);
}

/**
 * Runs `draw` with Math.random replaced by `rng` (synchronously, restored after): for libraries
 * that draw from Math.random, so that their output follows the seed too.
 */
export function withRandom<T>(rng: Rng, draw: () => T): T {
  const original = Math.random;
  Math.random = rng.next;
  try {
    return draw();
  } finally {
    Math.random = original;
  }
}
