import { type CurrentUser, hasAnyPermission } from '@crowdsolve/contract';
import { knownRoute } from '../route-registry.ts';

export interface NavItem {
  /** i18n key in `common:nav`. */
  key: string;
  to: string;
}

/** Header navigation by role: visitors and each user type (staff screens: see staffNavigationFor). */
export function navigationFor(user: CurrentUser | null): NavItem[] {
  if (!user) {
    return [
      { key: 'pricing', to: '/pricing' },
      { key: 'apiDocs', to: '/api-docs' },
      { key: 'software', to: '/software' },
      { key: 'statistics', to: '/public_statistics' },
      { key: 'blog', to: '/blog' },
    ];
  }
  const items: NavItem[] = [];
  switch (user.profile.userType) {
    case 'customer':
      items.push(
        { key: 'dashboard', to: '/enterpage' },
        { key: 'addFunds', to: '/pay' },
        { key: 'statistics', to: '/statistics/uploads' },
        { key: 'apiSettings', to: '/setting' },
      );
      break;
    case 'worker':
      items.push(
        { key: 'cabinet', to: '/cabinet' },
        { key: 'training', to: '/cabinet/training' },
        { key: 'payouts', to: '/partner' },
      );
      break;
    case 'developer':
      items.push(
        { key: 'dashboard', to: '/enterpage' },
        { key: 'mySoftware', to: '/software/softlist' },
        // The partner area pays a developer out their commission.
        { key: 'payouts', to: '/partner' },
        { key: 'apiDocs', to: '/api-docs' },
      );
      break;
    default:
      items.push({ key: 'chooseRole', to: '/select-role' });
  }
  items.push({ key: 'support', to: '/support' });
  return items;
}

/** The staff screens, in menu order: route ids (their titles are `routes:<id>.title`). */
const STAFF_SCREENS = [
  'pAdmin',
  'pModerator',
  'adminUsers',
  'adminWorkers',
  'adminControlTasks',
  'adminPayouts',
  'adminVouchers',
  'adminPromocodes',
  'adminPrices',
  'adminMail',
  'editorSoftwareModeration',
  'editorReviewsModeration',
  'editorSupportTickets',
  'editorFeedback',
  'pSupportBotThreads',
  'editorBlog',
  'editorTutorials',
  'editorSoftwareBlog',
  'editorFaq',
  'editorManualDomains',
] as const;

/**
 * The header's staff menu: each staff screen that is built (not a "being built" placeholder) and
 * that the user's permissions open — the same guard the router applies, which matches the API's
 * `requirePermission`. Empty for everyone else. `key` is the route id. An admin's home covers the
 * moderator's, so admins get no link to the moderator home.
 */
export function staffNavigationFor(user: CurrentUser | null): NavItem[] {
  if (!user) return [];
  return STAFF_SCREENS.flatMap((id) => {
    const def = knownRoute(id);
    if (!def || def.page === 'placeholder' || def.guard.kind !== 'role') return [];
    if (id === 'pModerator' && user.permissions.admin) return [];
    return hasAnyPermission(user, def.guard.allow) ? [{ key: id, to: def.path }] : [];
  });
}
