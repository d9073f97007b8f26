import { errorAnchor } from "../openapi-document";

/**
 * A description from the document as text: `backticked` words become code, and those that are
 * error codes link to their explanation under Errors. Never markup: the text is data.
 */
export function DocText({ text, errorCodes }: { text: string; errorCodes: ReadonlySet<string> }) {
  return (
    <>
      {text.split(/`([^`]+)`/).map((part, index) => {
        if (index % 2 === 0) return part;
        return errorCodes.has(part) ? (
          <a
            key={index}
            href={`#${errorAnchor(part)}`}
            className="font-mono text-[0.9em] text-primary-strong underline hover:no-underline"
          >
            {part}
          </a>
        ) : (
          <code key={index} className="font-mono text-[0.9em] text-ink">
            {part}
          </code>
        );
      })}
    </>
  );
}
