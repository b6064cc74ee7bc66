import type { CustomerTask, DashboardReply } from '@crowdsolve/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { apiError, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { EnterPage } from './enterpage.tsx';

const task = (over: Partial<CustomerTask>): CustomerTask => ({
  id: 1,
  kind: 'image_text',
  state: 'solved',
  costMicros: 1000,
  answer: 'w4k3',
  hasImage: true,
  createdAt: '2026-11-21T10:00:00.000Z',
  endedAt: '2026-11-21T10:00:09.000Z',
  ...over,
});

const DASHBOARD: DashboardReply = {
  balanceMicros: 12_345_600,
  heldMicros: 2000,
  apiKey: '0123456789abcdef0123456789abcdef',
  unresolved: 2,
  days: Array.from({ length: 7 }, (_, i) => ({
    day: `2026-11-${String(15 + i).padStart(2, '0')}`,
    tasks: i,
    solved: i,
    spentMicros: i * 1000,
  })),
  latest: [
    task({ id: 7, state: 'queued', costMicros: 0, answer: null }),
    task({ id: 6 }),
    task({ id: 5, kind: 'recaptcha_v2', hasImage: false, answer: '03AGdBq…' }),
  ],
};

afterEach(() => cleanup());

describe('EnterPage', () => {
  it('shows the balance, the API key, the week and the latest tasks', async () => {
    const { calls } = renderApp({
      path: '/enterpage',
      element: <EnterPage />,
      user: makeUser(),
      handler: (c) => (c.url === '/api/v2/dashboard' ? json(DASHBOARD) : undefined),
    });
    const balance = await screen.findByTestId('dashboard-balance');
    expect(balance.textContent).toContain('$12.3456');
    expect(balance.textContent).toContain('$0.002');
    expect(screen.getByTestId('dashboard-week').textContent).toContain('$0.021');
    expect(screen.getByTestId('dashboard-week').textContent).toContain('Tasks sent: 21');
    expect(screen.getByTestId('dashboard-week').textContent).toContain('Tasks in progress now: 2');
    expect(screen.getByTestId('api-key').textContent).toBe(DASHBOARD.apiKey);
    const rows = within(screen.getByTestId('latest-tasks')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.getAttribute('data-task'))).toEqual(['7', '6', '5']);
    expect(rows[0]?.querySelector('[data-state]')?.textContent).toBe('Waiting');
    expect(rows[1]?.textContent).toContain('w4k3');
    expect(rows[1]?.querySelector('img')?.getAttribute('src')).toBe('/api/v2/customer/tasks/6/image');
    expect(rows[2]?.querySelector('img')).toBeNull();
    expect(rows[2]?.textContent).toContain('reCAPTCHA v2');
    // The chart's figures are a table too (read by screen readers).
    expect(screen.getByText('Spend and tasks, last 7 days', { selector: 'figcaption' })).toBeTruthy();
    expect(screen.getByText('$0.021 spent on 21 tasks over 7 days.')).toBeTruthy();
    expect(callsTo(calls, 'GET', '/api/v2/dashboard')).toHaveLength(1);
  });

  it("counts the week's tasks with the plural of each language", async () => {
    const oneTask = DASHBOARD.days.map((d, i) => ({ ...d, tasks: i === 6 ? 1 : 0, spentMicros: i === 6 ? 1000 : 0 }));
    const cases = [
      ['en', 1, '$0.001 spent on 1 task over 7 days.'],
      ['ru', 1, 'За 7 дней потрачено 0,001 $ на 1 задачу.'],
      ['ru', 3, 'За 7 дней потрачено 0,001 $ на 3 задачи.'],
      ['ru', 5, 'За 7 дней потрачено 0,001 $ на 5 задач.'],
      ['zh', 1, '7 天内共发送 1 个任务，支出 US$0.001。'],
    ] as const;
    for (const [language, count, text] of cases) {
      const days = oneTask.map((d, i) => (i === 6 ? { ...d, tasks: count } : d));
      renderApp({
        path: '/enterpage',
        element: <EnterPage />,
        user: makeUser(),
        language,
        handler: (c) => (c.url === '/api/v2/dashboard' ? json({ ...DASHBOARD, days }) : undefined),
      });
      const summary = await screen.findByText((_, el) => el?.classList.contains('chart__summary') ?? false);
      expect(summary.textContent?.replace(/\s/g, ' ')).toBe(text);
      cleanup();
    }
  });

  it('invites a customer without tasks to try one', async () => {
    renderApp({
      path: '/enterpage',
      element: <EnterPage />,
      user: makeUser(),
      handler: (c) => (c.url === '/api/v2/dashboard' ? json({ ...DASHBOARD, latest: [] }) : undefined),
    });
    const empty = await screen.findByTestId('latest-empty');
    expect(within(empty).getByRole('link').getAttribute('href')).toBe('/testcaptcha');
  });

  it('tells a worker the page is not for them', async () => {
    renderApp({
      path: '/enterpage',
      element: <EnterPage />,
      user: makeUser({ profile: { userType: 'worker', systemMessage: null } }),
      handler: () => apiError('ERROR_FORBIDDEN', 403),
    });
    expect(await screen.findByTestId('not-customer')).toBeTruthy();
  });
});
