import { describe, expect, it } from 'vitest';
import { makeUser } from '../../features/profile/testing.tsx';
import { knowRoutes } from '../route-parts.ts';
import { ROUTES } from '../route-table.ts';
import { staffNavigationFor } from './navigation.ts';

// As in a signed-in user's browser: the signed-in part of the route table is loaded.
knowRoutes(ROUTES);

const paths = (permissions: { admin: boolean; moderator: boolean }, userType: 'customer' | 'worker' = 'customer') =>
  staffNavigationFor(makeUser({ permissions, profile: { userType, systemMessage: null } })).map((i) => i.to);

describe('staffNavigationFor', () => {
  it('starts an admin’s staff screens with the staff home and lists the prices screen', () => {
    const admin = paths({ admin: true, moderator: false });
    expect(admin[0]).toBe('/p/admin');
    expect(admin).toContain('/admin/prices');
    expect(admin).not.toContain('/p/moderator');
  });

  it('gives a moderator their home, the moderation queues, the support desk, the feedback and the article editors, and no admin screen', () => {
    expect(paths({ admin: false, moderator: true })).toEqual([
      '/p/moderator',
      '/editor/software/moderation',
      '/editor/reviews/moderation',
      '/editor/support/tickets',
      '/editor/feedback',
      '/p/support-bot-threads',
      '/editor/blog',
      '/editor/h',
      '/editor/software/blog',
      '/editor/faq',
    ]);
  });

  it('gives customers and workers no staff screen', () => {
    expect(paths({ admin: false, moderator: false })).toEqual([]);
    expect(paths({ admin: false, moderator: false }, 'worker')).toEqual([]);
    expect(staffNavigationFor(null)).toEqual([]);
  });
});
