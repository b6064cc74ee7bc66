import type { AdminUser } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, apiError, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { AdminUsersPage } from './users.tsx';

function adminUser(id: number, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    email: `user${id}@example.com`,
    emailConfirmed: true,
    userType: 'customer',
    permissions: { admin: false, moderator: false },
    banned: false,
    banReason: null,
    createdAt: '2026-01-10T10:00:00.000Z',
    lastSeenAt: null,
    isDemo: false,
    ...overrides,
  };
}

const USERS = Array.from({ length: 60 }, (_, i) => adminUser(60 - i));
USERS[0] = adminUser(60, { isDemo: true, permissions: { admin: true, moderator: false } });
USERS[1] = adminUser(59, { banned: true, banReason: 'spam', userType: 'worker' });

/** A fake admin API over a list of users, paged by 25 like the server. */
function show(path = '/admin/users', override?: (c: ApiCall) => Response | undefined) {
  const users = USERS.map((u) => ({ ...u }));
  return renderApp({
    path,
    element: <AdminUsersPage />,
    user: makeUser({ id: 1, permissions: { admin: true } }),
    handler: (c) => {
      const answer = override?.(c);
      if (answer) return answer;
      const url = new URL(c.url, 'http://x');
      if (c.method === 'GET' && url.pathname === '/api/v2/admin/users') {
        const q = url.searchParams.get('q') ?? '';
        const page = Number(url.searchParams.get('page') ?? '0');
        const found = users.filter((u) => !q || u.email.includes(q) || String(u.id) === q);
        return json({ records: found.slice(page * 25, page * 25 + 25), totalCount: found.length });
      }
      const m = /^\/api\/v2\/admin\/users\/(\d+)\/(ban|unban|permissions)$/.exec(url.pathname);
      const user = m ? users.find((u) => u.id === Number(m[1])) : undefined;
      if (m && user) {
        if (m[2] === 'ban') Object.assign(user, { banned: true, banReason: (c.body as { reason: string }).reason });
        if (m[2] === 'unban') Object.assign(user, { banned: false, banReason: null });
        if (m[2] === 'permissions') user.permissions = c.body as AdminUser['permissions'];
        return json(user);
      }
      if (c.url === '/api/v2/admin/system_messages') return json({ id: 5, recipients: 42 });
    },
  });
}

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.getAttribute('data-user'));

afterEach(() => cleanup());

