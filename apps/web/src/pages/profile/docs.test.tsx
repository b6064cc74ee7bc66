import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { ProfileDocsPage } from './docs.tsx';

afterEach(() => cleanup());

describe('ProfileDocsPage', () => {
  it('lists accepted agreements with translated names, version and date', async () => {
    renderApp({
      path: '/profile/docs',
      element: <ProfileDocsPage />,
      user: makeUser(),
      language: 'ru',
      handler: (c) =>
        c.url === '/api/v2/profile/legal'
          ? json({ documents: [] })
          : c.url === '/api/v2/profile/docs'
            ? json({
                agreements: [
                  { document: 'terms', version: '2026-11-01', acceptedAt: '2026-11-02T09:30:00.000Z' },
                  { document: 'privacy', version: '3', acceptedAt: '2026-11-02T09:30:00.000Z' },
                  { document: 'dpa-2027', version: '1', acceptedAt: '2027-01-05T12:00:00.000Z' },
                ],
              })
            : undefined,
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('');
    const history = (await screen.findAllByRole('table')).find((t) => !t.hasAttribute('data-testid'));
    if (!history) throw new Error('no history table');
    const rows = within(history).getAllByRole('row').slice(1);
    const cells = rows.map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(cells.map((c) => c[0])).toEqual(['Условия использования', 'Политика конфиденциальности', 'dpa-2027']);
    expect(cells.map((c) => c[1])).toEqual(['2026-11-01', '3', '1']);
    expect(cells[0]?.[2]).toMatch(/2026/);
  });

  it('says when there is nothing', async () => {
    renderApp({
      path: '/profile/docs',
      element: <ProfileDocsPage />,
      user: makeUser(),
      handler: (c) =>
        c.url === '/api/v2/profile/docs'
          ? json({ agreements: [] })
          : c.url === '/api/v2/profile/legal'
            ? json({ documents: [] })
            : undefined,
    });
    expect(await screen.findByText('There are no accepted agreements yet.')).toBeTruthy();
  });
});

describe('ProfileDocsPage: current versions', () => {
  const item = (document: string, pending: boolean) => ({
    document,
    version: '2026-12-01',
    publishedAt: '2026-12-01',
    acceptedVersion: pending ? '2026-11-25' : '2026-12-01',
    acceptedAt: '2026-11-26T10:00:00.000Z',
    pending,
  });

  it('shows which current version is not accepted and accepts it, refreshing the history', async () => {
    let accepted = false;
    const { calls } = renderApp({
      path: '/profile/docs',
      element: <ProfileDocsPage />,
      user: makeUser(),
      handler: (c) => {
        if (c.url === '/api/v2/profile/legal/accept') {
          accepted = true;
          return json({ documents: [item('terms', false), item('payment', false), item('privacy', false)] });
        }
        if (c.url === '/api/v2/profile/legal') {
          return json({ documents: [item('terms', false), item('payment', !accepted), item('privacy', false)] });
        }
        if (c.url === '/api/v2/profile/docs') return json({ agreements: [] });
        return undefined;
      },
    });
    const table = await screen.findByTestId('legal-status');
    const pending = [...table.querySelectorAll('tr[data-pending="true"]')].map((r) => r.getAttribute('data-document'));
    expect(pending).toEqual(['payment']);
    expect(within(table).getByRole('link', { name: 'Payment policy' }).getAttribute('href')).toBe('/payment-policy');
    fireEvent.click(screen.getByRole('button', { name: 'Accept the current versions' }));
    await waitFor(() => expect(table.querySelectorAll('tr[data-pending="true"]')).toHaveLength(0));
    expect(callsTo(calls, 'POST', '/api/v2/profile/legal/accept')[0]?.body).toEqual({
      documents: [{ document: 'payment', version: '2026-12-01' }],
    });
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/v2/profile/docs').length).toBeGreaterThan(1));
  });
});
