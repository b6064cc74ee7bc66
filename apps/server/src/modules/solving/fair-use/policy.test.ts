import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../platform/clock.ts';
import { fairUsePolicy } from './policy.ts';

const IP = '203.0.113.7';

function setup() {
  const clock = manualClock(new Date('2026-11-24T12:00:00.000Z'));
  return { clock, policy: fairUsePolicy(clock) };
}

describe('fair use: 2captcha request limits', () => {
  it('MAX_USER_TURN: the 61st submit of a key within 3 s is refused for 10 s; other keys go on', () => {
    const { clock, policy } = setup();
    for (let i = 0; i < 60; i++) expect(policy.submit(1)).toBeNull();
    expect(policy.submit(1)).toEqual({ code: 'MAX_USER_TURN', retryAfterS: 10 });
    expect(policy.submit(2)).toBeNull();
    clock.advance(9_000);
    expect(policy.submit(1)).toMatchObject({ code: 'MAX_USER_TURN', retryAfterS: 1 });
    clock.advance(1_000);
    expect(policy.submit(1)).toBeNull();
    // The block was about submits: results are still served.
    expect(policy.result(1)).toBeNull();
  });

  it("multiplies a key's own limits by its factor (an enterprise plan holder), and no other key's", () => {
    const clock = manualClock(new Date('2026-11-24T12:00:00.000Z'));
    const policy = fairUsePolicy(clock, undefined, (customerId) => (customerId === 1 ? 3 : 1));
    for (let i = 0; i < 180; i++) expect(policy.submit(1)).toBeNull();
    expect(policy.submit(1)?.code).toBe('MAX_USER_TURN');
    for (let i = 0; i < 60; i++) expect(policy.submit(2)).toBeNull();
    expect(policy.submit(2)?.code).toBe('MAX_USER_TURN');
    // Calls at once: 60 for the holder, 20 for others.
    const held = Array.from({ length: 60 }, () => policy.enter(1));
    expect(held.every(Boolean)).toBe(true);
    expect(policy.enter(1)).toBeNull();
    for (let i = 0; i < 20; i++) expect(policy.enter(2)).not.toBeNull();
    expect(policy.enter(2)).toBeNull();
  });

  it('1005: result calls above 20 × captchas + 1,200 a minute block the key for 5 minutes', () => {
    const { clock, policy } = setup();
    for (let i = 0; i < 10; i++) policy.submitted(1, 'accepted');
    // 1,400 calls spread over 56 s (25 a second), then one more within the minute.
    for (let i = 0; i < 1400; i++) {
      expect(policy.result(1)).toBeNull();
      clock.advance(40);
    }
    expect(policy.result(1)).toEqual({ code: '1005', retryAfterS: 300 });
    expect(policy.result(2)).toBeNull();
    // Submits are not blocked by it.
    expect(policy.submit(1)).toBeNull();
    clock.advance(299_000);
    expect(policy.result(1)?.code).toBe('1005');
    clock.advance(1_000);
    expect(policy.result(1)).toBeNull();
  });

  it('1005 within the minute: one second spends at most a sixth of it, refused without a block', () => {
    const { clock, policy } = setup();
    for (let i = 0; i < 10; i++) policy.submitted(1, 'accepted');
    // (1,200 + 20 × 10) / 6 = 233 calls in a second.
    for (let i = 0; i < 233; i++) expect(policy.result(1)).toBeNull();
    expect(policy.result(1)).toEqual({ code: '1005', retryAfterS: 1 });
    expect(policy.result(2)).toBeNull();
    clock.advance(1_000);
    expect(policy.result(1)).toBeNull();
  });

  it('a client polling every 5 s, as 2captcha advises, never meets a limit', () => {
    const { clock, policy } = setup();
    // 200 captchas in flight for 30 minutes, sent one every 300 ms at first; each takes 60 s to
    // solve and is polled every 5 s (the first poll 5 s after it was sent), then the next is sent.
    const t0 = clock.now().getTime();
    const slots = Array.from({ length: 200 }, (_, i) => ({ sentAt: Number.NaN, polledAt: 0, startAt: t0 + i * 300 }));
    let refusals = 0;
    for (let now = t0; now < t0 + 30 * 60_000; now += 100) {
      clock.set(new Date(now));
      for (const slot of slots) {
        const send = Number.isNaN(slot.sentAt) ? now >= slot.startAt : now - slot.sentAt >= 60_000;
        if (send) {
          if (policy.submit(1)) refusals++;
          policy.submitted(1, 'accepted');
          slot.sentAt = now;
          slot.polledAt = now;
        } else if (!Number.isNaN(slot.sentAt) && now - slot.polledAt >= 5_000) {
          if (policy.result(1)) refusals++;
          slot.polledAt = now;
        }
      }
      if ((now - t0) % 5_000 === 0 && policy.result(1)) refusals++; // and a balance call every 5 s
    }
    expect(refusals).toBe(0);
  });

  it('1004: more than 5 wrong keys a minute from one IP refuse that IP for 10 minutes; never loopback', () => {
    const { clock, policy } = setup();
    for (let i = 0; i < 5; i++) policy.badKey(IP);
    expect(policy.ipBlocked(IP)).toBeNull();
    policy.badKey(IP);
    expect(policy.ipBlocked(IP)).toEqual({ code: '1004', retryAfterS: 600 });
    expect(policy.ipBlocked('203.0.113.8')).toBeNull();
    for (let i = 0; i < 50; i++) policy.badKey('127.0.0.1');
    expect(policy.ipBlocked('127.0.0.1')).toBeNull();
    expect(policy.ipBlocked('::1')).toBeNull();
    clock.advance(600_000);
    expect(policy.ipBlocked(IP)).toBeNull();
  });

  it('1002: more than 120 submits a minute with zero balance block submits for 5 minutes', () => {
    const { policy } = setup();
    for (let i = 0; i < 120; i++) policy.submitted(1, 'zero_balance');
    expect(policy.submit(1)).toBeNull();
    policy.submitted(1, 'zero_balance');
    expect(policy.submit(1)).toEqual({ code: '1002', retryAfterS: 300 });
  });

  it('1003: no-slot answers above 3 × the accepted captchas (at least 120) block submits for 30 s', () => {
    const { policy } = setup();
    for (let i = 0; i < 50; i++) policy.submitted(1, 'accepted');
    for (let i = 0; i < 150; i++) policy.submitted(1, 'no_slot');
    expect(policy.submit(1)).toBeNull();
    policy.submitted(1, 'no_slot');
    expect(policy.submit(1)).toEqual({ code: '1003', retryAfterS: 30 });
    // With few accepted captchas the floor is 120.
    for (let i = 0; i < 120; i++) policy.submitted(2, 'no_slot');
    expect(policy.submit(2)).toBeNull();
    policy.submitted(2, 'no_slot');
    expect(policy.submit(2)?.code).toBe('1003');
  });

  it('serves at most 20 calls of one key at once', () => {
    const { policy } = setup();
    const slots = Array.from({ length: 20 }, () => policy.enter(1));
    expect(slots.every((release) => release !== null)).toBe(true);
    expect(policy.enter(1)).toBeNull();
    expect(policy.enter(2)).not.toBeNull();
    slots[0]?.();
    slots[0]?.(); // releasing twice frees one slot only
    expect(policy.enter(1)).not.toBeNull();
    expect(policy.enter(1)).toBeNull();
  });
});
