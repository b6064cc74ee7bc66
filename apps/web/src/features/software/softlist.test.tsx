import type { SoftwareOwnerStatsReply } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, makeUser, renderApp } from '../profile/testing.tsx';
import { SoftList } from './softlist.tsx';
import { periodOf, SoftwareStatistic } from './statistic.tsx';

afterEach(() => cleanup());

const developer = () => makeUser({ profile: { userType: 'developer', systemMessage: null } });

describe('the developer’s area', () => {
  it('lists each software with its status, soft_id, 7-day tasks and commission', async () => {
    renderApp({
      path: '/software/softlist',
      element: <SoftList />,
      user: developer(),
      handler: (c) =>
        c.url === '/api/v2/developer/software'
          ? json({
              items: [
                {
                  softId: 4587,
                  name: 'Helper',
                  url: null,
                  createdAt: '2026-11-01T00:00:00.000Z',
                  disabled: false,
                  tasks7d: 1200,
                  earned7dMicros: 120_000,
                  slug: 'helper',
                  status: 'published',
                  rejectionReason: null,
                  changePending: false,
                  changeRejectionReason: null,
                },
                {
                  softId: 4589,
                  name: 'Changing',
                  url: null,
                  createdAt: '2026-11-03T00:00:00.000Z',
                  disabled: false,
                  tasks7d: 0,
                  earned7dMicros: 0,
                  slug: 'changing',
                  status: 'published',
                  rejectionReason: null,
                  changePending: true,
                  changeRejectionReason: null,
                },
                {
                  softId: 4590,
                  name: 'Refused change',
                  url: null,
                  createdAt: '2026-11-04T00:00:00.000Z',
                  disabled: false,
                  tasks7d: 0,
                  earned7dMicros: 0,
                  slug: 'refused',
                  status: 'published',
                  rejectionReason: null,
                  changePending: false,
                  changeRejectionReason: 'Too loud.',
                },
                {
                  softId: 4588,
                  name: 'Bare',
                  url: null,
                  createdAt: '2026-11-02T00:00:00.000Z',
                  disabled: false,
                  tasks7d: 0,
                  earned7dMicros: 0,
                  slug: null,
                  status: 'rejected',
                  rejectionReason: 'No logo',
                  changePending: false,
                  changeRejectionReason: null,
                },
              ],
            })
          : undefined,
    });
    const rows = await screen.findAllByRole('row');
    const cells = rows.slice(1).map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
    expect(cells).toEqual([
      ['Helper', 'Published', '4587', '1,200', '$0.12', 'EditStatistics'],
      ['Changing', 'Published · change in moderation', '4589', '0', '$0.00', 'EditStatistics'],
      ['Refused change', 'PublishedChange rejected. Reason: Too loud.', '4590', '0', '$0.00', 'EditStatistics'],
      ['Bare', 'RejectedReason: No logo', '4588', '0', '$0.00', 'EditStatistics'],
    ]);
    expect(screen.getAllByRole('link', { name: 'Edit' }).map((a) => a.getAttribute('href'))).toEqual([
      '/software/helper/edit',
      '/software/changing/edit',
      '/software/refused/edit',
      '/software/4588/edit',
    ]);
    expect(screen.getByRole('link', { name: 'Helper' }).getAttribute('href')).toBe('/software/helper');
  });

  it('statistics: the last 7 days first, commission in the totals and the chart’s table; another period asks again', async () => {
    const asked: string[] = [];
    const reply = (dateFrom: string, dateTo: string): SoftwareOwnerStatsReply => ({
      softId: 4587,
      slug: 'helper',
      name: 'Helper',
      dateFrom,
      dateTo,
      days: [
        { date: dateFrom, tasks: 3, users: 2, commissionMicros: 300 },
        { date: dateTo, tasks: 1, users: 1, commissionMicros: 100 },
      ],
      totals: { tasks: 4, users: 2, commissionMicros: 400 },
    });
    renderApp({
      path: '/software/statistic/helper',
      element: <SoftwareStatistic softRef="helper" />,
      user: developer(),
      handler: (c) => {
        const u = new URL(c.url, 'http://x');
        if (u.pathname !== '/api/v2/software/statistics/helper') return undefined;
        asked.push(u.search);
        return json(reply(u.searchParams.get('dateFrom') ?? '', u.searchParams.get('dateTo') ?? ''));
      },
    });
    const seven = periodOf(7);
    expect((await screen.findByTestId('stats-totals')).textContent).toBe('Tasks4Users2Commission$0.0004');
    expect(asked[0]).toBe(`?dateFrom=${seven.dateFrom}&dateTo=${seven.dateTo}`);
    expect(document.querySelector('.chart__table tbody tr')?.textContent).toContain('$0.0003');
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(asked).toContain(`?dateFrom=${periodOf(30).dateFrom}&dateTo=${seven.dateTo}`));
  });

  it('counts periods in whole UTC days', () => {
    expect(periodOf(7, new Date('2026-11-25T23:30:00Z'))).toEqual({ dateFrom: '2026-11-19', dateTo: '2026-11-25' });
  });
});
