import { IDENTITY_PATHS } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, json, renderPage } from '../../features/auth/testing.tsx';
import { RemindPage } from './remind.tsx';

afterEach(() => cleanup());

function show(answer: () => Response) {
  return renderPage({
    path: '/auth/remind',
    url: '/auth/remind',
    Component: RemindPage,
    api: { [`POST ${IDENTITY_PATHS.remind}`]: answer },
  });
}

function send(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send the letter' }));
}

describe('RemindPage', () => {
  it('checks the address first', () => {
    const page = show(() => json(200, { ok: true }));
    send('nope');
    expect(page.container.querySelector('[data-field-error="email"]')?.textContent).toBe(
      'Enter a valid email address.',
    );
    expect(page.calls).toEqual([]);
  });

  it('answers neutrally', async () => {
    const page = show(() => json(200, { ok: true }));
    send('someone@example.com');
    await screen.findByText(/If an account uses this address, we sent a letter with a link/);
    expect(page.calls[0]?.body).toEqual({ email: 'someone@example.com' });
  });

  it('shows a rate limit', async () => {
    show(() => apiError('ERROR_RATE_LIMITED', 429));
    send('someone@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Wait a moment and try again.');
  });
});
