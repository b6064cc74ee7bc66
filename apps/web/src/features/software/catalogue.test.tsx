import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, renderApp } from '../profile/testing.tsx';
import { Catalogue } from './catalogue.tsx';
import { CATEGORIES, makeItem } from './testing.ts';

afterEach(() => cleanup());

const names = () => [...document.querySelectorAll('.software-card__name')].map((h) => h.textContent);

/** 14 items in pages of 12 (the API's), or 1 item in the category `sdk`. */
function handler(c: { url: string }) {
  const url = new URL(c.url, 'http://x');
  if (url.pathname === '/api/v1/catalog/categories') return json(CATEGORIES);
  if (url.pathname !== '/api/v1/catalog/software') return undefined;
  if (url.searchParams.get('categories') === 'sdk') return json({ records: [makeItem(99)], totalCount: 1 });
  const page = Number(url.searchParams.get('page'));
  const ids = page === 0 ? Array.from({ length: 12 }, (_, i) => i + 1) : [13, 14];
  return json({ records: ids.map((id) => makeItem(id)), totalCount: 14 });
}

describe('the catalogue', () => {
  it('shows the first page, "Show more" appends the next; another filter starts again from page 0', async () => {
    const { calls } = renderApp({ path: '/software', element: <Catalogue />, user: null, handler });
    await screen.findByText('Tool 1');
    expect(names()).toHaveLength(12);
    expect(screen.getByTestId('catalogue-count').textContent).toBe('14 programs');
    expect(screen.getByText('12 of 14 shown')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    await screen.findByText('Tool 14');
    expect(names()).toEqual(Array.from({ length: 14 }, (_, i) => `Tool ${i + 1}`));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(calls.map((c) => c.url)).toContain('/api/v1/catalog/software?page=1&sorting=relevant');

    fireEvent.click(screen.getByRole('button', { name: 'Libraries' }));
    await waitFor(() => expect(names()).toEqual(['Tool 99']));
    expect(calls.map((c) => c.url)).toContain('/api/v1/catalog/software?page=0&sorting=relevant&categories=sdk');
    expect(screen.getByRole('button', { name: 'Libraries' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('searches from 3 characters only, and sorts', async () => {
    const { calls } = renderApp({ path: '/software', element: <Catalogue />, user: null, handler });
    await screen.findByText('Tool 1');
    const box = screen.getByRole('searchbox');
    fireEvent.change(box, { target: { value: 'ab' } });
    expect(screen.getByText('Type at least 3 characters to search.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(box, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain('/api/v1/catalog/software?page=0&sorting=relevant&text=abc'),
    );
    fireEvent.change(screen.getByTestId('catalogue-sorting'), { target: { value: 'rating' } });
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toContain('/api/v1/catalog/software?page=0&sorting=rating&text=abc'),
    );
  });
});
