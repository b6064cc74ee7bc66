import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type Column, DataTable } from './data-table.tsx';

interface Fruit {
  id: number;
  name: string;
  price: string;
  ripe: boolean;
}

const FRUITS: Fruit[] = [
  { id: 1, name: 'Apple', price: '$1.00', ripe: true },
  { id: 2, name: 'Pear', price: '$2.50', ripe: false },
];

const COLUMNS: Column<Fruit>[] = [
  { key: 'name', header: 'Name', cell: (f) => f.name },
  { key: 'price', header: 'Price', cell: (f) => f.price, className: 'code', headerClassName: 'right', testId: 'price' },
  {
    key: 'actions',
    header: <span className="visually-hidden">Actions</span>,
    cell: (f) => <button type="button">Eat {f.name}</button>,
  },
];

afterEach(() => {
  cleanup();
});

describe('DataTable', () => {
  it('renders column headers and a row per record, in a sideways-scrolling wrapper', () => {
    const { container } = render(<DataTable columns={COLUMNS} rows={FRUITS} rowKey={(f) => f.id} testId="fruits" />);
    const table = screen.getByTestId('fruits');
    expect(table.tagName).toBe('TABLE');
    expect(table.className).toBe('table table--cards');
    expect(table.parentElement?.className).toBe('table-scroll');
    expect(container.firstElementChild).toBe(table.parentElement);

    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Price', 'Actions']);
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
    expect(headers[1]?.className).toBe('right');
    expect(headers[0]?.hasAttribute('class')).toBe(false);
    expect(headers[2]?.querySelector('.visually-hidden')?.textContent).toBe('Actions');

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['Apple', '$1.00', 'Eat Apple'],
      ['Pear', '$2.50', 'Eat Pear'],
    ]);
  });

  it('marks each cell with its column, label, class and test id, and each row with its data attributes', () => {
    render(
      <DataTable
        columns={COLUMNS}
        rows={FRUITS}
        rowKey={(f) => f.id}
        rowAttributes={(f) => ({ 'data-fruit': f.id, 'data-ripe': f.ripe, 'data-none': undefined })}
      />,
    );
    const pear = document.querySelector('tr[data-fruit="2"]') as HTMLElement;
    expect(pear.getAttribute('data-ripe')).toBe('false');
    expect(pear.hasAttribute('data-none')).toBe(false);
    expect([...pear.querySelectorAll('td')].map((td) => td.getAttribute('data-column'))).toEqual([
      'name',
      'price',
      'actions',
    ]);
    const price = pear.querySelector('td[data-column="price"]') as HTMLElement;
    expect(price.querySelector('.table__value')?.className).toBe('table__value code');
    expect(price.getAttribute('data-testid')).toBe('price');
    expect(pear.querySelector('td[data-column="name"] > div')?.className).toBe('table__value');
    expect(within(pear).getByTestId('price').textContent).toBe('$2.50');
  });

  it('labels each cell with its column header, so that a row reads as a card on a phone', () => {
    const columns: Column<Fruit>[] = [
      ...COLUMNS.slice(0, 2),
      { key: 'ripe', header: <abbr title="Ripe now">R</abbr>, label: 'Ripe now', cell: (f) => (f.ripe ? '✓' : '') },
      ...COLUMNS.slice(2),
    ];
    render(<DataTable columns={columns} rows={FRUITS} rowKey={(f) => f.id} />);
    const apple = screen.getAllByRole('row')[1] as HTMLElement;
    expect([...apple.querySelectorAll('td')].map((td) => [td.getAttribute('data-label'), td.textContent])).toEqual([
      ['Name', 'Apple'],
      ['Price', '$1.00'],
      ['Ripe now', '✓'],
      // A header that is not text and no label: the value takes the card's whole width.
      ['', 'Eat Apple'],
    ]);
  });

  it('has a visually hidden caption only when given one', () => {
    const { rerender } = render(<DataTable columns={COLUMNS} rows={FRUITS} rowKey={(f) => f.id} />);
    expect(document.querySelector('caption')).toBeNull();
    expect(screen.getByRole('table').hasAttribute('data-testid')).toBe(false);
    rerender(<DataTable columns={COLUMNS} rows={FRUITS} rowKey={(f) => f.id} caption="Fruit prices" />);
    const caption = document.querySelector('caption') as HTMLElement;
    expect(caption.className).toBe('visually-hidden');
    expect(screen.getByRole('table', { name: 'Fruit prices' })).toBeTruthy();
  });

  it('renders the header alone when there are no rows', () => {
    render(<DataTable columns={COLUMNS} rows={[]} rowKey={(f) => f.id} />);
    expect(screen.getAllByRole('row')).toHaveLength(1);
  });
});
