import type { AdminWorkerDetail } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ApiCall, callsTo, json, makeUser, renderApp } from '../../features/profile/testing.tsx';
import { AdminWorkersPage } from './workers.tsx';

type Row = AdminWorkerDetail['worker'];

function worker(id: number, overrides: Partial<Row> = {}): Row {
  return {
    id,
    email: `worker${id}@example.com`,
    admitted: true,
    suspended: false,
    accuracy: 0.95,
    level: 3,
    answered: 120,
    mistakes: 6,
    openFlags: 0,
    languages: ['en'],
    ...overrides,
  };
}

/** A fake admin API over a few workers, paged by 2. */
function show(path = '/admin/workers', override?: (c: ApiCall) => Response | undefined) {
  const workers = [
    worker(9, { openFlags: 1 }),
    worker(8, { suspended: true, accuracy: 0.5 }),
    worker(7, { admitted: false, accuracy: null }),
  ];
  const flags: Record<number, AdminWorkerDetail['flags']> = {
    9: [
      {
        id: 31,
        taskId: 501,
        reason: 'too_fast',
        detail: 'answered in 0.4 s',
        createdAt: '2026-02-01T10:00:00.000Z',
        reviewedAt: null,
      },
      {
        id: 30,
        taskId: 490,
        reason: 'repeated_answer',
        detail: '',
        createdAt: '2026-01-30T10:00:00.000Z',
        reviewedAt: '2026-01-31T10:00:00.000Z',
      },
    ],
  };
  return renderApp({
    path,
    element: <AdminWorkersPage />,
    user: makeUser({ id: 1, permissions: { admin: true } }),
    handler: (c) => {
      const answer = override?.(c);
      if (answer) return answer;
      const url = new URL(c.url, 'http://x');
      if (c.method === 'GET' && url.pathname === '/api/v2/admin/workers') {
        const q = url.searchParams.get('q') ?? '';
        const filter = url.searchParams.get('filter') ?? 'all';
        const page = Number(url.searchParams.get('page') ?? '1');
        const found = workers.filter(
          (w) =>
            (!q || w.email?.includes(q) || String(w.id) === q) &&
            (filter === 'all' ||
              (filter === 'suspended' && w.suspended) ||
              (filter === 'flagged' && w.openFlags > 0) ||
              (filter === 'not_admitted' && !w.admitted)),
        );
        return json({ items: found.slice((page - 1) * 2, page * 2), page, hasMore: found.length > page * 2 });
      }
      const detail = /^\/api\/v2\/admin\/workers\/(\d+)$/.exec(url.pathname);
      const w = detail ? workers.find((x) => x.id === Number(detail[1])) : undefined;
      if (c.method === 'GET' && w) {
        return json({
          worker: w,
          suspendedAt: w.suspended ? '2026-02-02T10:00:00.000Z' : null,
          mistakesBySource: [
            { source: 'golden', count: 4 },
            { source: 'complaint', count: 2 },
          ],
          trainings: [{ startedAt: '2026-01-05T10:00:00.000Z', finishedAt: '2026-01-05T10:20:00.000Z', passed: true }],
          flags: flags[w.id] ?? [],
        } satisfies AdminWorkerDetail);
      }
      const action = /^\/api\/v2\/admin\/workers\/(\d+)\/(suspension|admission)$/.exec(url.pathname);
      const target = action ? workers.find((x) => x.id === Number(action[1])) : undefined;
      if (action && target) {
        if (action[2] === 'suspension') target.suspended = (c.body as { suspended: boolean }).suspended;
        else target.admitted = (c.body as { admitted: boolean }).admitted;
        return json(
          action[2] === 'admission' ? { userId: target.id, admitted: target.admitted, admittedAt: null } : { ok: true },
        );
      }
      const review = /^\/api\/v2\/admin\/worker-flags\/(\d+)\/review$/.exec(url.pathname);
      if (c.method === 'POST' && review) {
        for (const list of Object.values(flags))
          for (const f of list) if (f.id === Number(review[1])) f.reviewedAt = '2026-02-03T10:00:00.000Z';
        for (const x of workers) x.openFlags = (flags[x.id] ?? []).filter((f) => !f.reviewedAt).length;
        return json({ ok: true });
      }
    },
  });
}

const rows = () =>
  within(screen.getAllByRole('table')[0] as HTMLElement)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.getAttribute('data-worker'));

afterEach(() => cleanup());

