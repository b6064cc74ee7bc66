import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../app/i18n.ts';
import { Chart, type ChartSeries } from './chart.tsx';
import type { MountPlot } from './chart-types.ts';

const plot = vi.hoisted(() => ({
  mount: vi.fn<MountPlot>(),
  destroy: vi.fn(),
}));
vi.mock('./uplot-chart.ts', () => ({ mountPlot: plot.mount }));

const DAYS = ['2026-03-10', '2026-03-11', '2026-03-12'];
const SERIES: ChartSeries[] = [
  { label: 'Spend', values: [1_500, 0, 250_000], format: 'money', style: 'bars' },
  { label: 'Tasks', values: [3, 0, 12], format: 'count', axis: 'right' },
  { label: 'Average time', values: [21.5, null, 8], format: 'seconds' },
];

function withI18n(node: ReactNode, language: 'en' | 'ru' | 'zh' = 'en') {
  return <I18nextProvider i18n={createI18n(language)}>{node}</I18nextProvider>;
}

beforeEach(() => {
  plot.mount.mockReset();
  plot.destroy.mockReset();
  plot.mount.mockImplementation(() => ({ destroy: plot.destroy }));
});
afterEach(() => cleanup());

describe('Chart', () => {
  it('renders on the server as a placeholder of its final size with the figures as a table', () => {
    const html = renderToString(withI18n(<Chart title="Spend per day" days={DAYS} series={SERIES} height={180} />));
    expect(html).toContain('data-chart-state="loading"');
    expect(html).toMatch(/class="chart__plot" style="height:180px" aria-hidden="true"/);
    expect(html).toContain('<figcaption class="chart__title">Spend per day</figcaption>');
    expect(html).toContain('$0.0015');
    expect(html).toContain('$0.25');
    expect(html).toContain('21.5 sec');
    expect(plot.mount).not.toHaveBeenCalled();
  });

  it('loads the plot in the browser with the days and series, and destroys it on unmount', async () => {
    const view = render(withI18n(<Chart title="Spend per day" days={DAYS} series={SERIES} />));
    await waitFor(() => expect(plot.mount).toHaveBeenCalledTimes(1));
    const [el, spec] = plot.mount.mock.calls[0] ?? [];
    expect(el).toBe(screen.getByTestId('chart-plot'));
    expect(spec).toMatchObject({ days: DAYS, series: SERIES, height: 240, language: 'en' });
    await waitFor(() => expect(document.querySelector('[data-chart-state="ready"]')).toBeTruthy());
    // A new render with equal figures keeps the plot.
    view.rerender(withI18n(<Chart title="Spend per day" days={[...DAYS]} series={[...SERIES]} />));
    expect(plot.mount).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(plot.destroy).toHaveBeenCalledTimes(1);
  });

  it('keeps an accessible table: hidden from sight until asked for, a row per day', async () => {
    render(withI18n(<Chart title="Volume" days={DAYS} series={SERIES} summary="15 tasks in 3 days" />));
    const table = screen.getByRole('table', { name: 'Volume' });
    const wrapper = table.parentElement as HTMLElement;
    expect(wrapper.className).toContain('visually-hidden');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Day', 'Spend', 'Tasks', 'Average time']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.children].map((c) => c.textContent))).toEqual([
      ['Tue, Mar 10, 2026', '$0.0015', '3', '21.5 sec'],
      ['Wed, Mar 11, 2026', '$0.00', '0', '—'],
      ['Thu, Mar 12, 2026', '$0.25', '12', '8 sec'],
    ]);
    expect(screen.getByText('15 tasks in 3 days')).toBeTruthy();

    const toggle = screen.getByRole('button', { name: 'Show the figures as a table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(wrapper.id);
    fireEvent.click(toggle);
    expect(wrapper.className).not.toContain('visually-hidden');
    expect(screen.getByRole('button', { name: 'Hide the table' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('shows the table when the plot cannot be drawn', async () => {
    plot.mount.mockImplementation(() => {
      throw new Error('no 2D canvas');
    });
    render(withI18n(<Chart title="Volume" days={DAYS} series={SERIES} />, 'ru'));
    expect(await screen.findByText(/график не строится/)).toBeTruthy();
    expect(screen.getByRole('table').parentElement?.className).not.toContain('visually-hidden');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('deferred: nothing of the table on the server, the plot drawn when idle, the rows once the table is opened', async () => {
    const html = renderToString(withI18n(<Chart title="Volume" days={DAYS} series={SERIES} deferred />));
    expect(html).toContain('<details class="chart__details"');
    expect(html).not.toContain('<table');
    expect(html).not.toContain('$0.25');

    // Without requestIdleCallback (as here) the plot waits a moment after the render, then draws.
    render(withI18n(<Chart title="Volume" days={DAYS} series={SERIES} deferred />));
    expect(plot.mount).not.toHaveBeenCalled();
    await waitFor(() => expect(plot.mount).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('table')).toBeNull();
    const details = screen.getByTestId('chart-details') as HTMLDetailsElement;
    expect(details.querySelector('summary')?.textContent).toBe('Show the figures as a table');
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const table = await screen.findByRole('table', { name: 'Volume' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('reads out the hovered day above the plot', async () => {
    render(withI18n(<Chart title="Volume" days={DAYS} series={SERIES} />));
    await waitFor(() => expect(plot.mount).toHaveBeenCalled());
    const onHover = plot.mount.mock.calls[0]?.[2] as (i: number | null) => void;
    act(() => onHover(2));
    const legend = document.querySelector('.chart__legend') as HTMLElement;
    expect(legend.textContent).toBe('Spend$0.25Tasks12Average time8 secMar 12');
    act(() => onHover(null));
    expect(legend.textContent).toBe('SpendTasksAverage time');
  });
});
