import type { ReactNode } from "react";
import { TableScroller } from "@/components/table-scroller";

interface GradeTableProps<Row> {
  caption: string;
  columns: readonly string[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  renderRow: (row: Row) => readonly ReactNode[];
}

/** A simple responsive table of grades; the first cell of each row is its header. */
export function GradeTable<Row>({ caption, columns, rows, rowKey, renderRow }: GradeTableProps<Row>) {
  return (
    <TableScroller label={caption}>
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-canvas text-ink">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => {
            const [first, ...rest] = renderRow(row);
            return (
              <tr key={rowKey(row)}>
                <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap text-ink">
                  {first}
                </th>
                {rest.map((cell, index) => (
                  <td key={columns[index + 1]} className="px-4 py-3 text-ink-soft">
                    {cell}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroller>
  );
}