describe('AdminUsersPage: list', () => {
  it('shows a page of 25 with id, email, badges, roles and status', async () => {
    const { calls } = show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBeTruthy();
    expect(await screen.findByText('Users found: 60')).toBeTruthy();
    expect(rows()).toHaveLength(25);
    const first = screen.getByText('user60@example.com').closest('tr') as HTMLElement;
    expect(within(first).getByText('demo')).toBeTruthy();
    expect(within(first).getByText('Administrator')).toBeTruthy();
    expect(within(first).getByText('Active')).toBeTruthy();
    const banned = screen.getByText('user59@example.com').closest('tr') as HTMLElement;
    expect(within(banned).getByText('Banned')).toBeTruthy();
    expect(within(banned).getByText(/spam/)).toBeTruthy();
    expect(within(banned).getByText('Worker')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(calls, 'GET', '/api/v2/admin/users')[0]?.url).toBe('/api/v2/admin/users?page=0');
  });

  it('pages forward and back', async () => {
    const { calls, router } = show();
    await screen.findByText('Page 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    await waitFor(() => expect(rows()[0]).toBe('35'));
    expect(router.state.location.search).toBe('?page=2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 3 of 3');
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 2 of 3');
    expect(callsTo(calls, 'GET', '/api/v2/admin/users').map((c) => c.url)).toEqual([
      '/api/v2/admin/users?page=0',
      '/api/v2/admin/users?page=1',
      '/api/v2/admin/users?page=2',
      '/api/v2/admin/users?page=1',
    ]);
  });

  it('searches by address or id from the first page', async () => {
    const { calls } = show('/admin/users?page=2');
    await screen.findByText('Page 2 of 3');
    fireEvent.change(screen.getByLabelText('Search by email or ID'), { target: { value: ' 42 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    await screen.findByText('Users found: 1');
    expect(rows()).toEqual(['42']);
    expect(callsTo(calls, 'GET', '/api/v2/admin/users').at(-1)?.url).toBe('/api/v2/admin/users?q=42&page=0');
  });

  it('says when nothing matches', async () => {
    show('/admin/users?q=nobody');
    expect(await screen.findByText('No users match this search.')).toBeTruthy();
  });
});

describe('AdminUsersPage: details', () => {
  async function open(id: number, override?: (c: ApiCall) => Response | undefined) {
    const result = show('/admin/users', override);
    fireEvent.click(await screen.findByRole('button', { name: `Details of user ${id}` }));
    return { ...result, dialog: screen.getByRole('dialog') };
  }

  it('bans with a required reason, then lifts the ban', async () => {
    const { dialog, calls } = await open(58);
    expect(within(dialog).getByRole('heading', { name: 'User 58: user58@example.com' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban the user' }));
    expect(dialog.querySelector('[data-field-error="reason"]')?.textContent).toBe('This field is required.');
    expect(callsTo(calls, 'POST', '/api/v2/admin/users/58/ban')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason for the ban'), { target: { value: 'fraud' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban the user' }));
    expect(await within(dialog).findByText('This user is banned. Reason: fraud')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/admin/users/58/ban')[0]?.body).toEqual({ reason: 'fraud' });
    await waitFor(() =>
      expect(within(document.querySelector('tr[data-user="58"]') as HTMLElement).getByText('Banned')).toBeTruthy(),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift the ban' }));
    expect(await within(dialog).findByText('The ban is lifted.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/admin/users/58/unban')).toHaveLength(1);
  });

  it('saves permissions and shows a refusal as a translated error', async () => {
    const { dialog, calls } = await open(57);
    fireEvent.click(within(dialog).getByLabelText('Moderator'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save permissions' }));
    expect(await within(dialog).findByText('Saved.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/v2/admin/users/57/permissions')[0]?.body).toEqual({
      admin: false,
      moderator: true,
    });
  });

  it('shows AUTH_CANNOT_CHANGE_OWN_ADMIN without the raw text', async () => {
    show('/admin/users', (c) => (c.method === 'PUT' ? apiError('AUTH_CANNOT_CHANGE_OWN_ADMIN', 409) : undefined));
    fireEvent.click(await screen.findByRole('button', { name: 'Details of user 60' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Administrator'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save permissions' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You cannot remove your own administrator rights.',
    );
    expect(document.body.textContent).not.toContain('raw server text');
  });

  it('sends a system message to this user', async () => {
    const { dialog, calls } = await open(56);
    const form = within(dialog).getByTestId('system-message-form');
    expect(within(form).queryByLabelText('Recipients')).toBeNull();
    fireEvent.change(within(form).getByLabelText('Message in English (HTML)'), { target: { value: '<p>Hi</p>' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the message' }));
    expect(await within(form).findByText('The message is sent. Recipients: 42.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/admin/system_messages')[0]?.body).toEqual({
      message: { en: '<p>Hi</p>' },
      audience: { kind: 'user', userId: 56 },
    });
  });

  it('resends the confirmation of an unconfirmed address and says where the letter went, then marks it confirmed', async () => {
    const { dialog, calls } = await open(54, (c) => {
      const url = c.url.split('?')[0];
      if (url === '/api/v2/admin/users/54/resend_confirmation') {
        return json({ user: adminUser(54, { emailConfirmed: false }), mail: { status: 'outbox', devMail: false } });
      }
      if (url === '/api/v2/admin/users/54/confirm_email') return json({ user: adminUser(54), mail: null });
      if (c.method === 'GET' && url === '/api/v2/admin/users') {
        return json({ records: [adminUser(54, { emailConfirmed: false })], totalCount: 1 });
      }
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend confirmation' }));
    expect(
      await within(dialog).findByText(/A new confirmation letter is in the outbox \(this server sends no mail\)/),
    ).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Mail' }).getAttribute('href')).toBe('/admin/mail');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark email confirmed' }));
    expect(
      await within(dialog).findByText("The address is marked confirmed; the user's API key is ready."),
    ).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/admin/users/54/resend_confirmation')).toHaveLength(1);
    expect(callsTo(calls, 'POST', '/api/v2/admin/users/54/confirm_email')).toHaveLength(1);
  });

  it('closes with the close button', async () => {
    await open(55);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('AdminUsersPage: group system message', () => {
  function groupForm(): HTMLElement {
    const forms = screen.getAllByTestId('system-message-form');
    return forms[forms.length - 1] as HTMLElement;
  }

  it('requires English, sends per language to a group and reports the count', async () => {
    const { calls } = show();
    await screen.findByText('Users found: 60');
    const form = groupForm();
    expect(within(form).getByText(/sanitized on the server/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Send the message' }));
    expect(form.querySelector('[data-field-error="message.en"]')?.textContent).toBe('This field is required.');
    expect(callsTo(calls, 'POST', '/api/v2/admin/system_messages')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Recipients'), { target: { value: 'worker' } });
    fireEvent.change(within(form).getByLabelText('Message in English (HTML)'), { target: { value: '<p>News</p>' } });
    fireEvent.change(within(form).getByLabelText('Message in Russian (HTML, optional)'), {
      target: { value: '<p>Новости</p>' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the message' }));
    expect(await within(form).findByText('The message is sent. Recipients: 42.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/admin/system_messages')[0]?.body).toEqual({
      message: { en: '<p>News</p>', ru: '<p>Новости</p>' },
      audience: { kind: 'group', group: 'worker' },
    });
    expect((within(form).getByLabelText('Message in English (HTML)') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows server field errors beside the field', async () => {
    show('/admin/users', (c) =>
      c.url === '/api/v2/admin/system_messages'
        ? apiError('ERROR_VALIDATION', 400, [{ field: 'body.message.en', message: 'required' }])
        : undefined,
    );
    await screen.findByText('Users found: 60');
    const form = groupForm();
    fireEvent.change(within(form).getByLabelText('Message in English (HTML)'), {
      target: { value: '<script>x</script>' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Send the message' }));
    await waitFor(() =>
      expect(form.querySelector('[data-field-error="message.en"]')?.textContent).toBe('This field is required.'),
    );
    expect(within(form).queryByRole('alert')).toBeNull();
  });
});
