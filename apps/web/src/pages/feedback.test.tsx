import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ApiCall,
  apiError,
  callsTo,
  json,
  makeProfile,
  makeUser,
  renderApp,
} from '../features/profile/testing.tsx';
import { ProxyFeedbackPage, ServiceFeedbackPage } from './feedback.tsx';

afterEach(() => cleanup());

function api(send: (c: ApiCall) => Response = () => json({ ok: true }, 201)) {
  return (c: ApiCall) => {
    if (c.url === '/api/v2/feedback/token') return json({ token: '1764000000000.sig' });
    if (c.url === '/api/v2/profile') return json(makeProfile({ name: 'Ann', email: 'ann@example.com' }));
    if (c.method === 'POST' && c.url === '/api/v2/feedback') return send(c);
    return undefined;
  };
}

function fill() {
  fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Olga' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'olga@example.com' } });
  fireEvent.click(screen.getByLabelText('4 stars'));
  fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'The proxies are fast and stable.' } });
}

describe('feedback pages', () => {
  it('sends the form with its token, rating and language; the hidden field stays empty', async () => {
    const { calls } = renderApp({
      path: '/p/proxy-feedback',
      element: <ProxyFeedbackPage />,
      user: null,
      handler: api(),
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Proxy feedback');
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/v2/feedback/token')).toHaveLength(1));
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you! Your feedback has reached our team.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/feedback')[0]?.body).toEqual({
      kind: 'proxy',
      name: 'Olga',
      email: 'olga@example.com',
      rating: 4,
      message: 'The proxies are fast and stable.',
      token: '1764000000000.sig',
      language: 'en',
      website: '',
    });
    // The honeypot is out of sight and out of the tab order.
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap?.tabIndex).toBe(-1);
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('asks for a rating before sending, and explains a form sent too fast', async () => {
    const { calls } = renderApp({
      path: '/p/service-feedback',
      element: <ServiceFeedbackPage />,
      user: null,
      handler: api(() => apiError('ERROR_VALIDATION', 400, [{ field: 'message', message: 'too_fast' }])),
    });
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/v2/feedback/token')).toHaveLength(1));
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Olga' } });
    fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'olga@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Quick answers, thank you.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Choose a rating from 1 to 5.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/feedback')).toHaveLength(0);
    fireEvent.click(screen.getByLabelText('5 stars'));
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(
      await screen.findByText('That was quick: please read your message again and send it in a few seconds.'),
    ).toBeTruthy();
  });

  it('fills in the name and address of a signed-in user', async () => {
    renderApp({ path: '/p/service-feedback', element: <ServiceFeedbackPage />, user: makeUser(), handler: api() });
    await waitFor(() => expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ann@example.com'));
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Ann');
  });

  it('shows the pages in Russian with plural star counts', async () => {
    renderApp({
      path: '/p/service-feedback',
      element: <ServiceFeedbackPage />,
      user: null,
      handler: api(),
      language: 'ru',
    });
    expect(screen.getByLabelText('1 звезда')).toBeTruthy();
    expect(screen.getByLabelText('2 звезды')).toBeTruthy();
    expect(screen.getByLabelText('5 звёзд')).toBeTruthy();
  });
});
