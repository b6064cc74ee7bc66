import type { CurrentUser, UserType } from '@crowdsolve/contract';
import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guards.ts';

function makeUser(options: { userType?: UserType | null; permissions?: Record<string, boolean> } = {}): CurrentUser {
  return {
    id: 42,
    interfaceLanguage: 'en',
    profile: { userType: options.userType === undefined ? 'customer' : options.userType, systemMessage: null },
    balance: { amount: 12.5 },
    permissions: options.permissions ?? {},
    analyticsData: {
      daysSinceRegistration: 10,
      daysSinceLastPayment: null,
      daysSinceLastUse: 1,
      earnedOnCaptcha: 0,
      spentOnCaptcha: 3,
    },
  };
}

const HERE = '/enterpage?tab=stats&x=a b';
const ENCODED = encodeURIComponent(HERE);

describe('guardRedirect', () => {
  describe('public', () => {
    it('lets everyone stay', () => {
      expect(guardRedirect({ kind: 'public' }, null, HERE)).toBeNull();
      expect(guardRedirect({ kind: 'public' }, makeUser(), HERE)).toBeNull();
    });
  });

  describe('guest', () => {
    it('lets signed-out visitors stay', () => {
      expect(guardRedirect({ kind: 'guest' }, null, '/auth/login')).toBeNull();
    });

    it('sends signed-in users to the home order section', () => {
      expect(guardRedirect({ kind: 'guest' }, makeUser(), '/auth/login')).toBe('/#order-captchas');
      expect(guardRedirect({ kind: 'guest' }, makeUser({ userType: null }), '/auth/register')).toBe('/#order-captchas');
    });
  });

  describe('signedIn', () => {
    it('sends signed-out visitors to login with an encoded return_to of path and query', () => {
      expect(guardRedirect({ kind: 'signedIn' }, null, HERE)).toBe(`/auth/login?return_to=${ENCODED}`);
      expect(guardRedirect({ kind: 'signedIn' }, null, '/profile')).toBe('/auth/login?return_to=%2Fprofile');
    });

    it('lets any signed-in user stay, with or without a user type', () => {
      expect(guardRedirect({ kind: 'signedIn' }, makeUser(), '/profile')).toBeNull();
      expect(guardRedirect({ kind: 'signedIn' }, makeUser({ userType: null }), '/profile')).toBeNull();
    });
  });

  describe('noUserType', () => {
    it('sends signed-out visitors to login', () => {
      expect(guardRedirect({ kind: 'noUserType' }, null, '/select-role?return_to=%2Fpay')).toBe(
        `/auth/login?return_to=${encodeURIComponent('/select-role?return_to=%2Fpay')}`,
      );
    });

    it('lets signed-in users without a user type stay', () => {
      expect(guardRedirect({ kind: 'noUserType' }, makeUser({ userType: null }), '/select-role')).toBeNull();
      expect(guardRedirect({ kind: 'noUserType' }, makeUser({ userType: 'worker' }), '/select-role')).toBeNull();
    });
  });

  describe('userType', () => {
    it('sends signed-out visitors to login', () => {
      expect(guardRedirect({ kind: 'userType' }, null, HERE)).toBe(`/auth/login?return_to=${ENCODED}`);
    });

    it('sends signed-in users without a type to the role choice with return_to', () => {
      expect(guardRedirect({ kind: 'userType' }, makeUser({ userType: null }), HERE)).toBe(
        `/select-role?return_to=${ENCODED}`,
      );
    });

    it('lets users with any type stay', () => {
      for (const userType of ['customer', 'worker', 'developer'] as const) {
        expect(guardRedirect({ kind: 'userType' }, makeUser({ userType }), HERE)).toBeNull();
      }
    });
  });

  describe('role', () => {
    const staff = { kind: 'role', allow: ['admin', 'moderator'] } as const;

    it('sends signed-out visitors to login', () => {
      expect(guardRedirect(staff, null, '/editor/blog')).toBe('/auth/login?return_to=%2Feditor%2Fblog');
    });

    it('sends users without any allowed permission home', () => {
      expect(guardRedirect(staff, makeUser(), '/editor/blog')).toBe('/');
      expect(guardRedirect(staff, makeUser({ permissions: { admin: false, moderator: false } }), '/editor/blog')).toBe(
        '/',
      );
    });

    it('lets users holding any one of the allowed permissions stay', () => {
      expect(guardRedirect(staff, makeUser({ permissions: { admin: true } }), '/editor/blog')).toBeNull();
      expect(guardRedirect(staff, makeUser({ permissions: { moderator: true } }), '/editor/blog')).toBeNull();
    });

    it('only counts the permissions the guard allows', () => {
      const adminOnly = { kind: 'role', allow: ['admin'] } as const;
      expect(guardRedirect(adminOnly, makeUser({ permissions: { moderator: true } }), '/p/admin')).toBe('/');
      expect(guardRedirect(adminOnly, makeUser({ permissions: { admin: true } }), '/p/admin')).toBeNull();
    });

    it('does not require a user type', () => {
      expect(
        guardRedirect(staff, makeUser({ userType: null, permissions: { admin: true } }), '/editor/blog'),
      ).toBeNull();
    });
  });
});
