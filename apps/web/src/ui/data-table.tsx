import type { JSX, ReactNode } from 'react';

/** One column of a {@link DataTable}: its header and what each row shows in it. */
export interface Column<R> {
  /** Tells the column apart; each of its cells carries it as `data-column`. */
  key: string;
  /** Already translated; an actions column can pass `<span className="visually-hidden">…</span>`. */
  header: ReactNode;
  cell: (row: R) => ReactNode;
  /** Class of each cell of the column, e.g. 'code'. */
  className?: string;
  /** Class of the header cell, e.g. 'pay-amount' to align it with its cells; none unless given. */
  headerClassName?: string;
  /** `data-testid` of each cell of the column. */
  testId?: string;
}

/** The data-* attributes of a row, e.g. `{ 'data-task': 7 }`. */
export type RowAttributes = Record<`data-${string}`, string | number | boolean | undefined>;

/**
 * A plain table of records, a row each, that scrolls sideways on a narrow screen instead of widening the page:
 * header cells `<th scope="col">`, body cells `<td data-column={key}>`.
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
  return (
    <div className="table-scroll">
      <table className="table" data-testid={props.testId}>
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
                <td key={c.key} className={c.className} data-column={c.key} data-testid={c.testId}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
