import { type CurrentUser, hasAnyPermission } from '@crowdsolve/contract';

export interface NavItem {
  /** i18n key in `common:nav`. */
  key: string;
  to: string;
}

/** Header navigation by role: visitors, each user type, and editors. */
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
        { key: 'apiDocs', to: '/api-docs' },
      );
      break;
    default:
      items.push({ key: 'chooseRole', to: '/select-role' });
  }
  if (hasAnyPermission(user, ['admin', 'moderator'])) items.push({ key: 'editor', to: '/editor/blog' });
  items.push({ key: 'support', to: '/support' });
  return items;
}
