import { paths } from "@faircarat/contracts/paths";

/**
 * What the value stands on (the report model's lines: listings and retailers, the data's date and
 * what the months since mean, the engine's trend), then where the method and the engine's measured
 * accuracy are published. That page opens in a new tab, as the PDF's link does.
 */
export function ReportBasis({ lines }: { lines: readonly string[] }) {
  return (
    <div className="space-y-1 text-xs text-ink-muted">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        <a
          href={paths.methodology}
          target="_blank"
          rel="noopener"
          className="font-medium text-primary-strong underline hover:text-primary"
        >
          How the fair value is set, and its measured accuracy
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
