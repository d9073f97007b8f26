import type { ReactNode } from "react";
import { TableScroller } from "@/components/table-scroller";

interface GradeTableProps<Row> {
  caption: string;
  columns: readonly string[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  renderRow: (row: Row) => readonly ReactNode[];
}

/**
 * A table of grades; the first cell of each row is its header. Under the small breakpoint each row
 * stacks into a card whose cells carry their column's name, so no column (the price effect, the
 * rarity) sits off-screen behind a sideways scroll at 390 px.
 */
export function GradeTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  renderRow,
}: GradeTableProps<Row>) {
  return (
    <TableScroller label={caption}>
      <table className="w-full text-left text-sm sm:min-w-[32rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-canvas text-ink sm:table-header-group">
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
              <tr key={rowKey(row)} className="block px-4 py-3 sm:table-row sm:p-0">
                <th
                  scope="row"
                  className="block pb-1 font-semibold whitespace-nowrap text-ink sm:table-cell sm:px-4 sm:py-3"
                >
                  {first}
                </th>
                {rest.map((cell, index) => (
                  <td
                    key={columns[index + 1]}
                    data-label={columns[index + 1]}
                    className="block py-0.5 text-ink-soft before:mr-1 before:font-semibold before:text-ink before:content-[attr(data-label)':'] sm:table-cell sm:px-4 sm:py-3 sm:before:content-none"
                  >
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
