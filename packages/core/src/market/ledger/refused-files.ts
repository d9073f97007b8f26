import {
  refusesWholeFile,
  streamFeedRows,
  streamIndexCells,
  type IndexSourceFile,
} from "@faircarat/market";
import type { SourceFile } from "./source-versions";

/** A file the build would refuse whole, and why. */
export interface RefusedFile {
  kind: SourceFile["kind"];
  reason: string;
  rejected: number;
  /** Its rows refused, by reason (a file of no valid row says why in these). */
  rejectedByReason: Record<string, number>;
}

/**
 * Reads new file versions through, without writing, for the reasons a build refuses a file whole
 * (not this kind of file, unreadable to its end, no valid row): a run that only finds such files
 * quarantines them and keeps the market it has, with no rebuild and no refit.
 */
export async function refusedFiles(
  files: readonly SourceFile[],
  today: string,
): Promise<Map<string, RefusedFile>> {
  const refused = new Map<string, RefusedFile>();
  for (const file of files) {
    const feedFile: IndexSourceFile[] = [
      { path: file.location, size: file.bytes, modifiedMs: 0, body: file.content },
    ];
    let valid = 0;
    let rejected = 0;
    const rejectedByReason: Record<string, number> = {};
    let wholeFile: string | null = null;
    const events =
      file.kind === "listings"
        ? mapEvents(streamFeedRows(feedFile), (event) =>
            event.kind === "rejected"
              ? event.reason
              : event.listing.observedOn > today
                ? "date_in_future"
                : null,
          )
        : mapEvents(streamIndexCells(feedFile), (event) =>
            event.kind === "rejected"
              ? event.reason
              : event.value.edition > today
                ? "date_in_future"
                : null,
          );
    for await (const reason of events) {
      if (reason === null) valid += 1;
      else {
        rejected += 1;
        rejectedByReason[reason] = (rejectedByReason[reason] ?? 0) + 1;
        if (refusesWholeFile(reason)) wholeFile ??= reason;
      }
    }
    if (wholeFile !== null || valid === 0)
      refused.set(file.location, {
        kind: file.kind,
        reason: wholeFile ?? "no_valid_rows",
        rejected,
        rejectedByReason,
      });
  }
  return refused;
}

/** Each event as the reason it is refused, or null when it is valid. */
async function* mapEvents<T>(
  events: AsyncIterable<T>,
  reasonOf: (event: T) => string | null,
): AsyncGenerator<string | null> {
  for await (const event of events) yield reasonOf(event);
}