describe('AdminWorkersPage: list', () => {
  it('shows workers with status, accuracy and flags, and pages with hasMore', async () => {
    const { calls } = show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Workers');
    await waitFor(() => expect(rows()).toEqual(['9', '8']));
    const suspended = document.querySelector('tr[data-worker="8"]') as HTMLElement;
    expect(within(suspended).getByText('Suspended')).toBeTruthy();
    expect(within(suspended).getByText('50%')).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows()).toEqual(['7']));
    expect(within(document.querySelector('tr[data-worker="7"]') as HTMLElement).getByText(/not admitted/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(calls, 'GET', '/api/v2/admin/workers').map((c) => c.url)).toEqual([
      '/api/v2/admin/workers?page=1',
      '/api/v2/admin/workers?page=2',
    ]);
  });

  it('filters and searches from the first page', async () => {
    const { calls, router } = show();
    await waitFor(() => expect(rows()).toEqual(['9', '8']));
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'suspended' } });
    await waitFor(() => expect(rows()).toEqual(['8']));
    expect(router.state.location.search).toBe('?filter=suspended');
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'not_admitted' } });
    await waitFor(() => expect(rows()).toEqual(['7']));
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'all' } });
    fireEvent.change(screen.getByLabelText('Search by email or ID'), { target: { value: ' worker9 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(rows()).toEqual(['9']));
    expect(callsTo(calls, 'GET', '/api/v2/admin/workers').map((c) => c.url)).toContain(
      '/api/v2/admin/workers?filter=not_admitted&page=1',
    );
    expect(callsTo(calls, 'GET', '/api/v2/admin/workers').at(-1)?.url).toBe('/api/v2/admin/workers?q=worker9&page=1');
  });

  it('says when nothing matches', async () => {
    show('/admin/workers?q=nobody');
    expect(await screen.findByText('No workers match this search.')).toBeTruthy();
  });
});

describe('AdminWorkersPage: details', () => {
  async function open(id: number, path?: string) {
    const result = show(path);
    fireEvent.click(await screen.findByRole('button', { name: `Details of worker ${id}` }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByRole('heading', { name: `Worker ${id}: worker${id}@example.com` });
    return { ...result, dialog };
  }

  it('shows quality, trainings and flags, and marks a flag as reviewed', async () => {
    const { dialog, calls } = await open(9);
    expect(within(dialog).getByText(/control tasks: 4, complaints: 2/)).toBeTruthy();
    expect(within(dialog).getByText(/passed/)).toBeTruthy();
    const open31 = dialog.querySelector('tr[data-flag="31"]') as HTMLElement;
    expect(within(open31).getByText('Answered too fast')).toBeTruthy();
    expect(within(open31).getByText('answered in 0.4 s')).toBeTruthy();
    expect(within(open31).getByText('501')).toBeTruthy();
    const reviewed = dialog.querySelector('tr[data-flag="30"]') as HTMLElement;
    expect(within(reviewed).getByText('Same answer repeated')).toBeTruthy();
    expect(within(reviewed).queryByRole('button')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark flag 31 as reviewed' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Mark flag 31 as reviewed' })).toBeNull());
    expect(callsTo(calls, 'POST', '/api/v2/admin/worker-flags/31/review')).toHaveLength(1);
  });

  it('suspends and lifts the suspension', async () => {
    const { dialog, calls } = await open(9);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend paid work' }));
    expect(await within(dialog).findByRole('button', { name: 'Lift the suspension' })).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/admin/workers/9/suspension')[0]?.body).toEqual({ suspended: true });
    await waitFor(() =>
      expect(within(document.querySelector('tr[data-worker="9"]') as HTMLElement).getByText('Suspended')).toBeTruthy(),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lift the suspension' }));
    expect(await within(dialog).findByRole('button', { name: 'Suspend paid work' })).toBeTruthy();
    expect(callsTo(calls, 'POST', '/api/v2/admin/workers/9/suspension')[1]?.body).toEqual({ suspended: false });
  });

  it('admits a worker and revokes the admission', async () => {
    const { dialog, calls } = await open(7, '/admin/workers?filter=not_admitted');
    expect(within(dialog).getByText('The worker is not admitted to paid tasks yet.')).toBeTruthy();
    expect(within(dialog).getByText('No flagged answers.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Admit to paid tasks' }));
    expect(await within(dialog).findByText('The worker is admitted to paid tasks.')).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/v2/admin/workers/7/admission')[0]?.body).toEqual({ admitted: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke admission' }));
    expect(await within(dialog).findByRole('button', { name: 'Admit to paid tasks' })).toBeTruthy();
    expect(callsTo(calls, 'PUT', '/api/v2/admin/workers/7/admission')[1]?.body).toEqual({ admitted: false });
  });
});
