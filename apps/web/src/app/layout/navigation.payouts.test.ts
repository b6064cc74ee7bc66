import { describe, expect, it } from 'vitest';
import { makeUser } from '../../features/profile/testing.tsx';
import { navigationFor } from './navigation.ts';

const menu = (userType: 'customer' | 'worker' | 'developer') =>
  navigationFor(makeUser({ profile: { userType, systemMessage: null } })).map((i) => `${i.key} ${i.to}`);

describe('the way to the partner area', () => {
  it('is in the menu of workers and developers (a developer is paid out their commission), not customers', () => {
    expect(menu('worker')).toContain('payouts /partner');
    expect(menu('developer')).toContain('payouts /partner');
    expect(menu('customer').some((i) => i.endsWith('/partner'))).toBe(false);
  });
});
