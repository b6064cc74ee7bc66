import { type CurrentUser, IDENTITY_PATHS } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  callsTo,
  json,
  makeProfile,
  makeUser,
  type RenderAppOptions,
  renderApp,
} from '../../features/profile/testing.tsx';
import { useCurrentUser } from '../../features/user/current-user.ts';
import { useAppEnv } from '../../lib/app-env.tsx';
import { LogoutPage } from '../../pages/auth/logout.tsx';
import { knowRoutes } from '../route-parts.ts';
import { ROUTES } from '../route-table.ts';
import { Header } from './header.tsx';
import { staffNavigationFor } from './navigation.ts';

// As in a signed-in user's browser: the signed-in part of the route table is loaded.
knowRoutes(ROUTES);

/** The header above the page, reading the current user the way the root layout does. */
function Shell() {
  const user = useCurrentUser(useAppEnv().api).data ?? null;
  return (
    <>
      <Header user={user} def={null} />
      <Outlet />
    </>
  );
}

function renderHeader(
  user: CurrentUser | null,
  language: 'en' | 'ru' | 'zh' = 'en',
  options: Pick<RenderAppOptions, 'site' | 'boot' | 'path'> = {},
) {
  return renderApp({
    user,
    language,
    path: '/enterpage',
    ...options,
    routes: [
      {
        element: <Shell />,
        children: [
          { path: '/enterpage', element: <p data-testid="dashboard">dashboard</p> },
          { path: '/profile', element: <p data-testid="profile-page">profile</p> },
          { path: '/auth/logout', element: <LogoutPage /> },
          { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
        ],
      },
    ],
    handler: (call) => {
      if (call.url === IDENTITY_PATHS.profile) return json(makeProfile({ email: 'ann@example.com' }));
      if (call.url === IDENTITY_PATHS.logout) return json({ ok: true });
      return undefined;
    },
  });
}

const accountButton = () => screen.getByRole('button', { name: /^Account/ });
const staffButton = () => screen.queryByRole('button', { name: 'Staff' });

const admin = makeUser({ permissions: { admin: true } });
const moderator = makeUser({ permissions: { moderator: true } });

describe('the account menu', () => {
  afterEach(cleanup);

  it('shows the email on a closed button; opens on a click with the balance, the profile and security links', async () => {
    renderHeader(makeUser({ balance: { amount: 12.5 } }));
    await waitFor(() => expect(accountButton().textContent).toContain('ann@example.com'));
    const button = accountButton();
    expect(button.getAttribute('aria-label')).toBe('Account: ann@example.com');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel.hidden).toBe(true);
    // The separate sign-out button is gone: sign-out lives in the menu.
    expect(screen.queryByRole('link', { name: 'Sign out' })).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(within(panel).getByTestId('account-balance').textContent).toBe('Balance $12.50');
    expect(within(panel).getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile');
    expect(within(panel).getByRole('link', { name: 'Security and two-factor' }).getAttribute('href')).toBe(
      '/profile/authentication',
    );

    fireEvent.click(within(panel).getByRole('link', { name: 'Profile' }));
    await screen.findByTestId('profile-page');
    expect(panel.hidden).toBe(true);
  });

  it('signs out from the menu: the sign-out call is made and the header offers sign-in', async () => {
    const app = renderHeader(makeUser());
    fireEvent.click(accountButton());
    fireEvent.click(screen.getByRole('link', { name: 'Sign out' }));
    // The sign-out page confirms; the header now offers sign-in and sign-up.
    await screen.findByText('You are signed out.', { exact: false });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
    expect(callsTo(app.calls, 'POST', IDENTITY_PATHS.logout)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /^Account/ })).toBeNull();
  });

  it('closes on Escape (focus back on the button) and on a click outside; the arrow keys move between the items', async () => {
    renderHeader(makeUser());
    const button = accountButton();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Profile'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Security and two-factor');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Sign out');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Profile');

    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(screen.getByTestId('dashboard'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('speaks the visitor’s language, with the balance in its number format', async () => {
    renderHeader(makeUser({ balance: { amount: 1234.5 } }), 'ru');
    const button = await screen.findByRole('button', { name: 'Аккаунт: ann@example.com' });
    fireEvent.click(button);
    const balance = screen.getByTestId('account-balance').textContent ?? '';
    expect(balance.startsWith('Баланс')).toBe(true);
    expect(balance).toContain(new Intl.NumberFormat('ru', { style: 'currency', currency: 'USD' }).format(1234.5));
    expect(screen.getByRole('link', { name: 'Профиль' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Выйти' })).toBeTruthy();
  });

  it('is not there for a visitor, who gets sign-in and sign-up', () => {
    renderHeader(null);
    expect(screen.queryByRole('button', { name: /^Account/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth/login');
  });
});

describe('the staff menu', () => {
  afterEach(cleanup);

  it('lists every admin screen for an admin, each linking to its page', () => {
    renderHeader(admin);
    expect(screen.queryByRole('link', { name: 'Editor' })).toBeNull();
    const button = staffButton() as HTMLElement;
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
    const links = within(panel)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Administration', '/p/admin'],
      ['Users', '/admin/users'],
      ['Workers', '/admin/workers'],
      ['Control tasks', '/admin/control-tasks'],
      ['Payouts', '/admin/payouts'],
      ['Vouchers', '/admin/vouchers'],
      ['Promo codes', '/admin/promocodes'],
      ['Prices and currency rates', '/admin/prices'],
      ['Mail', '/admin/mail'],
      ['Catalogue moderation', '/editor/software/moderation'],
      ['Reviews moderation', '/editor/reviews/moderation'],
      ['Support desk', '/editor/support/tickets'],
      ['Feedback', '/editor/feedback'],
      ['Support bot conversations', '/p/support-bot-threads'],
      ['Blog editor', '/editor/blog'],
      ['Tutorial editor', '/editor/h'],
      ['Software article editor', '/editor/software/blog'],
      ['FAQ editor', '/editor/faq'],
      ['Site domains', '/editor/manual-domains'],
    ]);
    fireEvent.keyDown(within(panel).getByRole('link', { name: 'Users' }), { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('gives a moderator only the built screens moderators may open, and a customer nothing', () => {
    // Each screen in the menu is one the router lets the user open, and none is a page being built.
    const opens = (user: CurrentUser, path: string) => {
      const def = ROUTES.find((r) => r.path === path);
      return (
        def?.guard.kind === 'role' && def.page !== 'placeholder' && def.guard.allow.some((p) => user.permissions[p])
      );
    };
    const forModerator = staffNavigationFor(moderator);
    expect(forModerator.every((item) => opens(moderator, item.to))).toBe(true);
    expect(forModerator.map((item) => item.to).filter((to) => to.startsWith('/admin/'))).toEqual([]);
    expect(staffNavigationFor(admin).every((item) => opens(admin, item.to))).toBe(true);
    // Manual domains are the admin's alone.
    expect(staffNavigationFor(moderator).map((i) => i.to)).not.toContain('/editor/manual-domains');

    // A moderator's menu holds their home, the moderation queues and the article editors (no link
    // to a page being built); an admin's home covers the moderator's, so admins get no link to it.
    expect(forModerator).toEqual([
      { key: 'pModerator', to: '/p/moderator' },
      { key: 'editorSoftwareModeration', to: '/editor/software/moderation' },
      { key: 'editorReviewsModeration', to: '/editor/reviews/moderation' },
      { key: 'editorSupportTickets', to: '/editor/support/tickets' },
      { key: 'editorFeedback', to: '/editor/feedback' },
      { key: 'pSupportBotThreads', to: '/p/support-bot-threads' },
      { key: 'editorBlog', to: '/editor/blog' },
      { key: 'editorTutorials', to: '/editor/h' },
      { key: 'editorSoftwareBlog', to: '/editor/software/blog' },
      { key: 'editorFaq', to: '/editor/faq' },
    ]);
    expect(staffNavigationFor(admin).map((i) => i.to)).not.toContain('/p/moderator');
    renderHeader(moderator);
    fireEvent.click(staffButton() as HTMLElement);
    expect(screen.getByRole('link', { name: 'Moderator panel' }).getAttribute('href')).toBe('/p/moderator');
    expect(screen.queryByRole('link', { name: 'Editor' })).toBeNull();
    cleanup();

    renderHeader(makeUser({ profile: { userType: 'customer', systemMessage: null } }));
    expect(staffButton()).toBeNull();
    expect(screen.queryByRole('link', { name: /Users|Editor/ })).toBeNull();
    expect(staffNavigationFor(null)).toEqual([]);
  });
});

describe('the phone menu', () => {
  afterEach(cleanup);
  const menuButton = () => screen.getByRole('button', { name: 'Menu' });
  const menuPanel = () => document.getElementById(menuButton().getAttribute('aria-controls') ?? '') as HTMLElement;

  it('holds the navigation and the languages behind a closed button; Escape closes it, focus back on the button', () => {
    renderHeader(null);
    const button = menuButton();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = menuPanel();
    expect(within(panel).getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(within(panel).getByRole('navigation', { name: 'Language' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/auth/register');
    expect(panel.closest('.header-menu')?.classList.contains('is-open')).toBe(false);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.closest('.header-menu')?.classList.contains('is-open')).toBe(true);
    within(panel).getByRole('link', { name: 'Pricing' }).focus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByTestId('dashboard'));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when a link in it leads to another page; the account menu stays beside it', async () => {
    renderHeader(makeUser({ profile: { userType: 'customer', systemMessage: null } }));
    expect(accountButton()).toBeTruthy();
    expect(within(menuPanel()).queryByRole('button', { name: /^Account/ })).toBeNull();
    fireEvent.click(menuButton());
    fireEvent.click(within(menuPanel()).getByRole('link', { name: 'Support' }));
    await screen.findByTestId('elsewhere');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('lets an Escape in the staff menu close that menu only', () => {
    renderHeader(admin);
    fireEvent.click(menuButton());
    const staff = staffButton() as HTMLElement;
    fireEvent.click(staff);
    fireEvent.keyDown(within(menuPanel()).getByRole('link', { name: 'Users' }), { key: 'Escape' });
    expect(staff.getAttribute('aria-expanded')).toBe('false');
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(staff, { key: 'Escape' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('says "Menu" in each language', () => {
    renderHeader(null, 'ru');
    expect(screen.getByRole('button', { name: 'Меню' })).toBeTruthy();
    cleanup();
    renderHeader(null, 'zh', { site: 'region' });
    expect(screen.getByRole('button', { name: '菜单' })).toBeTruthy();
  });
});

describe('the language switcher', () => {
  afterEach(cleanup);
  const switcher = () => screen.getByRole('navigation', { name: /^(Language|Язык|语言)$/ });
  const links = () =>
    within(switcher())
      .getAllByRole('link')
      .map((a) => [a.getAttribute('aria-label') ?? a.textContent, a.getAttribute('href')]);

  it('on the international site offers 中文 as the same page on the region site', () => {
    renderHeader(null, 'en', { path: '/enterpage?tab=2&lang=ru', boot: { regionUrl: 'http://zh.localhost:3000/' } });
    expect(links()).toEqual([
      ['English', '/enterpage?tab=2'],
      ['Русский', '/enterpage?tab=2&lang=ru'],
      ['中文', 'http://zh.localhost:3000/enterpage?tab=2'],
    ]);
    expect(within(switcher()).getByRole('link', { name: '中文' }).getAttribute('hreflang')).toBe('zh');
  });

  it('offers no 中文 on the international site without a region site', () => {
    renderHeader(null, 'en', { boot: { regionUrl: null } });
    expect(links().map(([name]) => name)).toEqual(['English', 'Русский']);
  });

  it('on the region site offers each language under its prefix and the international site', () => {
    renderHeader(null, 'ru', { site: 'region', boot: { internationalUrl: 'https://crowdsolve.example/' } });
    expect(links()).toEqual([
      ['English', '/en/enterpage'],
      ['Русский', '/ru/enterpage'],
      ['中文', '/enterpage'],
      ['Международный', 'https://crowdsolve.example/enterpage?lang=ru'],
    ]);
  });
});
