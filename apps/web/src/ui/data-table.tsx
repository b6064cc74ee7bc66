import type { JSX, ReactNode } from 'react';

/** One column of a {@link DataTable}: its header and what each row shows in it. */
export interface Column<R> {
  /** Tells the column apart; each of its cells carries it as `data-column`. */
  key: string;
  /** Already translated; an actions column can pass `<span className="visually-hidden">…</span>`. */
  header: ReactNode;
  /**
   * The cell's label when the table shows as cards on a phone (`data-label`); the header when it is text.
   * An empty label lets the cell take the card's whole width (e.g. actions).
   */
  label?: string;
  cell: (row: R) => ReactNode;
  /** Class of the value block of each cell of the column, e.g. 'code', 'row'. */
  className?: string;
  /** Class of the header cell, e.g. 'pay-amount' to align it with its cells; none unless given. */
  headerClassName?: string;
  /** `data-testid` of each cell of the column. */
  testId?: string;
}

/** The data-* attributes of a row, e.g. `{ 'data-task': 7 }`. */
export type RowAttributes = Record<`data-${string}`, string | number | boolean | undefined>;

/** The label a column's cells show on a phone: its own, else its header when that is text. */
const labelOf = <R,>(c: Column<R>): string =>
  c.label ?? (typeof c.header === 'string' || typeof c.header === 'number' ? String(c.header) : '');

/**
 * A plain table of records, a row each: header cells `<th scope="col">`, body cells
 * `<td data-column={key} data-label={label}>` with the value in a `.table__value` block. On a phone each row becomes a card of label–value lines
 * (styles/table-cards.css, `.table--cards`), so that no column is out of sight.
 */
export function DataTable<R>(props: {
  columns: Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  /** data-* attributes of a row */
  rowAttributes?: (row: R) => RowAttributes;
  /** read by screen readers (visually-hidden caption) */
  caption?: string;
  /** `data-testid` of the table */
  testId?: string;
}): JSX.Element {
  const { columns, rowAttributes } = props;
  const labels = Object.fromEntries(columns.map((c) => [c.key, labelOf(c)]));
  return (
    <div className="table-scroll">
      <table className="table table--cards" data-testid={props.testId}>
        {props.caption ? <caption className="visually-hidden">{props.caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={c.headerClassName}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={props.rowKey(row)} {...rowAttributes?.(row)}>
              {columns.map((c) => (
                <td key={c.key} data-column={c.key} data-label={labels[c.key]} data-testid={c.testId}>
                  <div className={c.className ? `table__value ${c.className}` : 'table__value'}>{c.cell(row)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
