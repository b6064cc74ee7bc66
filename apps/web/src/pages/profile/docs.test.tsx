import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, makeUser, renderApp } from '../../features/profile/testing.tsx';
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
        c.url === '/api/v2/profile/docs'
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
    const rows = (await screen.findAllByRole('row')).slice(1);
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
      handler: (c) => (c.url === '/api/v2/profile/docs' ? json({ agreements: [] }) : undefined),
    });
    expect(await screen.findByText('There are no accepted agreements yet.')).toBeTruthy();
  });
});
