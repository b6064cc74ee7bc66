import type { AdminMail } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { AdminMailPage } from './mail.tsx';

afterEach(() => cleanup());

function mail(id: number, overrides: Partial<AdminMail> = {}): AdminMail {
  return {
    id,
    status: 'outbox',
    template: 'confirm_email',
    to: `user${id}@example.com`,
    subject: 'Confirm your email address',
    createdAt: '2026-11-20T10:00:00.000Z',
    error: null,
    text: `Confirm: http://crowdsolve.test/auth/check_key/${'a'.repeat(43)}/${id}`,
    html: '<p>Confirm</p>',
    live: true,
    ...overrides,
  };
}

const MAILS = [
  mail(3),
  mail(2, { status: 'failed', error: '550 mailbox unavailable', live: false, text: 'Confirm: [redacted]' }),
  mail(1, { status: 'sent', live: false }),
];

function show(path = '/admin/mail', smtp = false) {
  return renderApp({
    path,
    element: <AdminMailPage />,
    user: makeUser({ id: 1, permissions: { admin: true } }),
    handler: (c) => {
      const url = new URL(c.url, 'http://x');
      if (c.method === 'GET' && url.pathname === '/api/v2/admin/mail') {
        const to = url.searchParams.get('to') ?? '';
        const found = MAILS.filter((m) => !to || m.to.includes(to));
        return json({ records: found, totalCount: found.length, smtp });
      }
    },
  });
}

describe('AdminMailPage', () => {
  it('lists every letter with its status and warns that no mail leaves a server without SMTP', async () => {
    show();
    expect(await screen.findByText('3 letters')).toBeTruthy();
    expect(screen.getByText(/This server has no mail server configured \(SMTP_URL\)/)).toBeTruthy();
    const items = within(screen.getByTestId('admin-mail-list')).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('[data-status]')?.textContent)).toEqual([
      'In the outbox',
      'Not delivered',
      'Sent',
    ]);
  });

  it('opens a letter with its working link, and says when only the redacted copy is left', async () => {
    show();
    const [first, second] = await screen.findAllByRole('button', { name: 'Confirm your email address' });
    fireEvent.click(first as HTMLElement);
    const view = screen.getByTestId('admin-mail-view');
    const link = within(view).getByRole('link');
    expect(link.getAttribute('href')).toBe(`http://crowdsolve.test/auth/check_key/${'a'.repeat(43)}/3`);
    expect(within(view).queryByText(/log's copy/)).toBeNull();

    fireEvent.click(second as HTMLElement);
    const other = screen.getByTestId('admin-mail-view');
    expect(within(other).getByText(/Mail server said: 550 mailbox unavailable/)).toBeTruthy();
    expect(within(other).getByText(/This is the log's copy/)).toBeTruthy();
  });

  it('filters by recipient', async () => {
    const { calls } = show();
    await screen.findByText('3 letters');
    fireEvent.change(screen.getByLabelText('Recipient'), { target: { value: 'user2@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('1 letter')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/v2/admin/mail').at(-1)?.url).toBe('/api/v2/admin/mail?to=user2%40&page=0');
  });

  it('says nothing about the outbox where SMTP is configured', async () => {
    show('/admin/mail', true);
    await screen.findByText('3 letters');
    expect(screen.queryByText(/no mail server configured/)).toBeNull();
  });
});
