import { TableScroller } from "@/components/table-scroller";
import type { ResponseField } from "../openapi-document";
import { DocText } from "./doc-text";

/**
 * An answer's fields (type and meaning, from the document's schema) and a real answer the endpoint
 * gave.
 */
export function ResponseFields({
  label,
  fields,
  example,
  errorCodes,
}: {
  label: string;
  fields: ResponseField[];
  example: unknown;
  errorCodes: ReadonlySet<string>;
}) {
  if (fields.length === 0) return null;
  return (
    <div className="space-y-4">
      <TableScroller label={`Answer fields of ${label}`} className="">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="mb-2 text-left text-sm font-medium text-ink">Answer (200)</caption>
          <thead className="text-ink-muted">
            <tr>
              <th className="py-2 pr-4 font-medium">Field</th>
              <th className="py-2 pr-4 font-medium">Type</th>
              <th className="py-2 font-medium">Meaning</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line align-top text-ink">
            {fields.map((field) => (
              <tr key={field.path}>
                <td className="py-2 pr-4 font-mono text-xs break-all">{field.path}</td>
                <td className="py-2 pr-4 font-mono text-xs break-words">{field.type}</td>
                <td className="py-2 text-ink-soft">
                  <DocText text={field.description} errorCodes={errorCodes} />
                  {field.sameAs ? (
                    <>
                      {" "}
                      Its fields are those listed for{" "}
                      <a
                        href={`#${field.sameAs.anchor}`}
                        className="text-primary-strong underline hover:no-underline"
                      >
                        {field.sameAs.label}
                      </a>
                      .
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      {example !== undefined ? (
        <details className="group">
          <summary className="cursor-pointer text-sm font-medium text-ink">
            Example answer (recorded from the API on the market data)
          </summary>
          <pre
            tabIndex={0}
            aria-label={`Example answer of ${label}`}
            className="mt-2 max-h-96 overflow-auto rounded-card bg-navy p-4 text-xs text-white"
          >
            <code>{JSON.stringify(example, null, 2)}</code>
          </pre>
        </details>
      ) : null}
    </div>
  );
}
