import type { Profile, SessionInfo } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ApiCall,
  apiError,
  callsTo,
  json,
  makeProfile,
  makeUser,
  renderApp,
} from '../../features/profile/testing.tsx';
import { ProfileSecurityPage } from './security.tsx';

const QR = 'data:image/svg+xml;base64,PHN2Zy8+';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd-ef0${i}-9${i}`);
const SESSIONS: SessionInfo[] = [
  {
    id: 'aaaaaaaaaaaaaaaa',
    device: 'Firefox on Linux',
    ip: '203.0.113.5',
    createdAt: '2026-03-01T08:00:00.000Z',
    lastSeenAt: '2026-03-02T08:00:00.000Z',
    current: true,
  },
  {
    id: 'bbbbbbbbbbbbbbbb',
    device: 'Safari on iPhone',
    ip: null,
    createdAt: '2026-02-01T08:00:00.000Z',
    lastSeenAt: '2026-02-20T18:30:00.000Z',
    current: false,
  },
];

/** A small fake of the profile API with state: two-factor and sessions. */
function show(start: Partial<Profile> = {}, override?: (c: ApiCall) => Response | undefined) {
  let profile = makeProfile(start);
  let sessions = [...SESSIONS];
  return renderApp({
    path: '/profile/authentication',
    element: <ProfileSecurityPage />,
    user: makeUser(),
    language: 'en',
    handler: (c) => {
      const answer = override?.(c);
      if (answer) return answer;
      if (c.method === 'GET' && c.url === '/api/v2/profile') return json(profile);
      if (c.method === 'GET' && c.url === '/api/v2/profile/sessions') return json({ sessions });
      if (c.method === 'DELETE' && c.url.startsWith('/api/v2/profile/sessions/')) {
        sessions = sessions.filter((s) => !c.url.endsWith(s.id));
        return json({ ok: true });
      }
      if (c.url === '/api/v2/profile/2fa/setup')
        return json({ secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://x', qrCode: QR });
      if (c.url === '/api/v2/profile/2fa/enable') {
        if ((c.body as { code: string }).code !== '123456') return apiError('AUTH_2FA_INVALID');
        profile = { ...profile, twoFactorEnabled: true };
        return json({ recoveryCodes: CODES });
      }
      if (c.url === '/api/v2/profile/2fa/disable') {
        profile = { ...profile, twoFactorEnabled: false };
        return json({ ok: true });
      }
    },
  });
}

afterEach(() => cleanup());

describe('ProfileSecurityPage: two-factor authentication', () => {
  it('turns on: QR code, secret, code, then the recovery codes once', async () => {
    const { calls } = show();
    expect((await screen.findByTestId('two-factor-state')).textContent).toBe('off');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const qr = (await screen.findByRole('img', { name: 'QR code for your authenticator app' })) as HTMLImageElement;
    expect(qr.getAttribute('src')).toBe(QR);
    expect(screen.getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();

    const code = screen.getByLabelText('Code from the app');
    fireEvent.change(code, { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(document.querySelector('[data-field-error="code"]')?.textContent).toBe(
      'Enter the 6-digit code from the app.',
    );
    expect(callsTo(calls, 'POST', '/api/v2/profile/2fa/enable')).toHaveLength(0);

    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    await waitFor(() =>
      expect(document.querySelector('[data-field-error="code"]')?.textContent).toBe(
        'The code is wrong or has already been used. Enter the current code from your app.',
      ),
    );

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    const list = await screen.findByTestId('recovery-codes');
    expect(list.textContent?.split('\n')).toEqual(CODES);
    expect(screen.getByText(/shown only once/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('two-factor-state').textContent).toBe('on'));

    fireEvent.click(screen.getByRole('button', { name: 'I have saved the codes' }));
    expect(screen.queryByTestId('recovery-codes')).toBeNull();
    expect(screen.getByLabelText('Code from the app or a recovery code')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/profile/2fa/enable').map((c) => c.body)).toEqual([
      { code: '654321' },
      { code: '123456' },
    ]);
  });

  it('turns off with a current code or a recovery code', async () => {
    const { calls } = show({ twoFactorEnabled: true });
    const field = await screen.findByLabelText('Code from the app or a recovery code');
    fireEvent.change(field, { target: { value: 'abcd-ef01-91' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor authentication is off.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('two-factor-state').textContent).toBe('off'));
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/profile/2fa/disable')[0]?.body).toEqual({ code: 'abcd-ef01-91' });
  });

  it('shows a wrong code beside the field when turning off', async () => {
    show({ twoFactorEnabled: true }, (c) =>
      c.url === '/api/v2/profile/2fa/disable' ? apiError('AUTH_2FA_INVALID') : undefined,
    );
    fireEvent.change(await screen.findByLabelText('Code from the app or a recovery code'), {
      target: { value: '000000' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() =>
      expect(document.querySelector('[data-field-error="code"]')?.textContent).toMatch(/The code is wrong/),
    );
    expect(screen.getByTestId('two-factor-state').textContent).toBe('on');
  });
});

describe('ProfileSecurityPage: sessions', () => {
  it('lists devices, marks this one and ends another', async () => {
    const { calls } = show();
    const table = (await screen.findByText('Safari on iPhone')).closest('table') as HTMLElement;
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [mine, other] = rows as [HTMLElement, HTMLElement];
    expect(within(mine).getByText('This device')).toBeTruthy();
    expect(within(mine).queryByRole('button')).toBeNull();
    expect(within(mine).getByText('203.0.113.5')).toBeTruthy();
    expect(within(other).getByText('—')).toBeTruthy();
    expect(within(other).getAllByRole('cell')[2]?.textContent).toMatch(/2026/);
    fireEvent.click(within(other).getByRole('button', { name: 'End session: Safari on iPhone' }));
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    expect(callsTo(calls, 'DELETE', '/api/v2/profile/sessions/bbbbbbbbbbbbbbbb')).toHaveLength(1);
    expect(screen.getByText('Firefox on Linux')).toBeTruthy();
  });

  it('formats the dates in the current language', async () => {
    cleanup();
    renderApp({
      path: '/profile/authentication',
      element: <ProfileSecurityPage />,
      user: makeUser(),
      language: 'ru',
      handler: (c) => {
        if (c.url === '/api/v2/profile') return json(makeProfile());
        if (c.url === '/api/v2/profile/sessions') return json({ sessions: SESSIONS });
      },
    });
    const cell = (await screen.findByText('Safari on iPhone')).closest('tr')?.querySelectorAll('td')[2];
    const expected = new Intl.DateTimeFormat('ru', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-02-20T18:30:00.000Z'),
    );
    expect(cell?.textContent).toBe(expected);
  });
});
