import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { importWithReload } from './lazy-reload.ts';

const KEY = 'cs:chunk-reload';

let reload: ReturnType<typeof vi.fn>;

beforeEach(() => {
  window.sessionStorage.clear();
  reload = vi.fn();
  // happy-dom's location.reload would reload the test window: replace it with a spy.
  vi.spyOn(window.location, 'reload').mockImplementation(reload as () => void);
});

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

/** Resolves with 'pending' when the promise has not settled after a few ticks. */
async function settle<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([promise, new Promise<'pending'>((r) => setTimeout(() => r('pending'), 20))]);
}

describe('importWithReload', () => {
  it('resolves with the module and clears a stale flag on success', async () => {
    window.sessionStorage.setItem(KEY, '1');
    const mod = { default: 'module' };
    const load = vi.fn(async () => mod);
    await expect(importWithReload(load)()).resolves.toBe(mod);
    expect(load).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('does not load before it is called', () => {
    const load = vi.fn(async () => ({}));
    importWithReload(load);
    expect(load).not.toHaveBeenCalled();
  });

  it('on a first failure sets the flag, reloads the page and never settles', async () => {
    const load = vi.fn(async () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const outcome = await settle(importWithReload(load)());
    expect(outcome).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(KEY)).toBe('1');
  });

  it('on a failure after a reload throws the error, clears the flag and does not reload again', async () => {
    window.sessionStorage.setItem(KEY, '1');
    const error = new TypeError('Failed to fetch dynamically imported module');
    await expect(
      importWithReload(async () => {
        throw error;
      })(),
    ).rejects.toBe(error);
    expect(reload).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('fails, reloads, then throws on the second failure (no loop)', async () => {
    const error = new Error('chunk gone');
    const load = importWithReload(async () => {
      throw error;
    });
    expect(await settle(load())).toBe('pending');
    expect(reload).toHaveBeenCalledTimes(1);
    await expect(load()).rejects.toBe(error);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });
});
