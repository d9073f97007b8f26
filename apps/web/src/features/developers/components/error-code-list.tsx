import { errorAnchor } from "../openapi-document";

/**
 * Every error code the API can answer, each with what it means and what to do: the target of every
 * code link on the page.
 */
export function ErrorCodeList({ codes }: { codes: { code: string; meaning: string }[] }) {
  return (
    <section aria-labelledby="docs-errors-title" className="space-y-4">
      <h2 id="docs-errors-title" className="text-2xl font-bold text-ink">
        Errors
      </h2>
      <p className="text-ink-soft">
        Every error answer is{" "}
        <code className="font-mono text-sm text-ink">
          {"{ error: { code, message, requestId } }"}
        </code>
        : the code is for your program, the message for a person, the request id for us when you
        write.
      </p>
      <dl className="divide-y divide-line rounded-card border border-line bg-surface">
        {codes.map(({ code, meaning }) => (
          <div
            key={code}
            id={errorAnchor(code)}
            className="scroll-mt-24 p-4 sm:grid sm:grid-cols-[14rem_1fr] sm:gap-4"
          >
            <dt className="font-mono text-sm font-semibold break-words text-ink">{code}</dt>
            <dd className="mt-1 text-sm text-ink-soft sm:mt-0">{meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
