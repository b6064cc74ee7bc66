import type { StatsGraphReply } from '@crowdsolve/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { StatisticsGraphCapturesPage } from './graph-captures.tsx';

const plot = vi.hoisted(() => ({ mount: vi.fn(() => ({ destroy: () => {} })) }));
vi.mock('../../ui/chart/uplot-chart.ts', () => ({ mountPlot: plot.mount }));

const PATH = '/api/v2/statistics/graph';

const REPLY: StatsGraphReply = {
  dateFrom: '2026-03-12',
  dateTo: '2026-03-14',
  timeZone: 'UTC',
  days: [
    { day: '2026-03-12', submitted: 3, solved: 2, avgSolveSeconds: 21, spendMicros: 1_000 },
    { day: '2026-03-13', submitted: 0, solved: 0, avgSolveSeconds: null, spendMicros: 0 },
    { day: '2026-03-14', submitted: 2, solved: 2, avgSolveSeconds: 9, spendMicros: 2_000_000 },
  ],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-14T09:00:00Z'));
  plot.mount.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('StatisticsGraphCapturesPage', () => {
  it('draws volume, solving time and spend for the range, each with its figures as a table', async () => {
    const { calls } = renderApp({
      path: '/statistics/graph_captures?dateFrom=2026-03-12&dateTo=2026-03-14',
      element: <StatisticsGraphCapturesPage />,
      user: makeUser(),
      handler: (c) => (c.url.startsWith(PATH) ? json(REPLY) : undefined),
    });
    expect(await screen.findByRole('table', { name: 'Tasks per day' })).toBeTruthy();
    expect(callsTo(calls, 'GET', PATH)[0]?.url).toBe(`${PATH}?dateFrom=2026-03-12&dateTo=2026-03-14`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Usage charts');

    const rowsOf = (name: string) =>
      within(screen.getByRole('table', { name }))
        .getAllByRole('row')
        .slice(1)
        .map((r) => [...r.children].map((c) => c.textContent));
    expect(rowsOf('Tasks per day')).toEqual([
      ['Thu, Mar 12, 2026', '3', '2'],
      ['Fri, Mar 13, 2026', '0', '0'],
      ['Sat, Mar 14, 2026', '2', '2'],
    ]);
    expect(rowsOf('Average solving time').map((r) => r[1])).toEqual(['21 sec', '—', '9 sec']);
    expect(rowsOf('Spend per day').map((r) => r[1])).toEqual(['$0.001', '$0.00', '$2.00']);

    expect(screen.getByText('5 tasks sent, 4 solved in this period.')).toBeTruthy();
    expect(screen.getByText('On average over the period: 15 sec.')).toBeTruthy();
    expect(screen.getByText('Spent in this period: $2.001 (refunds deducted).')).toBeTruthy();

    await waitFor(() => expect(plot.mount).toHaveBeenCalledTimes(3));
    const specs = plot.mount.mock.calls.map((c) => (c as unknown[])[1] as { series: { format: string }[] });
    expect(specs.map((s) => s.series.map((x) => x.format))).toEqual([['count', 'count'], ['seconds'], ['money']]);
  });
});
