import type { StatsRange } from '@crowdsolve/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../profile/testing.tsx';
import { DateFilter } from './date-filter.tsx';
import { checkRange, lastDays } from './range.ts';

const WEEK: StatsRange = { dateFrom: '2026-03-08', dateTo: '2026-03-14' };

function show(range: StatsRange = WEEK, language: 'en' | 'ru' | 'zh' = 'en') {
  const onChange = vi.fn<(range: StatsRange) => void>();
  const view = renderApp({ element: <DateFilter range={range} onChange={onChange} />, language });
  return { ...view, onChange };
}
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-14T22:30:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the range checks', () => {
  it('fills the default window and refuses what the server refuses', () => {
    expect(lastDays(7, '2026-03-14')).toEqual(WEEK);
    expect(checkRange({ dateFrom: '2026-03-01', dateTo: '2026-03-01' }, '2026-03-14')).toEqual({
      ok: true,
      range: { dateFrom: '2026-03-01', dateTo: '2026-03-01' },
    });
    expect(checkRange({ dateFrom: '2026-03-02', dateTo: '2026-03-01' })).toEqual({
      ok: false,
      errors: { dateFrom: 'range_order' },
    });
    expect(checkRange({ dateFrom: '2025-02-28', dateTo: '2026-03-01' })).toEqual({
      ok: false,
      errors: { dateFrom: 'range_too_long' },
    });
    expect(checkRange({ dateFrom: '2026-02-30', dateTo: '2026-03-01' })).toEqual({
      ok: false,
      errors: { dateFrom: 'invalid_date' },
    });
  });
});

describe('DateFilter', () => {
  it('shows the range in two date fields and marks the matching preset', () => {
    show();
    expect(input('From').type).toBe('date');
    expect(input('From').value).toBe('2026-03-08');
    expect(input('To').value).toBe('2026-03-14');
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText(/calendar days in UTC/)).toBeTruthy();
  });

  it('sends a valid range typed in', () => {
    const { onChange } = show();
    fireEvent.change(input('From'), { target: { value: '2026-01-01' } });
    fireEvent.change(input('To'), { target: { value: '2026-01-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(onChange).toHaveBeenCalledWith({ dateFrom: '2026-01-01', dateTo: '2026-01-31' });
  });

  it('explains a refused range beside the field and sends nothing', () => {
    const { onChange } = show();
    fireEvent.change(input('From'), { target: { value: '2026-03-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('The start date must not be after the end date.')).toBeTruthy();
    expect(input('From').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input('From'), { target: { value: '2024-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('Choose at most 366 days.')).toBeTruthy();

    fireEvent.change(input('To'), { target: { value: '' } });
    fireEvent.change(input('From'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(document.querySelector('[data-field-error="dateTo"]')?.textContent).toBe(
      'Enter a date (year-month-day) from 2000 on.',
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('applies a preset ending today (UTC)', () => {
    const { onChange } = show();
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(onChange).toHaveBeenCalledWith({ dateFrom: '2026-02-13', dateTo: '2026-03-14' });
  });

  it('follows a range changed elsewhere', () => {
    const { rerender, onChange } = show();
    fireEvent.change(input('From'), { target: { value: '2026-03-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    rerender(<DateFilter range={{ dateFrom: '2026-02-13', dateTo: '2026-03-14' }} onChange={onChange} />);
    expect(input('From').value).toBe('2026-02-13');
    expect(screen.queryByText('The start date must not be after the end date.')).toBeNull();
  });

  it('speaks Russian and Chinese', () => {
    show(WEEK, 'ru');
    expect(screen.getByRole('button', { name: 'Последние 30 дней' })).toBeTruthy();
    cleanup();
    show(WEEK, 'zh');
    expect(screen.getByRole('button', { name: '最近 30 天' })).toBeTruthy();
  });
});
