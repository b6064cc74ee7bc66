import type { ApiErrorsReply, ComplaintsReply, ImpossibleCaptchasReply, NotCaptchaReply } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { ApiErrorsPage, ComplaintsPage, ImpossibleCaptchasPage, NotCaptchaPage } from './reports.tsx';

const base = {
  kind: 'image_text' as const,
  hasImage: true,
  createdAt: '2026-11-21T10:00:00.000Z',
  endedAt: '2026-11-21T10:05:00.000Z',
};

afterEach(() => cleanup());

describe('the customer report pages', () => {
  it('lists impossible captchas with the reason and the hold given back, a page at a time', async () => {
    const reply: ImpossibleCaptchasReply = {
      totalCount: 41,
      records: [
        {
          ...base,
          id: 31,
          state: 'unsolvable',
          costMicros: 0,
          answer: null,
          reason: 'no_answer',
          releasedMicros: 1000,
          attempts: 3,
        },
        {
          ...base,
          id: 30,
          state: 'unsolvable',
          costMicros: 0,
          answer: null,
          reason: 'bad_duplicates',
          releasedMicros: 3000,
          attempts: 5,
        },
      ],
    };
    const { calls } = renderApp({
      path: '/setting/impossible_captchas',
      element: <ImpossibleCaptchasPage />,
      user: makeUser(),
      handler: (c) => (c.url.startsWith('/api/v2/customer/impossible_captchas') ? json(reply) : undefined),
    });
    const row = (await screen.findByText('#31')).closest('tr') as HTMLElement;
    expect(row.querySelector('[data-column="reason"]')?.textContent).toContain('ERROR_CAPTCHA_UNSOLVABLE');
    expect(row.querySelector('[data-column="released"]')?.textContent).toBe('$0.001');
    const other = document.querySelector('[data-task="30"]') as HTMLElement;
    expect(other.querySelector('[data-column="reason"]')?.textContent).toContain('ERROR_BAD_DUPLICATES');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 3');
    expect(callsTo(calls, 'GET', '/api/v2/customer/impossible_captchas').map((c) => c.url)).toEqual([
      '/api/v2/customer/impossible_captchas?page=0',
      '/api/v2/customer/impossible_captchas?page=1',
    ]);
    // The tabs lead to the other lists.
    const tabs = screen.getByRole('navigation', { name: 'What the API did' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/setting/impossible_captchas', '/setting/errors', '/setting/complaints', '/setting/not_captcha']);
  });

  it('lists complaints with their outcome and the refunds in total', async () => {
    const reply: ComplaintsReply = {
      totalCount: 2,
      acceptedCount: 1,
      refundedMicros: 1000,
      records: [
        {
          ...base,
          id: 9,
          state: 'solved',
          costMicros: 0,
          answer: 'abc',
          verdict: 'bad',
          accepted: true,
          refundedMicros: 1000,
          reportedAt: base.endedAt,
        },
        {
          ...base,
          id: 8,
          state: 'solved',
          costMicros: 1000,
          answer: 'xyz',
          verdict: 'bad',
          accepted: false,
          refundedMicros: 0,
          reportedAt: base.endedAt,
        },
      ],
    };
    renderApp({
      path: '/setting/complaints',
      element: <ComplaintsPage />,
      user: makeUser(),
      handler: (c) => (c.url.startsWith('/api/v2/customer/complaints') ? json(reply) : undefined),
    });
    expect((await screen.findByTestId('complaints-summary')).textContent).toBe(
      'Complaints: 2, accepted: 1, refunded in total: $0.001.',
    );
    const accepted = document.querySelector('[data-task="9"] [data-accepted]');
    expect(accepted?.getAttribute('data-accepted')).toBe('true');
    expect(accepted?.textContent).toBe('Accepted, refunded');
    expect(document.querySelector('[data-task="8"] [data-accepted]')?.textContent).toBe('Not accepted');
  });

  it('shows the images workers marked as not a captcha, and an empty list', async () => {
    const reply: NotCaptchaReply = {
      totalCount: 1,
      records: [{ ...base, id: 5, state: 'queued', costMicros: 0, answer: null, markedAt: base.endedAt, marks: 2 }],
    };
    renderApp({
      path: '/setting/not_captcha',
      element: <NotCaptchaPage />,
      user: makeUser(),
      handler: (c) => (c.url.startsWith('/api/v2/customer/not_captcha') ? json(reply) : undefined),
    });
    const row = (await screen.findByText('#5')).closest('tr') as HTMLElement;
    expect(row.querySelector('img')?.getAttribute('src')).toBe('/api/v2/customer/tasks/5/image');
    expect(row.querySelector('[data-column="marks"]')?.textContent).toBe('2');
    cleanup();
    renderApp({
      path: '/setting/not_captcha',
      element: <NotCaptchaPage />,
      user: makeUser(),
      handler: (c) =>
        c.url.startsWith('/api/v2/customer/not_captcha') ? json({ records: [], totalCount: 0 }) : undefined,
    });
    expect((await screen.findByTestId('list-empty')).textContent).toBe('No images were marked as not a captcha.');
  });

  it('groups API errors by code with their meaning, over the chosen period', async () => {
    const reply = (days: number): ApiErrorsReply => ({
      days,
      groups: [
        {
          code: 'ERROR_ZERO_BALANCE',
          count: 12,
          lastAt: '2026-11-21T10:00:00.000Z',
          recent: [
            {
              at: '2026-11-21T10:00:00.000Z',
              source: 'v1',
              request: 'in.php method=post',
              ip: '203.0.113.5',
              count: 12,
            },
          ],
        },
      ],
    });
    const { calls } = renderApp({
      path: '/setting/errors',
      element: <ApiErrorsPage />,
      user: makeUser(),
      handler: (c) => {
        if (!c.url.startsWith('/api/v2/customer/errors')) return undefined;
        return json(reply(Number(new URL(c.url, 'http://x').searchParams.get('days'))));
      },
    });
    const group = (await screen.findByText('ERROR_ZERO_BALANCE')).closest('[data-code]') as HTMLElement;
    expect(within(group).getByTestId('error-count').textContent).toBe('times: 12');
    expect(group.textContent).toContain('The balance did not cover the task.');
    expect(group.textContent).toContain('in.php method=post');
    expect(group.textContent).toContain('203.0.113.5');
    fireEvent.click(screen.getByRole('button', { name: '30 days' }));
    await screen.findByRole('button', { name: '30 days', pressed: true });
    expect(callsTo(calls, 'GET', '/api/v2/customer/errors').map((c) => c.url)).toEqual([
      '/api/v2/customer/errors?days=7',
      '/api/v2/customer/errors?days=30',
    ]);
  });

  it('names periods and an empty one with the plural of each language', async () => {
    renderApp({
      path: '/setting/errors',
      element: <ApiErrorsPage />,
      user: makeUser(),
      language: 'ru',
      handler: (c) => {
        if (!c.url.startsWith('/api/v2/customer/errors')) return undefined;
        return json({ days: Number(new URL(c.url, 'http://x').searchParams.get('days')), groups: [] });
      },
    });
    expect((await screen.findByTestId('list-empty')).textContent).toBe('За последние 7 дней ошибок API не было.');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(
      expect.arrayContaining(['1 день', '7 дней', '30 дней']),
    );
    fireEvent.click(screen.getByRole('button', { name: '1 день' }));
    await waitFor(() =>
      expect(screen.getByTestId('list-empty').textContent).toBe('За последний 1 день ошибок API не было.'),
    );
  });
});
