import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, json, makeUser, renderApp } from '../profile/testing.tsx';
import { LegalUpdateBanner } from './legal-update-banner.tsx';

afterEach(() => cleanup());

const item = (document: string, pending: boolean) => ({
  document,
  version: '2026-12-01',
  publishedAt: '2026-12-01',
  acceptedVersion: pending ? '2026-11-25' : '2026-12-01',
  acceptedAt: '2026-11-26T10:00:00.000Z',
  pending,
});

describe('LegalUpdateBanner', () => {
  it('asks to accept the new versions, links them and records the acceptance', async () => {
    let accepted = false;
    const { calls } = renderApp({
      path: '/enterpage',
      element: <LegalUpdateBanner />,
      user: makeUser(),
      language: 'ru',
      handler: (c) => {
        if (c.url === '/api/v2/profile/legal/accept') {
          accepted = true;
          return json({ documents: [item('terms', false), item('payment', false), item('privacy', false)] });
        }
        if (c.url === '/api/v2/profile/legal') {
          return json({ documents: [item('terms', !accepted), item('payment', false), item('privacy', !accepted)] });
        }
        return undefined;
      },
    });
    const banner = await screen.findByTestId('legal-update-banner');
    const links = [...banner.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Условия использования', '/terms-of-service'],
      ['Политика конфиденциальности', '/privacy-policy'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Я прочитал(а) и принимаю' }));
    await waitFor(() => expect(screen.queryByTestId('legal-update-banner')).toBeNull());
    expect(callsTo(calls, 'POST', '/api/v2/profile/legal/accept')[0]?.body).toEqual({
      documents: [
        { document: 'terms', version: '2026-12-01' },
        { document: 'privacy', version: '2026-12-01' },
      ],
    });
  });

  it('shows nothing when every current version is accepted', async () => {
    const { calls } = renderApp({
      path: '/enterpage',
      element: <LegalUpdateBanner />,
      user: makeUser(),
      handler: (c) =>
        c.url === '/api/v2/profile/legal'
          ? json({ documents: [item('terms', false), item('payment', false), item('privacy', false)] })
          : undefined,
    });
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/v2/profile/legal')).toHaveLength(1));
    expect(screen.queryByTestId('legal-update-banner')).toBeNull();
  });
});
