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
    // While it waits: its state once, and the time since sending in words.
    expect((await screen.findByRole('timer')).textContent).toMatch(/^sent \d+ seconds? ago$/);
    expect(screen.getAllByText('Waiting')).toHaveLength(1);
    expect((await screen.findByTestId('testcaptcha-answer', {}, { timeout: 3000 })).textContent).toBe('4');
    expect(screen.getByTestId('testcaptcha-cost').textContent).toBe('Charged: $0.001');
    // No image for a text question; reporting is a quiet choice, not the page's main button.
    expect(screen.queryByTestId('testcaptcha-image')).toBeNull();
    expect(screen.getByText('Is the answer right?')).toBeTruthy();
    const wrong = screen.getByRole('button', { name: 'No, report a wrong answer' });
    expect(wrong.className).toBe('button button--ghost');

    fireEvent.click(wrong);
    expect(await screen.findByText('Your complaint was recorded.')).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/customer/tasks/77/report')[0]?.body).toEqual({ verdict: 'bad' });
  });

  it('shows the image that was sent beside its answer', async () => {
    renderApp({
      path: '/testcaptcha',
      element: <TestCaptchaPage />,
      user: makeUser(),
      handler: (c) => {
        if (c.url === '/api/v2/customer/testcaptcha') return json({ taskId: 78 });
        if (c.url === '/api/v2/customer/tasks/78') {
          return json({ ...VIEW, id: 78, kind: 'image_text', hasImage: true, state: 'solved', answer: 'w7Kp' });
        }
        return undefined;
      },
    });
    const png = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'captcha.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Captcha image'), { target: { files: [png] } });
    await screen.findByAltText('captcha.png');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByTestId('testcaptcha-answer')).textContent).toBe('w7Kp');
    const image = screen.getByTestId('testcaptcha-image') as HTMLImageElement;
    expect(image.getAttribute('src')).toBe('/api/v2/customer/tasks/78/image');
    expect(image.alt).toBe('The image you sent');
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
