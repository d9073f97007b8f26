import type { ReactNode } from "react";

/** One column of a figure table: its header and each row's cell. */
export interface FigureColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Kept on one line (dates, months). */
  nowrap?: boolean;
}

const nowrap = (column: { nowrap?: boolean }) => (column.nowrap ? " whitespace-nowrap" : "");

/**
 * A table of figures, the one look of every such table (issue 40): a caption for screen readers, a
 * header row, each row named by its first cell (a row header), the figures after it right-aligned
 * in tabular digits.
 */
export function FigureTable<Row>({
  caption,
  columns: [name, ...figures],
  rows,
  rowKey,
}: {
  caption: ReactNode;
  columns: readonly [FigureColumn<Row>, ...FigureColumn<Row>[]];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-canvas text-ink">
        <tr>
          <th scope="col" className="px-3 py-2 font-semibold">
            {name.header}
          </th>
          {figures.map((column, i) => (
            <th key={i} scope="col" className="px-3 py-2 text-right font-semibold">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            <th scope="row" className={`px-3 py-2 font-medium text-ink${nowrap(name)}`}>
              {name.cell(row)}
            </th>
            {figures.map((column, i) => (
              <td
                key={i}
                className={`px-3 py-2 text-right tabular-nums text-ink-soft${nowrap(column)}`}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
