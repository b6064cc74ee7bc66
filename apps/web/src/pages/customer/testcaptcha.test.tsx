import type { CustomerTaskView } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { TestCaptchaPage } from './testcaptcha.tsx';

const VIEW: CustomerTaskView = {
  id: 77,
  kind: 'text',
  state: 'queued',
  costMicros: 0,
  answer: null,
  hasImage: false,
  createdAt: '2026-11-21T10:00:00.000Z',
  endedAt: null,
  reason: null,
  solution: null,
  report: null,
};

afterEach(() => cleanup());

describe('TestCaptchaPage', () => {
  it('sends a text question, shows it solved live with its cost, and takes a report', async () => {
    let polls = 0;
    let report: 'good' | 'bad' | null = null;
    const { calls } = renderApp({
      path: '/testcaptcha',
      element: <TestCaptchaPage />,
      user: makeUser(),
      handler: (c) => {
        if (c.url === '/api/v2/customer/testcaptcha') return json({ taskId: 77 });
        if (c.url === '/api/v2/customer/tasks/77') {
          polls++;
          return json(
            polls === 1
              ? VIEW
              : { ...VIEW, state: 'solved', answer: '4', costMicros: 1000, solution: { text: '4' }, report },
          );
        }
        if (c.url === '/api/v2/customer/tasks/77/report') {
          report = (c.body as { verdict: 'good' | 'bad' }).verdict;
          return json({ outcome: 'recorded' });
        }
        return undefined;
      },
    });
    fireEvent.click(screen.getByLabelText('Text question'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/customer/testcaptcha')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Question'), { target: { value: '2 + 2?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Task 77 sent.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/customer/testcaptcha')[0]?.body).toEqual({
      kind: 'text',
      question: '2 + 2?',
    });
    expect((await screen.findByTestId('testcaptcha-answer', {}, { timeout: 3000 })).textContent).toBe('4');
    expect(screen.getByTestId('testcaptcha-cost').textContent).toBe('Charged: $0.001');

    fireEvent.click(screen.getByRole('button', { name: 'Answer is wrong' }));
    expect(await screen.findByText('Your complaint was recorded.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/customer/tasks/77/report')[0]?.body).toEqual({ verdict: 'bad' });
  });

  it('checks a token task before sending and shows a refusal from the server', async () => {
    const { calls } = renderApp({
      path: '/testcaptcha',
      element: <TestCaptchaPage />,
      user: makeUser(),
      handler: (c) =>
        c.url === '/api/v2/customer/testcaptcha' ? apiError('TESTCAPTCHA_ZERO_BALANCE', 402) : undefined,
    });
    fireEvent.click(screen.getByLabelText('reCAPTCHA v2'));
    fireEvent.change(screen.getByLabelText('Page address (URL)'), { target: { value: 'ftp://example.com' } });
    fireEvent.change(screen.getByLabelText('Site key'), {
      target: { value: '6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter an http(s) address.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/customer/testcaptcha')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Page address (URL)'), { target: { value: 'https://example.com/login' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/v2/customer/testcaptcha')).toHaveLength(1));
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
