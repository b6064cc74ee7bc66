import type { StatsUploadsReply } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { StatisticsUploadsPage } from './uploads.tsx';

const PATH = '/api/v2/statistics/uploads';

const REPLY: StatsUploadsReply = {
  dateFrom: '2026-03-08',
  dateTo: '2026-03-14',
  timeZone: 'UTC',
  rows: [
    { day: '2026-03-10', kind: 'image_text', submitted: 2, solved: 2, unsolvable: 0, refunded: 1, costMicros: 1_000 },
    { day: '2026-03-10', kind: 'recaptcha_v2', submitted: 1, solved: 0, unsolvable: 1, refunded: 0, costMicros: 0 },
    {
      day: '2026-03-12',
      kind: 'image_text',
      submitted: 1500,
      solved: 1499,
      unsolvable: 1,
      refunded: 0,
      costMicros: 1_499_000,
    },
  ],
  totals: { submitted: 1503, solved: 1501, unsolvable: 2, refunded: 1, costMicros: 1_500_000 },
};

function show(path = '/statistics/uploads', reply: (url: URL) => StatsUploadsReply = () => REPLY, user = makeUser()) {
  return renderApp({
    path,
    element: <StatisticsUploadsPage />,
    user,
    handler: (c) => {
      const url = new URL(c.url, 'http://x');
      if (url.pathname !== PATH) return undefined;
      if (user.profile.userType === 'worker') return apiError('ERROR_FORBIDDEN', 403);
      return json(reply(url));
    },
  });
}

const cellsOf = (row: HTMLElement) => [...row.children].map((c) => c.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-14T09:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('StatisticsUploadsPage', () => {
  it('asks for the last 7 days and shows a row per day and type, with totals', async () => {
    const { calls } = show();
    const table = await screen.findByTestId('uploads-table');
    expect(callsTo(calls, 'GET', PATH)[0]?.url).toBe(`${PATH}?dateFrom=2026-03-08&dateTo=2026-03-14`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Upload statistics');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Task type', 'Sent', 'Solved', 'Unsolvable', 'Refunded', 'Cost']);
    const rows = table.querySelectorAll<HTMLElement>('tbody tr');
    expect([...rows].map(cellsOf)).toEqual([
      ['Tue, Mar 10, 2026', 'Text on an image', '2', '2', '0', '1', '$0.001'],
      ['reCAPTCHA v2', '1', '0', '1', '0', '$0.00'],
      ['Thu, Mar 12, 2026', 'Text on an image', '1,500', '1,499', '1', '0', '$1.499'],
    ]);
    expect(rows[0]?.querySelector('th')?.getAttribute('rowspan')).toBe('2');
    expect(cellsOf(screen.getByTestId('uploads-totals'))).toEqual(['Total', '1,503', '1,501', '2', '1', '$1.50']);
    expect(table.querySelector('caption')?.textContent).toBe('Tasks sent from Sun, Mar 8, 2026 to Sat, Mar 14, 2026');
  });

  it('links the CSV file of the same range', async () => {
    show('/statistics/uploads?dateFrom=2026-02-01&dateTo=2026-02-28');
    const link = (await screen.findByTestId('uploads-csv')) as HTMLAnchorElement;
    expect(link.textContent).toBe('Download CSV');
    expect(link.getAttribute('href')).toBe(`${PATH}?dateFrom=2026-02-01&dateTo=2026-02-28&format=csv`);
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('changes the range from the filter, in the address bar too', async () => {
    const { calls, router } = show();
    await screen.findByTestId('uploads-table');
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await vi.waitFor(() =>
      expect(callsTo(calls, 'GET', PATH).map((c) => c.url)).toContain(`${PATH}?dateFrom=2026-02-13&dateTo=2026-03-14`),
    );
    expect(router.state.location.search).toBe('?dateFrom=2026-02-13&dateTo=2026-03-14');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-02' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe('?dateFrom=2026-03-01&dateTo=2026-03-02'));
    expect(callsTo(calls, 'GET', PATH).at(-1)?.url).toBe(`${PATH}?dateFrom=2026-03-01&dateTo=2026-03-02`);
  });

  it('keeps the range when switching to the charts', async () => {
    show('/statistics/uploads?dateFrom=2026-02-01&dateTo=2026-02-28');
    await screen.findByTestId('uploads-table');
    const tab = screen.getByRole('link', { name: 'Charts' });
    expect(tab.getAttribute('href')).toBe('/statistics/graph_captures?dateFrom=2026-02-01&dateTo=2026-02-28');
  });

  it('has an empty state', async () => {
    show('/statistics/uploads', (url) => ({
      ...REPLY,
      dateFrom: url.searchParams.get('dateFrom') ?? '',
      dateTo: url.searchParams.get('dateTo') ?? '',
      rows: [],
      totals: { submitted: 0, solved: 0, unsolvable: 0, refunded: 0, costMicros: 0 },
    }));
    expect(await screen.findByTestId('uploads-empty')).toBeTruthy();
    expect(screen.getByText('No tasks were sent in this period.')).toBeTruthy();
    expect(screen.queryByTestId('uploads-csv')).toBeNull();
  });

  it('is in Russian and Chinese', async () => {
    renderApp({
      path: '/statistics/uploads',
      element: <StatisticsUploadsPage />,
      user: makeUser({ interfaceLanguage: 'ru' }),
      language: 'ru',
      handler: () => json(REPLY),
    });
    const table = await screen.findByTestId('uploads-table');
    expect(within(table).getAllByRole('columnheader')[2]?.textContent).toBe('Отправлено');
    expect(screen.getByText('Скачать CSV')).toBeTruthy();
    cleanup();
    renderApp({
      path: '/statistics/uploads',
      element: <StatisticsUploadsPage />,
      user: makeUser({ interfaceLanguage: 'zh' }),
      language: 'zh',
      handler: () => json(REPLY),
    });
    expect(await screen.findByText('下载 CSV')).toBeTruthy();
  });

  it('tells workers that statistics are for API accounts', async () => {
    const { calls } = show(
      '/statistics/uploads',
      () => REPLY,
      makeUser({ profile: { userType: 'worker', systemMessage: null } }),
    );
    expect(await screen.findByTestId('stats-not-allowed')).toBeTruthy();
    expect(callsTo(calls, 'GET', PATH)).toHaveLength(0);
  });
});
